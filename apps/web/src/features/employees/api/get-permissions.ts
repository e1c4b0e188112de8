import type { PermissionListResponse } from '@academy/domain/employees/employees.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/permissions: working staff with their codes (/v3/permissions). */
export function getPermissions(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PermissionListResponse> {
  return api.get<PermissionListResponse>(`/api/insts/${encodeURIComponent(instId)}/permissions`, {
    signal,
    silent: true,
  });
}

export const getPermissionsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'permissions'] as const,
    queryFn: ({ signal }) => getPermissions(instId, { signal }),
  });

export const usePermissions = (instId: string) => useQuery(getPermissionsQueryOptions(instId));
