import type { FeedScope } from '@academy/domain/feed/feed.rules';
import type { FeedResponse } from '@academy/domain/feed/feed.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How many of the newest posts a home card shows. */
export const HOME_FEED_SIZE = 3;

export type HomeFeedFilter = { scope: FeedScope; studentId?: string };

/** GET /api/insts/:instId/boards, the newest few posts of a feed (AS for staff, UH for a child). */
export const useHomeFeed = (instId: string, filter: HomeFeedFilter) =>
  useQuery({
    queryKey: ['home', 'feed', instId, filter.scope, filter.studentId ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<FeedResponse>(`/api/insts/${encodeURIComponent(instId)}/boards`, {
        query: { scope: filter.scope, studentId: filter.studentId, limit: HOME_FEED_SIZE },
        signal,
        silent: true,
      }),
  });
