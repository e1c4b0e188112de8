import { type MonthReport, monthReportOf, monthsEndingAt } from '@academy/domain/books/month-report';
import type { MonthReportQuery, MonthReportResponse } from '@academy/domain/books/month-report.schema';
import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { ledgerByMonthAndClass } from './ledger.queries';
import { monthReportWorkbook } from './month-report.xlsx';
import { booksSightOf } from './transactions.access';

/**
 * The month-end report (월말 보고서): the ledger's money over the 12 billing months ending with the
 * month asked for, per month and per class — revenue (paid − refunded), outstanding, refunds — in one
 * statement, with the month's paid-out entries of the cash book for a reader who may see it, as JSON
 * for the screen's tables and charts, or as .xlsx.
 */

/** This month in Seoul, `YYYY-MM`. */
function thisMonth(now: Date): string {
  const { year, month } = seoulDateTimeParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Money paid out per month (지출: the cash book's paid-out entries, by entry date), every month of
 * the report present (0 when nothing was paid out). Only for a reader who may see the cash book
 * (061/062, the director); for anyone else null, and the report shows payments and refunds only.
 */
export async function paidOutByMonth(
  db: Executor,
  caller: Caller,
  months: readonly string[],
): Promise<Map<string, number> | null> {
  if (!booksSightOf(caller).cashBook) return null;
  const first = months[0];
  const last = months[months.length - 1];
  if (!first || !last) return new Map();
  const rows = await db
    .selectFrom('cash_book_entries')
    .select([sql<string>`to_char(entry_date, 'YYYY-MM')`.as('month'), sql<string>`sum(amount)`.as('amount')])
    .where(ofInst(caller.instId))
    .where('kind', '=', 'out')
    .where('deleted_at', 'is', null)
    .where('entry_date', '>=', `${first}-01`)
    .where('entry_date', '<', sql<string>`(${`${last}-01`}::date + interval '1 month')::date`)
    .groupBy(sql`to_char(entry_date, 'YYYY-MM')`)
    .execute();
  const byMonth = new Map(months.map((month) => [month, 0]));
  for (const row of rows) byMonth.set(row.month, Number(row.amount));
  return byMonth;
}

async function reportOf(ctx: AppContext, caller: Caller, query: MonthReportQuery) {
  const to = query.to ?? thisMonth(ctx.clock.now());
  const months = monthsEndingAt(to);
  const from = months[0] ?? to;
  const [cells, paidOut] = await Promise.all([
    ledgerByMonthAndClass(ctx.db, caller.instId, { from: `${from}-01`, to: `${to}-01` }),
    paidOutByMonth(ctx.db, caller, months),
  ]);
  const report: MonthReport = monthReportOf(
    cells.map((cell) => ({ ...cell, classId: cell.class_id, classNm: cell.class_nm })),
    months,
  );
  return { from, to, report, paidOut };
}

/** GET /books/month-report?to=YYYY-MM. */
export async function monthReport(
  ctx: AppContext,
  caller: Caller,
  query: MonthReportQuery,
): Promise<MonthReportResponse> {
  const { from, to, report, paidOut } = await reportOf(ctx, caller, query);
  return {
    from,
    to,
    months: report.months.map((month) => ({ ...month, paidOut: paidOut?.get(month.month) ?? null })),
    classes: report.classes,
    totals: report.totals,
  };
}

/** GET /books/month-report/export?to=YYYY-MM: the same report as an .xlsx named after the academy and the months. */
export async function exportMonthReport(
  ctx: AppContext,
  caller: Caller,
  query: MonthReportQuery,
): Promise<{ fileName: string; buffer: Buffer }> {
  const [{ from, to, report, paidOut }, instNm] = await Promise.all([
    reportOf(ctx, caller, query),
    instNameOf(ctx.db, caller.instId),
  ]);
  const buffer = await monthReportWorkbook(`${instNm} 월말 보고서 ${from}~${to}`, report, paidOut);
  return { fileName: `${instNm}_월말보고서_${from.replace('-', '')}-${to.replace('-', '')}.xlsx`, buffer };
}
