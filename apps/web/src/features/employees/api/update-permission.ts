import type { PermissionEntry } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** PUT /api/insts/:instId/permissions/:userId: one employee's codes (the checklist editor). */
export function updatePermission(instId: string, userId: string, authCd: string): Promise<PermissionEntry> {
  return api.put<PermissionEntry>(
    `/api/insts/${encodeURIComponent(instId)}/permissions/${encodeURIComponent(userId)}`,
    { authCd },
  );
}

export function useUpdatePermission(instId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (authCd: string) => updatePermission(instId, userId, authCd),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
