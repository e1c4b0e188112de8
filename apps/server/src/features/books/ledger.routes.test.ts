import type { LedgerListResponse, LedgerStudentResponse } from '@academy/domain/books/ledger.schema';
import type { MonthReportResponse } from '@academy/domain/books/month-report.schema';
import type { YearStatementResponse } from '@academy/domain/books/year-statement.schema';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { Caller } from '../attendance/attendance.test-helpers';
import { type BillingWorld, billingApi, createBillingWorld } from '../billing/billing.test-helpers';
import { CLASS_SHEET_NAME, MONTH_SHEET_NAME } from './month-report.xlsx';

/**
 * The books as the office and the family read them, on bills made and paid through the billing API:
 * in 2026-12, 최민준 paid in full (card), 최서연 paid 50,000원 of 200,000원 in cash, and 한하윤 paid
 * in full and got 80,000원 back; a draft and a voided bill count nothing.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-12-05T03:00:00Z');
const app = await createTestApp(db, { clock });
let world: BillingWorld;
let api: ReturnType<typeof billingApi>;
const bills: Record<'minjun' | 'seoyeon' | 'hayun', string> = { minjun: '', seoyeon: '', hayun: '' };

const get = async <T>(caller: Caller, url: string, status = 200) => {
  const response = await caller.inject({ method: 'GET', url: `${api.base}${url}` });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

async function receipt(billId: string, amount: number) {
  const response = await world.director.inject({
    method: 'POST',
    url: `${api.base}/bills/${billId}/receipts`,
    payload: { method: 'cash', amount, paidDate: '2026-12-03' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  world = await createBillingWorld(app, db, clock.now());
  api = billingApi(world.instId);
  const { billIds } = await api.generate(world.director, '2026-12');
  await api.send(world.director, billIds);
  const listed = await api.list(world.director, '?month=2026-12');
  for (const bill of listed.bills) {
    if (bill.studentId === world.minjun) bills.minjun = bill.billId;
    if (bill.studentId === world.seoyeon) bills.seoyeon = bill.billId;
    if (bill.studentId === world.hayun) bills.hayun = bill.billId;
  }
  // 최민준: the parent pays by card.
  const order = await api.order(world.parent, [bills.minjun]);
  const { paymentKey } = await api.authorize(world.parent, order.orderId);
  const confirmed = await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await receipt(bills.seoyeon, 50_000);
  await receipt(bills.hayun, 200_000);
  const refund = await world.director.inject({
    method: 'POST',
    url: `${api.base}/bills/${bills.hayun}/refunds`,
    payload: { refundDate: '2026-12-04', cause: 'learner', amount: 80_000, reason: '퇴원' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // A draft and a voided bill by hand: not in the books.
  for (const send of [false, true]) {
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.minjun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 재료비',
        dueDate: '2026-12-10',
        items: [{ kind: 'material', amount: 30_000 }],
        send,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    if (send) {
      const cancelled = await world.director.inject({
        method: 'POST',
        url: `${api.base}/bills/${made.json().bill.billId}/cancel`,
        payload: { reason: '잘못 만든 청구서' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
  }
});

describe('the month’s ledger', () => {
  it('gives each student’s line and the totals, agreeing with the bills list', async () => {
    const ledger = await get<LedgerListResponse>(world.director, '/books/ledger?month=2026-12');
    const byName = new Map(ledger.lines.map((line) => [line.studentNm, line]));
    expect(ledger.lines.map((line) => line.studentNm)).toEqual(['최민준', '최서연', '한하윤']);
    expect(byName.get('최민준')).toMatchObject({
      billed: 200_000,
      paid: 200_000,
      refunded: 0,
      outstanding: 0,
      bills: 1,
    });
    expect(byName.get('최서연')).toMatchObject({ billed: 200_000, paid: 50_000, outstanding: 150_000, waived: 0 });
    expect(byName.get('한하윤')).toMatchObject({ billed: 200_000, paid: 200_000, refunded: 80_000, outstanding: 0 });
    expect(ledger.totals).toEqual({
      billed: 600_000,
      discounted: 0,
      paid: 450_000,
      refunded: 80_000,
      outstanding: 150_000,
      waived: 0,
    });
    expect(ledger.classes).toEqual([{ classId: world.classId, classNm: '중3 수학', lines: 3, ...ledger.totals }]);
    expect(ledger).toMatchObject({ month: '2026-12', page: 1, pageCount: 1, lineCount: 3 });
    // InstBill's totals of the same month say the same.
    const { totals } = await api.list(world.director, '?month=2026-12');
    expect(totals).toMatchObject({
      billed: ledger.totals.billed - ledger.totals.discounted,
      paid: ledger.totals.paid - ledger.totals.refunded,
      unpaid: ledger.totals.outstanding,
      refunded: ledger.totals.refunded,
    });
  });

  it('agrees to the won with the payments the bills took and the refunds made of them', async () => {
    const ledger = await get<LedgerListResponse>(world.director, '/books/ledger?month=2026-12');
    const monthBills = Object.values(bills);
    const paid = await db
      .selectFrom('payment_bills as pb')
      .innerJoin('payments as p', (join) =>
        join.onRef('p.inst_id', '=', 'pb.inst_id').onRef('p.id', '=', 'pb.payment_id'),
      )
      .select(sql<number>`coalesce(sum(pb.amount), 0)::int`.as('sum'))
      .where('pb.bill_id', 'in', monthBills)
      .where('p.paid_date', 'is not', null)
      .executeTakeFirstOrThrow();
    const refunded = await db
      .selectFrom('payment_cancels')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('sum'))
      .where('bill_id', 'in', monthBills)
      .executeTakeFirstOrThrow();
    expect(ledger.totals.paid).toBe(paid.sum);
    expect(ledger.totals.refunded).toBe(refunded.sum);
  });

  it('is empty for a month without bills', async () => {
    const ledger = await get<LedgerListResponse>(world.director, '/books/ledger?month=2026-10');
    expect(ledger).toMatchObject({ lines: [], classes: [], lineCount: 0, pageCount: 1 });
  });

  it('gives a manager holding 041 the books, and refuses the family and a teacher', async () => {
    await get(world.viewingManager, '/books/ledger?month=2026-12');
    await get(world.parent, '/books/ledger?month=2026-12', 403);
    await get(world.teacher, '/books/ledger?month=2026-12', 403);
  });
});

describe('one student’s year', () => {
  it('lists the months with their bills, the voided and the draft ones counting nothing', async () => {
    const year = await get<LedgerStudentResponse>(world.director, `/books/ledger/students/${world.minjun}?year=2026`);
    expect(year.studentNm).toBe('최민준');
    expect(year.months.map((month) => month.month)).toEqual(['2026-12']);
    const december = year.months[0];
    expect(december?.bills).toHaveLength(3);
    expect(december?.bills.map((bill) => bill.status).sort()).toEqual(['cancelled', 'draft', 'paid']);
    expect(december).toMatchObject({ billed: 200_000, paid: 200_000, outstanding: 0 });
    expect(year.totals).toMatchObject({ billed: 200_000, paid: 200_000 });
  });

  it('answers 404 for another academy’s student', async () => {
    await get(world.foreignDirector, `/books/ledger/students/${world.minjun}`, 404);
    const foreignInst = await db
      .selectFrom('memberships')
      .select('inst_id')
      .where('user_id', '=', world.foreignDirector.userId)
      .executeTakeFirstOrThrow();
    const response = await world.foreignDirector.inject({
      method: 'GET',
      url: `/api/insts/${foreignInst.inst_id}/books/ledger/students/${world.minjun}`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the month-end report', () => {
  it('has twelve months ending with the month asked for, the last equal to the ledger’s totals', async () => {
    // The cash book's December: rent paid out, a deleted entry and an income, of which only the rent is 지출.
    const entry = async (payload: object) => {
      const response = await world.director.inject({ method: 'POST', url: `${api.base}/cash-book`, payload });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { entry: { entryId: string } }).entry;
    };
    await entry({ kind: 'out', category: 'rent', entryDate: '2026-12-05', amount: 300_000, note: '12월 임대료' });
    await entry({ kind: 'in', category: 'textbook_sale', entryDate: '2026-12-06', amount: 40_000, note: '교재' });
    const mistaken = await entry({
      kind: 'out',
      category: 'supplies',
      entryDate: '2026-12-07',
      amount: 9_000,
      note: '',
    });
    const removed = await world.director.inject({
      method: 'DELETE',
      url: `${api.base}/cash-book/${mistaken.entryId}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const report = await get<MonthReportResponse>(world.director, '/books/month-report?to=2026-12');
    expect(report).toMatchObject({ from: '2026-01', to: '2026-12' });
    expect(report.months).toHaveLength(12);
    const december = report.months[11];
    expect(december).toMatchObject({
      month: '2026-12',
      paid: 450_000,
      refunded: 80_000,
      revenue: 370_000,
      outstanding: 150_000,
      paidOut: 300_000,
    });
    expect(report.months[10]?.paidOut).toBe(0);
    expect(report.totals.revenue).toBe(370_000);
    // A manager who may see payments (041) but not the cash book (061) gets no 지출.
    const viewing = await get<MonthReportResponse>(world.viewingManager, '/books/month-report?to=2026-12');
    expect(viewing.months.every((month) => month.paidOut === null)).toBe(true);
    expect(viewing.totals).toEqual(report.totals);
    expect(report.classes.map((klass) => [klass.classNm, klass.revenue])).toEqual([['중3 수학', 370_000]]);
  });

  it('exports the same figures as .xlsx', async () => {
    const response = await world.director.inject({
      method: 'GET',
      url: `${api.base}/books/month-report/export?to=2026-12`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('month-report.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const months = workbook.getWorksheet(MONTH_SHEET_NAME);
    expect(months?.getRow(13).values).toEqual([
      undefined,
      '2026-12',
      600_000,
      0,
      450_000,
      80_000,
      370_000,
      150_000,
      300_000,
    ]);
    expect(months?.getRow(14).getCell(6).value).toBe(370_000);
    const classes = workbook.getWorksheet(CLASS_SHEET_NAME);
    expect(classes?.getRow(2).getCell(1).value).toBe('중3 수학');
    expect(classes?.getRow(2).getCell(14).value).toBe(370_000);
  });

  it('refuses the family', async () => {
    await get(world.parent, '/books/month-report', 403);
  });
});

describe('the year-end statement', () => {
  it('gives the parent both children, by the month the money moved', async () => {
    const statement = await get<YearStatementResponse>(world.parent, '/books/year-statement?year=2026');
    expect(statement.instNm).not.toBe('');
    expect(statement.issuedOn).toBe('2026-12-05');
    expect(statement.children.map((child) => [child.studentNm, child.total])).toEqual([
      ['최민준', { paid: 200_000, refunded: 0, net: 200_000 }],
      ['최서연', { paid: 50_000, refunded: 0, net: 50_000 }],
    ]);
    expect(statement.children[1]?.months[11]).toEqual({ month: '2026-12', paid: 50_000, refunded: 0, net: 50_000 });
    expect(statement.total).toEqual({ paid: 250_000, refunded: 0, net: 250_000 });
  });

  it('gives the office one student, refunds deducted', async () => {
    const statement = await get<YearStatementResponse>(
      world.director,
      `/books/year-statement?year=2026&studentId=${world.hayun}`,
    );
    expect(statement.children).toEqual([
      expect.objectContaining({ studentNm: '한하윤', total: { paid: 200_000, refunded: 80_000, net: 120_000 } }),
    ]);
    await get(world.director, '/books/year-statement?year=2026', 400);
  });

  it('answers 404 for another family’s child and nothing for another year', async () => {
    await get(world.parent, `/books/year-statement?studentId=${world.hayun}`, 404);
    const before = await get<YearStatementResponse>(world.parent, '/books/year-statement?year=2025');
    expect(before.children).toEqual([]);
    await get(world.teacher, `/books/year-statement?studentId=${world.minjun}`, 403);
  });
});
