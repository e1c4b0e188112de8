import type { StudentDetailResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentPath, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/students/:studentId: the student with guardians, invitations and memo count. */
export function getStudent(instId: string, studentId: string, signal?: AbortSignal) {
  return api.get<StudentDetailResponse>(studentPath(instId, studentId), { signal, silent: true });
}

export const getStudentQueryOptions = (instId: string, studentId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'detail', studentId] as const,
    queryFn: ({ signal }) => getStudent(instId, studentId, signal),
  });

export const useStudent = (instId: string, studentId: string) =>
  useQuery({ ...getStudentQueryOptions(instId, studentId), enabled: studentId !== '' });
