import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstituteQueryOptions } from './get-institute';
import { getMyInstsQueryOptions } from './get-my-insts';

/** DELETE /api/insts/:instId/logo (director or 010): the academy shows no logo. */
export function removeInstLogo(instId: string): Promise<InstDetailResponse> {
  return api.delete<InstDetailResponse>(`/api/insts/${encodeURIComponent(instId)}/logo`);
}

export function useRemoveInstLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInstLogo,
    onSuccess: (detail) => {
      queryClient.setQueryData(getInstituteQueryOptions(detail.instId).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey });
    },
  });
}
