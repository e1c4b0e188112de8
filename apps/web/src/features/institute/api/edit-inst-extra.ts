import type { InstExtraBody, InstExtraResponse } from '@academy/domain/institute/institute.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getInstExtraQueryOptions } from './get-inst-extra';

/** PATCH /api/insts/:instId/extra (director or 010). */
export function editInstExtra(instId: string, body: InstExtraBody): Promise<InstExtraResponse> {
  return api.patch<InstExtraResponse>(`/api/insts/${instId}/extra`, body);
}

export function useEditInstExtra(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstExtraBody) => editInstExtra(instId, body),
    onSuccess: (updated) => queryClient.setQueryData(getInstExtraQueryOptions(instId).queryKey, updated),
  });
}
