import type {
  NotificationsQuery,
  NotificationsResponse,
  ReadNotificationsBody,
  ReadNotificationsResponse,
} from '@academy/domain/attendance/attendance.schema';
import type { Executor } from '../../db/database';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';

/**
 * The member's own notifications (the bell, /v3/notificationsListPage): newest first, paged by id
 * (ids are time-ordered), with the unread count; and marking them read. A member sees only rows
 * addressed to them (user_id), from every academy.
 */

async function unreadCount(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listNotifications(
  ctx: AppContext,
  session: Session,
  query: NotificationsQuery,
): Promise<NotificationsResponse> {
  let rows = ctx.db
    .selectFrom('notifications')
    .select(['id', 'inst_id', 'type', 'title', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', session.userId);
  if (query.before) rows = rows.where('id', '<', query.before);
  const [items, unread] = await Promise.all([
    rows
      .orderBy('id', 'desc')
      .limit(query.limit + 1)
      .execute(),
    unreadCount(ctx.db, session.userId),
  ]);
  const page = items.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      instId: row.inst_id,
      type: row.type,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    })),
    unreadCount: unread,
    nextBefore: items.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

export async function readNotifications(
  ctx: AppContext,
  session: Session,
  body: ReadNotificationsBody,
): Promise<ReadNotificationsResponse> {
  let update = ctx.db
    .updateTable('notifications')
    .set({ read_at: ctx.clock.now() })
    .where('user_id', '=', session.userId)
    .where('read_at', 'is', null);
  if ('ids' in body) update = update.where('id', 'in', body.ids);
  const result = await update.executeTakeFirst();
  return { updated: Number(result.numUpdatedRows), unreadCount: await unreadCount(ctx.db, session.userId) };
}
