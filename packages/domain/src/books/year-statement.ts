/**
 * The year-end statement per child (연간 교육비 납입 증명): what a family paid one academy in a calendar
 * year, per child and per month — the figures a family hands in for the 교육비 세액공제 or keeps for
 * itself. Unlike the ledger (which counts a bill's money in its billing month), the statement counts
 * money on the **day it moved**: a payment in the month it was paid (`payments.paid_date`), a refund
 * in the month it was made, as a deduction. A payment the bills never took (voided at once) was never
 * paid and is not in it.
 */

/** Money that moved for one child in one month: paid in, or refunded (a positive amount going back). */
export type StatementEntry = { studentId: string; studentNm: string; month: string; paid: number; refunded: number };

export type StatementMonth = { month: string; paid: number; refunded: number; net: number };

export type StatementChild = {
  studentId: string;
  studentNm: string;
  /** The 12 months of the year, January first. */
  months: StatementMonth[];
  total: { paid: number; refunded: number; net: number };
};

export type YearStatement = {
  year: number;
  children: StatementChild[];
  total: { paid: number; refunded: number; net: number };
};

/** `YYYY-01` … `YYYY-12`. */
export function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

const sumOf = (months: readonly Pick<StatementMonth, 'paid' | 'refunded'>[]) => {
  const paid = months.reduce((total, month) => total + month.paid, 0);
  const refunded = months.reduce((total, month) => total + month.refunded, 0);
  return { paid, refunded, net: paid - refunded };
};

/** The statement of a year from the money that moved (entries of other years are left out); children by name. */
export function yearStatementOf(entries: readonly StatementEntry[], year: number): YearStatement {
  const months = monthsOfYear(year);
  const inYear = new Set(months);
  const children = new Map<string, { studentNm: string; months: Map<string, { paid: number; refunded: number }> }>();
  for (const entry of entries) {
    if (!inYear.has(entry.month)) continue;
    const child = children.get(entry.studentId) ?? { studentNm: entry.studentNm, months: new Map() };
    const month = child.months.get(entry.month) ?? { paid: 0, refunded: 0 };
    child.months.set(entry.month, { paid: month.paid + entry.paid, refunded: month.refunded + entry.refunded });
    children.set(entry.studentId, child);
  }
  const list = [...children.entries()]
    .map(([studentId, child]) => {
      const perMonth = months.map((month) => {
        const money = child.months.get(month) ?? { paid: 0, refunded: 0 };
        return { month, ...money, net: money.paid - money.refunded };
      });
      return { studentId, studentNm: child.studentNm, months: perMonth, total: sumOf(perMonth) };
    })
    .sort((a, b) =>
      a.studentNm < b.studentNm ? -1 : a.studentNm > b.studentNm ? 1 : a.studentId < b.studentId ? -1 : 1,
    );
  return { year, children: list, total: sumOf(list.map((child) => child.total)) };
}
