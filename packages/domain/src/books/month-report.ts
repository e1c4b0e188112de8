import { addMonths } from '../calendar/calendar.rules';
import { addMoney, compareNames, type LedgerMoney, moneyOf, revenueOf, ZERO_MONEY } from './ledger';

/**
 * The month-end report (월말 보고서): for the last 12 billing months, per month and per class, what the
 * academy kept (revenue = paid − refunded), what is still outstanding and what was refunded. It is the
 * ledger's own money summed another way (ledger.ts: the billing month, drafts and voided bills
 * left out), so a month's column equals that month's ledger totals to the won.
 *
 * Money paid out (지출, the cash book) is not part of it: the report has a place for it
 * (`paidOut`, null until the cash book joins) so that joining it changes no other figure.
 */

/** How many months the report spans, ending with the month asked for. */
export const MONTH_REPORT_MONTHS = 12;

/** The `count` months ending with `to` (`YYYY-MM`), oldest first. */
export function monthsEndingAt(to: string, count = MONTH_REPORT_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(`${to}-01`, index - count + 1).slice(0, 7));
}

/** The ledger's money of one class in one month (a line of the ledger, or the SQL's sum of them). */
export type MonthClassMoney = LedgerMoney & { month: string; classId: string | null; classNm: string | null };

export type MonthFigures = LedgerMoney & { month: string; revenue: number };

export type ClassFigures = LedgerMoney & {
  classId: string | null;
  classNm: string | null;
  revenue: number;
  /** One per month of the report, oldest first (zeros where the class billed nothing). */
  months: MonthFigures[];
};

export type MonthReport = {
  months: MonthFigures[];
  classes: ClassFigures[];
  totals: LedgerMoney & { revenue: number };
};

const withRevenue = (money: LedgerMoney) => ({ ...moneyOf(money), revenue: revenueOf(money) });

/**
 * The report over `months` (from `monthsEndingAt`) of the ledger's money per month and class; money of
 * other months is left out. Classes by name (bills without a class last).
 */
export function monthReportOf(cells: readonly MonthClassMoney[], months: readonly string[]): MonthReport {
  const inReport = new Set(months);
  const byMonth = new Map<string, LedgerMoney>();
  const byClass = new Map<
    string,
    { classId: string | null; classNm: string | null; months: Map<string, LedgerMoney> }
  >();
  for (const cell of cells) {
    if (!inReport.has(cell.month)) continue;
    byMonth.set(cell.month, addMoney(byMonth.get(cell.month) ?? ZERO_MONEY, cell));
    const key = cell.classId ?? '';
    const entry = byClass.get(key) ?? { classId: cell.classId, classNm: cell.classNm, months: new Map() };
    entry.months.set(cell.month, addMoney(entry.months.get(cell.month) ?? ZERO_MONEY, cell));
    byClass.set(key, entry);
  }
  const monthList = months.map((month) => ({ month, ...withRevenue(byMonth.get(month) ?? ZERO_MONEY) }));
  const classes = [...byClass.values()]
    .map((entry) => {
      const perMonth = months.map((month) => ({ month, ...withRevenue(entry.months.get(month) ?? ZERO_MONEY) }));
      const sum = perMonth.reduce<LedgerMoney>((total, month) => addMoney(total, month), ZERO_MONEY);
      return { classId: entry.classId, classNm: entry.classNm, ...withRevenue(sum), months: perMonth };
    })
    .sort((a, b) => compareNames(a.classNm, b.classNm) || compareNames(a.classId ?? '', b.classId ?? ''));
  const totals = monthList.reduce<LedgerMoney>((total, month) => addMoney(total, month), ZERO_MONEY);
  return { months: monthList, classes, totals: withRevenue(totals) };
}
