import { addDays, addMonths, type IsoDate, requireIsoDate } from '../calendar/calendar.rules';
import { formatMonthDay } from '../format/format.date';
import { formatNumber, formatWon } from '../format/format.money';
import { REFUND_DEADLINE_DAYS, type RefundCause, type RefundRule } from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';

/**
 * Tuition refunds under 학원법 시행령 §18 (별표 4), for a bill's period and what was paid for it.
 *
 * The learner's reason (`learner`: the student quits):
 * - a period of one month or less is refunded by how much of its teaching has passed on the refund
 *   date: none yet → all; less than 1/3 → 2/3; less than 1/2 → 1/2; 1/2 or more → nothing. "Before
 *   1/3" is strict: with exactly 1/3 passed only 1/2 comes back, with exactly 1/2 nothing;
 * - a longer period is cut into months counted from its first day (11월 15일–12월 14일, 12월 15일–…;
 *   a day a month lacks becomes its last day, the last month may be short). The month the refund date
 *   falls in follows the rule above, every later month comes back in full, earlier months not at all.
 *
 * The academy's reason (`academy`: it cannot teach) returns the share of the lessons not held, month
 * by month in the same way (later months in full).
 *
 * Teaching passed is measured in lessons: `lessons` lists the period's scheduled lesson dates
 * (a day with two lessons appears twice; cancelled lessons left out; dates outside the period are
 * ignored), and a lesson counts as held when it is before the refund date. The refund date is the day
 * the reason arose — the day the student stops coming, or the academy stops teaching — so its own
 * lessons are not held. Counting lessons stands for the law's teaching time when lessons are of equal
 * length, as a class's weekly lessons are; it is what a director and a parent can count themselves.
 *
 * Amounts: the amount paid is split evenly over the months (the won left over goes to the first
 * month) unless the caller gives each month's amount (`monthAmounts`, e.g. a prorated first month).
 * Every share is rounded up to the won: the law sets the least a learner gets back, so a fraction
 * of a won goes to the learner.
 */

export type TuitionRefundInput = {
  /** The period paid for, both days included (regStartDt … regEndDt). */
  periodStart: IsoDate;
  periodEnd: IsoDate;
  /** What was paid for the period (integer won). */
  amount: number;
  /** The day the reason arose. */
  refundDate: IsoDate;
  /** The scheduled lesson dates of the period. */
  lessons: readonly IsoDate[];
  cause: RefundCause;
  /** Each month's share of `amount`, one per month of the period, adding up to `amount`. */
  monthAmounts?: readonly number[];
};

export type RefundMonth = {
  start: IsoDate;
  end: IsoDate;
  /** This month's share of the amount paid. */
  amount: number;
  /** Lessons scheduled in this month, and of those the ones held before the refund date. */
  lessons: number;
  held: number;
  rule: RefundRule;
  refund: number;
};

export type TuitionRefund = {
  /** What comes back, integer won. */
  amount: number;
  /** The rule of the month the refund date falls in (`full` before the period, `none` after it). */
  rule: RefundRule;
  /** One Korean line for the director and the parent. */
  explanation: string;
  months: RefundMonth[];
};

/** The last day the refund may be paid: `REFUND_DEADLINE_DAYS` (5) days after the request. */
export function refundDueDate(requestDate: IsoDate): IsoDate {
  return addDays(requestDate, REFUND_DEADLINE_DAYS);
}

type Month = { start: IsoDate; end: IsoDate };

/** The period cut into months counted from its first day; the last one ends with the period. */
function monthsOf(start: IsoDate, end: IsoDate): Month[] {
  const months: Month[] = [];
  for (let index = 0; addMonths(start, index) <= end; index++) {
    const fullEnd = addDays(addMonths(start, index + 1), -1);
    months.push({ start: addMonths(start, index), end: fullEnd < end ? fullEnd : end });
  }
  return months;
}

function monthShares(amount: number, count: number, given: readonly number[] | undefined): number[] {
  if (given) {
    const valid = given.every((part) => Number.isSafeInteger(part) && part >= 0);
    const sum = given.reduce((total, part) => total + part, 0);
    if (!valid || given.length !== count || sum !== amount) {
      throw new RangeError(`monthAmounts must be ${count} amounts adding up to ${amount}: ${given.join(', ')}`);
    }
    return [...given];
  }
  const each = Math.floor(amount / count);
  return Array.from({ length: count }, (_, index) => (index === 0 ? amount - each * (count - 1) : each));
}

/** The learner's rule by lessons held of the month's lessons (exact integer comparisons). */
function learnerRule(held: number, total: number): RefundRule {
  if (held === 0) return 'full';
  if (3 * held < total) return 'two_thirds';
  if (2 * held < total) return 'half';
  return 'none';
}

function academyRule(held: number, total: number): RefundRule {
  if (held === 0) return 'full';
  return held === total ? 'none' : 'pro_rata';
}

