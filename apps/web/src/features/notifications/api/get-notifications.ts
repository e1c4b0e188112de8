import type { NotificationsResponse } from '@academy/domain/attendance/attendance.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

export const notificationsQueryKey = ['me', 'notifications'] as const;

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: 60_000,
  });

export const useNotifications = () => useInfiniteQuery(getNotificationsQueryOptions());
