import { markNoShowsBody, markNoShowsResponse } from '@academy/domain/attendance/attendance.schema';
import { requireSession, resolveCaller } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { markNoShows } from './no-shows.service';

/**
 * POST /api/dev/jobs/mark-no-shows {at, instId}: runs the automatic absence in one academy as if
 * the time were `at` (end-to-end tests cannot wait for a class to start). Registered through
 * localOnly (platform/mode: the local mode, loopback only) and only while messaging is the sandbox,
 * so it never exists where real parents could be messaged; even then only the signed-in director
 * of that academy may run it (another academy answers 404, a member who is not its director 403).
 * It can only do what the minute job will do anyway at that time.
 */
export const attendanceDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.providers.messaging !== 'sandbox') return;

  app.post(
    '/api/dev/jobs/mark-no-shows',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '자동 결석 처리 실행 (개발·테스트용, 원장)',
        body: markNoShowsBody,
        response: { 200: markNoShowsResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const caller = await resolveCaller(ctx.db, userId, request.body.instId, { staff: 'director' });
      return markNoShows(ctx, new Date(request.body.at), { instId: caller.instId });
    },
  );
};
