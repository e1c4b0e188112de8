import { markNoShowsBody, markNoShowsResponse } from '@academy/domain/attendance/attendance.schema';
import type { AppRoutes } from '../../platform/http/routes';
import { markNoShows } from './no-shows.service';

/**
 * POST /api/dev/jobs/mark-no-shows {at, instId?}: runs the automatic absence as if the time were
 * `at` (end-to-end tests cannot wait for a class to start). Registered only outside production and
 * only while messaging is the sandbox, so it never exists where real
 * parents could be messaged. It can only do what the minute job will do anyway at that time.
 */
export const attendanceDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.env === 'production' || ctx.config.providers.messaging !== 'sandbox') return;

  app.post(
    '/api/dev/jobs/mark-no-shows',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: '자동 결석 처리 실행 (개발·테스트용)',
        body: markNoShowsBody,
        response: { 200: markNoShowsResponse },
      },
    },
    async (request) => markNoShows(ctx, new Date(request.body.at), { instId: request.body.instId }),
  );
};
