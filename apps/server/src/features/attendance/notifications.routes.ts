import {
  notificationsQuery,
  notificationsResponse,
  readNotificationsBody,
  readNotificationsResponse,
} from '@academy/domain/attendance/attendance.schema';
import { requireSession } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { listNotifications, readNotifications } from './notifications.service';

const tags = ['notifications'];

/** The signed-in member's notifications (the bell): any member, only their own rows. */
export const notificationsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/me/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '내 알림 목록 (최신순, 안 읽은 수)',
        querystring: notificationsQuery,
        response: { 200: notificationsResponse },
      },
    },
    async (request) => listNotifications(ctx, requireSession(request), request.query),
  );

  app.post(
    '/api/me/notifications/read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '알림 읽음 처리 (선택 또는 전체)',
        body: readNotificationsBody,
        response: { 200: readNotificationsResponse },
      },
    },
    async (request) => readNotifications(ctx, requireSession(request), request.body),
  );
};
