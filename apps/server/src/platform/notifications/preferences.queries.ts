import type { NotificationCategory } from '@academy/domain/notifications/notification.categories';
import type { PreferenceChannel, PreferenceOff } from '@academy/domain/notifications/notification.rules';
import type { Executor } from '../../db/database';

/** What each of `userIds` turned off (everything else is on), by person. */
export async function preferencesOffOf(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, PreferenceOff[]>> {
  const off = new Map<string, PreferenceOff[]>();
  if (userIds.length === 0) return off;
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['user_id', 'category', 'channel'])
    .where('user_id', 'in', [...new Set(userIds)])
    .where('enabled', '=', false)
    .execute();
  for (const row of rows) {
    const list = off.get(row.user_id) ?? [];
    list.push({ category: row.category as NotificationCategory, channel: row.channel as PreferenceChannel });
    off.set(row.user_id, list);
  }
  return off;
}
