import type { UnreadCountResponse } from '@academy/domain/notifications/notifications.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** Every query about my notifications starts with this key, so one invalidation refreshes them all. */
export const MY_NOTIFICATIONS_KEY = ['me', 'notifications'] as const;

/** GET /api/me/notifications/unread-count: the badge of the navigation's 알림. */
export function getUnreadCount({ signal }: { signal?: AbortSignal } = {}): Promise<UnreadCountResponse> {
  return api.get<UnreadCountResponse>('/api/me/notifications/unread-count', { signal, silent: true });
}

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_NOTIFICATIONS_KEY, 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    refetchInterval: 60_000,
  });

/** My unread count while signed in (0 otherwise, and while it loads). */
export function useUnreadCount(signedIn: boolean): number {
  const { data } = useQuery({ ...getUnreadCountQueryOptions(), enabled: signedIn });
  return signedIn ? (data?.unreadCount ?? 0) : 0;
}
