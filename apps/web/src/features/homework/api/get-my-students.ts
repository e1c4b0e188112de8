import type { MyStudentsResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkQueryKey, instPath } from './homework-keys';

/** GET /api/insts/:instId/my-students: a parent's children (or a student's own record) at the academy. */
export function getMyStudents(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MyStudentsResponse>(`${instPath(instId)}/my-students`, { signal, silent: true });
}

export const myStudentsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...homeworkQueryKey(instId), 'my-students'] as const,
    queryFn: ({ signal }) => getMyStudents(instId, { signal }),
  });

export const useMyStudents = (instId: string, enabled = true) =>
  useQuery({ ...myStudentsQueryOptions(instId), enabled });
