import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LedgerMoney, ledgerOf, moneyOf, revenueOf } from './ledger';
import { type MonthClassMoney, monthReportOf, monthsEndingAt } from './month-report';

const money = (paid: number, refunded: number, outstanding: number): LedgerMoney => ({
  billed: paid + outstanding,
  discounted: 0,
  paid,
  refunded,
  outstanding,
  waived: 0,
});

describe('monthsEndingAt', () => {
  it('gives the 12 months ending with the month asked for, across a new year', () => {
    expect(monthsEndingAt('2026-03')).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(monthsEndingAt('2026-12', 2)).toEqual(['2026-11', '2026-12']);
  });
});

describe('monthReportOf', () => {
  const months = monthsEndingAt('2026-12', 3);
  const cells: MonthClassMoney[] = [
    { month: '2026-12', classId: 'c1', classNm: '중3 수학', ...money(300_000, 50_000, 100_000) },
    { month: '2026-11', classId: 'c1', classNm: '중3 수학', ...money(200_000, 0, 0) },
    { month: '2026-12', classId: null, classNm: null, ...money(20_000, 0, 0) },
    { month: '2026-12', classId: 'c2', classNm: '고1 영어', ...money(0, 0, 180_000) },
    // Outside the report: left out.
    { month: '2026-08', classId: 'c1', classNm: '중3 수학', ...money(999, 0, 0) },
  ];

  it('answers every month of the report, with revenue = paid − refunded', () => {
    const report = monthReportOf(cells, months);
    expect(report.months.map((month) => [month.month, month.revenue, month.outstanding, month.refunded])).toEqual([
      ['2026-10', 0, 0, 0],
      ['2026-11', 200_000, 0, 0],
      ['2026-12', 270_000, 280_000, 50_000],
    ]);
    expect(report.totals.revenue).toBe(470_000);
  });

  it('lists classes by name (no class last), each with every month', () => {
    const report = monthReportOf(cells, months);
    expect(report.classes.map((klass) => [klass.classNm, klass.revenue, klass.months.length])).toEqual([
      ['고1 영어', 0, 3],
      ['중3 수학', 450_000, 3],
      [null, 20_000, 3],
    ]);
  });

  it('has a month column equal to that month’s ledger totals, and the classes summing to the totals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            month: fc.constantFrom(...months),
            klass: fc.constantFrom(['c1', '중3 수학'], ['c2', '고1 영어'], [null, null]),
            paid: fc.integer({ min: 0, max: 100_000 }),
            refunded: fc.integer({ min: 0, max: 100_000 }),
            outstanding: fc.integer({ min: 0, max: 100_000 }),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const input = rows.map((row) => ({
            month: row.month,
            classId: row.klass[0],
            classNm: row.klass[1],
            ...money(row.paid + row.refunded, row.refunded, row.outstanding),
          }));
          const report = monthReportOf(input, months);
          const classRevenue = report.classes.reduce((total, klass) => total + klass.revenue, 0);
          expect(classRevenue).toBe(report.totals.revenue);
          for (const month of report.months) {
            const ofMonth = input.filter((row) => row.month === month.month);
            expect(month.revenue).toBe(ofMonth.reduce((total, row) => total + revenueOf(row), 0));
          }
        },
      ),
    );
  });

  it('reads the ledger’s lines as they are', () => {
    const ledger = ledgerOf([
      {
        billId: 'b',
        studentId: 's',
        studentNm: '김하늘',
        classId: 'c1',
        classNm: '중3 수학',
        month: '2026-12',
        subtotal: 200_000,
        discount: 0,
        total: 200_000,
        paid: 200_000,
        refunded: 0,
        status: 'paid',
      },
    ]);
    const report = monthReportOf(ledger.lines, months);
    expect(moneyOf(report.months[2] as LedgerMoney)).toEqual(ledger.totals);
  });
});
