import { PERM } from '@academy/domain/access/access.permissions';
import { billTotals } from '@academy/domain/billing/bill-amounts';
import { applyBillEvent, type BillLedger, billOutstanding, billRefundable } from '@academy/domain/billing/bill-ledger';
import { BILL_ITEM_KIND_LABELS, BILLS_PAGE_SIZE } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type {
  BillDetailResponse,
  BillIdsBody,
  BillListQuery,
  BillListResponse,
  CreateBillBody,
  RecordReceiptBody,
  UpdateBillBody,
} from '@academy/domain/billing/billing.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import type { Executor } from '../../db/database';
import { type Caller, callerHolds, isStaffCaller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { newId } from '../../platform/ids/new-id';
import { previewMessageCost } from '../../platform/notifications/message-cost';
import { type NewNotification, notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import type { BillingActor } from './bills.generate';
import { toBillRow, toPaymentSummary } from './bills.mappers';
import {
  type BillRecord,
  billTotalsOf,
  findBill,
  itemsOf,
  listBills,
  paymentsOfBills,
  replaceItems,
} from './bills.queries';
import { insertPendingCashReceipt, issueCashReceipt, planCashReceipt } from './cash-receipts.service';
import { newOrderId } from './payments.ids';
import { toRefundView } from './refunds.mappers';
import { refundsOfBills } from './refunds.queries';

/**
 * Bills (InstBill, /billCreate, the family's bills): the lists, one bill, writing one by hand,
 * editing a draft, sending with the cost shown first, cancelling an unpaid bill, and 수납 처리 —
 * money received in cash or by transfer. Every change of a bill's money or status goes through the
 * domain's ledger (`applyBillEvent`) and writes an audit row in the same transaction.
 */

const todayOf = (ctx: AppContext) => businessDateOf(ctx.clock.now());

const CURSOR = /^(\d{4}-\d{2}-\d{2})~([0-9a-f-]{36})$/;

export async function listBillsFor(ctx: AppContext, caller: Caller, query: BillListQuery): Promise<BillListResponse> {
  const today = todayOf(ctx);
  const limit = query.limit ?? BILLS_PAGE_SIZE;
  const cursor = query.cursor ? CURSOR.exec(query.cursor) : null;
  if (query.cursor && !cursor) throw new AppError('BAD_REQUEST');
  const filter = {
    month: query.month,
    status: query.status,
    unpaid: query.unpaid,
    classId: query.classId,
    studentId: query.studentId,
  };
  const [rows, totals] = await Promise.all([
    listBills(
      ctx.db,
      caller,
      { ...filter, after: cursor ? { month: cursor[1] ?? '', id: cursor[2] ?? '' } : undefined, limit: limit + 1 },
      today,
    ),
    billTotalsOf(ctx.db, caller, filter, today),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    bills: page.map((row) => toBillRow({ ...row, status: row.shown_status as never })),
    nextCursor: rows.length > limit && last ? `${last.bill_month}~${last.id}` : null,
    totals,
  };
}

/** What the caller may do with a bill now (the detail's buttons; the services check again). */
function abilities(caller: Caller, bill: BillRecord) {
  const writes = isStaffCaller(caller) && callerHolds(caller, PERM.paymentWrite);
  const ledger = ledgerOf(bill);
  const open = bill.status === 'sent' || bill.status === 'partly_paid';
  return {
    edit: writes && bill.status === 'draft',
    send: writes && bill.status === 'draft',
    cancel: writes && applyBillEvent(ledger, { type: 'cancel' }).ok,
    receive: writes && open && billOutstanding(ledger) > 0,
    pay: !isStaffCaller(caller) && open && billOutstanding(ledger) > 0,
    refund: writes && bill.status !== 'cancelled' && billRefundable(ledger) > 0,
  };
}

/** A bill's money as the domain's ledger takes it. */
export const ledgerOf = (bill: Pick<BillRecord, 'total' | 'paid' | 'refunded' | 'status'>): BillLedger => ({
  total: bill.total,
  paid: bill.paid,
  refunded: bill.refunded,
  status: bill.status,
});

/** A bill the caller sees (optionally locked), or 404. */
export async function visibleBill(db: Executor, caller: Caller, billId: string, today: string, lock = false) {
  const bill = await findBill(db, caller, billId, today, lock);
  if (!bill) throw new AppError('NOT_FOUND');
  return bill;
}

export async function billDetail(ctx: AppContext, caller: Caller, billId: string): Promise<BillDetailResponse> {
  const bill = await visibleBill(ctx.db, caller, billId, todayOf(ctx));
  const [lines, payments, refunds] = await Promise.all([
    itemsOf(ctx.db, caller.instId, [bill.id]),
    paymentsOfBills(ctx.db, caller.instId, [bill.id]),
    refundsOfBills(ctx.db, caller.instId, [bill.id]),
  ]);
  return {
    bill: {
      ...toBillRow(bill),
      items: lines
        .filter((line) => line.kind !== 'discount')
        .map((line) => ({ kind: line.kind as never, name: line.name, amount: line.amount })),
      discounts: lines
        .filter((line) => line.kind === 'discount')
        .map((line) => ({ kind: line.discount_kind ?? 'other', amount: line.amount, reason: line.reason ?? '' })),
      subtotal: bill.subtotal,
      discount: bill.discount,
      memo: bill.memo,
      prorationNote: bill.proration_note,
      cancelReason: bill.cancel_reason,
    },
    payments: payments.map((payment) => toPaymentSummary(payment, isStaffCaller(caller))),
    refunds: refunds.map(toRefundView),
    can: abilities(caller, bill),
  };
}

/** The lines as stored: the items, then the discounts with their reasons; refused with field messages. */
function linesOf(body: Pick<UpdateBillBody, 'items' | 'discounts'>) {
  const totals = billTotals(body.items, body.discounts);
  if (totals.issues.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      undefined,
      Object.fromEntries(totals.issues.map((issue) => [issue.path.join('.'), issue.message])),
    );
  }
  const lines = [
    ...body.items.map((item) => ({
      kind: item.kind,
      discountKind: null,
      name: item.name || BILL_ITEM_KIND_LABELS[item.kind],
      amount: item.amount,
      reason: null,
    })),
    ...body.discounts.map((discount) => ({
      kind: 'discount',
      discountKind: discount.kind,
      name: discount.reason,
      amount: discount.amount,
      reason: discount.reason,
    })),
  ];
  return { totals, lines };
}

/** POST /bills (/billCreate): one bill for a student of the academy, kept as a draft or sent at once. */
export async function createBill(ctx: AppContext, caller: Caller, body: CreateBillBody, origin = '') {
  if (body.periodEnd < body.periodStart) {
    throw new AppError('VALIDATION_FAILED', undefined, { periodEnd: BILLING_MESSAGES.periodOrder });
  }
  const { totals, lines } = linesOf(body);
  const now = ctx.clock.now();
  const { instId } = caller;
  const billId = await ctx.db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('students')
      .select('id')
      .where(ofInst(instId))
      .where('id', '=', body.studentId)
      .executeTakeFirst();
    if (!student) throw new AppError('NOT_FOUND');
    if (body.classId) {
      const cls = await trx
        .selectFrom('classes')
        .select('id')
        .where(ofInst(instId))
        .where('id', '=', body.classId)
        .executeTakeFirst();
      if (!cls) throw new AppError('NOT_FOUND');
    }
    const id = newId();
    await trx
      .insertInto('bills')
      .values({
        inst_id: instId,
        id,
        student_id: body.studentId,
        class_id: body.classId,
        enrolment_id: null,
        bill_month: `${body.periodStart.slice(0, 7)}-01`,
        title: body.title,
        period_start: body.periodStart,
        period_end: body.periodEnd,
        round: null,
        due_date: body.dueDate,
        subtotal: totals.subtotal,
        discount: totals.discount,
        total: totals.total,
        memo: body.memo,
        created_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await replaceItems(trx, instId, id, lines);
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'bill.create',
      target: auditTarget('bill', id),
      before: null,
      after: { title: body.title, total: totals.total, dueDate: body.dueDate, studentId: body.studentId },
      at: now,
    });
    return id;
  });
  if (body.send) await sendBills(ctx, caller, { billIds: [billId] }, origin);
  return billDetail(ctx, caller, billId);
}

