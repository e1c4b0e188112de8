import { z } from 'zod';
import { calendarInstantSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { NOTIFICATION_CATEGORIES } from './notification.categories';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, DEVICE_TYPES, PREFERENCE_CHANNELS } from './notification.rules';

/**
 * The notifications API contract (알림): my notifications (the bell, /v3/notificationsListPage,
 * /pushPage), my per-category preferences (MyPage), my browsers' web push subscriptions and my
 * app's device tokens, and the director's monthly message costs. Used by the server routes, the
 * web and the tests.
 */

// ── what a sender sees ───────────────────────────────────────────────────────

/** How one recipient was reached by one channel (a notice's or a post's read list). */
export const deliveryStatusView = z.object({
  channel: z.enum(DELIVERY_CHANNELS),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.string().nullable(),
  at: z.string().nullable(),
});
export type DeliveryStatusView = z.infer<typeof deliveryStatusView>;

// ── my notifications ─────────────────────────────────────────────────────────

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsQuery = z.object({
  /** Older than this notification id (ids are time-ordered). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationItem = z.object({
  id: z.string(),
  instId: z.string().nullable(),
  type: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  unreadCount: z.number().int(),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadCountResponse = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const notificationParams = z.object({ notificationId: z.uuid() });
export type NotificationParams = z.infer<typeof notificationParams>;

export const NOTIFICATIONS_READ_MAX = 200;

/** Marks the given notifications read (each must be mine), or all of them. */
export const readNotificationsBody = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_READ_MAX) }),
  z.object({ all: z.literal(true) }),
]);
export type ReadNotificationsBody = z.infer<typeof readNotificationsBody>;
export const readNotificationsResponse = z.object({ updated: z.number().int(), unreadCount: z.number().int() });
export type ReadNotificationsResponse = z.infer<typeof readNotificationsResponse>;

// ── my preferences ───────────────────────────────────────────────────────────

export const preferenceSetting = z.object({
  channel: z.enum(PREFERENCE_CHANNELS),
  enabled: z.boolean(),
  /** Informational news always stays in the app's list. */
  locked: z.boolean(),
});
export const notificationPreferencesResponse = z.object({
  categories: z.array(
    z.object({ category: z.enum(NOTIFICATION_CATEGORIES), label: z.string(), channels: z.array(preferenceSetting) }),
  ),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;

export const updateNotificationPreferencesBody = z.object({
  changes: z
    .array(
      z.object({
        category: z.enum(NOTIFICATION_CATEGORIES),
        channel: z.enum(PREFERENCE_CHANNELS),
        enabled: z.boolean(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_CATEGORIES.length * PREFERENCE_CHANNELS.length),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

// ── web push and device tokens ───────────────────────────────────────────────

export const webPushKeyResponse = z.object({ publicKey: z.string() });
export type WebPushKeyResponse = z.infer<typeof webPushKeyResponse>;

const endpoint = z.url({ protocol: /^https?$/ }).max(2000);
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/)
    .max(max);

/** A browser's subscription as `PushSubscription.toJSON()` gives it; `replaces` is the one it took over from. */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  replaces: endpoint.optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushSubscriptionResponse = z.object({ id: z.string() });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

export const removePushSubscriptionQuery = z.object({ endpoint });
export type RemovePushSubscriptionQuery = z.infer<typeof removePushSubscriptionQuery>;

export const deviceTokenBody = z.object({ token: z.string().min(1).max(4096), deviceType: z.enum(DEVICE_TYPES) });
export type DeviceTokenBody = z.infer<typeof deviceTokenBody>;
export const deviceTokenResponse = z.object({ id: z.string() });
export type DeviceTokenResponse = z.infer<typeof deviceTokenResponse>;

export const removeDeviceTokenQuery = z.object({ token: z.string().min(1).max(4096) });
export type RemoveDeviceTokenQuery = z.infer<typeof removeDeviceTokenQuery>;

export const removedResponse = z.object({ removed: z.literal(true) });
export type RemovedResponse = z.infer<typeof removedResponse>;

// ── the director's message costs ─────────────────────────────────────────────

export const messageCostsParams = z.object({ instId: z.uuid() });
export const messageCostsQuery = z.object({ month: calendarMonthSchema('월') });
export type MessageCostsQuery = z.infer<typeof messageCostsQuery>;

const costLine = z.object({ count: z.number().int(), won: z.number().int() });
export const messageCostsResponse = z.object({
  month: z.string(),
  /** The price of one message now (won). */
  prices: z.object({ alimTalk: z.number().int(), sms: z.number().int(), lms: z.number().int() }),
  alimTalk: costLine,
  sms: costLine,
  lms: costLine,
  totalWon: z.number().int(),
  /** What the messages were for (`notice`, `attendance` …), most expensive first. */
  byPurpose: z.array(costLine.extend({ purpose: z.string() })),
});
export type MessageCostsResponse = z.infer<typeof messageCostsResponse>;

// ── development only ─────────────────────────────────────────────────────────

/** POST /api/dev/notifications: a notification to the signed-in person, as if written at `at`. */
export const devNotificationBody = z.object({
  instId: z.uuid().optional(),
  type: z.string().min(1).max(50).default('notice'),
  title: z.string().min(1).max(100),
  body: z.string().min(1).max(1000),
  link: z.string().startsWith('/').max(300).optional(),
  advertising: z.boolean().default(false),
  at: calendarInstantSchema('시각').optional(),
});
export type DevNotificationBody = z.infer<typeof devNotificationBody>;
export const devNotificationResponse = z.object({ id: z.string() });

/** POST /api/dev/jobs/notification-delivery: one delivery run as if the time were `at`. */
export const devDeliveryBody = z.object({ at: calendarInstantSchema('시각').optional() });
export const devDeliveryResponse = z.object({ planned: z.number().int(), sent: z.number().int() });

/** What a send would cost before it is sent (`previewMessageCost`): who is told, by which paid channel, in won. */
export const messageCostSchema = z.object({
  recipients: z.number().int(),
  appOnly: z.number().int(),
  alimTalk: z.number().int(),
  sms: z.number().int(),
  lms: z.number().int(),
  totalWon: z.number().int(),
});
