import { type MonthReport, monthReportOf, monthsEndingAt } from '@academy/domain/books/month-report';
import type { MonthReportQuery, MonthReportResponse } from '@academy/domain/books/month-report.schema';
import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ledgerByMonthAndClass } from './ledger.queries';
import { monthReportWorkbook } from './month-report.xlsx';

/**
 * The month-end report (월말 보고서): the ledger's money over the 12 billing months ending with the
 * month asked for, per month and per class — revenue (paid − refunded), outstanding, refunds — in one
 * statement, as JSON for the screen's tables and charts, or as .xlsx.
 */

/** This month in Seoul, `YYYY-MM`. */
function thisMonth(now: Date): string {
  const { year, month } = seoulDateTimeParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * Money paid out per month (지출), where the cash book's paid-out entries would join the report. The
 * cash book is not part of the report yet, so it answers null and the report shows payments and
 * refunds only; when it joins, this reads its entries per month (by entry date in Seoul) and nothing
 * else of the report changes.
 */
export async function paidOutByMonth(
  _db: Executor,
  _instId: string,
  _months: readonly string[],
): Promise<Map<string, number> | null> {
  return null;
}

async function reportOf(ctx: AppContext, caller: Caller, query: MonthReportQuery) {
  const to = query.to ?? thisMonth(ctx.clock.now());
  const months = monthsEndingAt(to);
  const from = months[0] ?? to;
  const [cells, paidOut] = await Promise.all([
    ledgerByMonthAndClass(ctx.db, caller.instId, { from: `${from}-01`, to: `${to}-01` }),
    paidOutByMonth(ctx.db, caller.instId, months),
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
  const [{ from, to, report }, instNm] = await Promise.all([
    reportOf(ctx, caller, query),
    instNameOf(ctx.db, caller.instId),
  ]);
  const buffer = await monthReportWorkbook(`${instNm} 월말 보고서 ${from}~${to}`, report);
  return { fileName: `${instNm}_월말보고서_${from.replace('-', '')}-${to.replace('-', '')}.xlsx`, buffer };
}
