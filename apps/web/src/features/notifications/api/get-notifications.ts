import type { NotificationsResponse } from '@academy/domain/notifications/notifications.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_NOTIFICATIONS_KEY } from '../../../lib/notifications/unread-count';

/** GET /api/me/notifications: my notifications, newest first, a page at a time. */
export function getNotifications(
  before: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/me/notifications', {
    query: { before, limit: 20 },
    signal,
    silent: true,
  });
}

/** Its key is every query of my notifications' prefix: invalidating it refreshes the badge too. */
export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MY_NOTIFICATIONS_KEY,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: 60_000,
  });

export const useNotifications = () => useInfiniteQuery(getNotificationsQueryOptions());
