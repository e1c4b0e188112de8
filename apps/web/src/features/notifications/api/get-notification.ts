import type { NotificationItem } from '@academy/domain/notifications/notifications.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_NOTIFICATIONS_KEY } from '../../../lib/notifications/unread-count';

/** GET /api/me/notifications/:id: one of my notifications (the landing of a tapped push). */
export function getNotification(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<NotificationItem> {
  return api.get<NotificationItem>(`/api/me/notifications/${encodeURIComponent(id)}`, { signal, silent: true });
}

export const getNotificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MY_NOTIFICATIONS_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getNotification(id, { signal }),
    retry: false,
  });

export const useNotification = (id: string | null) =>
  useQuery({ ...getNotificationQueryOptions(id ?? ''), enabled: id !== null });
