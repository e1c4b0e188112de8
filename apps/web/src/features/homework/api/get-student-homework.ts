import type { StudentHomeworkState } from '@academy/domain/homework/homework.rules';
import type { StudentHomeworkResponse } from '@academy/domain/homework/homework.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkQueryKey, instPath } from './homework-keys';

/** GET /api/insts/:instId/students/:studentId/homework: one student's homework with their status, a page at a time. */
export function getStudentHomework(
  instId: string,
  studentId: string,
  state: StudentHomeworkState,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  return api.get<StudentHomeworkResponse>(`${instPath(instId)}/students/${encodeURIComponent(studentId)}/homework`, {
    query: { state, cursor },
    signal,
    silent: true,
  });
}

export const studentHomeworkQueryOptions = (instId: string, studentId: string, state: StudentHomeworkState) =>
  infiniteQueryOptions({
    queryKey: [...homeworkQueryKey(instId), 'student', studentId, state] as const,
    queryFn: ({ pageParam, signal }) => getStudentHomework(instId, studentId, state, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useStudentHomework = (instId: string, studentId: string, state: StudentHomeworkState) =>
  useInfiniteQuery(studentHomeworkQueryOptions(instId, studentId, state));
