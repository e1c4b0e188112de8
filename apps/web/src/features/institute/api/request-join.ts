import type { JoinRequestBody } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMyInstsQueryOptions } from './get-my-insts';
import { getPublicInstQueryOptions } from './get-public-inst';
import { SEARCH_QUERY_ROOT } from './search-insts';

export type JoinRequestAnswer = {
  requestId: string;
  instId: string;
  instNm: string;
  role: JoinRequestBody['role'];
  status: string;
  createdAt: string;
};

/** POST /api/insts/:instId/join-requests: asks to join an academy (requestInstTF). */
export function requestJoin(instId: string, body: JoinRequestBody): Promise<JoinRequestAnswer> {
  return api.post<JoinRequestAnswer>(`/api/insts/${instId}/join-requests`, body);
}

export function useRequestJoin(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinRequestBody) => requestJoin(instId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getPublicInstQueryOptions(instId).queryKey }),
        queryClient.invalidateQueries({ queryKey: SEARCH_QUERY_ROOT }),
      ]),
  });
}
