import { runRemindersBody, runRemindersResponse } from '@academy/domain/books/reminders.schema';
import { requireSession, resolveCaller } from '../../platform/access/access';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { remindOverdueBills } from './reminders.job';

/**
 * POST /api/dev/jobs/bills-overdue-reminders {at, instId}: runs 미납 안내 in one academy as if the
 * time were `at` (end-to-end tests cannot wait days past a due date). Registered through localOnly
 * (platform/mode: the local mode, loopback only) and only while messaging is the sandbox, so it never
 * exists where real parents could be messaged; even then only the signed-in director of that academy
 * may run it (another academy answers 404, a member who is not its director 403). It can only do
 * what the job will do anyway at that time.
 */
export const remindersDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.providers.messaging !== 'sandbox') return;

  app.post(
    '/api/dev/jobs/bills-overdue-reminders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '미납 안내 실행 (개발·테스트용, 원장)',
        body: runRemindersBody,
        response: { 200: runRemindersResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const caller = await resolveCaller(ctx.db, userId, request.body.instId, { staff: 'director' });
      return remindOverdueBills(ctx, new Date(request.body.at), {
        instId: caller.instId,
        origin: publicOriginOf(ctx.config, request),
      });
    },
  );
};
