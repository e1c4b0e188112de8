import { formatWon } from '@academy/domain/format/format.money';
import type { ProviderPayment } from '../../platform/adapters/payments/payments';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { isAppError } from '../../platform/errors/app-error';
import type { Job } from '../../platform/jobs/scheduler';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { DEPOSIT_NOT_APPLIED, settlePayment } from './payments.service';

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

/**
 * Virtual accounts past their deadline: the provider is asked about each. A deposit whose notice was
 * lost is settled as the notice would have settled it; an account the provider expired (or
 * cancelled) is closed here too — EXPIRED, its bills left unpaid for the family to pay again, the
 * sealed 현금영수증 number dropped. One the provider still holds open (its deadline counts in whole
 * hours) waits for the next run. Deposits that could not be applied are the office's, not retried.
 */
export async function expireVirtualAccounts(ctx: AppContext): Promise<{ expired: number; deposited: number }> {
  const waiting = await ctx.db
    .selectFrom('payments')
    .select(['inst_id', 'id', 'payment_key', 'payer_user_id', 'order_name', 'amount'])
    .where('status', '=', 'WAITING_FOR_DEPOSIT')
    .where('payment_key', 'is not', null)
    .where('va_due_at', '<', ctx.clock.now())
    .where((eb) => eb.or([eb('failure_code', 'is', null), eb('failure_code', '<>', DEPOSIT_NOT_APPLIED)]))
    .orderBy('va_due_at')
    .limit(RECONCILE_BATCH)
    .execute();
  const run = { expired: 0, deposited: 0 };
  for (const payment of waiting) {
    let answer: ProviderPayment;
    try {
      answer = await ctx.adapters.payments.getPayment(payment.payment_key as string);
    } catch (error) {
      if (!isAppError(error)) throw error;
      continue;
    }
    if (answer.status === 'WAITING_FOR_DEPOSIT') continue;
    await settlePayment(ctx, { instId: payment.inst_id, paymentId: payment.id }, answer);
    if (answer.status === 'DONE') {
      run.deposited += 1;
      continue;
    }
    run.expired += 1;
    if (payment.payer_user_id) await tellAccountExpired(ctx, { ...payment, payerUserId: payment.payer_user_id });
  }
  return run;
}

/** The family who ordered an account that closed without a deposit hears it, with the way to pay again. */
async function tellAccountExpired(
  ctx: AppContext,
  payment: { inst_id: string; payerUserId: string; order_name: string; amount: number },
): Promise<void> {
  const instNm = await instNameOf(ctx.db, payment.inst_id);
  await notify(ctx.db, [
    {
      instId: payment.inst_id,
      userId: payment.payerUserId,
      type: 'bill-account-expired',
      title: `${instNm} 가상계좌 입금 기한 지남`,
      body: `${payment.order_name} ${formatWon(payment.amount)}의 가상계좌 입금 기한이 지나 계좌가 닫혔습니다. 청구서는 그대로 남아 있으니 다시 결제해 주세요.`,
      link: '/v3/payment',
      now: ctx.clock.now(),
    },
  ]);
}

/**
 * Records as done the refunds of one payment the provider shows cancelled: each `requested` refund
 * of a provider's payment (one whose cancel got no answer) is matched to a cancel of the same amount
 * in the provider's answer that no refund of this payment has recorded yet, and takes its
 * transaction key. Answers how many were recorded.
 */
export async function recordProviderRefunds(
  ctx: AppContext,
  input: { instId: string; paymentId: string; answer: ProviderPayment },
): Promise<number> {
  const refunds = await ctx.db
    .selectFrom('payment_cancels as pc')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pc.inst_id').onRef('p.id', '=', 'pc.payment_id'),
    )
    .select(['pc.id', 'pc.bill_id', 'pc.amount', 'pc.status', 'pc.transaction_key'])
    .where(ofInst(input.instId, 'pc'))
    .where('pc.payment_id', '=', input.paymentId)
    .where('p.provider', 'is not', null)
    .orderBy('pc.created_at')
    .orderBy('pc.id')
    .execute();
  const known = new Set(refunds.map((refund) => refund.transaction_key).filter((key) => key !== null));
  const unrecorded = input.answer.cancels.filter((cancel) => !known.has(cancel.transactionKey));
  let recorded = 0;
  for (const refund of refunds.filter((candidate) => candidate.status === 'requested')) {
    const index = unrecorded.findIndex((cancel) => cancel.amount === refund.amount);
    const cancel = unrecorded[index];
    if (!cancel) continue;
    unrecorded.splice(index, 1);
    if (await markRefundDoneAtProvider(ctx, input.instId, refund, cancel)) recorded += 1;
  }
  return recorded;
}

