import type { QueryClient } from '@tanstack/react-query';
import { MY_NOTIFICATIONS_KEY } from '../../../lib/notifications/unread-count';

/**
 * Every query of the notices area starts with this key, so one invalidation refreshes the lists, a
 * notice, its read list and its history after any change.
 */
export const noticesQueryKey = (instId: string) => ['notices', instId] as const;

/** The base path of an academy's notices. */
export const noticesPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/notices`;

/** After any change of a notice (or a read): the area's queries, and the bell, are stale. */
export async function invalidateNotices(queryClient: QueryClient, instId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: noticesQueryKey(instId) }),
    queryClient.invalidateQueries({ queryKey: MY_NOTIFICATIONS_KEY }),
  ]);
}
