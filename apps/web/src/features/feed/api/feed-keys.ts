import type { QueryClient } from '@tanstack/react-query';

/** Every query of the feed starts with this key, so one invalidation refreshes the academy's feeds and posts. */
export const feedQueryKey = (instId: string) => ['feed', instId] as const;

export function invalidateFeed(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: feedQueryKey(instId) });
}

export const instPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}`;
