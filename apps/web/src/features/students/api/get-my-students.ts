import type { MyStudentsResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/my-students: a parent's linked children, a student's own record. */
export const getMyStudents = (instId: string, signal?: AbortSignal) =>
  api.get<MyStudentsResponse>(`${studentsBase(instId)}/my-students`, { signal, silent: true });

export const getMyStudentsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'mine'] as const,
    queryFn: ({ signal }) => getMyStudents(instId, signal),
  });

export const useMyStudents = (instId: string) => useQuery(getMyStudentsQueryOptions(instId));
