import { createHash } from 'node:crypto';
import { applyBillEvent, billOutstanding } from '@academy/domain/billing/bill-ledger';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type {
  ConfirmPaymentBody,
  MyPaymentsResponse,
  PaymentDetailResponse,
  PaymentOrderBody,
  PaymentOrderResponse,
  SandboxAuthorizeBody,
} from '@academy/domain/billing/billing.schema';
import {
  bankNameOf,
  isVirtualAccountBank,
  VIRTUAL_ACCOUNT_MESSAGES,
  virtualAccountDueAt,
  virtualAccountDueDate,
} from '@academy/domain/billing/virtual-account';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { isInstallmentAllowed } from '@academy/domain/payment/payment.rules';
import { type Selectable, sql } from 'kysely';
import type { Executor, PaymentsTable } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import type { ProviderPayment } from '../../platform/adapters/payments/payments';
import type { SandboxPayments } from '../../platform/adapters/payments/sandbox';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { toBillRow, toPaymentSummary } from './bills.mappers';
import { billsVisibleTo, CASH_RECEIPT_COLUMNS, shownStatus } from './bills.queries';
import { applyPaymentToBill } from './bills.service';
import { insertPendingCashReceipt, issueCashReceipt, planCashReceipt } from './cash-receipts.service';
import { newOrderId } from './payments.ids';

/**
 * Paying bills by card (/v3/payment → the provider's checkout → /payResult): the server makes the
 * order from its own bills (the amount is never the browser's), the provider's redirect is
 * confirmed against that order once — a second confirm or a replay finds the payment done and
 * changes nothing — and the money is applied to the bills through the ledger.
 *
 * Or by 가상계좌: the order opens an account at the provider right away (WAITING_FOR_DEPOSIT, with the
 * bank, number and deadline the family is shown); the bills stay unpaid until the provider's deposit
 * notice (payments.webhook.ts) or the reconciliation job settles the payment, once, the same way.
 */

/** Bound to the sealed 현금영수증 number a virtual-account order keeps until its deposit. */
const VA_IDENTITY_CONTEXT = 'va-cash-receipt';

/** How a virtual account's secret is kept: its sha256, so the database never holds what a notice must show. */
export const secretHashOf = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Closes a payment the provider refused or that failed on our side: ABORTED with the refusal's code
 * and Korean reason (the payer reads it on /payResult), its sealed 현금영수증 number dropped — only
 * while it is still `from`, so a payment another request settled meanwhile is left alone.
 */
async function abortPayment(
  ctx: AppContext,
  ids: { instId: string; paymentId: string },
  from: 'READY' | 'IN_PROGRESS',
  error: unknown,
): Promise<void> {
  await ctx.db
    .updateTable('payments')
    .set({
      status: 'ABORTED',
      failure_code: isAppError(error) ? error.code : 'INTERNAL',
      failure_message: error instanceof Error ? error.message : null,
      va_cash_receipt_identity_enc: null,
      updated_at: ctx.clock.now(),
    })
    .where(ofInst(ids.instId))
    .where('id', '=', ids.paymentId)
    .where('status', '=', from)
    .execute();
}

/** The customer key the provider keeps a payer's registered cards under: unguessable, stable per account. */
export function customerKeyOf(crypto: FieldCrypto, userId: string): string {
  const index = crypto.blindIndex(userId, 'payment-customer').replace(/[^A-Za-z0-9]/g, '');
  return `cus_${index.slice(0, 40)}`;
}

/** The bills a family may pay now: theirs, sent, with money outstanding; locked for the order. */
async function payableBills(db: Executor, caller: Caller, billIds: readonly string[]) {
  return db
    .selectFrom('bills as b')
    .select(['b.id', 'b.title', 'b.total', 'b.paid', 'b.refunded', 'b.status', 'b.due_date'])
    .where(ofInst(caller.instId, 'b'))
    .where('b.id', 'in', [...billIds])
    .where(billsVisibleTo(caller))
    .orderBy('b.due_date')
    .orderBy('b.id')
    .forUpdate('b')
    .execute();
}

/**
 * POST /payments/orders: an order for the family's chosen bills, at the server's own amount. A
 * virtual account is opened at the provider as soon as the order is written (see `openVirtualAccount`).
 */
