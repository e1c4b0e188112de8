import { CASH_RECEIPT_SELF_ISSUE_NUMBER, type PaymentMethod } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import {
  type CashReceiptPlan,
  cashReceiptDueDate,
  cashReceiptPlan,
  checkCashReceiptIdentity,
  maskCashReceiptIdentity,
} from '@academy/domain/billing/cash-receipt';
import { VIRTUAL_ACCOUNT_MESSAGES } from '@academy/domain/billing/virtual-account';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { CashReceipt } from '../../platform/adapters/payments/payments';
import type { AppContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * 현금영수증 for money the office records (수납 처리): the plan is read before anything is written,
 * the receipt is written `pending` in the payment's own transaction, and it is issued through the
 * payment provider after that transaction commits — so a provider that is down or refuses never
 * undoes the 수납. What is still pending is retried by the `cash-receipts-issue` job until its due
 * date (cash-receipts.issue.ts). The payer's number is kept only sealed, with its masked form beside.
 */

/** Bound to the sealed number, so a value copied into another column does not decrypt there. */
const IDENTITY_CONTEXT = 'cash-receipt';

/**
 * Whether the payment gets a receipt and on which number. A number that is not a mobile number or
 * a valid 사업자등록번호 is refused with the domain's message on the form's field, before anything
 * is written.
 */
export function planCashReceipt(input: {
  method: PaymentMethod;
  amount: number;
  requestedIdentity: string;
}): CashReceiptPlan {
  const requested = input.requestedIdentity.trim();
  if (requested !== '') {
    const check = checkCashReceiptIdentity(requested);
    if (!check.ok) throw new AppError('VALIDATION_FAILED', undefined, { cashReceiptIdentity: check.message });
  }
  return cashReceiptPlan({ method: input.method, amount: input.amount, requestedIdentity: requested });
}

/** Writes a payment's receipt as `pending` inside the payment's transaction; answers its id. */
export async function insertPendingCashReceipt(
  trx: Executor,
  ctx: AppContext,
  input: {
    instId: string;
    paymentId: string;
    amount: number;
    paidDate: IsoDate;
    plan: Extract<CashReceiptPlan, { issue: true }>;
    now: Date;
  },
): Promise<string> {
  const id = newId();
  const { plan } = input;
  await trx
    .insertInto('cash_receipts')
    .values({
      inst_id: input.instId,
      id,
      payment_id: input.paymentId,
      purpose: plan.purpose,
      identity_enc: plan.selfIssued ? null : ctx.adapters.crypto.encrypt(plan.identity, IDENTITY_CONTEXT),
      identity_masked: maskCashReceiptIdentity(plan.identity),
      self_issued: plan.selfIssued,
      amount: input.amount,
      due_date: cashReceiptDueDate(input.paidDate),
      receipt_key: null,
      issue_number: null,
      receipt_url: null,
      failure_message: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .execute();
  return id;
}

/** What one try came to: issued now, still pending (the provider was down or refused), or not ours to try. */
export type IssueOutcome = 'issued' | 'pending' | 'skipped';

/** The message kept on a receipt whose try failed: the provider's own Korean reason when it gave one. */
function failureMessageOf(error: unknown): string {
  if (!isAppError(error)) return BILLING_MESSAGES.cashReceiptError;
  if (error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') return BILLING_MESSAGES.cashReceiptUnavailable;
  return error.message;
}

/**
 * Tries once to have a pending receipt issued. The receipt's row is locked for the try and a row
 * another process is trying right now is skipped (`skip locked`), so the request that recorded the
 * payment and any number of job runs side by side ask the provider once; the receipt's id is the
 * provider's idempotency key too, so a try whose answer was lost is answered the same next time.
 * The whole amount is tax-free: a registered academy's tuition is exempt from VAT (부가가치세법 §26).
 * A refusal or an unreachable provider leaves the receipt pending with the attempt counted and the
 * reason kept; an unexpected error is counted the same way and then thrown.
 */
export async function issueCashReceipt(
  ctx: AppContext,
  ids: { instId: string; receiptId: string },
): Promise<IssueOutcome> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const receipt = await trx
      .selectFrom('cash_receipts as cr')
      .innerJoin('payments as p', (join) =>
        join.onRef('p.inst_id', '=', 'cr.inst_id').onRef('p.id', '=', 'cr.payment_id'),
      )
      .select([
        'cr.id',
        'cr.amount',
        'cr.cancelled_amount',
        'cr.purpose',
        'cr.identity_enc',
        'p.order_id',
        'p.order_name',
      ])
      .where(ofInst(ids.instId, 'cr'))
      .where('cr.id', '=', ids.receiptId)
      .where('cr.status', '=', 'pending')
      .forUpdate('cr')
      .skipLocked()
      .executeTakeFirst();
    if (!receipt) return { outcome: 'skipped' as const, unexpected: null };
    // What a refund took back before it was issued is not issued at all.
    const amount = receipt.amount - receipt.cancelled_amount;
    let issued: CashReceipt;
    try {
      issued = await ctx.adapters.payments.issueCashReceipt({
        orderId: receipt.order_id,
        orderName: receipt.order_name,
        amount,
        taxFreeAmount: amount,
        identity: receipt.identity_enc
          ? ctx.adapters.crypto.decrypt(receipt.identity_enc, IDENTITY_CONTEXT)
          : CASH_RECEIPT_SELF_ISSUE_NUMBER,
        purpose: receipt.purpose,
        idempotencyKey: receipt.id,
      });
    } catch (error) {
      await trx
        .updateTable('cash_receipts')
        .set({
          failure_message: failureMessageOf(error),
          attempts: sql<number>`attempts + 1`,
          updated_at: ctx.clock.now(),
        })
        .where(ofInst(ids.instId))
        .where('id', '=', receipt.id)
        .execute();
      // Thrown only after the commit, so the attempt stays counted.
      return { outcome: 'pending' as const, unexpected: isAppError(error) ? null : error };
    }
    const now = ctx.clock.now();
    await trx
      .updateTable('cash_receipts')
      .set({
        status: 'issued',
        receipt_key: issued.receiptKey,
        issue_number: issued.issueNumber,
        receipt_url: issued.receiptUrl,
        issued_at: now,
        failure_message: null,
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where(ofInst(ids.instId))
      .where('id', '=', receipt.id)
      .execute();
    return { outcome: 'issued' as const, unexpected: null };
  });
  if (result.unexpected !== null) throw result.unexpected;
  return result.outcome;
}

/**
 * After a refund of money paid in cash, by transfer or into a virtual account: its 현금영수증 no
 * longer stands for what went back. An issued receipt is cancelled at the provider — the refunded
 * part, or all of it when nothing is left — and keeps what was cancelled (`cancelled_amount`,
 * `cancelled` once it is all); one not issued yet only has the refunded part taken off what it will
 * be issued for (cancelled outright when nothing is left). The receipt's row is locked for the
 * provider's answer. A provider that refuses or does not answer leaves the receipt as it was with a
 * message telling the office to cancel it by hand: the refund itself stands. Answers how many
 * receipts changed.
 */
export async function cancelCashReceiptsOfRefund(
  ctx: AppContext,
  input: { instId: string; parts: readonly { paymentId: string; amount: number }[]; reason: string },
): Promise<number> {
  let changed = 0;
  for (const part of input.parts) {
    const done = await ctx.db.transaction().execute(async (trx) => {
      const receipt = await trx
        .selectFrom('cash_receipts as cr')
        .innerJoin('payments as p', (join) =>
          join.onRef('p.inst_id', '=', 'cr.inst_id').onRef('p.id', '=', 'cr.payment_id'),
        )
        .select(['cr.id', 'cr.status', 'cr.amount', 'cr.cancelled_amount', 'cr.receipt_key', 'p.order_id'])
        .where(ofInst(input.instId, 'cr'))
        .where('cr.payment_id', '=', part.paymentId)
        .where('cr.status', 'in', ['pending', 'issued'])
        .forUpdate('cr')
        .executeTakeFirst();
      if (!receipt) return false;
      const now = ctx.clock.now();
      const left = receipt.amount - receipt.cancelled_amount;
      const cancel = Math.min(part.amount, left);
      if (cancel <= 0) return false;
      const all = cancel === left;
      if (receipt.status === 'issued') {
        try {
          await ctx.adapters.payments.cancelCashReceipt({
            receiptKey: receipt.receipt_key ?? '',
            orderId: receipt.order_id,
            ...(all && receipt.cancelled_amount === 0 ? {} : { amount: cancel }),
            reason: input.reason,
          });
        } catch (error) {
          if (!isAppError(error)) throw error;
          await trx
            .updateTable('cash_receipts')
            .set({ failure_message: VIRTUAL_ACCOUNT_MESSAGES.cashReceiptCancelFailed, updated_at: now })
            .where(ofInst(input.instId))
            .where('id', '=', receipt.id)
            .execute();
          return false;
        }
      }
      await trx
        .updateTable('cash_receipts')
        .set({
          cancelled_amount: receipt.cancelled_amount + cancel,
          ...(all ? { status: 'cancelled' as const, cancelled_at: now } : {}),
          updated_at: now,
        })
        .where(ofInst(input.instId))
        .where('id', '=', receipt.id)
        .execute();
      return true;
    });
    if (done) changed += 1;
  }
  return changed;
}
