import type { Executor } from '../../db/database';
import { writeAndPublish } from '../events/events';
import { newId } from '../ids/new-id';

export type NewNotification = {
  userId: string;
  instId?: string | null;
  /** What happened, e.g. 'join-request-approved', 'attendance-check-in'. */
  type: string;
  title: string;
  body: string;
  /** A path in the web app the notification opens. */
  link?: string | null;
  now: Date;
};

/**
 * Records in-app notifications (the bell, /v3/notificationsListPage). Push and AlimTalk delivery
 * read the same records when those channels are configured. Every server process hears of the new
 * ids on the 'notifications' event channel (when `db` is a transaction, once it commits). Returns
 * the new ids.
 */
export async function notify(db: Executor, notifications: NewNotification[]): Promise<string[]> {
  if (notifications.length === 0) return [];
  const rows = notifications.map((n) => ({
    id: newId(),
    user_id: n.userId,
    inst_id: n.instId ?? null,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
    created_at: n.now,
  }));
  const ids = rows.map((row) => row.id);
  await writeAndPublish(db, db.insertInto('notifications').values(rows), 'notifications', ids);
  return ids;
}
