import type { DeskStatusResponse, DeskUnlockBody } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKiosk } from '../../../lib/routing/kiosk-lock';
import { getDeskStatusQueryOptions } from './get-desk-status';

/** POST /api/desk/leave: a staff password locks this browser's front desk and lets it leave kiosk mode. */
export function leaveDesk(body: DeskUnlockBody): Promise<DeskStatusResponse> {
  return api.post<DeskStatusResponse>('/api/desk/leave', body);
}

export function useLeaveDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveDesk,
    onSuccess: (status) => {
      leaveKiosk();
      queryClient.setQueryData(getDeskStatusQueryOptions().queryKey, status);
    },
  });
}
