import { runPayoutsBody, runPayoutsResponse } from '@academy/domain/books/payouts.schema';
import { requireSession, resolveCaller } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { payOutSettledDays } from './payouts.job';

/**
 * POST /api/dev/jobs/books-payouts {at, instId}: runs 지급대행 in one academy as if the time were
 * `at` (end-to-end tests cannot wait for a payout day). Registered through localOnly (platform/mode:
 * the local mode, loopback only) and only while payouts are the sandbox, so no real money moves from
 * it; even then only the signed-in director of that academy may run it (another academy answers
 * 404, a member who is not its director 403). It can only do what the job will do anyway.
 */
export const payoutsDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.adapters.payouts.name !== 'sandbox') return;

  app.post(
    '/api/dev/jobs/books-payouts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '지급대행 실행 (개발·테스트용, 원장)',
        body: runPayoutsBody,
        response: { 200: runPayoutsResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const caller = await resolveCaller(ctx.db, userId, request.body.instId, { staff: 'director' });
      return payOutSettledDays(ctx, new Date(request.body.at), { instId: caller.instId });
    },
  );
};
