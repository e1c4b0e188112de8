import type { HomeworkListState } from '@academy/domain/homework/homework.rules';
import type { HomeworkListResponse } from '@academy/domain/homework/homework.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkQueryKey, instPath } from './homework-keys';

export type HomeworkListFilter = { classId?: string; state: HomeworkListState };

/** GET /api/insts/:instId/homework: the staff's assignments, newest due first, a page at a time. */
export function getHomeworkList(
  instId: string,
  filter: HomeworkListFilter,
  { cursor, signal }: { cursor?: string; signal?: AbortSignal } = {},
) {
  return api.get<HomeworkListResponse>(`${instPath(instId)}/homework`, {
    query: { classId: filter.classId, state: filter.state, cursor },
    signal,
    silent: true,
  });
}

export const homeworkListQueryOptions = (instId: string, filter: HomeworkListFilter) =>
  infiniteQueryOptions({
    queryKey: [...homeworkQueryKey(instId), 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => getHomeworkList(instId, filter, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useHomeworkList = (instId: string, filter: HomeworkListFilter) =>
  useInfiniteQuery(homeworkListQueryOptions(instId, filter));
