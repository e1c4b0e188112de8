import type { EmployeeDetailResponse } from '@academy/domain/employees/employees.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/employees/:userId (UserDetail). */
export function getEmployee(
  instId: string,
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EmployeeDetailResponse> {
  return api.get<EmployeeDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/employees/${encodeURIComponent(userId)}`,
    { signal, silent: true },
  );
}

export const getEmployeeQueryOptions = (instId: string, userId: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'detail', userId] as const,
    queryFn: ({ signal }) => getEmployee(instId, userId, { signal }),
  });

export const useEmployee = (instId: string, userId: string) => useQuery(getEmployeeQueryOptions(instId, userId));
