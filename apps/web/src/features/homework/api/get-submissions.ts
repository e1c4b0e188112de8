import type { SubmissionsResponse } from '@academy/domain/homework/homework.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkPath, homeworkQueryKey } from './homework-keys';

/** GET /api/insts/:instId/homework/:homeworkId/submissions: every assignee's status and latest version (staff). */
export function getSubmissions(instId: string, homeworkId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<SubmissionsResponse>(`${homeworkPath(instId, homeworkId)}/submissions`, { signal, silent: true });
}

export const submissionsQueryOptions = (instId: string, homeworkId: string) =>
  queryOptions({
    queryKey: [...homeworkQueryKey(instId), 'submissions', homeworkId] as const,
    queryFn: ({ signal }) => getSubmissions(instId, homeworkId, { signal }),
  });

export const useSubmissions = (instId: string, homeworkId: string) =>
  useQuery(submissionsQueryOptions(instId, homeworkId));
