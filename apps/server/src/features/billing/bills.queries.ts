import type { BillStatus } from '@academy/domain/billing/billing.constants';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of bills; every one takes the academy and filters by it. */

/**
 * A bill's status as people see it, in SQL: the stored one, except that a bill still waiting for
 * money after its due date reads `overdue`. The SQL twin of the domain's `billStatusOf`; the two
 * are held equal by bills.status.test.ts.
 */
export function shownStatus(today: IsoDate, table = 'b') {
  const status = sql.ref(`${table}.status`);
  return sql<BillStatus>`case when ${status} in ('sent', 'partly_paid') and ${sql.ref(`${table}.due_date`)} < ${today}::date
    then 'overdue' else ${status} end`;
}

/**
 * The bills a caller sees: every bill for the office; their family's sent bills for parents and
 * students. The family's children are found first (the student's own record, the guardian's links:
 * both by account, indexed), so a family's list never walks the academy's bills.
 */
export function billsVisibleTo(caller: Caller, table = 'b'): Expression<SqlBool> {
  if (caller.scope === 'all') return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(`${table}.status`)} <> 'draft' and ${sql.ref(`${table}.student_id`)} in (
      select s.id from students s where s.inst_id = ${caller.instId} and s.user_id = ${caller.userId}
      union all
      select g.student_id from student_guardians g where g.inst_id = ${caller.instId} and g.user_id = ${caller.userId})`;
}

export type BillFilter = {
  month?: string | undefined;
  status?: BillStatus | undefined;
  unpaid?: boolean | undefined;
  classId?: string | undefined;
  studentId?: string | undefined;
  billIds?: readonly string[];
};

function billsQuery(db: Executor, caller: Caller, filter: BillFilter, today: IsoDate) {
  let query = db
    .selectFrom('bills as b')
    .innerJoin('students as st', (join) =>
      join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
    )
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .where(ofInst(caller.instId, 'b'))
    .where(billsVisibleTo(caller));
  if (filter.month) query = query.where('b.bill_month', '=', `${filter.month}-01`);
  if (filter.classId) query = query.where('b.class_id', '=', filter.classId);
  if (filter.studentId) query = query.where('b.student_id', '=', filter.studentId);
  if (filter.billIds) query = query.where('b.id', 'in', filter.billIds.length ? [...filter.billIds] : [null as never]);
  if (filter.status) query = query.where(sql<SqlBool>`${shownStatus(today)} = ${filter.status}`);
  if (filter.unpaid) query = query.where('b.status', 'in', ['sent', 'partly_paid']);
  return query;
}

/** The columns of a bill row (SPEC `classInfo` names are made from them by the mapper). */
export async function listBills(
  db: Executor,
  caller: Caller,
  filter: BillFilter & { after?: { month: string; id: string } | undefined; limit: number },
  today: IsoDate,
) {
  let query = billsQuery(db, caller, filter, today).select([
    'b.id',
    'b.title',
    'b.student_id',
    'st.student_nm',
    'b.class_id',
    'c.class_nm',
    'b.bill_month',
    'b.period_start',
    'b.period_end',
    'b.due_date',
    'b.round',
    'b.prepayment_months',
    'b.subtotal',
    'b.discount',
    'b.total',
    'b.paid',
    'b.refunded',
    'b.memo',
    'b.cancel_reason',
    'b.sent_at',
    shownStatus(today).as('shown_status'),
  ]);
  if (filter.after) {
    const { month, id } = filter.after;
    query = query.where(
      sql<SqlBool>`(b.bill_month < ${month}::date or (b.bill_month = ${month}::date and b.id > ${id}))`,
    );
  }
  return query.orderBy('b.bill_month', 'desc').orderBy('b.id').limit(filter.limit).execute();
}
export type BillListRow = Awaited<ReturnType<typeof listBills>>[number];

/** Totals over every bill the filter matches (not one page): one statement. */
export async function billTotalsOf(db: Executor, caller: Caller, filter: BillFilter, today: IsoDate) {
  const row = await billsQuery(db, caller, filter, today)
    .select([
      sql<number>`count(*) filter (where b.status <> 'cancelled')::int`.as('count'),
      sql<number>`coalesce(sum(b.total) filter (where b.status not in ('cancelled', 'draft')), 0)::int`.as('billed'),
      sql<number>`coalesce(sum(b.paid - b.refunded), 0)::int`.as('paid'),
      sql<number>`coalesce(sum(b.total - b.paid) filter (where b.status in ('sent', 'partly_paid')), 0)::int`.as(
        'unpaid',
      ),
      sql<number>`coalesce(sum(b.refunded), 0)::int`.as('refunded'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** One bill the caller sees, optionally locked for a change; undefined when not theirs to see. */
export async function findBill(db: Executor, caller: Caller, billId: string, today: IsoDate, lock = false) {
  let query = billsQuery(db, caller, { billIds: [billId] }, today)
    .selectAll('b')
    .select(['st.student_nm', 'c.class_nm', shownStatus(today).as('shown_status')]);
  if (lock) query = query.forUpdate('b');
  return query.executeTakeFirst();
}
export type BillRecord = NonNullable<Awaited<ReturnType<typeof findBill>>>;

export async function itemsOf(db: Executor, instId: string, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('bill_items')
    .select(['bill_id', 'seq', 'kind', 'discount_kind', 'name', 'amount', 'reason'])
    .where(ofInst(instId))
    .where('bill_id', 'in', [...billIds])
    .orderBy('bill_id')
    .orderBy('seq')
    .execute();
}

/** Replaces a bill's lines and discounts (one delete, one insert). */
export async function replaceItems(
  db: Executor,
  instId: string,
  billId: string,
  lines: readonly {
    kind: string;
    discountKind: string | null;
    name: string;
    amount: number;
    reason: string | null;
  }[],
) {
  await db.deleteFrom('bill_items').where(ofInst(instId)).where('bill_id', '=', billId).execute();
  if (lines.length === 0) return;
  await db
    .insertInto('bill_items')
    .values(
      lines.map((line, seq) => ({
        inst_id: instId,
        bill_id: billId,
        seq,
        kind: line.kind as never,
        discount_kind: line.discountKind as never,
        name: line.name,
        amount: line.amount,
        reason: line.reason,
      })),
    )
    .execute();
}

/**
 * A payment's 현금영수증 as a payment's summary shows it, read in the payment's own statement from
 * `cash_receipts as cr` left-joined on it (at most one per payment: a unique index).
 */
export const CASH_RECEIPT_COLUMNS = [
  'cr.status as cash_receipt_status',
  'cr.identity_masked as cash_receipt_identity_masked',
  'cr.self_issued as cash_receipt_self_issued',
  'cr.issue_number as cash_receipt_issue_number',
  'cr.receipt_url as cash_receipt_url',
  'cr.due_date as cash_receipt_due_date',
  'cr.failure_message as cash_receipt_failure_message',
] as const;

/** The payments made towards some bills, newest first, with the share each bill got and their receipts. */
export async function paymentsOfBills(db: Executor, instId: string, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('payment_bills as pb')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pb.inst_id').onRef('p.id', '=', 'pb.payment_id'),
    )
    .leftJoin('cash_receipts as cr', (join) =>
      join.onRef('cr.inst_id', '=', 'p.inst_id').onRef('cr.payment_id', '=', 'p.id'),
    )
    .select(CASH_RECEIPT_COLUMNS)
    .select([
      'pb.bill_id',
      'pb.amount as share',
      'p.id',
      'p.method',
      'p.status',
      'p.amount',
      'p.cancelled_amount',
      'p.approved_at',
      'p.installment_cd',
      'p.card_company',
      'p.card_number_masked',
    ])
    .where(ofInst(instId, 'pb'))
    .where('pb.bill_id', 'in', [...billIds])
    .where('p.status', 'in', ['DONE', 'PARTIAL_CANCELED', 'CANCELED', 'WAITING_FOR_DEPOSIT'])
    .orderBy('p.created_at', 'desc')
    .execute();
}
