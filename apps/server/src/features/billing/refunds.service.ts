import { applyBillEvent } from '@academy/domain/billing/bill-ledger';
import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { CreateRefundBody, RefundQuoteQuery, RefundQuoteResponse } from '@academy/domain/billing/refund.schema';
import { refundDueDate } from '@academy/domain/billing/tuition-refund';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatMonthDay } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { ProviderPayment } from '../../platform/adapters/payments/payments';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { newId } from '../../platform/ids/new-id';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { type BillRecord, itemsOf } from './bills.queries';
import { billDetail, ledgerOf, visibleBill } from './bills.service';
import { cancelCashReceiptsOfRefund } from './cash-receipts.service';
import { findRefund, lessonsOfClass, type RefundablePayment, refundablePayments } from './refunds.queries';
import { quoteRefund } from './refunds.quote';

/**
 * Refunds by the 학원법 calculator (/v3/CancelPayment; decision 0049): the quote, the refund itself
 * and the office marking a cash refund as paid back.
 *
 * A refund returns the latest money first, spread over the bill's payments newest first. A card
 * (or registered-card, or virtual-account) payment is cancelled at the provider, with the refund's
 * own id as the idempotency key, and is done when the provider answers; cash and transfers are
 * paid back by the office, so their refund is `requested` with the legal deadline (the refund date
 * + 5 days) until the office marks it done. A deposited virtual account goes back to the family's
 * account (bank, number, holder), which the office gives with the refund.
 *
 * Two refunds at once never return more than was paid: the bill's row and its payments are locked
 * for the whole refund, the provider's answer included, and the ledger (`applyBillEvent`) decides
 * on what the lock read. Nothing is written before the provider has answered; a provider that
 * refuses leaves the database as it was. A provider that does not answer may have made the cancel
 * all the same: that part is written `requested` (the money is owed either way), and the
 * reconciliation job asks the provider and records it done, or asks again with the same idempotency
 * key so it is never cancelled twice (payments.reconcile.ts). Only when several card payments are
 * refunded at once and a later one is refused are the ones the provider did cancel written (they
 * are real money gone back), and the answer says what is left to refund.
 *
 * The 현금영수증 of money refunded (cash, a transfer, a deposit) is cancelled too, after the refund
 * has committed: the refunded part of an issued receipt at the provider, or, before it was issued,
 * taken off what will be issued (`cancelCashReceiptsOfRefund`).
 */

/** The quote of a bill on a refund date: its lines and the lessons of its period, through `quoteRefund`. */
async function quoteOfBill(db: Executor, instId: string, bill: BillRecord, input: RefundQuoteQuery) {
  const [lines, lessons] = await Promise.all([
    itemsOf(db, instId, [bill.id]),
    bill.class_id ? lessonsOfClass(db, instId, bill.class_id, { from: bill.period_start, to: bill.period_end }) : null,
  ]);
  return quoteRefund({
    periodStart: bill.period_start,
    periodEnd: bill.period_end,
    refundDate: input.refundDate,
    cause: input.cause,
    total: bill.total,
    discount: bill.discount,
    paid: bill.paid,
    refunded: bill.refunded,
    lines: lines
      .filter((line) => line.kind !== 'discount')
      .map((line) => ({ kind: line.kind as never, name: line.name, amount: line.amount })),
    lessons,
  });
}

/** GET /bills/:billId/refund-quote: what the 학원법 rule gives back if the reason arose on `refundDate`. */
export async function refundQuote(
  ctx: AppContext,
  caller: Caller,
  billId: string,
  query: RefundQuoteQuery,
): Promise<RefundQuoteResponse> {
  const bill = await visibleBill(ctx.db, caller, billId, businessDateOf(ctx.clock.now()));
  const [quote, payments] = await Promise.all([
    quoteOfBill(ctx.db, caller.instId, bill, query),
    refundablePayments(ctx.db, caller.instId, bill.id),
  ]);
  return {
    billId: bill.id,
    ...quote,
    refundAccountNeeded: payments.some((payment) => payment.method === 'virtual_account'),
  };
}

/** One payment's part of a refund. `id` is the refund's (`payment_cancels.id`) and the provider's idempotency key. */
type Slice = { id: string; payment: RefundablePayment; amount: number };

/** A slice as it ended: cancelled at the provider (`done`), or for the office to pay back (`requested`). */
type Settled = Slice & {
  status: 'done' | 'requested';
  transactionKey: string | null;
  cancelledAmount: number;
  paymentStatus: 'CANCELED' | 'PARTIAL_CANCELED';
};

/** `amount` over the payments, newest first, none taking more than it may still give back. */
function slicesOf(payments: readonly RefundablePayment[], amount: number): Slice[] {
  const slices: Slice[] = [];
  let left = amount;
  for (const payment of payments) {
    if (left === 0) break;
    const part = Math.min(left, payment.refundable);
    slices.push({ id: newId(), payment, amount: part });
    left -= part;
  }
  return slices;
}

