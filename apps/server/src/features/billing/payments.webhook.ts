import { timingSafeEqual } from 'node:crypto';
import { WEBHOOK_ACKNOWLEDGEMENT } from '../../platform/adapters/payments/payments';
import type { AppContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';
import { recordProviderRefunds } from './payments.reconcile';
import { secretHashOf, settlePayment } from './payments.service';

/**
 * The payment provider's notices (`POST /api/payments/webhook`), posted by its servers, so without a
 * session: nothing in a body is believed beyond what the provider adapter's `readWebhook` reads.
 *
 * - A deposit notice (Toss's DEPOSIT_CALLBACK, the sandbox's) names the order and carries the
 *   virtual account's secret: its sha256 must equal the one stored when the account was opened
 *   (compared in constant time), or it is refused (400) and nothing changes. Then the payment is
 *   asked of the provider by its key and settled from that answer — once: a replay finds it no
 *   longer waiting and changes nothing.
 * - A status notice is only a hint: the payment it names is fetched with getPayment and that answer
 *   applied (a pending payment settled or closed, a refund the provider did record done).
 * - A notice of an order or payment this service does not know is acknowledged without any change
 *   (it may be another service's on the same provider account, or a test notice); resending it
 *   would change nothing either.
 *
 * Every notice handled, or already handled, answers the acknowledgement (HTTP 200 `OK`) so the
 * provider stops resending. A provider that does not answer our question makes the notice fail
 * (503): the provider resends it, and the reconciliation job asks too.
 */

export type WebhookOutcome = 'settled' | 'unchanged' | 'unknown';

/** Whether `secret` is the one whose sha256 was stored, compared in constant time. */
function sameSecret(secret: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(secretHashOf(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

const PENDING = new Set(['IN_PROGRESS', 'WAITING_FOR_DEPOSIT']);

export async function handlePaymentWebhook(ctx: AppContext, body: unknown): Promise<WebhookOutcome> {
  const provider = ctx.adapters.payments;
  const notice = provider.readWebhook(body);
  const found = ctx.db
    .selectFrom('payments')
    .select(['inst_id', 'id', 'status', 'payment_key', 'va_secret_hash', 'provider'])
    .where('provider', '=', provider.name);
  const payment =
    notice.kind === 'deposit'
      ? await found.where('order_id', '=', notice.orderId).where('method', '=', 'virtual_account').executeTakeFirst()
      : await found.where('payment_key', '=', notice.paymentKey).executeTakeFirst();
  if (!payment) return 'unknown';
  if (notice.kind === 'deposit' && !sameSecret(notice.secret, payment.va_secret_hash)) {
    throw new AppError('PAYMENT_WEBHOOK_INVALID');
  }
  const ids = { instId: payment.inst_id, paymentId: payment.id };
  if (notice.kind === 'deposit' && !PENDING.has(payment.status)) return 'unchanged';
  if (!payment.payment_key) return 'unchanged';
  const answer = await provider.getPayment(payment.payment_key);
  let outcome: WebhookOutcome = 'unchanged';
  if (PENDING.has(payment.status)) {
    try {
      await settlePayment(ctx, ids, answer);
    } catch (error) {
      // A card payment a bill could no longer take was voided at the provider: handled.
      if (!isAppError(error) || error.code !== 'CONFLICT') throw error;
    }
    const after = await ctx.db
      .selectFrom('payments')
      .select('status')
      .where(ofInst(ids.instId))
      .where('id', '=', ids.paymentId)
      .executeTakeFirstOrThrow();
    if (after.status !== payment.status) outcome = 'settled';
  }
  if (notice.kind === 'status' && (await recordProviderRefunds(ctx, { ...ids, answer })) > 0) outcome = 'settled';
  return outcome;
}

/** What the webhook route answers once a notice is handled: the body every provider reads as delivered. */
export const webhookAcknowledgement = (): string => WEBHOOK_ACKNOWLEDGEMENT;
