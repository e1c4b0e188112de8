import type { PaymentMethod } from '@academy/domain/billing/billing.constants';
import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import { CASH_BOOK_CATEGORY_LABELS, type CashBookCategory } from '@academy/domain/books/cash-book';
import {
  TRANSACTION_EXPORT_MAX_ROWS,
  TRANSACTION_PERIOD_MAX_DAYS,
  TRANSACTIONS_PAGE_SIZE,
  transactionKindLabel,
} from '@academy/domain/books/transactions';
import type {
  TransactionDetailResponse,
  TransactionFilterQuery,
  TransactionListQuery,
  TransactionListResponse,
  TransactionRow,
} from '@academy/domain/books/transactions.schema';
import { type TransactionTotals, transactionTotals } from '@academy/domain/books/transactions.totals';
import { daysBetween } from '@academy/domain/calendar/calendar.rules';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { addTableSheet, newWorkbook, workbookBuffer } from '../../platform/xlsx/xlsx';
import { cashBookFileOf, findEntry } from './cash-book.queries';
import { booksSightOf } from './transactions.access';
import { billsOfPayment, paymentOfDetail, refundOfDetail } from './transactions.detail.queries';
import { listMovements, movementSums, type TransactionFilter, type TransactionRecord } from './transactions.queries';

/**
 * 거래 내역 (/v3/transaction/list, /v3/transaction/detail/{type}/{id}): every movement of the
 * academy's money the caller's codes show, a page at a time with the totals of the whole filter
 * (per day, per month, for the period), the same filter as .xlsx, and one movement with its links.
 */

const CURSOR = /^(\d{4}-\d{2}-\d{2})~([0-9a-f-]{36})$/;

