import type { AuditLogResponse } from '@academy/domain/employees/employees.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeesQueryKey } from './employees-query-key';

/** GET /api/insts/:instId/audit-log: the 변경 이력, newest first, a page at a time (optionally of one target). */
export function getAuditLog(
  instId: string,
  query: { target?: string; page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditLogResponse> {
  return api.get<AuditLogResponse>(`/api/insts/${encodeURIComponent(instId)}/audit-log`, {
    query: { target: query.target, page: query.page },
    signal,
    silent: true,
  });
}

export const getAuditLogQueryOptions = (instId: string, query: { target?: string; page: number }) =>
  queryOptions({
    queryKey: [...employeesQueryKey(instId), 'audit-log', query.target ?? '', query.page] as const,
    queryFn: ({ signal }) => getAuditLog(instId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (instId: string, query: { target?: string; page: number }) =>
  useQuery(getAuditLogQueryOptions(instId, query));
