import type { BulkPermissionBody, BulkPermissionResponse } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** PUT /api/insts/:instId/permissions: one checklist for several employees (/v3/permission/create). */
export function updatePermissionsBulk(instId: string, body: BulkPermissionBody): Promise<BulkPermissionResponse> {
  return api.put<BulkPermissionResponse>(`/api/insts/${encodeURIComponent(instId)}/permissions`, body);
}

export function useUpdatePermissionsBulk(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkPermissionBody) => updatePermissionsBulk(instId, body),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