/** PUT /bills/:billId: a draft's title, due date, lines, discounts and memo. A sent bill is cancelled and made again instead. */
export async function updateBill(ctx: AppContext, caller: Caller, billId: string, body: UpdateBillBody) {
  const { totals, lines } = linesOf(body);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const bill = await visibleBill(trx, caller, billId, businessDateOf(now), true);
    if (bill.status !== 'draft') throw new AppError('CONFLICT', BILLING_MESSAGES.editSent);
    await trx
      .updateTable('bills')
      .set({
        title: body.title,
        due_date: body.dueDate,
        memo: body.memo,
        subtotal: totals.subtotal,
        discount: totals.discount,
        total: totals.total,
        updated_at: now,
      })
      .where(ofInst(caller.instId))
      .where('id', '=', billId)
      .execute();
    await replaceItems(trx, caller.instId, billId, lines);
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'bill.edit',
      target: auditTarget('bill', billId),
      before: { title: bill.title, total: bill.total, dueDate: bill.due_date, memo: bill.memo },
      after: { title: body.title, total: totals.total, dueDate: body.dueDate, memo: body.memo },
      at: now,
    });
  });
  return billDetail(ctx, caller, billId);
}

/** The drafts among `billIds` (others are left out: sending is for drafts), locked when asked. */
async function draftsOf(db: Executor, caller: BillingActor, billIds: readonly string[], lock: boolean) {
  let query = db
    .selectFrom('bills as b')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'b.inst_id').onRef('s.id', '=', 'b.student_id'))
    .select([
      'b.id',
      'b.student_id',
      's.student_nm',
      'b.title',
      'b.total',
      'b.paid',
      'b.refunded',
      'b.status',
      'b.due_date',
    ])
    .where(ofInst(caller.instId, 'b'))
    .where('b.id', 'in', [...billIds])
    .where('b.status', '=', 'draft');
  if (lock) query = query.forUpdate('b');
  return query.orderBy('b.id').execute();
}
type DraftRow = Awaited<ReturnType<typeof draftsOf>>[number];

