import type { StudentsListQuery, StudentsListResponse } from '@academy/domain/students/students.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

export type StudentsListParams = Partial<StudentsListQuery>;

/** GET /api/insts/:instId/students: a page of students, filtered and searched. */
export function getStudents(instId: string, query: StudentsListParams, signal?: AbortSignal) {
  return api.get<StudentsListResponse>(`${studentsBase(instId)}/students`, { query, signal, silent: true });
}

export const getStudentsQueryOptions = (instId: string, query: StudentsListParams) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'list', query] as const,
    queryFn: ({ signal }) => getStudents(instId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useStudents = (instId: string, query: StudentsListParams, enabled = true) =>
  useQuery({ ...getStudentsQueryOptions(instId, query), enabled });
