import { applyBillEvent, type BillEvent, type BillLedger } from '@academy/domain/billing/bill-ledger';
import { type LedgerBill, ledgerOf } from '@academy/domain/books/ledger';
import { LEDGER_PAGE_SIZE, type LedgerListResponse } from '@academy/domain/books/ledger.schema';
import { monthReportOf, monthsEndingAt } from '@academy/domain/books/month-report';
import type { MonthReportResponse } from '@academy/domain/books/month-report.schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, createAcademy, insertClass } from '../attendance/attendance.test-helpers';

/**
 * The ledger's SQL (ledger.queries.ts) against its domain twin `ledgerOf`: bills in every state the
 * billing ledger can leave them (random events through `applyBillEvent`, drafts and voided ones
 * included, bills without a class, two months, several bills of one student and class) are written,
 * then the list — every page, the subtotals, the totals — and the month-end report must equal the
 * domain's answer over the same rows read back, to the won and in the same order. A month is given
 * more lines than one page holds, so paging is compared too.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-12-20T03:00:00Z');
const app = await createTestApp(db, { clock });
const academy = await createAcademy(db);
const { instId } = academy;
const director = await callerFor(app, db, academy.director.id, clock.now());
const classIds = [
  await insertClass(db, instId, { classNm: '중3 수학', teacherIds: [academy.teacher.id] }),
  await insertClass(db, instId, { classNm: '고1 영어', teacherIds: [academy.teacher.id] }),
  await insertClass(db, instId, { classNm: '중3수학', teacherIds: [academy.teacher.id] }),
];
const SURNAMES = ['김', '이', '박', '최', '정', '강', 'Kim', '한'];
const students = Array.from({ length: LEDGER_PAGE_SIZE + 40 }, (_, index) => ({
  inst_id: instId,
  id: newId(),
  student_nm: `${SURNAMES[index % SURNAMES.length]}${index % 13 === 0 ? ' ' : ''}원생${index % 50}`,
  status: 'enrolled',
}));
await db
  .insertInto('students')
  .values(students as never)
  .execute();

const events = fc.array(
  fc.oneof(
    fc.constant<BillEvent>({ type: 'send' }),
    fc.constant<BillEvent>({ type: 'send' }),
    fc.constant<BillEvent>({ type: 'cancel' }),
    fc.integer({ min: 1, max: 300_000 }).map((amount): BillEvent => ({ type: 'pay', amount })),
    fc.integer({ min: 1, max: 300_000 }).map((amount): BillEvent => ({ type: 'refund', amount })),
  ),
  { maxLength: 6 },
);

const bill = fc.record({
  student: fc.nat({ max: students.length - 1 }),
  klass: fc.nat({ max: classIds.length }),
  month: fc.constantFrom('2026-11', '2026-12'),
  subtotal: fc.integer({ min: 0, max: 300_000 }),
  discountShare: fc.integer({ min: 0, max: 50 }),
  events,
});

/** Every student billed in 2026-12 at least once (more lines than a page), plus random bills. */
const generated =
  fc.sample(fc.array(bill, { minLength: 300, maxLength: 300 }), { numRuns: 1, seed: 20261220 })[0] ?? [];
const everyone = students.map((_, index) => ({
  student: index,
  klass: index % classIds.length,
  month: '2026-12',
  subtotal: 200_000,
  discountShare: index % 3 === 0 ? 10 : 0,
  events: [{ type: 'send' }, { type: 'pay', amount: (index % 5) * 40_000 + 1 }] as BillEvent[],
}));

const rows = [...everyone, ...generated].map((spec, index) => {
  const discount = Math.floor((spec.subtotal * spec.discountShare) / 100);
  const state = spec.events.reduce<BillLedger>((current, event) => applyBillEvent(current, event).state, {
    total: spec.subtotal - discount,
    paid: 0,
    refunded: 0,
    status: 'draft',
  });
  const day = String((index % 27) + 1).padStart(2, '0');
  return {
    inst_id: instId,
    id: newId(),
    student_id: students[spec.student]?.id as string,
    class_id: classIds[spec.klass] ?? null,
    bill_month: `${spec.month}-01`,
    title: `${spec.month} 교습비`,
    period_start: `${spec.month}-${day}`,
    period_end: `${spec.month}-28`,
    due_date: `${spec.month}-10`,
    subtotal: spec.subtotal,
    discount,
    total: state.total,
    paid: state.paid,
    refunded: state.refunded,
    status: state.status as LedgerBill['status'],
  };
});
for (let start = 0; start < rows.length; start += 200) {
  await db
    .insertInto('bills')
    .values(rows.slice(start, start + 200))
    .execute();
}

/** The bills as stored, read back in the domain's shape. */
async function storedBills(): Promise<LedgerBill[]> {
  const stored = await db
    .selectFrom('bills as b')
    .innerJoin('students as st', (join) =>
      join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
    )
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .select([
      'b.id',
      'b.student_id',
      'st.student_nm',
      'b.class_id',
      'c.class_nm',
      'b.bill_month',
      'b.subtotal',
      'b.discount',
      'b.total',
      'b.paid',
      'b.refunded',
      'b.status',
    ])
    .where('b.inst_id', '=', instId)
    .execute();
  return stored.map((row) => ({
    billId: row.id,
    studentId: row.student_id,
    studentNm: row.student_nm,
    classId: row.class_id,
    classNm: row.class_nm,
    month: row.bill_month.slice(0, 7),
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    paid: row.paid,
    refunded: row.refunded,
    status: row.status,
  }));
}

async function getJson<T>(url: string): Promise<T> {
  const response = await director.inject({ method: 'GET', url: `/api/insts/${instId}${url}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('the ledger’s SQL equals ledgerOf over the same bills', () => {
  it.each(['2026-11', '2026-12'])('%s: every line of every page, the subtotals and the totals', async (month) => {
    const expected = ledgerOf((await storedBills()).filter((row) => row.month === month));
    const first = await getJson<LedgerListResponse>(`/books/ledger?month=${month}`);
    const lines = [...first.lines];
    for (let page = 2; page <= first.pageCount; page += 1) {
      lines.push(...(await getJson<LedgerListResponse>(`/books/ledger?month=${month}&page=${page}`)).lines);
    }
    if (month === '2026-12') expect(first.pageCount).toBeGreaterThan(1);
    expect(first.lineCount).toBe(expected.lines.length);
    expect(lines).toEqual(expected.lines);
    expect(first.classes).toEqual(expected.classes);
    expect(first.totals).toEqual(expected.totals);
  });

  it('the month-end report equals monthReportOf over the ledger’s lines', async () => {
    const report = await getJson<MonthReportResponse>('/books/month-report?to=2026-12');
    const months = monthsEndingAt('2026-12');
    const expected = monthReportOf(ledgerOf(await storedBills()).lines, months);
    // The director sees the cash book's 지출 too: this academy has none, so every month's is 0.
    expect(report.months).toEqual(expected.months.map((month) => ({ ...month, paidOut: 0 })));
    expect(report.classes).toEqual(expected.classes);
    expect(report.totals).toEqual(expected.totals);
  });
});
