import type {
  NotificationPreferencesResponse,
  UpdateNotificationPreferencesBody,
} from '@academy/domain/notifications/notifications.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getNotificationPreferencesQueryOptions } from './get-notification-preferences';

/** PUT /api/me/notification-preferences: turns categories on or off per channel; answers them all. */
export function updateNotificationPreferences(body: UpdateNotificationPreferencesBody) {
  return api.put<NotificationPreferencesResponse>('/api/me/notification-preferences', body);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(getNotificationPreferencesQueryOptions().queryKey, answer),
  });
}
