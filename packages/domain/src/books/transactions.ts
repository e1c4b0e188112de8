import type { PaymentMethod } from '../billing/billing.constants';

/**
 * 거래 내역 (/v3/transaction/list): every movement of the academy's money in one list — payments
 * (card, registered card, virtual account, cash and transfers the office recorded), their cancels
 * and refunds, and the academy's own 입출금 entries. Each row is money in (`in`) or out (`out`).
 */

export const TRANSACTION_TYPES = ['payment', 'refund', 'inout'] as const;
/** Where a row comes from: a payment, a cancel or refund of one, or a 입출금 entry (also the detail's path segment). */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

/**
 * The list's 구분 filter: by direction (입금/출금) or by what the row is (결제, 환불, 기타 수입,
 * 기타 지출).
 */
export const TRANSACTION_KIND_FILTERS = ['in', 'out', 'payment', 'refund', 'paid-in', 'paid-out'] as const;
export type TransactionKindFilter = (typeof TRANSACTION_KIND_FILTERS)[number];

export const TRANSACTION_KIND_FILTER_LABELS: Record<TransactionKindFilter, string> = {
  in: '입금',
  out: '출금',
  payment: '결제',
  refund: '환불·취소',
  'paid-in': '기타 수입',
  'paid-out': '기타 지출',
};

export const TRANSACTION_DIRECTION_LABELS: Record<TransactionDirection, string> = { in: '입금', out: '출금' };

/** What a row is, in one word: 결제, 환불·취소, 기타 수입, 기타 지출. */
export function transactionKindLabel(type: TransactionType, direction: TransactionDirection): string {
  if (type === 'payment') return TRANSACTION_KIND_FILTER_LABELS.payment;
  if (type === 'refund') return TRANSACTION_KIND_FILTER_LABELS.refund;
  return direction === 'in' ? TRANSACTION_KIND_FILTER_LABELS['paid-in'] : TRANSACTION_KIND_FILTER_LABELS['paid-out'];
}

/** The methods a payment row may have (the list's 결제 수단 filter). */
export type TransactionMethod = PaymentMethod;

/** One page of the list. */
export const TRANSACTIONS_PAGE_SIZE = 50;
/** The longest period one list (and its totals, and its export) covers: a year and a day. */
export const TRANSACTION_PERIOD_MAX_DAYS = 366;
/** The most rows one .xlsx export writes (a year of a large academy fits many times over). */
export const TRANSACTION_EXPORT_MAX_ROWS = 20_000;