const byProvider = (slice: Slice) => slice.payment.provider !== null;

/** The office pays cash and transfers back itself: the payment counts the money as going back now. */
function officeSlice(slice: Slice): Settled {
  const cancelledAmount = slice.payment.cancelled_amount + slice.amount;
  return {
    ...slice,
    status: 'requested',
    transactionKey: null,
    cancelledAmount,
    paymentStatus: cancelledAmount >= slice.payment.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
  };
}

function providerSlice(slice: Slice, answer: ProviderPayment): Settled {
  const cancelledAmount = Math.min(slice.payment.amount, answer.totalAmount - answer.balanceAmount);
  return {
    ...slice,
    status: 'done',
    transactionKey: answer.cancels.at(-1)?.transactionKey ?? null,
    cancelledAmount,
    paymentStatus: cancelledAmount >= slice.payment.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
  };
}

/** A provider's cancel that got no answer: owed like the office's until the reconciliation job finds it made. */
function unansweredSlice(slice: Slice): Settled {
  return { ...officeSlice(slice), status: 'requested' };
}

const CASH_METHODS = new Set(['cash', 'transfer', 'virtual_account']);

/** How the money comes back, in one line for the family (`카드 결제 취소 75,000원`, `현금 … 12월 2일까지`). */
function howItComesBack(settled: readonly Settled[], dueDate: string): string {
  const sumOf = (list: readonly Settled[]) => list.reduce((total, slice) => total + slice.amount, 0);
  const card = settled.filter(byProvider);
  const office = settled.filter((slice) => !byProvider(slice));
  const parts = [
    card.length > 0 ? `결제 취소로 ${formatWon(sumOf(card))} 환불 (카드사에 따라 며칠 걸릴 수 있습니다)` : null,
    office.length > 0
      ? `${[...new Set(office.map((slice) => PAYMENT_METHOD_LABELS[slice.payment.method]))].join('·')} ${formatWon(sumOf(office))}은 ${formatMonthDay(dueDate)}까지 학원에서 돌려드립니다`
      : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}

/** Writes the settled slices of one refund: their rows, their payments, the bill through the ledger, the audit and the family's notice. */
async function writeRefund(
  trx: Executor,
  input: {
    caller: Caller;
    bill: BillRecord;
    body: CreateRefundBody;
    settled: readonly Settled[];
    quote: { rule: string | null; explanation: string };
    dueDate: string;
    now: Date;
  },
) {
  const { caller, bill, body, settled, quote, dueDate, now } = input;
  const { instId } = caller;
  const amount = settled.reduce((total, slice) => total + slice.amount, 0);
  const refunded = applyBillEvent(ledgerOf(bill), { type: 'refund', amount });
  if (!refunded.ok) throw new AppError('CONFLICT', refunded.message);
  await trx
    .insertInto('payment_cancels')
    .values(
      settled.map((slice) => ({
        inst_id: instId,
        id: slice.id,
        payment_id: slice.payment.id,
        bill_id: bill.id,
        amount: slice.amount,
        reason: body.reason,
        refund_rule: quote.rule,
        explanation: quote.explanation,
        transaction_key: slice.transactionKey,
        due_date: dueDate,
        status: slice.status,
        created_by: caller.userId,
        created_at: now,
        done_at: slice.status === 'done' ? now : null,
      })),
    )
    .execute();
  for (const slice of settled) {
    await trx
      .updateTable('payments')
      .set({ cancelled_amount: slice.cancelledAmount, status: slice.paymentStatus, updated_at: now })
      .where(ofInst(instId))
      .where('id', '=', slice.payment.id)
      .execute();
  }
  await trx
    .updateTable('bills')
    .set({ refunded: refunded.state.refunded, status: refunded.state.status as never, updated_at: now })
    .where(ofInst(instId))
    .where('id', '=', bill.id)
    .execute();
  await writeAudit(trx, {
    instId,
    actorUserId: caller.userId,
    action: 'bill.refund',
    target: auditTarget('bill', bill.id),
    before: { paid: bill.paid, refunded: bill.refunded, status: bill.status },
    after: {
      refunded: refunded.state.refunded,
      status: refunded.state.status,
      amount,
      refundDate: body.refundDate,
      cause: body.cause,
      rule: quote.rule,
      reason: body.reason,
      refunds: settled.map((slice) => ({
        cancelId: slice.id,
        paymentId: slice.payment.id,
        amount: slice.amount,
        status: slice.status,
      })),
    },
    at: now,
  });
  const [families, instNm] = await Promise.all([
    familyAccountsByStudent(trx, instId, [bill.student_id]),
    instNameOf(trx, instId),
  ]);
  const how = howItComesBack(settled, dueDate);
  const link = `/v3/PaymentDetail?paymentId=${encodeURIComponent(settled[0]?.payment.id ?? '')}`;
  await notify(
    trx,
    (families.get(bill.student_id) ?? []).map((userId) => ({
      userId,
      instId,
      type: 'bill-refunded',
      title: `${instNm} 환불`,
      body: `${bill.student_nm} 학생의 ${bill.title} ${formatWon(amount)}을 환불합니다. ${how}.`,
      link,
      now,
      message: {
        template: 'bill-refunded' as const,
        variables: {
          학원명: instNm,
          원생명: bill.student_nm,
          제목: bill.title,
          금액: formatWon(amount),
          환불방법: `${how}.`,
          계산: quote.explanation,
        },
      },
    })),
  );
}

/**
 * POST /bills/:billId/refunds: returns `amount` (at most what was paid and not yet returned) over
 * the bill's payments, newest first, as the module comment says, keeping the quote's rule and line
 * with each refund. Answers the bill's detail with its refunds.
 */
export async function createRefund(
  ctx: AppContext,
  caller: Caller,
  billId: string,
  body: CreateRefundBody,
): Promise<BillDetailResponse> {
  const now = ctx.clock.now();
  const provider = ctx.adapters.payments;
  const dueDate = refundDueDate(body.refundDate);
  const written = await ctx.db.transaction().execute(async (trx) => {
    const bill = await visibleBill(trx, caller, billId, businessDateOf(now), true);
    const asked = applyBillEvent(ledgerOf(bill), { type: 'refund', amount: body.amount });
    if (!asked.ok) throw new AppError('CONFLICT', asked.message);
    const payments = await refundablePayments(trx, caller.instId, bill.id, true);
    const slices = slicesOf(payments, body.amount);
    const covered = slices.reduce((total, slice) => total + slice.amount, 0);
    if (covered < body.amount) throw new AppError('CONFLICT', BILLING_MESSAGES.refundPaymentsMismatch);
    if (!body.refundAccount && slices.some((slice) => slice.payment.method === 'virtual_account')) {
      throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.refundAccountNeeded, {
        refundAccount: BILLING_MESSAGES.refundAccountNeeded,
      });
    }
    const quote = await quoteOfBill(trx, caller.instId, bill, body);

    // The provider first: a refusal there must leave nothing written.
    const settled: Settled[] = [];
    let failure: unknown = null;
    for (const slice of slices.filter(byProvider)) {
      try {
        const answer = await provider.cancel({
          paymentKey: slice.payment.payment_key ?? '',
          orderId: slice.payment.order_id,
          amount: slice.amount,
          reason: body.reason,
          idempotencyKey: slice.id,
          ...(body.refundAccount ? { refundAccount: body.refundAccount } : {}),
        });
        settled.push(providerSlice(slice, answer));
      } catch (error) {
        if (isAppError(error) && error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') {
          settled.push(unansweredSlice(slice));
          continue;
        }
        failure = error;
        break;
      }
    }
    if (failure !== null && settled.length === 0) throw failure;
    if (failure === null) settled.push(...slices.filter((slice) => !byProvider(slice)).map(officeSlice));
    await writeRefund(trx, { caller, bill, body, settled, quote, dueDate, now });
    const receipts = settled
      .filter((slice) => CASH_METHODS.has(slice.payment.method))
      .map((slice) => ({ paymentId: slice.payment.id, amount: slice.amount }));
    if (failure === null) return { receipts, partly: null };
    const done = settled.reduce((total, slice) => total + slice.amount, 0);
    return { receipts, partly: { failure, done } };
  });
  await cancelCashReceiptsOfRefund(ctx, { instId: caller.instId, parts: written.receipts, reason: body.reason });
  const partly = written.partly;
  if (partly) {
    const code = isAppError(partly.failure) ? partly.failure.code : 'PAYMENT_PROVIDER_UNAVAILABLE';
    throw new AppError(code, BILLING_MESSAGES.refundPartlyDone(partly.done, body.amount - partly.done));
  }
  return billDetail(ctx, caller, billId);
}

/**
 * POST /bills/:billId/refunds/:cancelId/done: the office has paid a cash or transfer refund back.
 * Marking one that is already done changes nothing.
 */
export async function markRefundDone(
  ctx: AppContext,
  caller: Caller,
  billId: string,
  cancelId: string,
): Promise<BillDetailResponse> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const bill = await visibleBill(trx, caller, billId, businessDateOf(now), true);
    const refund = await findRefund(trx, caller.instId, bill.id, cancelId, true);
    if (!refund) throw new AppError('NOT_FOUND');
    if (refund.status !== 'requested') return;
    await trx
      .updateTable('payment_cancels')
      .set({ status: 'done', done_at: now })
      .where(ofInst(caller.instId))
      .where('id', '=', cancelId)
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'bill.refund-done',
      target: auditTarget('bill', bill.id),
      before: { cancelId, status: refund.status },
      after: { cancelId, status: 'done', amount: refund.amount, dueDate: refund.due_date },
      at: now,
    });
  });
  return billDetail(ctx, caller, billId);
}
