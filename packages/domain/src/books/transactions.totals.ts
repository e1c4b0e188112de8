import type { TransactionDirection } from './transactions';

/**
 * The totals of a list of money movements: per day, per month and for the whole period, each as
 * 입금 (in), 출금 (out) and their difference (net). Rows may be single movements or movements
 * already summed per day and direction (the server sums in SQL, one row per day and direction, so
 * a year of payments arrives as at most 732 rows); either way the answer is the same.
 */

export type TotalsInput = { date: string; direction: TransactionDirection; amount: number };
export type MoneyTotals = { in: number; out: number; net: number };
export type DayTotals = MoneyTotals & { date: string };
export type MonthTotals = MoneyTotals & { month: string };
export type TransactionTotals = { days: DayTotals[]; months: MonthTotals[]; total: MoneyTotals };

const empty = (): MoneyTotals => ({ in: 0, out: 0, net: 0 });

function add(totals: MoneyTotals, row: TotalsInput): void {
  if (row.direction === 'in') totals.in += row.amount;
  else totals.out += row.amount;
  totals.net = totals.in - totals.out;
}

/** Days and months newest first (as the list shows its rows); integer won throughout. */
export function transactionTotals(rows: readonly TotalsInput[]): TransactionTotals {
  const days = new Map<string, DayTotals>();
  const months = new Map<string, MonthTotals>();
  const total = empty();
  for (const row of rows) {
    if (!Number.isSafeInteger(row.amount) || row.amount < 0) throw new RangeError(`not a won amount: ${row.amount}`);
    const month = row.date.slice(0, 7);
    const day = days.get(row.date) ?? { date: row.date, ...empty() };
    days.set(row.date, day);
    const monthTotals = months.get(month) ?? { month, ...empty() };
    months.set(month, monthTotals);
    add(day, row);
    add(monthTotals, row);
    add(total, row);
  }
  const newestFirst =
    <T>(key: (item: T) => string) =>
    (a: T, b: T) =>
      key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0;
  return {
    days: [...days.values()].sort(newestFirst((day) => day.date)),
    months: [...months.values()].sort(newestFirst((month) => month.month)),
    total,
  };
}
