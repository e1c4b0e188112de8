import type { NotificationPreferencesResponse } from '@academy/domain/notifications/notifications.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/me/notification-preferences: which news reach me by which channel. */
export function getNotificationPreferences({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<NotificationPreferencesResponse>('/api/me/notification-preferences', { signal, silent: true });
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'notification-preferences'] as const,
    queryFn: ({ signal }) => getNotificationPreferences({ signal }),
  });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());
