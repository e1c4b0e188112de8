import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBillEvent, type BillEvent, type BillLedger } from '../billing/bill-ledger';
import { isInBooks, type LedgerBill, ledgerOf, revenueOf } from './ledger';
import { type MonthClassMoney, monthReportOf, monthsEndingAt } from './month-report';
import { type TotalsInput, transactionTotals } from './transactions.totals';

/**
 * The books agree (decisions 0050, 0051): for any academy's bills driven through the billing ledger
 * (sends, payments, partial and whole refunds, cancels, in any order) and any paid-in/out entries,
 * the tuition ledger, the month-end report and 거래 내역 tell the same money — the report's totals
 * are the ledger's, the ledger's paid − refunded is what the payments and refunds of 거래 내역 net,
 * 거래 내역's net is that plus the academy's own income minus its expenses, and every total is the
 * sum of its lines. Money here moves within its bill's month, so the months agree too.
 */

const MONTHS = monthsEndingAt('2026-12', 3);
const CLASSES = [
  { classId: '00000000-0000-7000-8000-0000000000c1', classNm: '중3 수학' },
  { classId: null, classNm: null },
] as const;

type Movement = { bill: LedgerBill; movements: TotalsInput[] };

const dayOf = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** A bill with the payments and refunds the ledger accepted, each a movement of 거래 내역 in its month. */
const billArbitrary = fc
  .record({
    klass: fc.constantFrom(...CLASSES),
    month: fc.constantFrom(...MONTHS),
    student: fc.integer({ min: 1, max: 4 }),
    subtotal: fc.integer({ min: 0, max: 400_000 }),
    discountShare: fc.integer({ min: 0, max: 50 }),
    events: fc.array(
      fc.record({
        day: fc.integer({ min: 1, max: 28 }),
        event: fc.oneof(
          fc.constant<BillEvent>({ type: 'send' }),
          fc.constant<BillEvent>({ type: 'cancel' }),
          fc.integer({ min: 1, max: 400_000 }).map((amount): BillEvent => ({ type: 'pay', amount })),
          fc.integer({ min: 1, max: 400_000 }).map((amount): BillEvent => ({ type: 'refund', amount })),
        ),
      }),
      { maxLength: 8 },
    ),
    index: fc.nat(),
  })
  .map(({ klass, month, student, subtotal, discountShare, events, index }): Movement => {
    const discount = Math.floor((subtotal * discountShare) / 100);
    let state: BillLedger = { total: subtotal - discount, paid: 0, refunded: 0, status: 'draft' };
    const movements: TotalsInput[] = [];
    for (const { day, event } of events) {
      const result = applyBillEvent(state, event);
      if (!result.ok) continue;
      state = result.state;
      if (event.type === 'pay') movements.push({ date: dayOf(month, day), direction: 'in', amount: event.amount });
      if (event.type === 'refund') movements.push({ date: dayOf(month, day), direction: 'out', amount: event.amount });
    }
    return {
      bill: {
        billId: `bill-${index}`,
        studentId: `student-${student}`,
        studentNm: `원생${student}`,
        ...klass,
        month,
        subtotal,
        discount,
        total: state.total,
        paid: state.paid,
        refunded: state.refunded,
        status: state.status as LedgerBill['status'],
      },
      movements,
    };
  });

/** The academy's own 입출금, dated in the report's months. */
const entryArbitrary = fc.record({
  date: fc.tuple(fc.constantFrom(...MONTHS), fc.integer({ min: 1, max: 28 })).map(([month, day]) => dayOf(month, day)),
  direction: fc.constantFrom<'in' | 'out'>('in', 'out'),
  amount: fc.integer({ min: 1, max: 5_000_000 }),
});

/** What the month-end report is made of: the ledger's lines by month and class. */
function cellsOf(bills: readonly LedgerBill[]): MonthClassMoney[] {
  return ledgerOf(bills).lines.map(
    ({ month, classId, classNm, billed, discounted, paid, refunded, outstanding, waived }) => ({
      month,
      classId,
      classNm,
      billed,
      discounted,
      paid,
      refunded,
      outstanding,
      waived,
    }),
  );
}

describe('the books', () => {
  it('agree: the report’s totals are the ledger’s, and 거래 내역 nets the ledger’s revenue plus the academy’s own 입출금', () => {
    fc.assert(
      fc.property(
        fc.array(billArbitrary, { maxLength: 30 }),
        fc.array(entryArbitrary, { maxLength: 10 }),
        (made, entries) => {
          const bills = made.map((one) => one.bill);
          const payments = made.flatMap((one) => one.movements);
          const ledger = ledgerOf(bills);
          const report = monthReportOf(cellsOf(bills), MONTHS);

          // Money only ever sits on bills in the books (a draft takes none; a bill with money is not voided).
          for (const { bill } of made) if (!isInBooks(bill)) expect(bill.paid).toBe(0);

          const { revenue, ...reportMoney } = report.totals;
          expect(reportMoney).toEqual(ledger.totals);
          expect(revenue).toBe(revenueOf(ledger.totals));

          const money = transactionTotals(payments);
          expect(money.total.in).toBe(ledger.totals.paid);
          expect(money.total.out).toBe(ledger.totals.refunded);

          const own = transactionTotals(entries);
          const all = transactionTotals([...payments, ...entries]);
          expect(all.total.net).toBe(revenue + own.total.in - own.total.out);

          // Month by month (money moved in its bill's month): 거래 내역's payments net the report's revenue.
          for (const month of report.months) {
            const moved = money.months.find((row) => row.month === month.month);
            expect(moved?.net ?? 0).toBe(month.revenue);
          }
          // Every total is the sum of its lines.
          expect(all.months.reduce((sum, row) => sum + row.net, 0)).toBe(all.total.net);
          expect(all.days.reduce((sum, row) => sum + row.in, 0)).toBe(all.total.in);
          expect(report.months.reduce((sum, row) => sum + row.revenue, 0)).toBe(revenue);
          expect(report.classes.reduce((sum, row) => sum + row.paid, 0)).toBe(ledger.totals.paid);
        },
      ),
      { numRuns: 300 },
    );
  });
});
