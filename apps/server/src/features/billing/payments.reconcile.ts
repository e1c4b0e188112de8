import type { AppContext } from '../../platform/context';
import { isAppError } from '../../platform/errors/app-error';
import type { Job } from '../../platform/jobs/scheduler';
import { settlePayment } from './payments.service';

/** A payment left in progress this long (the provider's answer was lost) is asked about again. */
export const RECONCILE_AFTER_MS = 60_000;
/** Payments looked at per run, oldest first. */
const RECONCILE_BATCH = 50;

/**
 * The reconciliation job: card payments whose confirm got no answer stay IN_PROGRESS; every minute
 * the provider is asked what became of each (by its payment key) and the answer is settled as the
 * confirm would have — applied to the bills once, or closed. A provider still unreachable leaves the
 * payment for the next run. Runs once per due time across processes (platform/jobs).
 */
export async function reconcilePendingPayments(ctx: AppContext): Promise<{ settled: number }> {
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_MS);
  const pending = await ctx.db
    .selectFrom('payments')
    .select(['inst_id', 'id', 'payment_key'])
    .where('status', '=', 'IN_PROGRESS')
    .where('payment_key', 'is not', null)
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(RECONCILE_BATCH)
    .execute();
  let settled = 0;
  for (const payment of pending) {
    try {
      const answer = await ctx.adapters.payments.getPayment(payment.payment_key as string);
      await settlePayment(ctx, { instId: payment.inst_id, paymentId: payment.id }, answer);
      settled += 1;
    } catch (error) {
      // Unreachable again, or the payment was voided because a bill could not take it: next run or done.
      if (!isAppError(error)) throw error;
    }
  }
  return { settled };
}

export const paymentsReconcileJob: Job = {
  name: 'payments-reconcile',
  everyMs: RECONCILE_AFTER_MS,
  run: reconcilePendingPayments,
};
