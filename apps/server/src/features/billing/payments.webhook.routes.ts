import { z } from 'zod';
import type { AppRoutes } from '../../platform/http/routes';
import { handlePaymentWebhook, webhookAcknowledgement } from './payments.webhook';

/** The provider's servers post from a few addresses; a burst beyond this is not theirs. */
const WEBHOOK_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;
/** A notice is a few hundred bytes: anything much larger is refused before it is read. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/**
 * `POST /api/payments/webhook`: where the payment provider posts its notices (a virtual account's
 * deposit, a payment's status change). Public — the provider has no session — so nothing is believed
 * unless the adapter reads it and the notice proves itself (payments.webhook.ts); rate-limited like
 * the other public routes, with a small body. Answers the provider's acknowledgement once handled.
 */
export const paymentsWebhookRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/payments/webhook',
    {
      config: { access: 'public', rateLimit: WEBHOOK_RATE_LIMIT },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['billing'],
        summary: '결제 기관 알림 (가상계좌 입금, 결제 상태 변경)',
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const outcome = await handlePaymentWebhook(ctx, request.body);
      request.log.info({ webhook: outcome }, 'payment webhook');
      return reply.type('text/plain; charset=utf-8').send(webhookAcknowledgement());
    },
  );
};
