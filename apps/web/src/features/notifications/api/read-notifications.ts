import type {
  ReadNotificationsBody,
  ReadNotificationsResponse,
} from '@academy/domain/notifications/notifications.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getNotificationsQueryOptions } from './get-notifications';

/** POST /api/me/notifications/read: some of my notifications, or all, read. */
export function readNotifications(body: ReadNotificationsBody): Promise<ReadNotificationsResponse> {
  return api.post<ReadNotificationsResponse>('/api/me/notifications/read', body);
}

export function useReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotifications,
    // The list's key is the prefix of the unread count's: both refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
