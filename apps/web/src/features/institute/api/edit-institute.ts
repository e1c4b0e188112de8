import type { InstDetailResponse, InstUpdateBody } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getInstituteQueryOptions } from './get-institute';
import { getMyInstsQueryOptions } from './get-my-insts';

/** PATCH /api/insts/:instId (instEditInfoN; director or 010). */
export function editInstitute(instId: string, body: InstUpdateBody): Promise<InstDetailResponse> {
  return api.patch<InstDetailResponse>(`/api/insts/${instId}`, body);
}

export function useEditInstitute(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstUpdateBody) => editInstitute(instId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(getInstituteQueryOptions(instId).queryKey, updated);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]);
    },
  });
}