export async function createOrder(
  ctx: AppContext,
  caller: Caller,
  body: PaymentOrderBody,
): Promise<PaymentOrderResponse> {
  const now = ctx.clock.now();
  const provider = ctx.adapters.payments;
  const virtual = body.method === 'virtual_account';
  if (virtual && !body.bank) {
    throw new AppError('VALIDATION_FAILED', undefined, { bank: VIRTUAL_ACCOUNT_MESSAGES.bankNeeded });
  }
  if (virtual && !isVirtualAccountBank(body.bank ?? '')) {
    throw new AppError('VALIDATION_FAILED', undefined, { bank: VIRTUAL_ACCOUNT_MESSAGES.bankNotOffered });
  }
  const order = await ctx.db.transaction().execute(async (trx) => {
    const bills = await payableBills(trx, caller, body.billIds);
    if (bills.length !== new Set(body.billIds).size) throw new AppError('NOT_FOUND');
    const shares = bills.map((bill) => ({ bill, amount: billOutstanding(bill) }));
    if (shares.some((share) => share.amount === 0)) throw new AppError('CONFLICT', BILLING_MESSAGES.nothingToPay);
    const amount = shares.reduce((sum, share) => sum + share.amount, 0);
    // A number that is not one is refused on its field before anything is written.
    const receiptPlan = virtual
      ? planCashReceipt({ method: 'virtual_account', amount, requestedIdentity: body.cashReceiptIdentity })
      : null;
    const installmentCd = virtual ? '00' : body.installmentCd;
    if (!isInstallmentAllowed(installmentCd, amount)) {
      throw new AppError('VALIDATION_FAILED', undefined, { installmentCd: BILLING_MESSAGES.installmentTooSmall });
    }
    const first = bills[0];
    const orderName = bills.length > 1 ? `${first?.title ?? ''} 외 ${bills.length - 1}건` : (first?.title ?? '');
    const id = newId();
    const orderId = newOrderId();
    await trx
      .insertInto('payments')
      .values({
        inst_id: caller.instId,
        id,
        order_id: orderId,
        order_name: orderName,
        method: body.method,
        provider: provider.name,
        amount,
        installment_cd: installmentCd,
        payer_user_id: caller.userId,
        va_bank: virtual ? (body.bank ?? null) : null,
        va_cash_receipt_identity_enc:
          receiptPlan?.issue && !receiptPlan.selfIssued
            ? ctx.adapters.crypto.encrypt(receiptPlan.identity, VA_IDENTITY_CONTEXT)
            : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('payment_bills')
      .values(
        shares.map((share) => ({
          inst_id: caller.instId,
          payment_id: id,
          bill_id: share.bill.id,
          amount: share.amount,
        })),
      )
      .execute();
    const billsDueDate = bills.map((bill) => bill.due_date).sort()[0] ?? businessDateOf(now);
    const response: PaymentOrderResponse = {
      paymentId: id,
      orderId,
      orderName,
      amount,
      installmentCd,
      checkout: { ...provider.checkoutSettings(), customerKey: customerKeyOf(ctx.adapters.crypto, caller.userId) },
    };
    return { response, billsDueDate };
  });
  if (!virtual) return order.response;
  const virtualAccount = await openVirtualAccount(ctx, caller, {
    paymentId: order.response.paymentId,
    bank: body.bank ?? '',
    dueDate: virtualAccountDueDate({ today: businessDateOf(now), billsDueDate: order.billsDueDate }),
  });
  return { ...order.response, virtualAccount };
}

/** The account of a payment as people are shown it; null until it is opened. */
function virtualAccountOf(payment: Selectable<PaymentsTable>) {
  if (payment.method !== 'virtual_account' || !payment.va_account_number || !payment.va_due_at) return null;
  return {
    bank: payment.va_bank ?? '',
    bankName: bankNameOf(payment.va_bank ?? ''),
    accountNumber: payment.va_account_number,
    holder: payment.va_holder ?? '',
    dueAt: payment.va_due_at.toISOString(),
  };
}

/**
 * Opens the order's virtual account at the provider, after the order's transaction has committed
 * (no lock is held while the provider answers), with the payment's id as the idempotency key. The
 * deadline is the end of `dueDate` in Seoul (`virtualAccountDueDate`: the bills' earliest due date,
 * tomorrow at the soonest, 3 days ahead at the latest). Only the sha256 of the account's secret is
 * kept: a deposit notice must carry the secret itself. A refusal or no answer closes the order
 * (ABORTED, the reason kept) and is passed on: the family orders again.
 */
async function openVirtualAccount(
  ctx: AppContext,
  caller: Caller,
  input: { paymentId: string; bank: string; dueDate: string },
) {
  const payment = await ctx.db
    .selectFrom('payments as p')
    .leftJoin('users as u', 'u.id', 'p.payer_user_id')
    .select(['p.order_id', 'p.order_name', 'p.amount', 'u.user_nm'])
    .where(ofInst(caller.instId, 'p'))
    .where('p.id', '=', input.paymentId)
    .executeTakeFirstOrThrow();
  let issued: ProviderPayment;
  try {
    issued = await ctx.adapters.payments.issueVirtualAccount({
      orderId: payment.order_id,
      orderName: payment.order_name,
      amount: payment.amount,
      customerName: payment.user_nm ?? '',
      bank: input.bank,
      dueAt: virtualAccountDueAt(input.dueDate),
      idempotencyKey: input.paymentId,
    });
  } catch (error) {
    await abortPayment(ctx, { instId: caller.instId, paymentId: input.paymentId }, 'READY', error);
    throw error;
  }
  const account = issued.virtualAccount;
  const opened = await ctx.db
    .updateTable('payments')
    .set({
      status: 'WAITING_FOR_DEPOSIT',
      payment_key: issued.paymentKey,
      va_account_number: account?.accountNumber ?? null,
      va_holder: account?.holder ?? null,
      va_due_at: account?.dueAt ?? virtualAccountDueAt(input.dueDate),
      va_secret_hash: issued.secret ? secretHashOf(issued.secret) : null,
      updated_at: ctx.clock.now(),
    })
    .where(ofInst(caller.instId))
    .where('id', '=', input.paymentId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return virtualAccountOf(opened);
}

/** The caller's own order by its id (the provider's redirect carries it back); another's → 404. */
async function ownOrder(db: Executor, caller: Caller, orderId: string, lock = false) {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where(ofInst(caller.instId))
    .where('order_id', '=', orderId)
    .where('payer_user_id', '=', caller.userId);
  if (lock) query = query.forUpdate();
  const payment = await query.executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND');
  return payment;
}

/**
 * POST /payments/sandbox/authorize (local test checkout): the caller's own open order is authorised
 * at its stored amount and installment, answering the paymentKey the checkout's redirect carries.
 */
export async function authorizeSandboxPayment(
  ctx: AppContext,
  sandbox: SandboxPayments,
  caller: Caller,
  body: SandboxAuthorizeBody,
): Promise<{ paymentKey: string }> {
  const payment = await ownOrder(ctx.db, caller, body.orderId);
  if (payment.status !== 'READY') throw new AppError('CONFLICT', BILLING_MESSAGES.orderClosed);
  return sandbox.authorize({
    orderId: payment.order_id,
    amount: payment.amount,
    outcome: body.outcome,
    method: 'card',
    installmentMonths: Number(payment.installment_cd),
    cardCompany: body.cardCompany,
  });
}

/**
 * POST /payments/confirm: the checkout's redirect. The amount must be the order's; the order is
 * claimed once (READY → IN_PROGRESS) so two confirms never both charge; the provider is asked with
 * the payment's id as the idempotency key. A declined card leaves the bills unpaid and says why; no
 * answer leaves the payment in progress for the reconciliation job.
 */
export async function confirmPayment(ctx: AppContext, caller: Caller, body: ConfirmPaymentBody) {
  const payment = await ownOrder(ctx.db, caller, body.orderId);
  if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED' || payment.status === 'CANCELED') {
    return paymentDetail(ctx, caller, payment.id);
  }
  if (payment.method === 'virtual_account') throw new AppError('CONFLICT', BILLING_MESSAGES.orderClosed);
  if (body.amount !== payment.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  const claimed = await ctx.db
    .updateTable('payments')
    .set({ status: 'IN_PROGRESS', payment_key: body.paymentKey, updated_at: ctx.clock.now() })
    .where(ofInst(caller.instId))
    .where('id', '=', payment.id)
    .where('status', '=', 'READY')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    if (payment.status === 'ABORTED' || payment.status === 'EXPIRED')
      throw new AppError('CONFLICT', BILLING_MESSAGES.orderClosed);
    throw new AppError('PAYMENT_IN_PROGRESS');
  }
  const provider = ctx.adapters.payments;
  let approved: ProviderPayment;
  try {
    approved = await provider.confirm({
      paymentKey: body.paymentKey,
      orderId: payment.order_id,
      amount: payment.amount,
      idempotencyKey: payment.id,
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'PAYMENT_ALREADY_PROCESSED') {
      approved = await provider.getPayment(body.paymentKey);
    } else {
      if (!isAppError(error) || error.code !== 'PAYMENT_PROVIDER_UNAVAILABLE') {
        await abortPayment(ctx, { instId: caller.instId, paymentId: payment.id }, 'IN_PROGRESS', error);
      }
      throw error;
    }
  }
  await settlePayment(ctx, { instId: caller.instId, paymentId: payment.id }, approved);
  return paymentDetail(ctx, caller, payment.id);
}

/**
 * Records what the provider says of a payment in progress or a virtual account waiting for its
 * deposit, once: DONE applies its shares to the bills (each through the ledger); a bill that can no
 * longer take its share (paid in cash meanwhile, cancelled) cancels the whole payment at the
 * provider so nothing is charged twice. A deposit cannot be sent back without the family's account,
 * so a virtual account's is kept unapplied with the reason (`DEPOSIT_NOT_APPLIED`) for the office
 * to refund. A deposit is cash for the tax law: it gets its 현금영수증 (on the number given with the
 * order, or the self-issue number from 100,000 won), written in the same transaction and issued
 * after it commits, as 수납 처리 does. Anything but IN_PROGRESS or WAITING_FOR_DEPOSIT is already
 * settled and changes nothing, so a replayed notice or a second confirm is harmless. Used by the
 * confirm, the deposit webhook and the reconciliation job.
 */
export async function settlePayment(
  ctx: AppContext,
  ids: { instId: string; paymentId: string },
  approved: ProviderPayment,
): Promise<void> {
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where(ofInst(ids.instId))
      .where('id', '=', ids.paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const unchanged: { refused: string | null; receiptId: string | null } = { refused: null, receiptId: null };
    if (payment.status !== 'IN_PROGRESS' && payment.status !== 'WAITING_FOR_DEPOSIT') return unchanged;
    if (payment.failure_code === DEPOSIT_NOT_APPLIED) return unchanged;
    if (approved.status !== 'DONE') {
      const closed = approved.status === 'ABORTED' || approved.status === 'EXPIRED' || approved.status === 'CANCELED';
      if (closed) {
        await trx
          .updateTable('payments')
          .set({ status: approved.status, va_cash_receipt_identity_enc: null, updated_at: now })
          .where(ofInst(ids.instId))
          .where('id', '=', ids.paymentId)
          .execute();
        await writeAudit(trx, {
          instId: ids.instId,
          actorUserId: null,
          action: 'payment.closed',
          target: auditTarget('payment', ids.paymentId),
          before: { status: payment.status },
          after: { status: approved.status },
          at: now,
        });
      }
      return unchanged;
    }
    const shares = await trx
      .selectFrom('payment_bills as pb')
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pb.inst_id').onRef('b.id', '=', 'pb.bill_id'))
      .select(['pb.amount as share', 'b.id', 'b.total', 'b.paid', 'b.refunded', 'b.status'])
      .where(ofInst(ids.instId, 'pb'))
      .where('pb.payment_id', '=', ids.paymentId)
      .orderBy('b.id')
      .forUpdate('b')
      .execute();
    const refusal = shares
      .map((share) => applyBillEvent(share, { type: 'pay', amount: share.share }))
      .find((result) => !result.ok);
    if (refusal && !refusal.ok) {
      if (payment.method !== 'virtual_account') return { refused: refusal.message, receiptId: null };
      await trx
        .updateTable('payments')
        .set({
          failure_code: DEPOSIT_NOT_APPLIED,
          failure_message: VIRTUAL_ACCOUNT_MESSAGES.depositNotApplied(refusal.message),
          updated_at: now,
        })
        .where(ofInst(ids.instId))
        .where('id', '=', ids.paymentId)
        .execute();
      await writeAudit(trx, {
        instId: ids.instId,
        actorUserId: payment.payer_user_id,
        action: 'payment.deposit-not-applied',
        target: auditTarget('payment', ids.paymentId),
        before: { status: payment.status },
        after: { status: payment.status, amount: payment.amount, reason: refusal.message },
        at: now,
      });
      return unchanged;
    }
    const paidDate = businessDateOf(approved.approvedAt ?? now);
    await trx
      .updateTable('payments')
      .set({
        status: 'DONE',
        approved_at: approved.approvedAt ?? now,
        card_company: approved.card?.company ?? null,
        card_number_masked: approved.card?.numberMasked ?? null,
        approve_no: approved.card?.approveNo ?? null,
        receipt_url: approved.receiptUrl,
        paid_date: paidDate,
        va_cash_receipt_identity_enc: null,
        updated_at: now,
      })
      .where(ofInst(ids.instId))
      .where('id', '=', ids.paymentId)
      .execute();
    for (const share of shares) {
      await applyPaymentToBill(trx, {
        instId: ids.instId,
        bill: share,
        amount: share.share,
        actorUserId: payment.payer_user_id,
        paymentId: ids.paymentId,
        now,
      });
    }
    await writeAudit(trx, {
      instId: ids.instId,
      actorUserId: payment.payer_user_id,
      action: 'payment.done',
      target: auditTarget('payment', ids.paymentId),
      before: { status: payment.status },
      after: { status: 'DONE', amount: payment.amount, method: payment.method, provider: payment.provider },
      at: now,
    });
    if (payment.method !== 'virtual_account') return unchanged;
    const requested = payment.va_cash_receipt_identity_enc
      ? ctx.adapters.crypto.decrypt(payment.va_cash_receipt_identity_enc, VA_IDENTITY_CONTEXT)
      : '';
    const plan = planCashReceipt({ method: payment.method, amount: payment.amount, requestedIdentity: requested });
    if (!plan.issue) return unchanged;
    const receiptId = await insertPendingCashReceipt(trx, ctx, {
      instId: ids.instId,
      paymentId: ids.paymentId,
      amount: payment.amount,
      paidDate,
      plan,
      now,
    });
    return { refused: null, receiptId };
  });
  if (outcome.receiptId !== null) {
    // A provider that is down or refuses leaves the receipt pending for the cash-receipts-issue job.
    await issueCashReceipt(ctx, { instId: ids.instId, receiptId: outcome.receiptId }).catch(() => 'pending');
  }
  const refused = outcome.refused;
  if (refused === null) return;
  const cancelled = await ctx.adapters.payments.cancel({
    paymentKey: approved.paymentKey,
    orderId: approved.orderId,
    amount: approved.balanceAmount,
    reason: refused,
    idempotencyKey: `${ids.paymentId}:void`,
  });
  await ctx.db
    .updateTable('payments')
    .set({
      status: 'CANCELED',
      cancelled_amount: cancelled.totalAmount - cancelled.balanceAmount,
      failure_message: refused,
      updated_at: ctx.clock.now(),
    })
    .where(ofInst(ids.instId))
    .where('id', '=', ids.paymentId)
    .execute();
  throw new AppError('CONFLICT', `${refused} ${BILLING_MESSAGES.paymentVoided}`);
}

/** A deposit the bills could not take (paid another way meanwhile): kept for the office to send back. */
export const DEPOSIT_NOT_APPLIED = 'DEPOSIT_NOT_APPLIED';

/** Payments the caller sees: the office every payment; a family the ones they made or that paid their bills. */
function paymentsVisibleTo(caller: Caller) {
  if (caller.scope === 'all') return sql<boolean>`true`;
  return sql<boolean>`(p.payer_user_id = ${caller.userId} or exists (select 1 from payment_bills pb
      join bills b on b.inst_id = pb.inst_id and b.id = pb.bill_id
     where pb.inst_id = p.inst_id and pb.payment_id = p.id and ${billsVisibleTo(caller, 'b')}))`;
}

/** GET /payments/:paymentId (/v3/PaymentDetail, the receipt): the payment and the bills it paid. */
export async function paymentDetail(
  ctx: AppContext,
  caller: Caller,
  paymentId: string,
): Promise<PaymentDetailResponse> {
  const today = businessDateOf(ctx.clock.now());
  const payment = await ctx.db
    .selectFrom('payments as p')
    .innerJoin('institutes as i', 'i.id', 'p.inst_id')
    .leftJoin('users as u', 'u.id', 'p.payer_user_id')
    .leftJoin('cash_receipts as cr', (join) =>
      join.onRef('cr.inst_id', '=', 'p.inst_id').onRef('cr.payment_id', '=', 'p.id'),
    )
    .selectAll('p')
    .select(['i.inst_nm', 'u.user_nm as payer_nm'])
    .select(CASH_RECEIPT_COLUMNS)
    .where(ofInst(caller.instId, 'p'))
    .where('p.id', '=', paymentId)
    .where(paymentsVisibleTo(caller))
    .executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND');
  const bills = await ctx.db
    .selectFrom('payment_bills as pb')
    .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pb.inst_id').onRef('b.id', '=', 'pb.bill_id'))
    .innerJoin('students as st', (join) =>
      join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
    )
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .selectAll('b')
    .select(['pb.amount as share', 'st.student_nm', 'c.class_nm', shownStatus(today).as('shown_status')])
    .where(ofInst(caller.instId, 'pb'))
    .where('pb.payment_id', '=', paymentId)
    .orderBy('b.id')
    .execute();
  return {
    payment: {
      ...toPaymentSummary(payment, isStaffCaller(caller)),
      orderId: payment.order_id,
      orderName: payment.order_name,
      receiptUrl: payment.receipt_url,
      payerNm: payment.payer_nm,
      instNm: payment.inst_nm,
      virtualAccount: virtualAccountOf(payment),
    },
    bills: bills.map((bill) => {
      const row = toBillRow(bill);
      return {
        billId: row.billId,
        title: row.title,
        studentNm: row.studentNm,
        classNm: row.classNm,
        total: row.total,
        status: row.status,
        amount: bill.share,
      };
    }),
  };
}

/** The day a payment is listed under: its paid date, or (while a virtual account waits) the day it was ordered in Seoul. */
const paidOrOrdered = sql<string>`coalesce(p.paid_date, (p.created_at at time zone 'Asia/Seoul')::date)::text`;

/** GET /payments?checkDt=YYYY (/paymentList, SPEC `myPayment`): the year's payments the caller sees, newest first. */
export async function myPayments(ctx: AppContext, caller: Caller, year?: number): Promise<MyPaymentsResponse> {
  const now = ctx.clock.now();
  const paidReceivedYear = year ?? seoulDateTimeParts(now).year;
  const rows = await ctx.db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.paid_date',
      'p.amount',
      'p.cancelled_amount',
      'p.method',
      'p.status',
      'p.order_name',
      'p.approved_at',
      paidOrOrdered.as('listed_date'),
    ])
    .where(ofInst(caller.instId, 'p'))
    .where('p.status', 'in', ['DONE', 'PARTIAL_CANCELED', 'CANCELED', 'WAITING_FOR_DEPOSIT'])
    // A virtual account waiting for its deposit has no paid date yet: it is listed by its order's day.
    .where(paidOrOrdered, '>=', `${paidReceivedYear}-01-01`)
    .where(paidOrOrdered, '<=', `${paidReceivedYear}-12-31`)
    .where(paymentsVisibleTo(caller))
    .orderBy(paidOrOrdered, 'desc')
    .orderBy('p.id', 'desc')
    .limit(500)
    .execute();
  return {
    paidReceivedYear,
    paidReceivedList: rows.map((row) => ({
      paidReceivedId: row.id,
      paidReceivedMonth: row.listed_date.slice(0, 7),
      paidReceivedAmount: row.amount,
      cancelledAmount: row.cancelled_amount,
      method: row.method,
      status: row.status,
      orderName: row.order_name,
      approvedAt: row.approved_at?.toISOString() ?? null,
    })),
  };
}
