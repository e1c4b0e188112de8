import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';
import { customerKeyOf } from './payments.service';

/**
 * GET /payments/orders/:orderId: the caller's own order still open, as the order was answered when
 * it was made — for a checkout page opened on its own address (/nicePay?orderId=…), which draws
 * the provider's window with the server's amount, never one from the address. Another account's
 * order answers 404, a finished one 409.
 */
export async function openOrder(ctx: AppContext, caller: Caller, orderId: string): Promise<PaymentOrderResponse> {
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'order_id', 'order_name', 'amount', 'installment_cd', 'status', 'provider'])
    .where(ofInst(caller.instId))
    .where('order_id', '=', orderId)
    .where('payer_user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND');
  const provider = ctx.adapters.payments;
  // An order made for another provider (before the academy switched) cannot be paid at this one.
  if (payment.status !== 'READY' || payment.provider !== provider.name) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.orderClosed);
  }
  return {
    paymentId: payment.id,
    orderId: payment.order_id,
    orderName: payment.order_name,
    amount: payment.amount,
    installmentCd: payment.installment_cd as PaymentOrderResponse['installmentCd'],
    checkout: { ...provider.checkoutSettings(), customerKey: customerKeyOf(ctx.adapters.crypto, caller.userId) },
  };
}
