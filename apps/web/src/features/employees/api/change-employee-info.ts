import type { EmployeeDetailResponse, EmployeeInfoBody } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** PATCH /api/insts/:instId/employees/:userId/info: display name and memo (ModifyUserInfo). */
export function changeEmployeeInfo(
  instId: string,
  userId: string,
  body: EmployeeInfoBody,
): Promise<EmployeeDetailResponse> {
  return api.patch<EmployeeDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/employees/${encodeURIComponent(userId)}/info`,
    body,
  );
}

export function useChangeEmployeeInfo(instId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeInfoBody) => changeEmployeeInfo(instId, userId, body),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