/** Where a family opens a bill to pay it. */
export const billPayLink = (billId: string) => `/v3/payment?billId=${encodeURIComponent(billId)}`;

/** One notification per family account of each bill's student (type 'bill-issued', by AlimTalk with the pay link too). */
function billNotifications(
  bills: readonly DraftRow[],
  families: Map<string, string[]>,
  text: { instNm: string; origin: string },
  now: Date,
): NewNotification[] {
  return bills.flatMap((bill) =>
    (families.get(bill.student_id) ?? []).map((userId) => ({
      userId,
      type: 'bill-issued',
      title: `${text.instNm} 청구서`,
      body: `${bill.student_nm} 학생의 ${bill.title} ${formatWon(bill.total)} 청구서가 도착했습니다. 납부 기한은 ${bill.due_date}입니다.`,
      link: billPayLink(bill.id),
      now,
      message: {
        template: 'bill-issued' as const,
        variables: {
          학원명: text.instNm,
          원생명: bill.student_nm,
          제목: bill.title,
          금액: formatWon(bill.total),
          납부기한: bill.due_date,
          링크: `${text.origin}${billPayLink(bill.id)}`,
        },
      },
    })),
  );
}

/** POST /bills/send-cost: how many drafts and families a send reaches and what its messages cost. */
export async function sendBillsCost(ctx: AppContext, caller: Caller, body: BillIdsBody, origin: string) {
  const now = ctx.clock.now();
  const drafts = await draftsOf(ctx.db, caller, body.billIds, false);
  const [families, instNm] = await Promise.all([
    familyAccountsByStudent(ctx.db, caller.instId, [...new Set(drafts.map((bill) => bill.student_id))]),
    instNameOf(ctx.db, caller.instId),
  ]);
  const notifications = billNotifications(drafts, families, { instNm, origin }, now);
  const cost = await previewMessageCost(
    ctx.db,
    caller.instId,
    notifications.map((n) => ({ userId: n.userId, type: n.type, ...(n.message ? { message: n.message } : {}) })),
    now,
    ctx.config.messagePrices,
  );
  return { bills: drafts.length, families: new Set(notifications.map((n) => n.userId)).size, cost };
}

/**
 * POST /bills/send: the drafts among the ids become sent and each family is told (in the app, by
 * push, and by AlimTalk with the payment link). A bill already sent is left as it is, so a second
 * tap sends nothing twice.
 */
export async function sendBills(ctx: AppContext, caller: BillingActor, body: BillIdsBody, origin = '') {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const drafts = await draftsOf(trx, caller, body.billIds, true);
    if (drafts.length === 0) return { sent: 0 };
    for (const bill of drafts) {
      const sent = applyBillEvent(ledgerOf(bill), { type: 'send' });
      if (!sent.ok) throw new AppError('CONFLICT', sent.message);
    }
    const ids = drafts.map((bill) => bill.id);
    await trx
      .updateTable('bills')
      .set({ status: 'sent', sent_at: now, updated_at: now })
      .where(ofInst(caller.instId))
      .where('id', 'in', ids)
      .execute();
    const [families, instNm] = await Promise.all([
      familyAccountsByStudent(trx, caller.instId, [...new Set(drafts.map((bill) => bill.student_id))]),
      instNameOf(trx, caller.instId),
    ]);
    await notify(trx, billNotifications(drafts, families, { instNm, origin }, now));
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'bill.send',
      target: auditTarget('bills', ids.length === 1 ? (ids[0] ?? '') : `${ids.length}`),
      before: { status: 'draft' },
      after: { status: 'sent', billIds: ids },
      at: now,
    });
    return { sent: drafts.length };
  });
}

