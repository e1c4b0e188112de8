import {
  billingInstParams,
  sandboxAuthorizeBody,
  sandboxAuthorizeResponse,
} from '@academy/domain/billing/billing.schema';
import { callerOf } from '../../platform/access/route-access';
import type { SandboxPayments } from '../../platform/adapters/payments/sandbox';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { authorizeSandboxPayment } from './payments.service';

/**
 * The local test checkout's "pay" button (/v3/payment's 테스트 결제창), while the payment provider
 * is the sandbox: the payer chooses how the card answers (approve, decline, no answer) and gets the
 * paymentKey a real provider's redirect would carry. Registered through localOnly (platform/mode):
 * the local mode only, answering loopback only.
 */
export const paymentsSandboxRoutes: AppRoutes = async (app, { ctx }) => {
  const provider = ctx.adapters.payments;
  if (provider.name !== 'sandbox' || !('authorize' in provider)) return;
  const sandbox = provider as SandboxPayments;

  app.post(
    '/api/insts/:instId/payments/sandbox/authorize',
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags: ['billing'],
        summary: '테스트 결제창: 카드 승인·거절·응답 없음 고르기 (로컬 샌드박스)',
        params: billingInstParams,
        body: sandboxAuthorizeBody,
        response: { 200: sandboxAuthorizeResponse },
      },
    },
    async (request) => authorizeSandboxPayment(ctx, sandbox, callerOf(request), request.body),
  );
};
