import { runAutopayBody, runAutopayResponse } from '@academy/domain/billing/cards.schema';
import { requireSession, resolveCaller } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { chargeDueBills } from './bills.autopay';

/**
 * POST /api/dev/jobs/bills-autopay {at, instId}: runs automatic payment in one academy as if the
 * time were `at` (end-to-end tests cannot wait for a due date). Registered through localOnly
 * (platform/mode: the local mode, loopback only) and only while payments and messaging are the
 * sandbox, so it never exists where a real card could be charged or real parents messaged; even
 * then only the signed-in director of that academy may run it (another academy answers 404, a
 * member who is not its director 403). It can only do what the job will do anyway at that time.
 */
export const cardsDevRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.providers.messaging !== 'sandbox' || ctx.adapters.payments.name !== 'sandbox') return;

  app.post(
    '/api/dev/jobs/bills-autopay',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['dev'],
        summary: '납부일 자동결제 실행 (개발·테스트용, 원장)',
        body: runAutopayBody,
        response: { 200: runAutopayResponse },
      },
    },
    async (request) => {
      const { userId } = requireSession(request);
      const caller = await resolveCaller(ctx.db, userId, request.body.instId, { staff: 'director' });
      return chargeDueBills(ctx, new Date(request.body.at), { instId: caller.instId });
    },
  );
};
