import type { EmployeeConnectionBody, EmployeeDetailResponse } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** PATCH /api/insts/:instId/employees/:userId/connection: change the role, or end employment (ModifyUserConnect). */
export function changeEmployeeConnection(
  instId: string,
  userId: string,
  body: EmployeeConnectionBody,
): Promise<EmployeeDetailResponse> {
  return api.patch<EmployeeDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/employees/${encodeURIComponent(userId)}/connection`,
    body,
  );
}

export function useChangeEmployeeConnection(instId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeConnectionBody) => changeEmployeeConnection(instId, userId, body),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
