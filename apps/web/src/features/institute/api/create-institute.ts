import type { InstCreateBody, InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstituteQueryOptions } from './get-institute';
import { getMyInstsQueryOptions } from './get-my-insts';

/** POST /api/insts: opens an academy; the signed-in user becomes its director. */
export function createInstitute(body: InstCreateBody): Promise<InstDetailResponse> {
  return api.post<InstDetailResponse>('/api/insts', body);
}

export function useCreateInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstitute,
    onSuccess: (created) => {
      queryClient.setQueryData(getInstituteQueryOptions(created.instId).queryKey, created);
      return queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey });
    },
  });
}
