import type { NicePayReturnForm } from '@academy/domain/billing/checkout.schema';
import { resolveCaller } from '../../platform/access/access';
import { verifyNicePayReturn } from '../../platform/adapters/payments/nicepay';
import type { AppContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';
import { BILLING_ACCESS } from './billing.access';
import { confirmPayment } from './payments.service';

/** Where the payer's browser goes next: /payResult, as Toss's redirect would take it there. */
export type PayResultTarget =
  | { paymentKey: string; orderId: string; amount: number }
  | { code: string; message: string };

/** The address of /payResult for a target: `paymentKey, orderId, amount`, or `code, message`. */
export function payResultPathOf(target: PayResultTarget): string {
  const query =
    'code' in target
      ? new URLSearchParams({ code: target.code, message: target.message })
      : new URLSearchParams({
          paymentKey: target.paymentKey,
          orderId: target.orderId,
          amount: String(target.amount),
        });
  return `/payResult?${query.toString()}`;
}

/**
 * NicePay's window posts the payer's authentication to our return address from its own site, so no
 * session cookie comes with it (SameSite): what authenticates the post is NicePay's signature for
 * our client id (verifyNicePayReturn) and an order of this academy made for NicePay at exactly the
 * amount signed. The order's payer is then the caller of the one confirm path (payments.service.ts
 * confirmPayment): claimed once, approved with the stored amount, applied through the ledger — a
 * replayed post finds the payment done and charges nothing. Every refusal the payer can meet (a
 * cancelled window, a forged or altered post, a declined card) is answered as /payResult's failure.
 */
export async function acceptNicePayReturn(
  ctx: AppContext,
  instId: string,
  form: NicePayReturnForm,
): Promise<PayResultTarget> {
  try {
    const keys = ctx.config.nicepay;
    if (!keys) throw new AppError('PAYMENT_RETURN_INVALID');
    const signed = verifyNicePayReturn(form, keys);
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['order_id', 'amount', 'payer_user_id', 'provider'])
      .where(ofInst(instId))
      .where('order_id', '=', signed.orderId)
      .executeTakeFirst();
    if (!payment?.payer_user_id || payment.provider !== 'nicepay') throw new AppError('PAYMENT_RETURN_INVALID');
    if (signed.amount !== payment.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
    const payer = await resolveCaller(ctx.db, payment.payer_user_id, instId, BILLING_ACCESS.pay);
    const body = { paymentKey: signed.tid, orderId: payment.order_id, amount: payment.amount };
    await confirmPayment(ctx, payer, body);
    return body;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, message: error.message };
  }
}
