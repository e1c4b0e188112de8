import type { EmployeeListQuery, EmployeeListResponse } from '@academy/domain/employees/employees.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/employees: staff and pending invitations (EmployeeList). */
export function getEmployees(
  instId: string,
  query: EmployeeListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EmployeeListResponse> {
  return api.get<EmployeeListResponse>(`/api/insts/${encodeURIComponent(instId)}/employees`, {
    query: { status: query.status, q: query.q || undefined },
    signal,
    silent: true,
  });
}

export const getEmployeesQueryOptions = (instId: string, query: EmployeeListQuery) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'list', query.status ?? 'active', query.q ?? ''] as const,
    queryFn: ({ signal }) => getEmployees(instId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (instId: string, query: EmployeeListQuery) =>
  useQuery(getEmployeesQueryOptions(instId, query));