async function markRefundDoneAtProvider(
  ctx: AppContext,
  instId: string,
  refund: { id: string; bill_id: string; amount: number },
  cancel: { transactionKey: string; canceledAt: Date },
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('payment_cancels')
      .set({ status: 'done', transaction_key: cancel.transactionKey, done_at: cancel.canceledAt })
      .where(ofInst(instId))
      .where('id', '=', refund.id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await writeAudit(trx, {
      instId,
      actorUserId: null,
      action: 'bill.refund-done',
      target: auditTarget('bill', refund.bill_id),
      before: { cancelId: refund.id, status: 'requested' },
      after: { cancelId: refund.id, status: 'done', amount: refund.amount, transactionKey: cancel.transactionKey },
      at: ctx.clock.now(),
    });
    return true;
  });
}

/**
 * Refunds whose cancel at the provider got no answer (`requested` on a provider's payment): the
 * provider is asked about the payment and a cancel it shows is recorded (`recordProviderRefunds`).
 * One it does not show is asked again with the refund's own id as the idempotency key — the key
 * the first try used — so the provider either answers the cancel it already made or makes it now,
 * never twice. A refusal leaves the refund requested for the office to see.
 */
export async function reconcileProviderRefunds(ctx: AppContext): Promise<{ refundsDone: number }> {
  const before = new Date(ctx.clock.now().getTime() - RECONCILE_AFTER_MS);
  const pending = await ctx.db
    .selectFrom('payment_cancels as pc')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pc.inst_id').onRef('p.id', '=', 'pc.payment_id'),
    )
    .select([
      'pc.inst_id',
      'pc.id',
      'pc.bill_id',
      'pc.amount',
      'pc.reason',
      'p.id as payment_id',
      'p.order_id',
      'p.payment_key',
    ])
    .where('pc.status', '=', 'requested')
    .where('p.provider', 'is not', null)
    .where('p.payment_key', 'is not', null)
    .where('pc.created_at', '<', before)
    .orderBy('pc.created_at')
    .limit(RECONCILE_BATCH)
    .execute();
  let refundsDone = 0;
  const asked = new Set<string>();
  for (const refund of pending) {
    try {
      if (!asked.has(refund.payment_id)) {
        asked.add(refund.payment_id);
        const answer = await ctx.adapters.payments.getPayment(refund.payment_key as string);
        refundsDone += await recordProviderRefunds(ctx, {
          instId: refund.inst_id,
          paymentId: refund.payment_id,
          answer,
        });
      }
      const still = await ctx.db
        .selectFrom('payment_cancels')
        .select('status')
        .where(ofInst(refund.inst_id))
        .where('id', '=', refund.id)
        .executeTakeFirstOrThrow();
      if (still.status !== 'requested') continue;
      const answer = await ctx.adapters.payments.cancel({
        paymentKey: refund.payment_key as string,
        orderId: refund.order_id,
        amount: refund.amount,
        reason: refund.reason,
        idempotencyKey: refund.id,
      });
      refundsDone += await recordProviderRefunds(ctx, {
        instId: refund.inst_id,
        paymentId: refund.payment_id,
        answer,
      });
    } catch (error) {
      // Unreachable again or refused: the refund stays requested, for the next run or the office.
      if (!isAppError(error)) throw error;
    }
  }
  return { refundsDone };
}

/** Everything the job does in one run: payments in progress, virtual accounts past due, unanswered refunds. */
export async function reconcilePayments(ctx: AppContext) {
  return {
    ...(await reconcilePendingPayments(ctx)),
    ...(await expireVirtualAccounts(ctx)),
    ...(await reconcileProviderRefunds(ctx)),
  };
}

export const paymentsReconcileJob: Job = {
  name: 'payments-reconcile',
  everyMs: RECONCILE_AFTER_MS,
  run: reconcilePayments,
};
