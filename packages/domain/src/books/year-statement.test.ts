import { describe, expect, it } from 'vitest';
import { monthsOfYear, yearStatementOf } from './year-statement';

describe('yearStatementOf', () => {
  const entries = [
    { studentId: 's2', studentNm: '최서연', month: '2026-03', paid: 200_000, refunded: 0 },
    { studentId: 's1', studentNm: '최민준', month: '2026-03', paid: 200_000, refunded: 0 },
    { studentId: 's1', studentNm: '최민준', month: '2026-03', paid: 30_000, refunded: 0 },
    { studentId: 's1', studentNm: '최민준', month: '2026-11', paid: 0, refunded: 50_000 },
    // Another year: not in it.
    { studentId: 's1', studentNm: '최민준', month: '2025-12', paid: 999, refunded: 0 },
  ];

  it('gives each child the twelve months of the year, refunds deducted in their month', () => {
    const statement = yearStatementOf(entries, 2026);
    expect(statement.children.map((child) => child.studentNm)).toEqual(['최민준', '최서연']);
    const minjun = statement.children[0];
    expect(minjun?.months.map((month) => month.month)).toEqual(monthsOfYear(2026));
    expect(minjun?.months[2]).toEqual({ month: '2026-03', paid: 230_000, refunded: 0, net: 230_000 });
    expect(minjun?.months[10]).toEqual({ month: '2026-11', paid: 0, refunded: 50_000, net: -50_000 });
    expect(minjun?.total).toEqual({ paid: 230_000, refunded: 50_000, net: 180_000 });
    expect(statement.total).toEqual({ paid: 430_000, refunded: 50_000, net: 380_000 });
  });

  it('is empty for a year with no money', () => {
    expect(yearStatementOf(entries, 2024)).toEqual({
      year: 2024,
      children: [],
      total: { paid: 0, refunded: 0, net: 0 },
    });
  });
});
