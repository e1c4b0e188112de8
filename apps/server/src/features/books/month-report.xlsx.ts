import type { MonthReport } from '@academy/domain/books/month-report';
import { addTableSheet, newWorkbook, type TableColumn, workbookBuffer } from '../../platform/xlsx/xlsx';

/**
 * The month-end report as .xlsx (월말 보고서 엑셀): a sheet of the months (with the total last, and the
 * cash book's paid-out for a reader who may see it) and a
 * sheet per figure of the classes by month, amounts as numbers in won so the director can sum them.
 */

export const MONTH_SHEET_NAME = '월별';
export const CLASS_SHEET_NAME = '반별 수입';

const MONTH_COLUMNS = [
  { key: 'month', header: '월', width: 10 },
  { key: 'billed', header: '청구액', width: 14 },
  { key: 'discounted', header: '할인', width: 12 },
  { key: 'paid', header: '수납액', width: 14 },
  { key: 'refunded', header: '환불액', width: 12 },
  { key: 'revenue', header: '수입 (수납−환불)', width: 16 },
  { key: 'outstanding', header: '미수금', width: 14 },
] as const satisfies readonly TableColumn[];

const PAID_OUT_COLUMN: TableColumn = { key: 'paidOut', header: '지출 (출납)', width: 14 };

const WON_FORMAT = '#,##0';
const NO_CLASS = '반 없음';

/** `paidOut`: the cash book's paid-out per month, for a reader who may see it (a column of its own), or null. */
export async function monthReportWorkbook(
  title: string,
  report: MonthReport,
  paidOut: ReadonlyMap<string, number> | null,
): Promise<Buffer> {
  const workbook = await newWorkbook(title);
  const monthColumns: readonly TableColumn[] = paidOut ? [...MONTH_COLUMNS, PAID_OUT_COLUMN] : MONTH_COLUMNS;
  const months = addTableSheet(workbook, MONTH_SHEET_NAME, monthColumns);
  for (const month of report.months) months.addRow({ ...month, paidOut: paidOut?.get(month.month) });
  const paidOutTotal = paidOut ? [...paidOut.values()].reduce((sum, amount) => sum + amount, 0) : undefined;
  months.addRow({ ...report.totals, month: '합계', paidOut: paidOutTotal }).font = { bold: true };
  for (const column of monthColumns.slice(1)) months.getColumn(column.key).numFmt = WON_FORMAT;

  const classColumns: TableColumn[] = [
    { key: 'classNm', header: '반', width: 18 },
    ...report.months.map((month) => ({ key: month.month, header: month.month, width: 12 })),
    { key: 'total', header: '합계', width: 14 },
  ];
  const classes = addTableSheet(workbook, CLASS_SHEET_NAME, classColumns);
  for (const klass of report.classes) {
    classes.addRow({
      classNm: klass.classNm ?? NO_CLASS,
      ...Object.fromEntries(klass.months.map((month) => [month.month, month.revenue])),
      total: klass.revenue,
    });
  }
  for (const column of classColumns.slice(1)) classes.getColumn(column.key).numFmt = WON_FORMAT;
  return workbookBuffer(workbook);
}
