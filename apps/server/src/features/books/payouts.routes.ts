import { payoutAccountBody, payoutInstParams, payoutSellerResponse } from '@academy/domain/books/payouts.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { changePayoutAccount } from './payouts.service';
import { SETTLEMENT_ACCESS } from './settlement.access';

/**
 * 지급 계좌 변경 (docs/access-matrix.md `## books settlement`, decision 0053): the director only, as
 * registration — it decides where the academy's money goes. Registered with the settlement routes.
 */
export const payoutAccountRoutes: AppRoutes = async (app, { ctx }) => {
  app.patch(
    '/api/insts/:instId/payouts/seller/account',
    {
      config: { access: SETTLEMENT_ACCESS.payouts },
      schema: {
        tags: ['books'],
        summary: '지급 계좌 변경: 정산금을 받을 계좌를 바꾸고 결제 기관의 심사를 다시 받기',
        params: payoutInstParams,
        body: payoutAccountBody,
        response: { 200: payoutSellerResponse },
      },
    },
    async (request) => changePayoutAccount(ctx, callerOf(request), request.body),
  );
};
