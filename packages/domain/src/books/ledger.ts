import { billOutstanding } from '../billing/bill-ledger';

/**
 * The tuition ledger (교습비 원장, /v3/tuition-fee/list): per student, class and billing month, what was
 * billed, discounted, paid, refunded and is still outstanding, with subtotals per class and totals for
 * the academy. The server answers it in SQL (ledger.queries.ts) and a parity test holds that SQL equal
 * to `ledgerOf` over the same bills, so the books and the bills agree to the won.
 *
 * - A month is the bill's **billing month** (`bill_month`): money is counted in the month it paid for,
 *   not the day it came in (the days are the transactions list's). Several months paid ahead (선납)
 *   are one bill, in the month it was billed.
 * - Drafts (never sent, the family never saw them) and voided bills (cancelled, no money ever taken:
 *   the ledger refuses to void a paid bill) are not in the books: they count nothing.
 * - `billed` is the bill's lines before discounts (subtotal), `discounted` its discounts, `paid` every
 *   won that came in, `refunded` every won that went back, `outstanding` what the family still owes.
 * - A refund settles a bill (`applyBillEvent`): what was still unpaid is no longer asked for. That part
 *   is `waived` (환불 정리), so every won of a bill is somewhere:
 *   `billed − discounted = paid + outstanding + waived`, and, for a bill without a refund (waived 0),
 *   `paid − refunded + outstanding = billed − discounted`.
 */

/** One bill as the ledger reads it: its money columns as stored, and whom and what it is for. */
export type LedgerBill = {
  billId: string;
  studentId: string;
  studentNm: string;
  classId: string | null;
  classNm: string | null;
  /** The billing month, `YYYY-MM`. */
  month: string;
  subtotal: number;
  discount: number;
  total: number;
  paid: number;
  refunded: number;
  /** As stored (`bills.status`): never `overdue`. */
  status: 'draft' | 'sent' | 'partly_paid' | 'paid' | 'cancelled' | 'refunded';
};

export type LedgerMoney = {
  billed: number;
  discounted: number;
  paid: number;
  refunded: number;
  outstanding: number;
  /** What a refund left unasked (환불 정리): `total − paid` of a refunded bill. */
  waived: number;
};

/** One student's bills of one class in one month. */
export type LedgerLine = LedgerMoney & {
  month: string;
  studentId: string;
  studentNm: string;
  classId: string | null;
  classNm: string | null;
  /** How many bills of the books the line sums. */
  bills: number;
};

/** A class's lines summed; `classId` null for bills made by hand without a class. */
export type LedgerClassSubtotal = LedgerMoney & { classId: string | null; classNm: string | null; lines: number };

export type Ledger = { lines: LedgerLine[]; classes: LedgerClassSubtotal[]; totals: LedgerMoney };

export const ZERO_MONEY: LedgerMoney = { billed: 0, discounted: 0, paid: 0, refunded: 0, outstanding: 0, waived: 0 };

/** Whether a bill is in the books: sent to the family and not voided. */
export function isInBooks(bill: Pick<LedgerBill, 'status'>): boolean {
  return bill.status !== 'draft' && bill.status !== 'cancelled';
}

/** One bill's part of the books; nothing for a draft or a voided bill. */
export function billMoneyOf(bill: LedgerBill): LedgerMoney {
  if (!isInBooks(bill)) return ZERO_MONEY;
  const outstanding = billOutstanding(bill);
  const waived = bill.refunded > 0 ? Math.max(0, bill.total - bill.paid) : 0;
  return {
    billed: bill.subtotal,
    discounted: bill.discount,
    paid: bill.paid,
    refunded: bill.refunded,
    outstanding,
    waived,
  };
}

export function addMoney(a: LedgerMoney, b: LedgerMoney): LedgerMoney {
  return {
    billed: a.billed + b.billed,
    discounted: a.discounted + b.discounted,
    paid: a.paid + b.paid,
    refunded: a.refunded + b.refunded,
    outstanding: a.outstanding + b.outstanding,
    waived: a.waived + b.waived,
  };
}

/** What the academy kept of the money (수입): paid − refunded. */
export const revenueOf = (money: Pick<LedgerMoney, 'paid' | 'refunded'>) => money.paid - money.refunded;

/**
 * Names in code-point order, which for Hangul syllables is 가나다 order and is what PostgreSQL's
 * `collate "C"` gives, so the SQL and this module sort alike whatever the database's locale; no name
 * (a bill without a class) last.
 */
export function compareNames(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const compareIds = (a: string | null, b: string | null) => compareNames(a ?? '', b ?? '');

/** The order of the list: month, class by name (no class last), student by name, then ids. */
export function compareLines(a: LedgerLine, b: LedgerLine): number {
  return (
    compareIds(a.month, b.month) ||
    compareNames(a.classNm, b.classNm) ||
    compareIds(a.classId, b.classId) ||
    compareNames(a.studentNm, b.studentNm) ||
    compareIds(a.studentId, b.studentId)
  );
}

/**
 * The ledger of some bills: one line per month, class and student of the bills in the books, the
 * classes' subtotals (sums of their lines) and the totals (sums of the classes). Drafts and voided
 * bills make no line.
 */
export function ledgerOf(bills: readonly LedgerBill[]): Ledger {
  const lines = new Map<string, LedgerLine>();
  for (const bill of bills) {
    if (!isInBooks(bill)) continue;
    const key = `${bill.month}|${bill.classId ?? ''}|${bill.studentId}`;
    const line = lines.get(key) ?? {
      month: bill.month,
      studentId: bill.studentId,
      studentNm: bill.studentNm,
      classId: bill.classId,
      classNm: bill.classNm,
      bills: 0,
      ...ZERO_MONEY,
    };
    lines.set(key, { ...line, ...addMoney(line, billMoneyOf(bill)), bills: line.bills + 1 });
  }
  const sorted = [...lines.values()].sort(compareLines);
  const classes = new Map<string, LedgerClassSubtotal>();
  for (const line of sorted) {
    const key = line.classId ?? '';
    const subtotal = classes.get(key) ?? { classId: line.classId, classNm: line.classNm, lines: 0, ...ZERO_MONEY };
    classes.set(key, { ...subtotal, ...addMoney(subtotal, line), lines: subtotal.lines + 1 });
  }
  const classList = [...classes.values()].sort(
    (a, b) => compareNames(a.classNm, b.classNm) || compareIds(a.classId, b.classId),
  );
  return { lines: sorted, classes: classList, totals: classList.reduce<LedgerMoney>(addMoneyOnly, ZERO_MONEY) };
}

function addMoneyOnly(sum: LedgerMoney, money: LedgerMoney): LedgerMoney {
  return addMoney(sum, money);
}

/** Only the money of a line or subtotal (for comparing and summing). */
export function moneyOf(value: LedgerMoney): LedgerMoney {
  const { billed, discounted, paid, refunded, outstanding, waived } = value;
  return { billed, discounted, paid, refunded, outstanding, waived };
}
