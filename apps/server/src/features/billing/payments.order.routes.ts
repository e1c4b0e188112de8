import { paymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { paymentOrderParams } from '@academy/domain/billing/checkout.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { openOrder } from './payments.order.service';

/**
 * The payer's own open order by its id, for a checkout page that opens on its own address
 * (/nicePay?orderId=…): the amount and the provider's keys come from the server again.
 */
export const paymentOrderRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/payments/orders/:orderId',
    {
      config: { access: BILLING_ACCESS.pay },
      schema: {
        tags: ['billing'],
        summary: '내 결제 주문 (결제창을 여는 페이지가 금액을 다시 읽음)',
        params: paymentOrderParams,
        response: { 200: paymentOrderResponse },
      },
    },
    async (request) => openOrder(ctx, callerOf(request), request.params.orderId),
  );
};
