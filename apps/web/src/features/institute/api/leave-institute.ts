import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getMyInstsQueryOptions } from './get-my-insts';

/** POST /api/me/insts/:instId/leave: leave an academy (not its director). */
export function leaveInstitute(instId: string): Promise<{ left: true; instId: string }> {
  return api.post<{ left: true; instId: string }>(`/api/me/insts/${instId}/leave`);
}

export function useLeaveInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveInstitute,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMyInstsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      ]),
  });
}
