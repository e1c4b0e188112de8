import type { DeliveryChannel, DeliveryStatus } from '@academy/domain/notifications/notification.rules';
import type { DeliveryStatusView } from '@academy/domain/notifications/notifications.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { NotificationSubject } from './notify';

/** How one recipient was reached by one channel, for the sender's view of a notice or a post. */
export type DeliveryStatusRow = {
  userId: string;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  reason: string | null;
  at: Date | null;
};

type Row = {
  user_id: string;
  created_at: Date;
  read_at: Date | null;
  withheld: string | null;
  channel: DeliveryStatusRow['channel'] | null;
  status: 'pending' | 'held' | 'sending' | 'sent' | 'failed' | null;
  reason: string | null;
  sent_at: Date | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
};

/** When several notifications of a subject reached one person (a notice and its reminder), the furthest counts. */
const RANK: Record<DeliveryStatus, number> = { read: 4, sent: 3, pending: 2, held: 1, failed: 0 };

function appEntry(row: Row): DeliveryStatusRow {
  if (row.withheld)
    return { userId: row.user_id, channel: 'app', status: 'failed', reason: row.withheld, at: row.created_at };
  if (row.read_at) return { userId: row.user_id, channel: 'app', status: 'read', reason: null, at: row.read_at };
  return { userId: row.user_id, channel: 'app', status: 'sent', reason: null, at: row.created_at };
}

function channelEntry(row: Row & { channel: DeliveryChannel }): DeliveryStatusRow {
  const base = { userId: row.user_id, channel: row.channel };
  switch (row.status) {
    case 'sent':
      return { ...base, status: 'sent', reason: row.reason, at: row.sent_at };
    case 'failed':
      return { ...base, status: 'failed', reason: row.reason, at: row.last_attempt_at };
    case 'held':
      return { ...base, status: 'held', reason: null, at: row.next_attempt_at };
    default:
      return { ...base, status: 'pending', reason: row.reason, at: row.last_attempt_at };
  }
}

/**
 * Every recipient of the notifications about `subject` in the academy, by channel: the app (sent,
 * read, or failed when withheld) and each planned delivery (pending, held, sent, failed with its
 * reason). One statement; per person and channel the furthest status counts.
 */
export async function deliveryStatusesOf(
  db: Executor,
  instId: string,
  subject: NotificationSubject,
): Promise<DeliveryStatusRow[]> {
  const { rows } = await sql<Row>`
    select n.user_id, n.created_at, n.read_at, n.withheld, d.channel, d.status, d.reason, d.sent_at,
           d.last_attempt_at, d.next_attempt_at
      from notifications n
      left join notification_deliveries d on d.notification_id = n.id
     where n.inst_id = ${instId} and n.subject_kind = ${subject.kind} and n.subject_id = ${subject.id}
     order by n.id`.execute(db);
  const best = new Map<string, DeliveryStatusRow>();
  const keep = (entry: DeliveryStatusRow) => {
    const key = `${entry.userId}|${entry.channel}`;
    const known = best.get(key);
    if (!known || RANK[entry.status] >= RANK[known.status]) best.set(key, entry);
  };
  for (const row of rows) {
    keep(appEntry(row));
    if (row.channel) keep(channelEntry({ ...row, channel: row.channel }));
  }
  return [...best.values()];
}

/**
 * The same, as the sender's screens show it: each recipient's channels by user id, times as ISO
 * text (a notice's or a post's read list).
 */
export async function deliveriesByUser(
  db: Executor,
  instId: string,
  subject: NotificationSubject,
): Promise<Map<string, DeliveryStatusView[]>> {
  const byUser = new Map<string, DeliveryStatusView[]>();
  for (const row of await deliveryStatusesOf(db, instId, subject)) {
    const view: DeliveryStatusView = {
      channel: row.channel,
      status: row.status,
      reason: row.reason,
      at: row.at === null ? null : new Date(row.at).toISOString(),
    };
    byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), view]);
  }
  return byUser;
}
