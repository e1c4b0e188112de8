import { z } from 'zod';
import { calendarMonthSchema } from '../calendar/calendar.schema';
import { ledgerMoneyView } from './ledger.schema';

/**
 * The month-end report's API contract (월말 보고서, the second view of /v3/tuition-fee/list):
 * `GET /api/insts/:instId/books/month-report?to=YYYY-MM` (12 billing months ending with `to`, per
 * month and per class) and `GET …/books/month-report/export?to=YYYY-MM` (the same as .xlsx).
 */

export const monthReportQuery = z.object({
  /** The last month of the report; this month (in Seoul) without it. */
  to: calendarMonthSchema('월').optional(),
});
export type MonthReportQuery = z.infer<typeof monthReportQuery>;

const figures = ledgerMoneyView.extend({ revenue: z.number().int() });
export const monthFiguresView = figures.extend({
  month: z.string(),
  /** Money paid out that month (지출): null while the cash book is not part of the report. */
  paidOut: z.number().int().nullable(),
});
export type MonthFiguresView = z.infer<typeof monthFiguresView>;

export const classFiguresView = figures.extend({
  classId: z.uuid().nullable(),
  classNm: z.string().nullable(),
  months: z.array(figures.extend({ month: z.string() })),
});
export type ClassFiguresView = z.infer<typeof classFiguresView>;

export const monthReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(monthFiguresView),
  classes: z.array(classFiguresView),
  totals: figures,
});
export type MonthReportResponse = z.infer<typeof monthReportResponse>;
