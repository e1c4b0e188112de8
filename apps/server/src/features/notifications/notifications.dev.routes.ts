import {
  devDeliveryBody,
  devDeliveryResponse,
  devNotificationBody,
  devNotificationResponse,
} from '@academy/domain/notifications/notifications.schema';
import { requireSession, resolveCaller } from '../../platform/access/access';
import { fixedClock } from '../../platform/clock';
import type { AppRoutes } from '../../platform/http/routes';
import { deliverNotifications } from '../../platform/notifications/delivery';
import { notify } from '../../platform/notifications/notify';

/**
 * For trying the pipeline and for end-to-end tests, which cannot wait for the night to end:
 * - POST /api/dev/notifications: a notification to the signed-in person (advertising only from an
 *   academy they are a member of), written as if at `at`;
 * - POST /api/dev/jobs/notification-delivery: one delivery run (plan and send) as if the time were
 *   `at`, which the sweep job does anyway when that time comes.
 * Registered through localOnly (platform/mode: the local mode, loopback only) and only while web
 * push and native push are the sandbox, so nothing can reach a real device from here.
 */
export const notificationsDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.push.web !== 'sandbox' || ctx.config.push.native !== 'sandbox') return;

  app.post(
    '/api/dev/notifications',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '나에게 알림 보내기 (개발·테스트용)',
        body: devNotificationBody,
        response: { 200: devNotificationResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const { body } = request;
      const instId = body.instId
        ? (await resolveCaller(ctx.db, userId, body.instId, { staff: 'staff', family: true })).instId
        : null;
      const [id] = await notify(ctx.db, [
        {
          userId,
          instId,
          type: body.advertising ? 'ad' : body.type,
          title: body.title,
          body: body.body,
          link: body.link ?? null,
          advertising: body.advertising,
          now: body.at ? new Date(body.at) : ctx.clock.now(),
        },
      ]);
      return { id: id ?? '' };
    },
  );

  app.post(
    '/api/dev/jobs/notification-delivery',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '알림 발송 한 번 실행 (개발·테스트용)',
        body: devDeliveryBody,
        response: { 200: devDeliveryResponse },
      },
    },
    async (request) => deliverNotifications(request.body.at ? { ...ctx, clock: fixedClock(request.body.at) } : ctx),
  );
};
