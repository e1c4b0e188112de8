import type { StudentHistoryResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/attendance/students/:studentId?month=: a student's month and study time. */
export function getStudentHistory(
  instId: string,
  studentId: string,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StudentHistoryResponse> {
  return api.get<StudentHistoryResponse>(
    `/api/insts/${encodeURIComponent(instId)}/attendance/students/${encodeURIComponent(studentId)}`,
    { query: { month }, signal, silent: true },
  );
}

export const getStudentHistoryQueryOptions = (instId: string, studentId: string, month: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'student', studentId, month] as const,
    queryFn: ({ signal }) => getStudentHistory(instId, studentId, month, { signal }),
  });

export const useStudentHistory = (instId: string, studentId: string, month: string) =>
  useQuery(getStudentHistoryQueryOptions(instId, studentId, month));