/** The filter as the queries take it, once the period is one the list answers (else 400 naming the field). */
function filterOf(caller: Caller, query: TransactionFilterQuery): TransactionFilter {
  if (query.to < query.from)
    throw new AppError('VALIDATION_FAILED', undefined, { to: '종료일은 시작일과 같거나 그 뒤여야 합니다.' });
  if (daysBetween(query.from, query.to) >= TRANSACTION_PERIOD_MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', undefined, { to: '기간은 1년까지 조회할 수 있습니다.' });
  return {
    instId: caller.instId,
    from: query.from,
    to: query.to,
    kind: query.kind,
    method: query.method,
    classId: query.classId,
    studentId: query.studentId,
    sight: booksSightOf(caller),
  };
}

/** The bills' students once each, in the bills' order (by name). */
const studentsOf = (bills: readonly { studentId: string; studentNm: string }[]) => [
  ...new Map(bills.map((bill) => [bill.studentId, { studentId: bill.studentId, studentNm: bill.studentNm }])).values(),
];

const toRow = (record: TransactionRecord): TransactionRow => ({
  type: record.type,
  id: record.id,
  direction: record.direction,
  date: record.date,
  amount: record.amount,
  method: record.method,
  category: record.category as CashBookCategory | null,
  studentNm: record.student_nm,
  students: [...record.students].sort((a, b) => a.studentNm.localeCompare(b.studentNm, 'ko')),
  classNm: record.class_nm,
  title: record.title,
  hasFile: record.has_file,
});

export async function listTransactions(
  ctx: AppContext,
  caller: Caller,
  query: TransactionListQuery,
): Promise<TransactionListResponse> {
  const filter = filterOf(caller, query);
  const limit = query.limit ?? TRANSACTIONS_PAGE_SIZE;
  const cursor = query.cursor ? CURSOR.exec(query.cursor) : null;
  if (query.cursor && !cursor) throw new AppError('BAD_REQUEST');
  const after = cursor ? { date: cursor[1] ?? '', id: cursor[2] ?? '' } : undefined;
  const [rows, sums] = await Promise.all([
    listMovements(ctx.db, filter, { after, limit: limit + 1 }),
    movementSums(ctx.db, filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    transactions: page.map(toRow),
    nextCursor: rows.length > limit && last ? `${last.date}~${last.id}` : null,
    totals: transactionTotals(sums),
    sees: booksSightOf(caller),
  };
}

/** One movement: a payment or refund needs 041/042, an entry 061/062 (403 otherwise); another academy's id 404. */
export async function transactionDetail(
  ctx: AppContext,
  caller: Caller,
  input: { type: 'payment' | 'refund' | 'inout'; id: string },
): Promise<TransactionDetailResponse> {
  const sight = booksSightOf(caller);
  const none = {
    bills: [],
    paymentId: null,
    paymentStatus: null,
    cardCompany: null,
    cardNumberMasked: null,
    explanation: null,
    entry: null,
  };
  if (input.type === 'inout') {
    if (!sight.cashBook) throw new AppError('FORBIDDEN');
    const entry = await findEntry(ctx.db, caller.instId, input.id);
    if (!entry) throw new AppError('NOT_FOUND');
    return {
      ...none,
      transaction: {
        type: 'inout',
        id: entry.id,
        direction: entry.kind,
        date: entry.entry_date,
        amount: entry.amount,
        method: null,
        category: entry.category as CashBookCategory,
        studentNm: null,
        students: [],
        classNm: null,
        title: entry.note,
        hasFile: entry.file_id !== null,
      },
      entry: {
        kind: entry.kind,
        note: entry.note,
        file: cashBookFileOf(entry),
        createdByNm: entry.created_by_nm,
        canWrite: sight.writeCashBook,
      },
    };
  }
  if (!sight.payments) throw new AppError('FORBIDDEN');
  if (input.type === 'payment') {
    const payment = await paymentOfDetail(ctx.db, caller.instId, input.id);
    if (!payment) throw new AppError('NOT_FOUND');
    const bills = await billsOfPayment(ctx.db, caller.instId, [payment.id]);
    return {
      ...none,
      transaction: {
        type: 'payment',
        id: payment.id,
        direction: 'in',
        date: payment.date,
        amount: payment.amount,
        method: payment.method,
        category: null,
        studentNm: joinNames(bills.map((bill) => bill.studentNm)),
        students: studentsOf(bills),
        classNm: joinNames(bills.map((bill) => bill.classNm)),
        title: payment.order_name,
        hasFile: false,
      },
      bills,
      paymentId: payment.id,
      paymentStatus: payment.status,
      cardCompany: payment.card_company,
      cardNumberMasked: payment.card_number_masked,
    };
  }
  const refund = await refundOfDetail(ctx.db, caller.instId, input.id);
  if (!refund) throw new AppError('NOT_FOUND');
  const bills = (await billsOfPayment(ctx.db, caller.instId, [refund.payment_id])).filter(
    (bill) => bill.billId === refund.bill_id,
  );
  return {
    ...none,
    transaction: {
      type: 'refund',
      id: refund.id,
      direction: 'out',
      date: refund.date ?? '',
      amount: refund.amount,
      method: refund.method,
      category: null,
      studentNm: joinNames(bills.map((bill) => bill.studentNm)),
      students: studentsOf(bills),
      classNm: joinNames(bills.map((bill) => bill.classNm)),
      title: refund.reason,
      hasFile: false,
    },
    bills: bills.map((bill) => ({ ...bill, amount: refund.amount })),
    paymentId: refund.payment_id,
    paymentStatus: refund.payment_status,
    cardCompany: refund.card_company,
    cardNumberMasked: refund.card_number_masked,
    explanation: refund.explanation,
  };
}

const joinNames = (names: readonly (string | null)[]) => {
  const distinct = [...new Set(names.filter((name): name is string => Boolean(name)))];
  return distinct.length > 0 ? distinct.join(', ') : null;
};

/** What a row is paid by or filed under, in Korean (결제 수단 or 분류). */
export function methodOrCategoryLabel(row: Pick<TransactionRow, 'method' | 'category'>): string {
  if (row.method) return PAYMENT_METHOD_LABELS[row.method as PaymentMethod];
  if (row.category) return CASH_BOOK_CATEGORY_LABELS[row.category];
  return '';
}

const EXPORT_COLUMNS = [
  { key: 'date', header: '일자', width: 12 },
  { key: 'kind', header: '구분', width: 12 },
  { key: 'means', header: '결제 수단·분류', width: 22 },
  { key: 'student', header: '원생', width: 18 },
  { key: 'class', header: '반', width: 18 },
  { key: 'title', header: '내용', width: 36 },
  { key: 'in', header: '입금', width: 14 },
  { key: 'out', header: '출금', width: 14 },
] as const;

const TOTAL_COLUMNS = [
  { key: 'period', header: '기간', width: 14 },
  { key: 'in', header: '입금', width: 14 },
  { key: 'out', header: '출금', width: 14 },
  { key: 'net', header: '차액', width: 14 },
] as const;

const WON_FORMAT = '#,##0';

/**
 * The filtered list as a workbook: 거래 내역 (every row, then a 합계 row), 월별 합계 and 일별 합계.
 * At most TRANSACTION_EXPORT_MAX_ROWS rows (a longer period is refused: split it).
 */
export async function exportTransactions(
  ctx: AppContext,
  caller: Caller,
  query: TransactionFilterQuery,
): Promise<{ fileName: string; buffer: Buffer }> {
  const filter = filterOf(caller, query);
  const [records, sums] = await Promise.all([
    listMovements(ctx.db, filter, { limit: TRANSACTION_EXPORT_MAX_ROWS + 1 }),
    movementSums(ctx.db, filter),
  ]);
  if (records.length > TRANSACTION_EXPORT_MAX_ROWS)
    throw new AppError('BAD_REQUEST', '내보낼 거래가 너무 많습니다. 기간을 나누어 내보내 주세요.');
  const totals = transactionTotals(sums);
  const workbook = await newWorkbook('거래 내역');
  const sheet = addTableSheet(workbook, '거래 내역', EXPORT_COLUMNS);
  for (const record of records) {
    const row = toRow(record);
    sheet.addRow({
      date: row.date,
      kind: transactionKindLabel(row.type, row.direction),
      means: methodOrCategoryLabel(row),
      student: row.studentNm ?? '',
      class: row.classNm ?? '',
      title: row.title,
      in: row.direction === 'in' ? row.amount : null,
      out: row.direction === 'out' ? row.amount : null,
    });
  }
  const total = sheet.addRow({ date: '합계', in: totals.total.in, out: totals.total.out });
  total.font = { bold: true };
  sheet.getColumn('in').numFmt = WON_FORMAT;
  sheet.getColumn('out').numFmt = WON_FORMAT;
  addTotalsSheet(
    workbook,
    '월별 합계',
    totals.months.map((month) => ({ period: month.month, ...month })),
    totals,
  );
  addTotalsSheet(
    workbook,
    '일별 합계',
    totals.days.map((day) => ({ period: day.date, ...day })),
    totals,
  );
  return {
    fileName: `거래내역_${query.from}_${query.to}.xlsx`,
    buffer: await workbookBuffer(workbook),
  };
}

function addTotalsSheet(
  workbook: Parameters<typeof addTableSheet>[0],
  name: string,
  rows: readonly { period: string; in: number; out: number; net: number }[],
  totals: TransactionTotals,
): void {
  const sheet = addTableSheet(workbook, name, TOTAL_COLUMNS);
  for (const row of rows) sheet.addRow({ period: row.period, in: row.in, out: row.out, net: row.net });
  sheet.addRow({ period: '합계', ...totals.total }).font = { bold: true };
  for (const key of ['in', 'out', 'net']) sheet.getColumn(key).numFmt = WON_FORMAT;
}
