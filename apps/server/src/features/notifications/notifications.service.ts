import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  notificationCategoryOf,
} from '@academy/domain/notifications/notification.categories';
import {
  isChannelOn,
  isPreferenceLocked,
  preferenceChannelsOf,
} from '@academy/domain/notifications/notification.rules';
import type {
  DeviceTokenBody,
  NotificationItem,
  NotificationPreferencesResponse,
  NotificationsQuery,
  NotificationsResponse,
  PushSubscriptionBody,
  ReadNotificationsBody,
  ReadNotificationsResponse,
  UpdateNotificationPreferencesBody,
} from '@academy/domain/notifications/notifications.schema';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { preferencesOffOf } from '../../platform/notifications/preferences.queries';
import {
  markAllRead,
  markRead,
  type NotificationRow,
  notificationOf,
  notificationPage,
  unreadCountOf,
} from './notifications.queries';

/**
 * The signed-in person's own side of the notification pipeline (decision 0046): their notifications
 * (list, unread count, one, read), their per-category preferences, their browsers' web push
 * subscriptions and their app's device tokens. Every query is bounded by the session's user: an id
 * of someone else's row answers 404 and changes nothing.
 */

const iso = (value: string | Date) => new Date(value).toISOString();

function itemOf(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    instId: row.inst_id,
    type: row.type,
    category: notificationCategoryOf(row.type),
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: iso(row.created_at),
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}

export async function listNotifications(
  ctx: AppContext,
  session: Session,
  query: NotificationsQuery,
): Promise<NotificationsResponse> {
  const { items, unread } = await notificationPage(ctx.db, session.userId, query);
  const page = items.slice(0, query.limit);
  return {
    items: page.map(itemOf),
    unreadCount: unread,
    nextBefore: items.length > query.limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}

export async function unreadCount(ctx: AppContext, session: Session): Promise<{ unreadCount: number }> {
  return { unreadCount: await unreadCountOf(ctx.db, session.userId) };
}

export async function getNotification(ctx: AppContext, session: Session, id: string): Promise<NotificationItem> {
  const row = await notificationOf(ctx.db, session.userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return itemOf(row);
}

/** Some of my notifications read (404 and nothing changed when one of them is not mine), or all. */
export async function readNotifications(
  ctx: AppContext,
  session: Session,
  body: ReadNotificationsBody,
): Promise<ReadNotificationsResponse> {
  const now = ctx.clock.now();
  if ('all' in body) {
    const updated = await markAllRead(ctx.db, session.userId, now);
    return { updated, unreadCount: await unreadCountOf(ctx.db, session.userId) };
  }
  const result = await markRead(ctx.db, session.userId, body.ids, now);
  if (!result.allMine) throw new AppError('NOT_FOUND');
  return { updated: result.updated, unreadCount: result.unread };
}

// ── preferences ──────────────────────────────────────────────────────────────

export async function notificationPreferences(
  ctx: AppContext,
  session: Session,
): Promise<NotificationPreferencesResponse> {
  const off = (await preferencesOffOf(ctx.db, [session.userId])).get(session.userId) ?? [];
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => ({
      category,
      label: NOTIFICATION_CATEGORY_LABELS[category],
      channels: preferenceChannelsOf(category).map((channel) => ({
        channel,
        enabled: isChannelOn(off, category, channel),
        locked: isPreferenceLocked(category, channel),
      })),
    })),
  };
}

/** Turns categories on or off per channel; a setting that cannot change refuses the whole request. */
export async function updateNotificationPreferences(
  ctx: AppContext,
  session: Session,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferencesResponse> {
  for (const change of body.changes) {
    if (!preferenceChannelsOf(change.category).includes(change.channel)) {
      throw new AppError('NOTIFICATION_CHANNEL_UNAVAILABLE');
    }
    if (isPreferenceLocked(change.category, change.channel) && !change.enabled) {
      throw new AppError('NOTIFICATION_PREFERENCE_LOCKED');
    }
  }
  const now = ctx.clock.now();
  // The last change of a setting named twice wins.
  const changes = [...new Map(body.changes.map((change) => [`${change.category}|${change.channel}`, change])).values()];
  await ctx.db
    .insertInto('notification_preferences')
    .values(
      changes.map((change) => ({
        user_id: session.userId,
        category: change.category,
        channel: change.channel,
        enabled: change.enabled,
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'category', 'channel']).doUpdateSet({
        enabled: (eb) => eb.ref('excluded.enabled'),
        updated_at: (eb) => eb.ref('excluded.updated_at'),
      }),
    )
    .execute();
  return notificationPreferences(ctx, session);
}

// ── web push subscriptions and device tokens ─────────────────────────────────

/**
 * Keeps this browser's subscription for me (one row per endpoint: a browser signed in by someone
 * else before now pushes to me); `replaces` (the subscription it took over from, after
 * `pushsubscriptionchange`) is removed when it is mine.
 */
export async function subscribeWebPush(
  ctx: AppContext,
  session: Session,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ id: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    if (body.replaces && body.replaces !== body.endpoint) {
      await trx
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', body.replaces)
        .where('user_id', '=', session.userId)
        .execute();
    }
    const row = await trx
      .insertInto('push_subscriptions')
      .values({
        id: newId(),
        user_id: session.userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        user_agent: userAgent?.slice(0, 300) ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          user_id: session.userId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          user_agent: userAgent?.slice(0, 300) ?? null,
          updated_at: now,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

/** Forgets this browser's subscription; someone else's (or an unknown) endpoint answers 404. */
export async function unsubscribeWebPush(
  ctx: AppContext,
  session: Session,
  endpoint: string,
): Promise<{ removed: true }> {
  const result = await ctx.db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', session.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return { removed: true };
}

/** Keeps the app's push token of this device for me (one row per token). */
export async function registerDeviceToken(
  ctx: AppContext,
  session: Session,
  body: DeviceTokenBody,
): Promise<{ id: string }> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('device_tokens')
    .values({
      id: newId(),
      user_id: session.userId,
      token: body.token,
      device_type: body.deviceType,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('token').doUpdateSet({ user_id: session.userId, device_type: body.deviceType, updated_at: now }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}

export async function removeDeviceToken(ctx: AppContext, session: Session, token: string): Promise<{ removed: true }> {
  const result = await ctx.db
    .deleteFrom('device_tokens')
    .where('token', '=', token)
    .where('user_id', '=', session.userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return { removed: true };
}

/** The public key browsers subscribe with. */
export function webPushKey(ctx: AppContext): { publicKey: string } {
  return { publicKey: ctx.adapters.webPush.publicKey() };
}
