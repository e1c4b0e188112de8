import type { DeskStatusResponse, DeskUnlockBody } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getDeskStatusQueryOptions } from './get-desk-status';

/** POST /api/insts/:instId/desk/unlock: a staff member's password opens this browser as the front desk. */
export function unlockDesk(instId: string, body: DeskUnlockBody): Promise<DeskStatusResponse> {
  return api.post<DeskStatusResponse>(`/api/insts/${encodeURIComponent(instId)}/desk/unlock`, body);
}

export function useUnlockDesk(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskUnlockBody) => unlockDesk(instId, body),
    onSuccess: (status) => queryClient.setQueryData(getDeskStatusQueryOptions().queryKey, status),
  });
}
