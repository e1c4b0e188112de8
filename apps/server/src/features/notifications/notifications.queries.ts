import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * The signed-in person's notifications: only rows addressed to them (user_id) and shown — not
 * withheld (advertising without consent, or a category they turned off in the app), and an
 * advertisement only once its delivery was planned (until then its consent is not yet judged).
 */

export type NotificationRow = {
  id: string;
  inst_id: string | null;
  type: string;
  title: string;
  body: string;
  link: string | null;
  created_at: string | Date;
  read_at: string | Date | null;
};

const COLUMNS = sql`id, inst_id, type, title, body, link, created_at, read_at`;
const SHOWN = sql<boolean>`withheld is null and (planned_at is not null or not advertising)`;
const unread = (userId: string) =>
  sql<number>`(select count(*)::int from notifications where user_id = ${userId} and read_at is null and ${SHOWN})`;

/** A page of my notifications, newest first (`limit + 1` rows, to know whether more follow), and my unread count: one statement. */
export async function notificationPage(
  db: Executor,
  userId: string,
  page: { before?: string | undefined; limit: number },
): Promise<{ items: NotificationRow[]; unread: number }> {
  const { rows } = await sql<{ items: NotificationRow[]; unread: number }>`
    with page as (
      select ${COLUMNS} from notifications
       where user_id = ${userId} and ${SHOWN}${page.before ? sql` and id < ${page.before}` : sql``}
       order by id desc limit ${page.limit + 1})
    select coalesce((select json_agg(page order by id desc) from page), '[]'::json) as items, ${unread(userId)} as unread`.execute(
    db,
  );
  return { items: rows[0]?.items ?? [], unread: rows[0]?.unread ?? 0 };
}

export async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  const { rows } = await sql<{ unread: number }>`select ${unread(userId)} as unread`.execute(db);
  return rows[0]?.unread ?? 0;
}

export async function notificationOf(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
  const { rows } = await sql<NotificationRow>`
    select ${COLUMNS} from notifications where id = ${id} and user_id = ${userId} and ${SHOWN}`.execute(db);
  return rows[0];
}

/**
 * Marks `ids` read, in one statement, only when every one of them is mine (otherwise nothing
 * changes and `allMine` is false); answers how many changed and my unread count after.
 */
export async function markRead(
  db: Executor,
  userId: string,
  ids: readonly string[],
  now: Date,
): Promise<{ allMine: boolean; updated: number; unread: number }> {
  const distinct = [...new Set(ids)];
  const { rows } = await sql<{ all_mine: boolean; updated: number; unread: number }>`
    with mine as (
      select id, read_at from notifications
       where user_id = ${userId} and id = any(${distinct}::uuid[]) and ${SHOWN}),
    allowed as (select count(*) = ${distinct.length} as all_mine from mine),
    updated as (
      update notifications set read_at = ${now}::timestamptz
       where id in (select id from mine where read_at is null) and (select all_mine from allowed)
      returning id)
    select (select all_mine from allowed) as all_mine, (select count(*)::int from updated) as updated,
           ${unread(userId)} - (select count(*)::int from updated) as unread`.execute(db);
  const row = rows[0];
  return { allMine: row?.all_mine ?? false, updated: row?.updated ?? 0, unread: row?.unread ?? 0 };
}

/** Marks every notification of mine read; answers how many changed. */
export async function markAllRead(db: Executor, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where(SHOWN)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