function refundOf(rule: RefundRule, amount: number, held: number, total: number): number {
  switch (rule) {
    case 'full':
      return amount;
    case 'two_thirds':
      return Math.ceil((amount * 2) / 3);
    case 'half':
      return Math.ceil(amount / 2);
    case 'pro_rata':
      return Math.ceil((amount * (total - held)) / total);
    case 'none':
      return 0;
  }
}

const span = (month: Month) => `${formatMonthDay(month.start)}~${formatMonthDay(month.end)}`;
const count = (value: number) => `${formatNumber(value)}회`;

/** How far the month's teaching had gone, the first half of the line. */
function progressText(month: RefundMonth, cause: RefundCause): string {
  if (cause === 'academy') {
    if (month.rule === 'full') return '학원 사정, 수업 시작 전';
    if (month.rule === 'none') return '학원 사정, 남은 수업 없음';
    return `학원 사정으로 총 ${count(month.lessons)} 중 ${count(month.lessons - month.held)} 수업 못 함`;
  }
  if (month.rule === 'full') return '수업 시작 전';
  const passed = month.rule === 'two_thirds' ? '1/3 경과 전' : month.rule === 'half' ? '1/2 경과 전' : '1/2 경과';
  return `총 ${count(month.lessons)} 중 ${count(month.held)} 수업(${passed})`;
}

/** What comes back of the month's amount, or null when nothing does. */
function shareText(month: RefundMonth): string | null {
  const paid = formatWon(month.amount);
  switch (month.rule) {
    case 'full':
      return `${paid} 전액`;
    case 'two_thirds':
      return `${paid}의 2/3인 ${formatWon(month.refund)}`;
    case 'half':
      return `${paid}의 1/2인 ${formatWon(month.refund)}`;
    case 'pro_rata':
      return `${paid}의 ${formatNumber(month.lessons - month.held)}/${formatNumber(month.lessons)}인 ${formatWon(month.refund)}`;
    case 'none':
      return null;
  }
}

function explain(input: TuitionRefundInput, months: RefundMonth[], total: number): string {
  const whole: Month = { start: input.periodStart, end: input.periodEnd };
  if (input.refundDate > input.periodEnd) return `교습 기간(${span(whole)})이 끝난 뒤: ${BILLING_MESSAGES.noRefund}`;
  if (input.refundDate < input.periodStart) {
    const head = input.cause === 'academy' ? '학원 사정, 수업 시작 전' : '수업 시작 전';
    return `${head}: 교습비 ${formatWon(input.amount)} 전액 환불`;
  }
  const index = months.findIndex((month) => input.refundDate <= month.end);
  const current = months[index] as RefundMonth;
  const later = months.slice(index + 1);
  const single = months.length === 1;
  const head = `${single ? '' : `${span(current)} `}${progressText(current, input.cause)}`;
  const share = shareText(current);
  if (later.length === 0) {
    return share === null
      ? `${head}: ${BILLING_MESSAGES.noRefund}`
      : `${head}: ${single ? '교습비 ' : ''}${share} 환불`;
  }
  const laterAmount = later.reduce((sum, month) => sum + month.refund, 0);
  return `${head}: ${share ?? '이 달 환불 없음'} + 남은 ${formatNumber(later.length)}개월분 ${formatWon(laterAmount)} = ${formatWon(total)} 환불`;
}

/**
 * The refund of tuition paid for a period when the learner quits or the academy cannot teach, by the
 * rules of the module comment, with its months and the line that explains it. Bad input (a date that
 * does not exist, a period that ends before it starts, an amount that is not won, month amounts that
 * do not add up) is a programming error (RangeError): the caller's schema checks what people type.
 */
export function computeTuitionRefund(input: TuitionRefundInput): TuitionRefund {
  const { periodStart, periodEnd, amount, refundDate, cause } = input;
  for (const date of [periodStart, periodEnd, refundDate, ...input.lessons]) requireIsoDate(date);
  if (periodStart > periodEnd) throw new RangeError(`the period ends before it starts: ${periodStart} > ${periodEnd}`);
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not won: ${amount}`);

  const periods = monthsOf(periodStart, periodEnd);
  const shares = monthShares(amount, periods.length, input.monthAmounts);
  const months = periods.map((period, index): RefundMonth => {
    const inMonth = input.lessons.filter((day) => day >= period.start && day <= period.end);
    const lessons = inMonth.length;
    const held = inMonth.filter((day) => day < refundDate).length;
    const share = shares[index] ?? 0;
    const rule: RefundRule =
      period.end < refundDate
        ? 'none'
        : period.start > refundDate
          ? 'full'
          : cause === 'academy'
            ? academyRule(held, lessons)
            : learnerRule(held, lessons);
    return { ...period, amount: share, lessons, held, rule, refund: refundOf(rule, share, held, lessons) };
  });

  const total = months.reduce((sum, month) => sum + month.refund, 0);
  const rule: RefundRule =
    refundDate < periodStart
      ? 'full'
      : refundDate > periodEnd
        ? 'none'
        : (months.find((month) => refundDate <= month.end) as RefundMonth).rule;
  return { amount: total, rule, explanation: explain(input, months, total), months };
}
