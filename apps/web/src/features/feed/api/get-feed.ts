import type { FeedScope } from '@academy/domain/feed/feed.rules';
import type { FeedResponse } from '@academy/domain/feed/feed.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath } from './feed-keys';

export type FeedFilter = { scope: FeedScope; classId?: string; studentId?: string };

/** GET /api/insts/:instId/boards: one page of a feed (AS, EA, UH), newest first. */
export function getFeed(
  instId: string,
  filter: FeedFilter,
  before: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FeedResponse> {
  return api.get<FeedResponse>(`${instPath(instId)}/boards`, {
    query: { scope: filter.scope, classId: filter.classId, studentId: filter.studentId, before, limit: 10 },
    signal,
    silent: true,
  });
}

export const feedQueryOptions = (instId: string, filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: [...feedQueryKey(instId), 'list', filter.scope, filter.classId ?? '', filter.studentId ?? ''] as const,
    queryFn: ({ pageParam, signal }) => getFeed(instId, filter, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const useFeed = (instId: string, filter: FeedFilter, enabled = true) =>
  useInfiniteQuery({ ...feedQueryOptions(instId, filter), enabled });
