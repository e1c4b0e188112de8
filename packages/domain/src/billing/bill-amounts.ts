import { ATTENDED_STATUSES, type AttendanceStatus } from '../attendance/attendance.rules';
import type { IsoDate } from '../calendar/calendar.rules';
import { formatMonthDay } from '../format/format.date';
import { formatNumber, formatWon } from '../format/format.money';
import {
  BILL_DISCOUNTS_MAX,
  BILL_ITEM_AMOUNT_MAX,
  BILL_ITEM_KINDS,
  BILL_ITEMS_MAX,
  DISCOUNT_AMOUNT_MAX,
  DISCOUNT_KINDS,
  DISCOUNT_REASON_MAX,
} from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';

/**
 * What a bill asks for: the first month's prorated tuition, the sum of its lines less its discounts,
 * and, for a per-round tuition (`030`), when its rounds are used up. Money is integer won; where a
 * share of won arises it is dropped (floor), so a family is never asked for more than its share.
 */

// ── the first month ──────────────────────────────────────────────────────────

export type ProratedTuition = { amount: number; explanation: string };

/**
 * The tuition of a first month that starts after the month's lessons began: the monthly tuition
 * times the share of the month's lessons from the start day on (`lessonsFromStart` of
 * `lessonsInPeriod`), floored to the won. By lessons, not days: a family pays for the teaching it
 * gets, and a month of 8 lessons costs the same whether it has 28 or 31 days. The explanation is the
 * line the bill shows: `11월 18일 시작: 수업 8회 중 5회분 (200,000원 × 5/8)`.
 */
export function proratedTuition(input: {
  monthlyAmount: number;
  /** Lessons of the whole month (the bill's period), cancelled lessons left out. */
  lessonsInPeriod: number;
  /** Of those, the lessons on or after the start day. */
  lessonsFromStart: number;
  /** The first day of the enrolment. */
  startDate: IsoDate;
}): ProratedTuition {
  const { monthlyAmount, lessonsInPeriod, lessonsFromStart, startDate } = input;
  if (!Number.isSafeInteger(monthlyAmount) || monthlyAmount < 0) throw new RangeError(`not won: ${monthlyAmount}`);
  if (!Number.isSafeInteger(lessonsInPeriod) || !Number.isSafeInteger(lessonsFromStart)) {
    throw new RangeError(`lessons must be whole numbers: ${lessonsFromStart}/${lessonsInPeriod}`);
  }
  if (lessonsFromStart < 0 || lessonsFromStart > lessonsInPeriod) {
    throw new RangeError(`lessons from the start (${lessonsFromStart}) must be 0–${lessonsInPeriod}`);
  }
  const start = `${formatMonthDay(startDate)} 시작`;
  if (lessonsFromStart === 0) return { amount: 0, explanation: `${start}: ${BILLING_MESSAGES.noLessonsLeft}` };
  const amount = Math.floor((monthlyAmount * lessonsFromStart) / lessonsInPeriod);
  const share = `${formatNumber(lessonsFromStart)}/${formatNumber(lessonsInPeriod)}`;
  return {
    amount,
    explanation: `${start}: 수업 ${formatNumber(lessonsInPeriod)}회 중 ${formatNumber(lessonsFromStart)}회분 (${formatWon(monthlyAmount)} × ${share})`,
  };
}

// ── lines, discounts and the total ───────────────────────────────────────────

export type BillLine = { kind: string; amount: number };
export type BillDiscountLine = { kind: string; amount: number; reason: string };

/** A problem with one line (`['items', 0, 'amount']`) or with the bill as a whole (`['items']`, `['discounts']`). */
export type BillTotalsIssue = {
  path: ['items' | 'discounts'] | ['items' | 'discounts', number, 'kind' | 'amount' | 'reason'];
  message: string;
};

export type BillTotals = {
  /** The lines' sum. */
  subtotal: number;
  /** The discounts' sum. */
  discount: number;
  /** What the family pays: subtotal − discount, never below 0. */
  total: number;
  /** Empty when the bill may be saved; otherwise each problem with a Korean message. */
  issues: BillTotalsIssue[];
};

