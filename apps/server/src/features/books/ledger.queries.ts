import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';
import { shownStatus } from '../billing/bills.queries';

/**
 * The ledger's SQL (ledger.ts in the domain is its twin, held equal by ledger.parity.test.ts): each
 * bill in the books (not a draft, not voided) gives its subtotal, discount, paid, refunded, what is
 * outstanding (total − paid while no refund settled it) and what a refund left unasked (waived).
 * Names sort with `collate "C"` (code points: 가나다 for Hangul), as the domain sorts them.
 */

const IN_BOOKS = sql<boolean>`b.status not in ('draft', 'cancelled')`;

/** The six sums of the ledger over the grouped bills. */
const MONEY = [
  sql<number>`coalesce(sum(b.subtotal), 0)::int`.as('billed'),
  sql<number>`coalesce(sum(b.discount), 0)::int`.as('discounted'),
  sql<number>`coalesce(sum(b.paid), 0)::int`.as('paid'),
  sql<number>`coalesce(sum(b.refunded), 0)::int`.as('refunded'),
  sql<number>`coalesce(sum(case when b.refunded = 0 then greatest(b.total - b.paid, 0) else 0 end), 0)::int`.as(
    'outstanding',
  ),
  sql<number>`coalesce(sum(case when b.refunded > 0 then greatest(b.total - b.paid, 0) else 0 end), 0)::int`.as(
    'waived',
  ),
] as const;

const monthKey = sql<string>`to_char(b.bill_month, 'YYYY-MM')`;

function booksOf(db: Executor, instId: string) {
  return db
    .selectFrom('bills as b')
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .where(ofInst(instId, 'b'))
    .where(IN_BOOKS);
}

/** One page of a month's lines: per class and student, in the ledger's order. */
export async function ledgerLines(
  db: Executor,
  instId: string,
  input: { month: string; limit: number; offset: number },
) {
  return booksOf(db, instId)
    .innerJoin('students as st', (join) =>
      join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
    )
    .where('b.bill_month', '=', `${input.month}-01`)
    .select([monthKey.as('month'), 'b.student_id', 'st.student_nm', 'b.class_id', 'c.class_nm', ...MONEY])
    .select(sql<number>`count(*)::int`.as('bills'))
    .groupBy(['b.bill_month', 'b.student_id', 'st.student_nm', 'b.class_id', 'c.class_nm'])
    .orderBy(sql`c.class_nm collate "C" nulls last`)
    .orderBy(sql`b.class_id nulls last`)
    .orderBy(sql`st.student_nm collate "C"`)
    .orderBy('b.student_id')
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}

/** A month's subtotals per class, with how many lines (students) each has. */
export async function ledgerClasses(db: Executor, instId: string, month: string) {
  return booksOf(db, instId)
    .where('b.bill_month', '=', `${month}-01`)
    .select(['b.class_id', 'c.class_nm', ...MONEY])
    .select(sql<number>`count(distinct b.student_id)::int`.as('lines'))
    .groupBy(['b.class_id', 'c.class_nm'])
    .orderBy(sql`c.class_nm collate "C" nulls last`)
    .orderBy(sql`b.class_id nulls last`)
    .execute();
}

/** The ledger's money per billing month and class over `[from, to]` (first days of months). */
export async function ledgerByMonthAndClass(db: Executor, instId: string, range: { from: IsoDate; to: IsoDate }) {
  return booksOf(db, instId)
    .where('b.bill_month', '>=', range.from)
    .where('b.bill_month', '<=', range.to)
    .select([monthKey.as('month'), 'b.class_id', 'c.class_nm', ...MONEY])
    .groupBy(['b.bill_month', 'b.class_id', 'c.class_nm'])
    .execute();
}

/** One student's bills of a year, drafts and voided ones included (the detail shows them, counting nothing). */
export async function studentBillsOfYear(
  db: Executor,
  instId: string,
  input: { studentId: string; year: number; today: IsoDate },
) {
  return db
    .selectFrom('bills as b')
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .where(ofInst(instId, 'b'))
    .where('b.student_id', '=', input.studentId)
    .where('b.bill_month', '>=', `${input.year}-01-01`)
    .where('b.bill_month', '<=', `${input.year}-12-01`)
    .select([
      'b.id',
      'b.title',
      monthKey.as('month'),
      'b.class_id',
      'c.class_nm',
      'b.subtotal',
      'b.discount',
      'b.total',
      'b.paid',
      'b.refunded',
      'b.status',
      'b.due_date',
      shownStatus(input.today).as('shown_status'),
    ])
    .orderBy('b.bill_month')
    .orderBy('b.period_start')
    .orderBy('b.id')
    .execute();
}
