import type { ReadNotificationsBody, ReadNotificationsResponse } from '@academy/domain/attendance/attendance.schema';
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
