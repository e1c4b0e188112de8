import type { BillItemKind, RefundCause, RefundRule } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { RefundQuoteResponse } from '@academy/domain/billing/refund.schema';
import { computeTuitionRefund, refundDueDate } from '@academy/domain/billing/tuition-refund';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { formatWon } from '@academy/domain/format/format.money';

/**
 * What the 학원법 rule gives back of one bill (the refund quote), from the bill as stored and the
 * lessons of its period. Kept simple where the law leaves room, and said so:
 *
 * - The rule applies to 교습비. Discounts (형제 할인, 장학금) are discounts of tuition, so they come
 *   off the 교습비 lines first; what was paid is split between tuition and the other lines in
 *   proportion to the bill's total, the tuition taking the won a split leaves over.
 * - The other lines (재료비, 차량비, 급식비 …) are refunded in full for what was not provided yet.
 *   Before the period starts nothing was, so they are proposed in full; once it has started, only
 *   the office knows what was handed out or driven, so they are listed with their share and left
 *   for the director to add to the amount.
 * - A bill without a class has no lessons to count: the quote says so and proposes nothing, and the
 *   director types the amount.
 * - What was already refunded counts towards what the rule gives back, so a second refund of the
 *   same bill proposes only the rest.
 */

export type RefundQuoteInput = {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  refundDate: IsoDate;
  cause: RefundCause;
  total: number;
  discount: number;
  paid: number;
  refunded: number;
  /** The bill's lines, discounts left out. */
  lines: readonly { kind: BillItemKind; name: string; amount: number }[];
  /** The period's lesson dates; null when they cannot be known (no class). */
  lessons: readonly IsoDate[] | null;
};

export type RefundQuote = Omit<RefundQuoteResponse, 'billId' | 'refundAccountNeeded'>;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `amount` split over `weights` in proportion, rounded down, the won left over to the first. */
function split(amount: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  if (whole === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const parts = weights.map((weight) => Math.floor((amount * weight) / whole));
  if (parts.length > 0) parts[0] = (parts[0] ?? 0) + amount - sum(parts);
  return parts;
}

export function quoteRefund(input: RefundQuoteInput): RefundQuote {
  const { paid, refunded, total } = input;
  const refundable = Math.max(0, paid - refunded);
  const tuitionLines = sum(input.lines.filter((line) => line.kind === 'tuition').map((line) => line.amount));
  const others = input.lines.filter((line) => line.kind !== 'tuition');
  const netTuition = Math.max(0, tuitionLines - input.discount);
  const otherPaid = total === 0 ? 0 : Math.floor((paid * (total - netTuition)) / total);
  const tuitionPaid = paid - otherPaid;
  const otherShares = split(
    otherPaid,
    others.map((line) => line.amount),
  );
  const base = {
    refundDate: input.refundDate,
    cause: input.cause,
    paid,
    refunded,
    refundable,
    tuitionPaid,
    otherCosts: others.map((line, index) => ({ kind: line.kind, name: line.name, paid: otherShares[index] ?? 0 })),
    dueDate: refundDueDate(input.refundDate),
  };
  if (input.lessons === null) {
    return {
      ...base,
      lessonsKnown: false,
      proposed: null,
      rule: null,
      explanation: BILLING_MESSAGES.refundLessonsUnknown,
      months: [],
    };
  }
  const tuition = computeTuitionRefund({
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    amount: tuitionPaid,
    refundDate: input.refundDate,
    lessons: input.lessons,
    cause: input.cause,
  });
  const othersDue = input.refundDate < input.periodStart ? otherPaid : 0;
  const proposed = Math.min(refundable, Math.max(0, tuition.amount + othersDue - refunded));
  const notes = [
    othersDue > 0 ? `기타경비 ${formatWon(othersDue)} 전액 환불` : null,
    refunded > 0 ? `이미 환불한 ${formatWon(refunded)} 제외` : null,
  ].filter((note): note is string => note !== null);
  return {
    ...base,
    lessonsKnown: true,
    proposed,
    rule: tuition.rule satisfies RefundRule,
    explanation: notes.length > 0 ? `${tuition.explanation} (${notes.join(', ')})` : tuition.explanation,
    months: tuition.months.map((month) => ({ ...month })),
  };
}
