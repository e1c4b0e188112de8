import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBillEvent, type BillEvent, type BillLedger } from '../billing/bill-ledger';
import { addMoney, billMoneyOf, type LedgerBill, type LedgerMoney, ledgerOf, moneyOf, ZERO_MONEY } from './ledger';

const STUDENTS = [
  { studentId: '00000000-0000-7000-8000-000000000001', studentNm: '김하늘' },
  { studentId: '00000000-0000-7000-8000-000000000002', studentNm: '이바다' },
  { studentId: '00000000-0000-7000-8000-000000000003', studentNm: '박산' },
] as const;
const CLASSES = [
  { classId: '00000000-0000-7000-8000-0000000000c1', classNm: '중3 수학' },
  { classId: '00000000-0000-7000-8000-0000000000c2', classNm: '고1 영어' },
  { classId: null, classNm: null },
] as const;

/** A bill as the billing ledger can leave it: random events driven through `applyBillEvent`. */
const billArbitrary = fc
  .record({
    student: fc.constantFrom(...STUDENTS),
    klass: fc.constantFrom(...CLASSES),
    month: fc.constantFrom('2026-10', '2026-11', '2026-12'),
    subtotal: fc.integer({ min: 0, max: 500_000 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    events: fc.array(
      fc.oneof(
        fc.constant<BillEvent>({ type: 'send' }),
        fc.constant<BillEvent>({ type: 'cancel' }),
        fc.integer({ min: 1, max: 500_000 }).map((amount): BillEvent => ({ type: 'pay', amount })),
        fc.integer({ min: 1, max: 500_000 }).map((amount): BillEvent => ({ type: 'refund', amount })),
      ),
      { maxLength: 8 },
    ),
    index: fc.nat(),
  })
  .map(({ student, klass, month, subtotal, discountShare, events, index }): LedgerBill => {
    const discount = Math.floor((subtotal * discountShare) / 100);
    const state = events.reduce<BillLedger>((current, event) => applyBillEvent(current, event).state, {
      total: subtotal - discount,
      paid: 0,
      refunded: 0,
      status: 'draft',
    });
    return {
      billId: `bill-${index}`,
      ...student,
      ...klass,
      month,
      subtotal,
      discount,
      total: state.total,
      paid: state.paid,
      refunded: state.refunded,
      status: state.status as LedgerBill['status'],
    };
  });

const sum = (values: readonly LedgerMoney[]) =>
  values.reduce<LedgerMoney>((total, value) => addMoney(total, value), ZERO_MONEY);

describe('ledgerOf', () => {
  it('sums lines into class subtotals and subtotals into the totals', () => {
    fc.assert(
      fc.property(fc.array(billArbitrary, { maxLength: 30 }), (bills) => {
        const ledger = ledgerOf(bills);
        expect(ledger.totals).toEqual(sum(ledger.lines));
        expect(ledger.totals).toEqual(sum(ledger.classes.map(moneyOf)));
        for (const subtotal of ledger.classes) {
          const lines = ledger.lines.filter((line) => line.classId === subtotal.classId);
          expect(moneyOf(subtotal)).toEqual(sum(lines));
          expect(subtotal.lines).toBe(lines.length);
        }
        // The totals are every bill's money: nothing lost, nothing counted twice.
        expect(ledger.totals).toEqual(sum(bills.map(billMoneyOf)));
      }),
    );
  });

  it('never answers a negative amount', () => {
    fc.assert(
      fc.property(fc.array(billArbitrary, { maxLength: 30 }), (bills) => {
        const ledger = ledgerOf(bills);
        for (const money of [ledger.totals, ...ledger.lines, ...ledger.classes]) {
          for (const value of Object.values(moneyOf(money))) expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('keeps every won of a bill somewhere: paid − refunded + outstanding = billed − discounted without a refund, and with one the rest is refunded or waived', () => {
    fc.assert(
      fc.property(billArbitrary, (bill) => {
        const money = billMoneyOf(bill);
        if (bill.status === 'draft' || bill.status === 'cancelled') {
          expect(money).toEqual(ZERO_MONEY);
          return;
        }
        expect(money.paid + money.outstanding + money.waived).toBe(money.billed - money.discounted);
        if (money.refunded === 0) {
          expect(money.waived).toBe(0);
          expect(money.paid - money.refunded + money.outstanding).toBe(money.billed - money.discounted);
        } else {
          expect(money.outstanding).toBe(0);
          expect(money.paid - money.refunded + money.refunded + money.waived).toBe(money.billed - money.discounted);
        }
      }),
    );
  });

  it('makes one line per month, class and student, ordered by month, class and name', () => {
    const base = { ...STUDENTS[0], ...CLASSES[0], month: '2026-11', subtotal: 200_000, discount: 0, total: 200_000 };
    const bills: LedgerBill[] = [
      { ...base, billId: 'a', paid: 200_000, refunded: 0, status: 'paid' },
      { ...base, billId: 'b', subtotal: 30_000, total: 30_000, paid: 10_000, refunded: 0, status: 'partly_paid' },
      { ...base, billId: 'c', ...STUDENTS[1], paid: 200_000, refunded: 50_000, status: 'refunded' },
      { ...base, billId: 'd', ...CLASSES[1], paid: 0, refunded: 0, status: 'sent' },
      { ...base, billId: 'e', ...STUDENTS[2], paid: 0, refunded: 0, status: 'draft' },
      { ...base, billId: 'f', ...STUDENTS[2], paid: 0, refunded: 0, status: 'cancelled' },
    ];
    const ledger = ledgerOf(bills);
    expect(ledger.lines.map((line) => [line.classNm, line.studentNm, line.bills])).toEqual([
      ['고1 영어', '김하늘', 1],
      ['중3 수학', '김하늘', 2],
      ['중3 수학', '이바다', 1],
    ]);
    expect(moneyOf(ledger.lines[1] as LedgerMoney)).toEqual({
      billed: 230_000,
      discounted: 0,
      paid: 210_000,
      refunded: 0,
      outstanding: 20_000,
      waived: 0,
    });
    expect(ledger.totals).toEqual({
      billed: 630_000,
      discounted: 0,
      paid: 410_000,
      refunded: 50_000,
      outstanding: 220_000,
      waived: 0,
    });
  });

  it('counts the unpaid rest of a partly paid bill that was refunded as waived, not outstanding', () => {
    const money = billMoneyOf({
      ...STUDENTS[0],
      ...CLASSES[0],
      billId: 'x',
      month: '2026-11',
      subtotal: 220_000,
      discount: 20_000,
      total: 200_000,
      paid: 120_000,
      refunded: 40_000,
      status: 'refunded',
    });
    expect(money).toEqual({
      billed: 220_000,
      discounted: 20_000,
      paid: 120_000,
      refunded: 40_000,
      outstanding: 0,
      waived: 80_000,
    });
  });
});
