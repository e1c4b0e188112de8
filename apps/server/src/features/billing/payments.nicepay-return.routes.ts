import { billingInstParams } from '@academy/domain/billing/billing.schema';
import { nicePayReturnForm } from '@academy/domain/billing/checkout.schema';
import type { AppRoutes } from '../../platform/http/routes';
import { acceptNicePayReturn, payResultPathOf } from './payments.nicepay-return.service';

/** The return address given to NicePay's window (`returnUrl` of AUTHNICE.requestPay) for an academy. */
export const NICEPAY_RETURN_PATH = '/api/insts/:instId/payments/nicepay/return';

/**
 * NicePay's payment window posts the payer's authentication here as a form, from NicePay's own site:
 * the one billing route that takes a form body (in its own scope) and that a cross-site post may
 * reach. No session comes with it (SameSite cookies stay behind), so it is open (`public`) and
 * trusts only NicePay's signature and our own order (payments.nicepay-return.service.ts). It
 * answers the payer's browser with 303 to /payResult, which shows the result. Registered only while
 * the payment provider is NicePay.
 */
export const nicePayReturnRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.adapters.payments.name !== 'nicepay' || !ctx.config.nicepay) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    NICEPAY_RETURN_PATH,
    {
      config: { access: 'public', crossSite: 'allowed' },
      schema: {
        tags: ['billing'],
        summary: 'NicePay 결제창의 인증 결과 받기 (승인 후 결제 결과 화면으로)',
        params: billingInstParams,
        body: nicePayReturnForm,
      },
    },
    async (request, reply) => {
      const target = await acceptNicePayReturn(ctx, request.params.instId, request.body);
      return reply.redirect(payResultPathOf(target), 303);
    },
  );
};
