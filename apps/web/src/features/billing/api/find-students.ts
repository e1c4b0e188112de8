import type { StudentsListResponse } from '@academy/domain/students/students.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

/** How many students a search on /billCreate lists. */
export const STUDENT_SEARCH_SIZE = 20;

/** GET /api/insts/:instId/students?q=&size=: the students a bill by hand may be written for, by name. */
export function findStudents(instId: string, q: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<StudentsListResponse>(`/api/insts/${encodeURIComponent(instId)}/students`, {
    query: { q: q || undefined, size: STUDENT_SEARCH_SIZE },
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
