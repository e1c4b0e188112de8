import type { PermissionEntry } from '@academy/domain/employees/employees.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/permissions/:userId: one employee's codes. */
export function getPermission(
  instId: string,
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PermissionEntry> {
  return api.get<PermissionEntry>(
    `/api/insts/${encodeURIComponent(instId)}/permissions/${encodeURIComponent(userId)}`,
    { signal, silent: true },
  );
}

export const getPermissionQueryOptions = (instId: string, userId: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'permission', userId] as const,
    queryFn: ({ signal }) => getPermission(instId, userId, { signal }),
  });

export const usePermission = (instId: string, userId: string) => useQuery(getPermissionQueryOptions(instId, userId));
