import { describe, expect, it } from 'vitest';
import { type TotalsInput, transactionTotals } from './transactions.totals';

describe('transactionTotals', () => {
  it('sums in, out and net per day, per month and for the whole period, newest first', () => {
    const rows: TotalsInput[] = [
      { date: '2026-11-03', direction: 'in', amount: 250_000 },
      { date: '2026-11-03', direction: 'in', amount: 180_000 },
      { date: '2026-11-03', direction: 'out', amount: 30_000 },
      { date: '2026-11-25', direction: 'out', amount: 1_200_000 },
      { date: '2026-12-01', direction: 'in', amount: 300_000 },
    ];
    const totals = transactionTotals(rows);
    expect(totals.days).toEqual([
      { date: '2026-12-01', in: 300_000, out: 0, net: 300_000 },
      { date: '2026-11-25', in: 0, out: 1_200_000, net: -1_200_000 },
      { date: '2026-11-03', in: 430_000, out: 30_000, net: 400_000 },
    ]);
    expect(totals.months).toEqual([
      { month: '2026-12', in: 300_000, out: 0, net: 300_000 },
      { month: '2026-11', in: 430_000, out: 1_230_000, net: -800_000 },
    ]);
    expect(totals.total).toEqual({ in: 730_000, out: 1_230_000, net: -500_000 });
  });

  it('answers zeros and no days for no rows', () => {
    expect(transactionTotals([])).toEqual({ days: [], months: [], total: { in: 0, out: 0, net: 0 } });
  });

  it('gives the same totals for single movements as for the same movements summed per day', () => {
    // Random movements over two months, summed per day and direction as the server's SQL does.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const rows: TotalsInput[] = Array.from({ length: 400 }, () => ({
      date: `2026-${next() % 2 === 0 ? '10' : '11'}-${String((next() % 28) + 1).padStart(2, '0')}`,
      direction: next() % 3 === 0 ? 'out' : 'in',
      amount: (next() % 500) * 1_000,
    }));
    const summed = new Map<string, TotalsInput>();
    for (const row of rows) {
      const key = `${row.date}|${row.direction}`;
      const found = summed.get(key);
      if (found) found.amount += row.amount;
      else summed.set(key, { ...row });
    }
    const single = transactionTotals(rows);
    expect(transactionTotals([...summed.values()])).toEqual(single);
    expect(single.total.net).toBe(single.total.in - single.total.out);
    expect(single.months.reduce((sum, month) => sum + month.in, 0)).toBe(single.total.in);
    expect(single.days.reduce((sum, day) => sum + day.out, 0)).toBe(single.total.out);
  });

  it('refuses an amount that is not whole won', () => {
    expect(() => transactionTotals([{ date: '2026-11-01', direction: 'in', amount: 10.5 }])).toThrow(RangeError);
    expect(() => transactionTotals([{ date: '2026-11-01', direction: 'out', amount: -1 }])).toThrow(RangeError);
  });
});
