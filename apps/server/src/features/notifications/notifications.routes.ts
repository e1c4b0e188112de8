import {
  deviceTokenBody,
  deviceTokenResponse,
  messageCostsParams,
  messageCostsQuery,
  messageCostsResponse,
  notificationItem,
  notificationParams,
  notificationPreferencesResponse,
  notificationsQuery,
  notificationsResponse,
  pushSubscriptionBody,
  pushSubscriptionResponse,
  readNotificationsBody,
  readNotificationsResponse,
  removeDeviceTokenQuery,
  removedResponse,
  removePushSubscriptionQuery,
  unreadCountResponse,
  updateNotificationPreferencesBody,
  webPushKeyResponse,
} from '@academy/domain/notifications/notifications.schema';
import { requireSession } from '../../platform/access/access';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { monthlyMessageCosts } from './message-costs.service';
import { NOTIFICATIONS_ACCESS } from './notifications.access';
import {
  getNotification,
  listNotifications,
  notificationPreferences,
  readNotifications,
  registerDeviceToken,
  removeDeviceToken,
  subscribeWebPush,
  unreadCount,
  unsubscribeWebPush,
  updateNotificationPreferences,
  webPushKey,
} from './notifications.service';

const tags = ['notifications'];
const signedIn = { access: 'signed-in' } as const;

/**
 * 알림 (decision 0046): the signed-in person's notifications (the bell, /v3/notificationsListPage,
 * /pushPage), their preferences (MyPage), their web push subscriptions and app device tokens — only
 * their own rows, from every academy — and the director's monthly message costs.
 */
export const notificationsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/me/notifications',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '내 알림 목록 (최신순, 안 읽은 수)',
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => listNotifications(ctx, requireSession(request), request.query),
  );

  app.get(
    '/api/me/notifications/unread-count',
    { config: signedIn, schema: { tags, summary: '안 읽은 알림 수', response: { 200: unreadCountResponse } } },
    async (request) => unreadCount(ctx, requireSession(request)),
  );

  app.get(
    '/api/me/notifications/:notificationId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '내 알림 하나 (/pushPage)',
        params: notificationParams,
        response: { 200: notificationItem },
      },
    },
    async (request) => getNotification(ctx, requireSession(request), request.params.notificationId),
  );

  app.post(
    '/api/me/notifications/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '알림 읽음 처리 (선택 또는 전체)',
        body: readNotificationsBody,
        response: { 200: readNotificationsResponse },
      },
    },
    async (request) => readNotifications(ctx, requireSession(request), request.body),
  );

  app.post(
    '/api/me/notifications/:notificationId/read',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '알림 하나 읽음 처리',
        params: notificationParams,
        response: { 200: readNotificationsResponse },
      },
    },
    async (request) => readNotifications(ctx, requireSession(request), { ids: [request.params.notificationId] }),
  );

  app.get(
    '/api/me/notification-preferences',
    {
      config: signedIn,
      schema: { tags, summary: '알림 설정 (종류별·방법별)', response: { 200: notificationPreferencesResponse } },
    },
    async (request) => notificationPreferences(ctx, requireSession(request)),
  );

  app.put(
    '/api/me/notification-preferences',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '알림 설정 바꾸기',
        body: updateNotificationPreferencesBody,
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (request) => updateNotificationPreferences(ctx, requireSession(request), request.body),
  );

  app.get(
    '/api/me/push-subscriptions/key',
    { config: signedIn, schema: { tags, summary: '웹 푸시 공개 키 (VAPID)', response: { 200: webPushKeyResponse } } },
    async () => webPushKey(ctx),
  );

  app.post(
    '/api/me/push-subscriptions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '이 브라우저의 웹 푸시 구독 등록',
        body: pushSubscriptionBody,
        response: { 200: pushSubscriptionResponse },
      },
    },
    async (request) => subscribeWebPush(ctx, requireSession(request), request.body, request.headers['user-agent']),
  );

  app.delete(
    '/api/me/push-subscriptions',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '이 브라우저의 웹 푸시 구독 해지',
        querystring: removePushSubscriptionQuery,
        response: { 200: removedResponse },
      },
    },
    async (request) => unsubscribeWebPush(ctx, requireSession(request), request.query.endpoint),
  );

  app.post(
    '/api/me/device-tokens',
    {
      config: signedIn,
      schema: { tags, summary: '앱 푸시 토큰 등록', body: deviceTokenBody, response: { 200: deviceTokenResponse } },
    },
    async (request) => registerDeviceToken(ctx, requireSession(request), request.body),
  );

  app.delete(
    '/api/me/device-tokens',
    {
      config: signedIn,
      schema: {
        tags,
        summary: '앱 푸시 토큰 해지',
        querystring: removeDeviceTokenQuery,
        response: { 200: removedResponse },
      },
    },
    async (request) => removeDeviceToken(ctx, requireSession(request), request.query.token),
  );

  app.get(
    '/api/insts/:instId/message-costs',
    {
      config: { access: NOTIFICATIONS_ACCESS.costs },
      schema: {
        tags,
        summary: '월별 알림톡·문자 비용 (원장)',
        params: messageCostsParams,
        querystring: messageCostsQuery,
        response: { 200: messageCostsResponse },
      },
    },
    async (request) => monthlyMessageCosts(ctx, callerOf(request), request.query),
  );
};