const isOneOf = (values: readonly string[], value: string) => values.includes(value);
const isWon = (amount: number, max: number) => Number.isSafeInteger(amount) && amount >= 0 && amount <= max;

function amountIssue(amount: number, max: number): string | null {
  if (!Number.isSafeInteger(amount) || amount < 0) return BILLING_MESSAGES.amountNotWon;
  return amount > max ? BILLING_MESSAGES.amountTooLarge(max) : null;
}

/**
 * The total of a bill from its lines and discounts, with every reason it cannot be saved: a kind
 * outside `BILL_ITEM_KINDS` / `DISCOUNT_KINDS` (학원법 allows nothing else), an amount that is not
 * whole won from 0 up to the cap, no line or too many, a discount without its reason or with a reason
 * too long, and discounts worth more than the lines. Sums count only amounts that are valid won, so
 * the screen can show a running total while the form is being filled in.
 */
export function billTotals(items: readonly BillLine[], discounts: readonly BillDiscountLine[]): BillTotals {
  const issues: BillTotalsIssue[] = [];
  if (items.length === 0) issues.push({ path: ['items'], message: BILLING_MESSAGES.noItems });
  if (items.length > BILL_ITEMS_MAX) issues.push({ path: ['items'], message: BILLING_MESSAGES.tooManyItems });
  if (discounts.length > BILL_DISCOUNTS_MAX) {
    issues.push({ path: ['discounts'], message: BILLING_MESSAGES.tooManyDiscounts });
  }

  let subtotal = 0;
  items.forEach((item, index) => {
    if (!isOneOf(BILL_ITEM_KINDS, item.kind)) {
      issues.push({ path: ['items', index, 'kind'], message: BILLING_MESSAGES.unknownItemKind });
    }
    const problem = amountIssue(item.amount, BILL_ITEM_AMOUNT_MAX);
    if (problem) issues.push({ path: ['items', index, 'amount'], message: problem });
    if (isWon(item.amount, BILL_ITEM_AMOUNT_MAX)) subtotal += item.amount;
  });

  let discount = 0;
  discounts.forEach((line, index) => {
    if (!isOneOf(DISCOUNT_KINDS, line.kind)) {
      issues.push({ path: ['discounts', index, 'kind'], message: BILLING_MESSAGES.unknownDiscountKind });
    }
    const problem = amountIssue(line.amount, DISCOUNT_AMOUNT_MAX);
    if (problem) issues.push({ path: ['discounts', index, 'amount'], message: problem });
    if (isWon(line.amount, DISCOUNT_AMOUNT_MAX)) discount += line.amount;
    const reason = line.reason.trim();
    if (reason === '') issues.push({ path: ['discounts', index, 'reason'], message: BILLING_MESSAGES.discountReason });
    else if (reason.length > DISCOUNT_REASON_MAX) {
      issues.push({ path: ['discounts', index, 'reason'], message: BILLING_MESSAGES.discountReasonTooLong });
    }
  });

  if (discount > subtotal) {
    issues.push({ path: ['discounts'], message: BILLING_MESSAGES.discountOverSubtotal(discount, subtotal) });
  }
  return { subtotal, discount, total: Math.max(0, subtotal - discount), issues };
}

// ── per-round tuition (030) ──────────────────────────────────────────────────

/**
 * The rounds a per-round tuition has used: the lessons the student attended (출석, 지각, 조퇴, and
 * 보강 — a makeup replaces the absence it makes up). An absence uses no round, so a missed lesson is
 * not paid twice when it is made up.
 */
export function roundsUsed(statuses: Iterable<AttendanceStatus>): number {
  let used = 0;
  for (const status of statuses) if (ATTENDED_STATUSES.includes(status)) used += 1;
  return used;
}

/** Whether a per-round bill's rounds are used up, so the next round's bill is due (`030`). */
export function isRoundExhausted(used: number, rounds: number): boolean {
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`a round has 1 lesson or more: ${rounds}`);
  return used >= rounds;
}