/** POST /bills/:billId/cancel: an unpaid bill is voided with its reason (a paid one is refunded instead). */
export async function cancelBill(ctx: AppContext, caller: Caller, billId: string, reason: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const bill = await visibleBill(trx, caller, billId, businessDateOf(now), true);
    const cancelled = applyBillEvent(ledgerOf(bill), { type: 'cancel' });
    if (!cancelled.ok) throw new AppError('CONFLICT', cancelled.message);
    await trx
      .updateTable('bills')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason, updated_at: now })
      .where(ofInst(caller.instId))
      .where('id', '=', billId)
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'bill.cancel',
      target: auditTarget('bill', billId),
      before: { status: bill.status },
      after: { status: 'cancelled', reason },
      at: now,
    });
  });
  return billDetail(ctx, caller, billId);
}

/**
 * Applies money received to one locked bill inside `trx`: the ledger decides (never more than is
 * outstanding), the bill's paid amount and status follow, and the change is audited.
 */
export async function applyPaymentToBill(
  trx: Executor,
  input: {
    instId: string;
    bill: Pick<BillRecord, 'id' | 'total' | 'paid' | 'refunded' | 'status'>;
    amount: number;
    actorUserId: string | null;
    paymentId: string;
    now: Date;
  },
) {
  const paid = applyBillEvent(ledgerOf(input.bill), { type: 'pay', amount: input.amount });
  if (!paid.ok) return paid;
  await trx
    .updateTable('bills')
    .set({ paid: paid.state.paid, status: paid.state.status as never, updated_at: input.now })
    .where(ofInst(input.instId))
    .where('id', '=', input.bill.id)
    .execute();
  await writeAudit(trx, {
    instId: input.instId,
    actorUserId: input.actorUserId,
    action: 'bill.pay',
    target: auditTarget('bill', input.bill.id),
    before: { paid: input.bill.paid, status: input.bill.status },
    after: { paid: paid.state.paid, status: paid.state.status, paymentId: input.paymentId },
    at: input.now,
  });
  return paid;
}

/**
 * POST /bills/:billId/receipts (수납 처리): cash or a bank transfer the office received, up to what
 * is outstanding. Its 현금영수증 (on the payer's number, or self-issued from 100,000 won) is written
 * with the payment and issued once the payment is committed; a provider that is down or refuses
 * leaves it pending for the `cash-receipts-issue` job and never fails the 수납.
 */
export async function recordReceipt(ctx: AppContext, caller: Caller, billId: string, body: RecordReceiptBody) {
  const now = ctx.clock.now();
  const receiptPlan = planCashReceipt({
    method: body.method,
    amount: body.amount,
    requestedIdentity: body.cashReceiptIdentity,
  });
  const receiptId = await ctx.db.transaction().execute(async (trx) => {
    const bill = await visibleBill(trx, caller, billId, businessDateOf(now), true);
    const paymentId = newId();
    const applied = applyBillEvent(ledgerOf(bill), { type: 'pay', amount: body.amount });
    if (!applied.ok) throw new AppError('CONFLICT', applied.message);
    await trx
      .insertInto('payments')
      .values({
        inst_id: caller.instId,
        id: paymentId,
        order_id: newOrderId(),
        order_name: bill.title,
        method: body.method,
        provider: null,
        status: 'DONE',
        amount: body.amount,
        recorded_by: caller.userId,
        paid_date: body.paidDate,
        approved_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('payment_bills')
      .values({ inst_id: caller.instId, payment_id: paymentId, bill_id: billId, amount: body.amount })
      .execute();
    await applyPaymentToBill(trx, {
      instId: caller.instId,
      bill,
      amount: body.amount,
      actorUserId: caller.userId,
      paymentId,
      now,
    });
    if (!receiptPlan.issue) return null;
    return insertPendingCashReceipt(trx, ctx, {
      instId: caller.instId,
      paymentId,
      amount: body.amount,
      paidDate: body.paidDate,
      plan: receiptPlan,
      now,
    });
  });
  if (receiptId) {
    // The money is recorded whatever happens here: a failed try is kept on the receipt (its
    // attempts and reason) and the job tries again, recording an unexpected error in its run.
    await issueCashReceipt(ctx, { instId: caller.instId, receiptId }).catch(() => 'pending');
  }
  return billDetail(ctx, caller, billId);
}
