import type { StudentDetailResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

/** GET /api/insts/:instId/students/:studentId: the chosen student, for the classes a bill may name. */
export function getStudentForBill(instId: string, studentId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<StudentDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}`,
    { signal, silent: true },
  );
}

export const getStudentForBillQueryOptions = (instId: string, studentId: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'student', studentId] as const,
    queryFn: ({ signal }) => getStudentForBill(instId, studentId, { signal }),
  });

export const useStudentForBill = (instId: string, studentId: string) =>
  useQuery({ ...getStudentForBillQueryOptions(instId, studentId), enabled: studentId !== '' });
