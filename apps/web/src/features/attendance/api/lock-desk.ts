import type { DeskStatusResponse } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getDeskStatusQueryOptions } from './get-desk-status';

/** POST /api/desk/lock: ends this browser's front desk. */
export function lockDesk(): Promise<DeskStatusResponse> {
  return api.post<DeskStatusResponse>('/api/desk/lock');
}

export function useLockDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockDesk,
    onSuccess: (status) => queryClient.setQueryData(getDeskStatusQueryOptions().queryKey, status),
  });
}
