import {
  billingInstParams,
  sandboxAuthorizeBody,
  sandboxAuthorizeResponse,
} from '@academy/domain/billing/billing.schema';
import { sandboxRegisterCardBody, sandboxRegisterCardResponse } from '@academy/domain/billing/cards.schema';
import { callerOf } from '../../platform/access/route-access';
import type { SandboxPayments } from '../../platform/adapters/payments/sandbox';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { registerSandboxCard } from './cards.service';
import { authorizeSandboxPayment } from './payments.service';

/**
 * The local test checkout's "pay" button (/v3/payment's 테스트 결제창), while the payment provider
 * is the sandbox: the payer chooses how the card answers (approve, decline, no answer) and gets the
 * paymentKey a real provider's redirect would carry. The local card-registration page
 * (/cardManagement's 테스트 카드 등록창) likewise answers the authKey a real card page's redirect
 * would carry, for a test card whose charges end as the payer chose. Registered through localOnly
 * (platform/mode): the local mode only, answering loopback only.
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

  app.post(
    '/api/insts/:instId/cards/sandbox/register',
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags: ['billing'],
        summary: '테스트 카드 등록창: 자동결제가 승인·거절·응답 없음으로 끝날 카드 등록 (로컬 샌드박스)',
        params: billingInstParams,
        body: sandboxRegisterCardBody,
        response: { 200: sandboxRegisterCardResponse },
      },
    },
    async (request) => registerSandboxCard(ctx, sandbox, callerOf(request), request.body),
  );
};
