import type { StudentReportsResponse } from '@academy/domain/reports/reports.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './reports-keys';

/** GET …/students/:studentId/reports: a student's reports, newest first (families: the sent ones). */
export const getStudentReports = (instId: string, studentId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<StudentReportsResponse>(
    `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}/reports`,
    { signal, silent: true },
  );

export const studentReportsQueryOptions = (instId: string, studentId: string) =>
  queryOptions({
    queryKey: reportsKeys.student(instId, studentId),
    queryFn: ({ signal }) => getStudentReports(instId, studentId, { signal }),
  });

export const useStudentReports = (instId: string, studentId: string | null) =>
  useQuery({ ...studentReportsQueryOptions(instId, studentId ?? ''), enabled: studentId !== null });
