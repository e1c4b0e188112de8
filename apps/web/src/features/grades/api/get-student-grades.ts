import type { StudentGradeDetail, StudentGradesResponse } from '@academy/domain/grades/grades.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-keys';

const studentPath = (instId: string, studentId: string) =>
  `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}/grades`;

/**
 * GET /api/insts/:instId/students/:studentId/grades?limit=: a student's tests, newest first (a family:
 * published only). One page is the list and the chart; `limit` keeps a home card small.
 */
export const getStudentGradesQueryOptions = (instId: string, studentId: string, limit?: number) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'student', studentId, limit ?? null] as const,
    queryFn: ({ signal }) =>
      api.get<StudentGradesResponse>(studentPath(instId, studentId), { query: { limit }, signal, silent: true }),
  });

export const useStudentGrades = (instId: string, studentId: string | null, limit?: number) =>
  useQuery({ ...getStudentGradesQueryOptions(instId, studentId ?? '', limit), enabled: studentId !== null });

/** GET /api/insts/:instId/students/:studentId/grades/:gradeId: that student's score and the class's statistics. */
export const getStudentGradeQueryOptions = (instId: string, studentId: string, gradeId: string) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'student', studentId, 'detail', gradeId] as const,
    queryFn: ({ signal }) =>
      api.get<StudentGradeDetail>(`${studentPath(instId, studentId)}/${encodeURIComponent(gradeId)}`, {
        signal,
        silent: true,
      }),
  });

export const useStudentGrade = (instId: string, studentId: string | null, gradeId: string) =>
  useQuery({ ...getStudentGradeQueryOptions(instId, studentId ?? '', gradeId), enabled: studentId !== null });
