import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMyInstsQueryOptions } from './get-my-insts';
import { getPublicInstQueryOptions } from './get-public-inst';
import type { JoinRequestAnswer } from './request-join';
import { SEARCH_QUERY_ROOT } from './search-insts';

export type CancelJoinRequest = { instId: string; requestId: string };

/** POST /api/insts/:instId/join-requests/:requestId/cancel: the requester takes back a waiting request. */
export function cancelJoinRequest({ instId, requestId }: CancelJoinRequest): Promise<JoinRequestAnswer> {
  return api.post<JoinRequestAnswer>(
    `/api/insts/${encodeURIComponent(instId)}/join-requests/${encodeURIComponent(requestId)}/cancel`,
  );
}

export function useCancelJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJoinRequest,
    // Refreshed whether it went or was refused (already decided): the lists then show what is true.
    onSettled: (_answer, _error, { instId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getPublicInstQueryOptions(instId).queryKey }),
        queryClient.invalidateQueries({ queryKey: SEARCH_QUERY_ROOT }),
      ]),
  });
}
