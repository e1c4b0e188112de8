import type { HomeworkDetail } from '@academy/domain/homework/homework.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkPath, homeworkQueryKey } from './homework-keys';

/**
 * GET /api/insts/:instId/homework/:homeworkId: the assignment; for a family member also their
 * student's status and latest submission (`studentId` picks the child of a parent with several).
 */
export function getHomework(
  instId: string,
  homeworkId: string,
  studentId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<HomeworkDetail>(homeworkPath(instId, homeworkId), { query: { studentId }, signal, silent: true });
}

export const homeworkQueryOptions = (instId: string, homeworkId: string, studentId?: string) =>
  queryOptions({
    queryKey: [...homeworkQueryKey(instId), 'detail', homeworkId, studentId ?? null] as const,
    queryFn: ({ signal }) => getHomework(instId, homeworkId, studentId, { signal }),
  });

export const useHomework = (instId: string, homeworkId: string, studentId?: string) =>
  useQuery(homeworkQueryOptions(instId, homeworkId, studentId));
