import { z } from 'zod';
import { PAYMENT_METHODS } from '../billing/billing.constants';
import { calendarDateSchema } from '../calendar/calendar.schema';
import { CASH_BOOK_CATEGORIES, CASH_BOOK_KINDS } from './cash-book';
import {
  TRANSACTION_DIRECTIONS,
  TRANSACTION_KIND_FILTERS,
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_SIZE,
} from './transactions';

/**
 * The 거래 내역 API contract: `GET /api/insts/:instId/transactions` (one page, with the totals of
 * the whole filter), `…/transactions/export` (the same filter as .xlsx) and
 * `…/transactions/:type/:id` (one movement with its links).
 */

export const transactionsInstParams = z.object({ instId: z.uuid() });
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export const transactionParams = transactionsInstParams.extend({ type: transactionTypeSchema, id: z.uuid() });

/** The list's filter, shared by the list and the export. */
export const transactionFilterQuery = z.object({
  from: calendarDateSchema('시작일'),
  to: calendarDateSchema('종료일'),
  kind: z.enum(TRANSACTION_KIND_FILTERS).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  classId: z.uuid().optional(),
  studentId: z.uuid().optional(),
});
export type TransactionFilterQuery = z.infer<typeof transactionFilterQuery>;

export const transactionListQuery = transactionFilterQuery.extend({
  /** The `nextCursor` of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_PAGE_SIZE).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

/** One movement of money as the list shows it. */
export const transactionRow = z.object({
  type: transactionTypeSchema,
  id: z.uuid(),
  direction: z.enum(TRANSACTION_DIRECTIONS),
  /** The business day the money moved (Seoul). */
  date: z.string(),
  amount: z.number().int(),
  /** A payment's or refund's method; null for a 입출금 entry. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** A 입출금 entry's category; null for payments and refunds. */
  category: z.enum(CASH_BOOK_CATEGORIES).nullable(),
  /** The students and classes of the bills a payment paid (names, joined), or null. */
  studentNm: z.string().nullable(),
  /** The same students one by one, with the id the list's student filter takes (empty for an entry). */
  students: z.array(z.object({ studentId: z.uuid(), studentNm: z.string() })),
  classNm: z.string().nullable(),
  /** A payment's order name, a refund's reason, an entry's note. */
  title: z.string(),
  /** An entry has an attached receipt file. */
  hasFile: z.boolean(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

const moneyTotals = z.object({ in: z.number().int(), out: z.number().int(), net: z.number().int() });
export const transactionTotalsView = z.object({
  days: z.array(moneyTotals.extend({ date: z.string() })),
  months: z.array(moneyTotals.extend({ month: z.string() })),
  total: moneyTotals,
});

export const transactionListResponse = z.object({
  transactions: z.array(transactionRow),
  nextCursor: z.string().nullable(),
  totals: transactionTotalsView,
  /** What the caller's codes show: payments and refunds (041/042), 입출금 (061/062); and may they write 입출금 (062). */
  sees: z.object({ payments: z.boolean(), cashBook: z.boolean(), writeCashBook: z.boolean() }),
});
export type TransactionListResponse = z.infer<typeof transactionListResponse>;

/** A bill a payment or refund is linked to. */
export const transactionBillLink = z.object({
  billId: z.uuid(),
  title: z.string(),
  studentNm: z.string(),
  classNm: z.string().nullable(),
  amount: z.number().int(),
});

export const cashBookFileView = z.object({
  fileNm: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type CashBookFileView = z.infer<typeof cashBookFileView>;

export const transactionDetailResponse = z.object({
  transaction: transactionRow,
  /** Payments and refunds: the bills, the payment (its receipt page /v3/PaymentDetail), its state. */
  bills: z.array(transactionBillLink),
  paymentId: z.uuid().nullable(),
  paymentStatus: z.string().nullable(),
  cardCompany: z.string().nullable(),
  cardNumberMasked: z.string().nullable(),
  /** A refund's explanation as shown when it was made (the 학원법 rule). */
  explanation: z.string().nullable(),
  /** A 입출금 entry: its kind, its note and its receipt file, and whether the caller may change it. */
  entry: z
    .object({
      kind: z.enum(CASH_BOOK_KINDS),
      note: z.string(),
      file: cashBookFileView.nullable(),
      createdByNm: z.string().nullable(),
      canWrite: z.boolean(),
    })
    .nullable(),
});
export type TransactionDetailResponse = z.infer<typeof transactionDetailResponse>;
