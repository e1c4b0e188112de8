import type { AlimTalkMessage } from '@academy/domain/notifications/alimtalk-templates';
import { advertisingText } from '@academy/domain/notifications/notification.rules';
import type { Executor } from '../../db/database';
import { writeAndPublish } from '../events/events';
import { newId } from '../ids/new-id';

/** What a notification is about, so its sender can read who received and read it (`deliveryStatusesOf`). */
export type NotificationSubject = { kind: 'notice' | 'board' | 'comment'; id: string };

export type NewNotification = {
  userId: string;
  instId?: string | null;
  /** What happened, e.g. 'join-request-approved', 'attendance-check-in' (its category: notificationCategoryOf). */
  type: string;
  title: string;
  body: string;
  /** A path in the web app the notification opens. */
  link?: string | null;
  now: Date;
  subject?: NotificationSubject;
  /**
   * 광고성: goes only to people with marketing consent, at night (21:00–08:00 in Seoul) only to those
   * with night-time consent (held until 08:00 for the others), and says "(광고)", the academy and
   * the free opt-out. Needs `instId` (the sender).
   */
  advertising?: boolean;
  /** This notification may also go by AlimTalk (SMS or LMS when AlimTalk fails); informational only. */
  message?: AlimTalkMessage;
};

type NotificationRow = {
  id: string;
  user_id: string;
  inst_id: string | null;
  type: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  subject_kind?: NotificationSubject['kind'];
  subject_id?: string;
  advertising?: boolean;
  message_template?: string;
  message_variables?: string;
};

function rowOf(n: NewNotification): NotificationRow {
  if (n.advertising && n.message) throw new RangeError('an advertising notification cannot go by AlimTalk');
  if (n.advertising && !n.instId) throw new RangeError('an advertising notification needs its academy (the sender)');
  // Only the columns a notification uses: the kiosk's notices insert the same columns as before.
  return {
    id: newId(),
    user_id: n.userId,
    inst_id: n.instId ?? null,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link ?? null,
    created_at: n.now,
    ...(n.subject ? { subject_kind: n.subject.kind, subject_id: n.subject.id } : {}),
    ...(n.advertising ? { advertising: true } : {}),
    ...(n.message
      ? { message_template: n.message.template, message_variables: JSON.stringify(n.message.variables) }
      : {}),
  };
}

/**
 * The insert of notification records and their new ids, for a statement that writes more
 * (platform/events writeAndPublish, publishing the ids on 'notifications'); undefined when empty.
 * Advertising must go through `notify`, which adds the sender's name.
 */
export function notificationsWrite(db: Executor, notifications: readonly NewNotification[]) {
  if (notifications.length === 0) return undefined;
  const rows = notifications.map(rowOf);
  // Kysely inserts the union of the rows' columns; rows without a column get its default.
  return { write: db.insertInto('notifications').values(rows), ids: rows.map((row) => row.id) };
}

/** Advertising says "(광고)", the academy that sends it and the free opt-out (one read of the academies' names). */
async function withAdvertisingText(db: Executor, notifications: NewNotification[]): Promise<NewNotification[]> {
  const instIds = [...new Set(notifications.flatMap((n) => (n.advertising && n.instId ? [n.instId] : [])))];
  if (instIds.length === 0) return notifications;
  const names = new Map(
    (await db.selectFrom('institutes').select(['id', 'inst_nm']).where('id', 'in', instIds).execute()).map((row) => [
      row.id,
      row.inst_nm,
    ]),
  );
  return notifications.map((n) =>
    n.advertising && n.instId
      ? { ...n, ...advertisingText({ title: n.title, body: n.body, sender: names.get(n.instId) ?? '' }) }
      : n,
  );
}

/**
 * Records notifications, one per recipient: the app's list (the bell, /v3/notificationsListPage)
 * shows them, and after commit the delivery (platform/notifications/delivery) sends each by the
 * channels its recipient allows (web and native push, AlimTalk with SMS fallback). Every server
 * process hears of the new ids on the 'notifications' event channel (when `db` is a transaction,
 * once it commits), which wakes the delivery. Returns the new ids.
 */
export async function notify(db: Executor, notifications: NewNotification[]): Promise<string[]> {
  const written = notificationsWrite(db, await withAdvertisingText(db, notifications));
  if (!written) return [];
  await writeAndPublish(db, written.write, 'notifications', written.ids);
  return written.ids;
}
