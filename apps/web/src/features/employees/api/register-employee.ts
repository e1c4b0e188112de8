import type { InviteResponse, RegisterEmployeeBody } from '@academy/domain/employees/employees.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateEmployees } from './invalidate-employees';

/** POST /api/insts/:instId/employees: a staff invitation with its code (EmployeeRegister, /employeeCreate). */
export function registerEmployee(instId: string, body: RegisterEmployeeBody): Promise<InviteResponse> {
  return api.post<InviteResponse>(`/api/insts/${encodeURIComponent(instId)}/employees`, body);
}

export function useRegisterEmployee(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterEmployeeBody) => registerEmployee(instId, body),
    onSuccess: () => invalidateEmployees(queryClient, instId),
  });
}
