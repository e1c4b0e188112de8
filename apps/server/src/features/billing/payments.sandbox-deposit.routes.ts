import { billingInstParams, paymentDetailResponse, sandboxDepositBody } from '@academy/domain/billing/billing.schema';
import { callerOf } from '../../platform/access/route-access';
import { isSandboxPayments } from '../../platform/adapters/payments/sandbox';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { depositSandboxVirtualAccount } from './payments.sandbox-deposit';

/**
 * The local 테스트 입금 button (/v3/payment, 결제 내역) while the payment provider is the sandbox:
 * money arrives on the caller's own waiting virtual account, and the notice the sandbox answers goes
 * through the same webhook handling a provider's would. Registered through localOnly (platform/mode):
 * the local mode only, answering loopback only.
 */
export const paymentsSandboxDepositRoutes: AppRoutes = async (app, { ctx }) => {
  const provider = ctx.adapters.payments;
  if (!isSandboxPayments(provider)) return;

  app.post(
    '/api/insts/:instId/payments/sandbox/deposit',
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags: ['billing'],
        summary: '테스트 입금: 가상계좌에 입금된 것처럼 하기 (로컬 샌드박스)',
        params: billingInstParams,
        body: sandboxDepositBody,
        response: { 200: paymentDetailResponse },
      },
    },
    async (request) => depositSandboxVirtualAccount(ctx, provider, callerOf(request), request.body),
  );
};
