import { z } from 'zod';
import { billStatusSchema } from '../billing/billing.schema';
import { calendarMonthSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';

/**
 * The tuition ledger's API contract (교습비 원장; /v3/tuition-fee/list and /v3/tuition-fee/detail/:id):
 * `GET /api/insts/:instId/books/ledger?month=YYYY-MM` (a month's lines in bounded pages, with the
 * classes' subtotals and the academy's totals over the whole month) and
 * `GET /api/insts/:instId/books/ledger/students/:studentId?year=YYYY` (one student's months of a year
 * with their bills). Money in integer won; the rules are `ledgerOf` (ledger.ts).
 */

/** Lines per page of a month's ledger: a 200-student academy's month in one or two pages. */
export const LEDGER_PAGE_SIZE = 200;

export const booksInstParams = z.object({ instId: z.uuid() });
export const ledgerStudentParams = booksInstParams.extend({ studentId: z.uuid() });

export const ledgerListQuery = z.object({
  month: calendarMonthSchema('월'),
  /** 1-based; the totals are the whole month's on every page. */
  page: z.coerce.number().int().min(1).max(1000).optional(),
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

export const ledgerYearQuery = z.object({
  year: labelled(z.coerce.number().int().min(2000).max(2100), '연도').optional(),
});
export type LedgerYearQuery = z.infer<typeof ledgerYearQuery>;

const won = z.number().int();

export const ledgerMoneyView = z.object({
  billed: won,
  discounted: won,
  paid: won,
  refunded: won,
  outstanding: won,
  /** What a refund left unasked (환불 정리). */
  waived: won,
});
export type LedgerMoneyView = z.infer<typeof ledgerMoneyView>;

export const ledgerLineView = ledgerMoneyView.extend({
  month: z.string(),
  studentId: z.uuid(),
  studentNm: z.string(),
  classId: z.uuid().nullable(),
  classNm: z.string().nullable(),
  bills: z.number().int(),
});
export type LedgerLineView = z.infer<typeof ledgerLineView>;

export const ledgerClassView = ledgerMoneyView.extend({
  classId: z.uuid().nullable(),
  classNm: z.string().nullable(),
  lines: z.number().int(),
});
export type LedgerClassView = z.infer<typeof ledgerClassView>;

export const ledgerListResponse = z.object({
  month: z.string(),
  page: z.number().int(),
  pageCount: z.number().int(),
  lineCount: z.number().int(),
  lines: z.array(ledgerLineView),
  /** Over the whole month, not only this page. */
  classes: z.array(ledgerClassView),
  totals: ledgerMoneyView,
});
export type LedgerListResponse = z.infer<typeof ledgerListResponse>;

export const ledgerBillView = ledgerMoneyView.extend({
  billId: z.uuid(),
  title: z.string(),
  classNm: z.string().nullable(),
  /** As people see it (overdue read from the due date). */
  status: billStatusSchema,
  dueDate: z.string(),
});
export type LedgerBillView = z.infer<typeof ledgerBillView>;

export const ledgerMonthView = ledgerMoneyView.extend({ month: z.string(), bills: z.array(ledgerBillView) });
export type LedgerMonthView = z.infer<typeof ledgerMonthView>;

export const ledgerStudentResponse = z.object({
  studentId: z.uuid(),
  studentNm: z.string(),
  year: z.number().int(),
  /** Only the months with bills in the books, oldest first. */
  months: z.array(ledgerMonthView),
  totals: ledgerMoneyView,
});
export type LedgerStudentResponse = z.infer<typeof ledgerStudentResponse>;
