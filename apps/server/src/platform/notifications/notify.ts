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
 * The insert of in-app notification records and their new ids, for a statement that writes more
 * (platform/events writeAndPublish, publishing the ids on 'notifications'); undefined when empty.
 */
export function notificationsWrite(db: Executor, notifications: readonly NewNotification[]) {
  if (notifications.length === 0) return undefined;
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
  return { write: db.insertInto('notifications').values(rows), ids: rows.map((row) => row.id) };
}

/**
 * Records in-app notifications (the bell, /v3/notificationsListPage). Push and AlimTalk delivery
 * read the same records when those channels are configured. Every server process hears of the new
 * ids on the 'notifications' event channel (when `db` is a transaction, once it commits). Returns
 * the new ids.
 */
export async function notify(db: Executor, notifications: NewNotification[]): Promise<string[]> {
  const written = notificationsWrite(db, notifications);
  if (!written) return [];
  await writeAndPublish(db, written.write, 'notifications', written.ids);
  return written.ids;
}
