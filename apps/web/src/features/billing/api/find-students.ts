import type { BillingStudentsResponse } from '@academy/domain/billing/billing-students.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

/**
 * GET /api/insts/:instId/billing/students?q=: the students a bill by hand may be written for, by name
 * (billing's own search, under 042: writing bills needs no student-management code), each with the
 * classes the bill may name.
 */
export function findStudents(instId: string, q: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<BillingStudentsResponse>(`/api/insts/${encodeURIComponent(instId)}/billing/students`, {
    query: { q: q || undefined },
    signal,
    silent: true,
  });
}

export const findStudentsQueryOptions = (instId: string, q: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'students', q] as const,
    queryFn: ({ signal }) => findStudents(instId, q, { signal }),
    placeholderData: keepPreviousData,
  });

export const useFindStudents = (instId: string, q: string, enabled: boolean) =>
  useQuery({ ...findStudentsQueryOptions(instId, q), enabled });
