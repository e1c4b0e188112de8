import { addMoney, billMoneyOf, type LedgerMoney, moneyOf, ZERO_MONEY } from '@academy/domain/books/ledger';
import {
  LEDGER_PAGE_SIZE,
  type LedgerListQuery,
  type LedgerListResponse,
  type LedgerMonthView,
  type LedgerStudentResponse,
  type LedgerYearQuery,
} from '@academy/domain/books/ledger.schema';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { ofInst } from '../../platform/tenancy/of-inst';
import { ledgerClasses, ledgerLines, studentBillsOfYear } from './ledger.queries';

/**
 * The tuition ledger (교습비 원장): a month's lines per class and student with the classes' subtotals
 * and the academy's totals, and one student's year. Read-only; the office (041 or 042) only
 * (ledger.access.ts). The money rules are the domain's `ledgerOf`; the SQL is its twin.
 */

/** GET /books/ledger?month=YYYY-MM[&page=n]: two statements whatever the page holds. */
export async function ledgerList(ctx: AppContext, caller: Caller, query: LedgerListQuery): Promise<LedgerListResponse> {
  const page = query.page ?? 1;
  const [classes, lines] = await Promise.all([
    ledgerClasses(ctx.db, caller.instId, query.month),
    ledgerLines(ctx.db, caller.instId, {
      month: query.month,
      limit: LEDGER_PAGE_SIZE,
      offset: (page - 1) * LEDGER_PAGE_SIZE,
    }),
  ]);
  const classViews = classes.map((row) => ({
    classId: row.class_id,
    classNm: row.class_nm,
    lines: row.lines,
    ...moneyOf(row),
  }));
  const lineCount = classViews.reduce((total, row) => total + row.lines, 0);
  return {
    month: query.month,
    page,
    pageCount: Math.max(1, Math.ceil(lineCount / LEDGER_PAGE_SIZE)),
    lineCount,
    lines: lines.map((row) => ({
      month: row.month,
      studentId: row.student_id,
      studentNm: row.student_nm,
      classId: row.class_id,
      classNm: row.class_nm,
      bills: row.bills,
      ...moneyOf(row),
    })),
    classes: classViews,
    totals: classViews.reduce<LedgerMoney>((total, row) => addMoney(total, row), ZERO_MONEY),
  };
}

/** GET /books/ledger/students/:studentId?year=YYYY: the student's months of the year with their bills. */
export async function ledgerOfStudent(
  ctx: AppContext,
  caller: Caller,
  input: { studentId: string } & LedgerYearQuery,
): Promise<LedgerStudentResponse> {
  const now = ctx.clock.now();
  const year = input.year ?? seoulDateTimeParts(now).year;
  const student = await ctx.db
    .selectFrom('students')
    .select(['id', 'student_nm'])
    .where(ofInst(caller.instId))
    .where('id', '=', input.studentId)
    .executeTakeFirst();
  if (!student) throw new AppError('NOT_FOUND');
  const bills = await studentBillsOfYear(ctx.db, caller.instId, {
    studentId: student.id,
    year,
    today: businessDateOf(now),
  });
  const months = new Map<string, LedgerMonthView>();
  for (const bill of bills) {
    const money = billMoneyOf({
      billId: bill.id,
      studentId: student.id,
      studentNm: student.student_nm,
      classId: bill.class_id,
      classNm: bill.class_nm,
      month: bill.month,
      subtotal: bill.subtotal,
      discount: bill.discount,
      total: bill.total,
      paid: bill.paid,
      refunded: bill.refunded,
      status: bill.status,
    });
    const month = months.get(bill.month) ?? { month: bill.month, ...ZERO_MONEY, bills: [] };
    months.set(bill.month, {
      ...month,
      ...addMoney(month, money),
      bills: [
        ...month.bills,
        {
          billId: bill.id,
          title: bill.title,
          classNm: bill.class_nm,
          status: bill.shown_status,
          dueDate: bill.due_date,
          ...money,
        },
      ],
    });
  }
  const list = [...months.values()];
  return {
    studentId: student.id,
    studentNm: student.student_nm,
    year,
    months: list,
    totals: list.reduce<LedgerMoney>((total, month) => addMoney(total, month), ZERO_MONEY),
  };
}
