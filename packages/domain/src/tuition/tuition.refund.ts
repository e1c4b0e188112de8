import { josa } from 'es-hangul';
import {
  addDays,
  addMonths,
  compareIsoDate,
  daysBetween,
  type IsoDate,
  requireIsoDate,
} from '../calendar/calendar.rules';
import { formatDate, formatShortDate } from '../format/format.date';
import { formatNumber, formatWon } from '../format/format.money';

/**
 * Tuition refund under 학원의 설립·운영 및 과외교습에 관한 법률 시행령 §18 (별표 4), as PRODUCT.md states it.
 *
 * Reasons
 * - `academy`: the academy cannot teach (closure, suspension, …). The amount paid is refunded pro
 *   rata by day from the day teaching became impossible: remaining days (that day included) over
 *   the days of the period.
 * - `student`: the student quits. For a period of one month or less, by teaching time elapsed up to
 *   the refund date: nothing taught yet → all; less than 1/3 → 2/3; less than 1/2 → 1/2; 1/2 or
 *   more → none. ("before 1/3" is strict: exactly 1/3 already gives only 1/2, exactly 1/2 gives none.)
 *   For a longer period: the month the reason arose in by that rule, plus the later months in full.
 *
 * Months. A period is cut into billing months from its start day (11/15–12/14, 12/15–1/14, …; a
 * day a month lacks becomes its last day). A last month cut short by the period's end counts for
 * its share of days. The amount and the teaching time are spread over the months by those weights
 * (whole months weigh the same), unless the caller passes the current month's real teaching time in
 * `currentMonth` (e.g. counted from the class schedule).
 *
 * Rounding. Money is integer won. Every refund is rounded UP to the won (`ceil`): the statute sets
 * the least the academy must return, so rounding up never returns less than the law requires, and
 * costs the academy at most 1 won per refund. The amount is first split over the months in whole
 * won (largest remainder, earlier months first), so the months add up to exactly what was paid.
 *
 * Due date. The refund is due within 5 days of the reason arising (`dueBy`).
 */

export type RefundReason = 'academy' | 'student';
export type TeachingUnit = 'sessions' | 'minutes';
export type RefundRule = 'full' | 'twoThirds' | 'half' | 'none' | 'proRata';

export type TuitionRefundInput = {
  reason: RefundReason;
  /** What was paid for the whole period, integer won. */
  amount: number;
  /** The billed period, both days included, and its total teaching time. */
  period: { start: IsoDate; end: IsoDate; unit: TeachingUnit; total: number };
  /** Teaching time given from the start of the period up to the refund date, in the period's unit. */
  taught: number;
  /** The day the reason arose (the student quit, or teaching became impossible). */
  refundDate: IsoDate;
  /** The real teaching time of the month the refund date falls in, when known. */
  currentMonth?: { total: number; taught: number };
};

export type BillingMonth = {
  start: IsoDate;
  end: IsoDate;
  /** Days of this month inside the period. */
  days: number;
  /** Days a whole billing month starting on `start` has. */
  fullDays: number;
};

export type TuitionRefund = {
  /** Refund in integer won. */
  amount: number;
  /** The rule applied (to the current month when the period is longer than a month). */
  rule: RefundRule;
  /** One Korean line for the parent. */
  explanation: string;
  /** The last day to pay the refund (reason date + 5 days). */
  dueBy: IsoDate;
  /** Billing months in the period. */
  months: number;
  /** The month the refund date falls in, when it falls in the period (student reason). */
  currentMonth: { start: IsoDate; end: IsoDate; amount: number; refund: number } | null;
  /** Later months refunded in full. */
  laterMonths: { count: number; amount: number };
};

/** Days allowed to pay a refund. */
export const REFUND_DUE_DAYS = 5;

export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  full: '전액',
  twoThirds: '2/3',
  half: '1/2',
  none: '없음',
  proRata: '일할 계산',
};

const UNIT_SUFFIX: Record<TeachingUnit, string> = { sessions: '회', minutes: '분' };

function assertWholeNumber(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number ≥ 0: ${value}`);
}

function assertTeaching(name: string, total: number, taught: number): void {
  assertWholeNumber(`${name}.total`, total);
  assertWholeNumber(`${name}.taught`, taught);
  if (total === 0) throw new RangeError(`${name}.total must be more than 0`);
  if (taught > total) throw new RangeError(`${name}.taught (${taught}) exceeds total (${total})`);
}

/** The billing months of a period (see the module comment). */
export function billingMonths(start: IsoDate, end: IsoDate): BillingMonth[] {
  if (compareIsoDate(start, end) > 0) throw new RangeError(`period starts after it ends: ${start} > ${end}`);
  const months: BillingMonth[] = [];
  for (let index = 0; ; index++) {
    const monthStart = addMonths(start, index);
    if (compareIsoDate(monthStart, end) > 0) return months;
    const fullEnd = addDays(addMonths(start, index + 1), -1);
    const monthEnd = compareIsoDate(fullEnd, end) < 0 ? fullEnd : end;
    months.push({
      start: monthStart,
      end: monthEnd,
      days: daysBetween(monthStart, monthEnd) + 1,
      fullDays: daysBetween(monthStart, fullEnd) + 1,
    });
  }
}

/** Integer weights: whole months equal, a short last month by its share of days. */
function monthWeights(months: readonly BillingMonth[]): number[] {
  const last = months[months.length - 1] as BillingMonth;
  return months.map((month, index) => (index === months.length - 1 ? month.days : last.fullDays));
}

/** Splits an integer amount by integer weights; the parts add up to the amount exactly. */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.map((weight) => {
    const product = amount * weight;
    return { floor: (product - (product % total)) / total, remainder: product % total };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.floor, 0);
  const order = parts
    .map((_, index) => index)
    .sort((a, b) => (parts[b]?.remainder ?? 0) - (parts[a]?.remainder ?? 0) || a - b);
  const result = parts.map((part) => part.floor);
  for (const index of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left--;
  }
  return result;
}

const ceilDiv = (numerator: number, denominator: number) => {
  const rest = numerator % denominator;
  return (numerator - rest) / denominator + (rest > 0 ? 1 : 0);
};

/** The refund of one month (or a period of a month or less) by elapsed teaching `elapsed/total`. */
function ruleFor(elapsed: number, total: number): Exclude<RefundRule, 'proRata'> {
  if (elapsed <= 0) return 'full';
  if (3 * elapsed < total) return 'twoThirds';
  if (2 * elapsed < total) return 'half';
  return 'none';
}

function refundOf(rule: Exclude<RefundRule, 'proRata'>, amount: number): number {
  switch (rule) {
    case 'full':
      return amount;
    case 'twoThirds':
      return ceilDiv(amount * 2, 3);
    case 'half':
      return ceilDiv(amount, 2);
    case 'none':
      return 0;
  }
}

const range = (start: IsoDate, end: IsoDate) => `${formatShortDate(start)}~${formatShortDate(end)}`;

function validate(input: TuitionRefundInput): void {
  assertWholeNumber('amount', input.amount);
  assertTeaching('period', input.period.total, input.taught);
  if (input.currentMonth) assertTeaching('currentMonth', input.currentMonth.total, input.currentMonth.taught);
  requireIsoDate(input.refundDate);
  if (compareIsoDate(input.period.start, input.period.end) > 0) {
    throw new RangeError(`period starts after it ends: ${input.period.start} > ${input.period.end}`);
  }
}

function academyRefund(input: TuitionRefundInput, months: number, dueBy: IsoDate): TuitionRefund {
  const { amount, period, refundDate } = input;
  const totalDays = daysBetween(period.start, period.end) + 1;
  const from = compareIsoDate(refundDate, period.start) < 0 ? period.start : refundDate;
  const remainingDays = Math.max(0, daysBetween(from, period.end) + 1);
  const refund = ceilDiv(amount * remainingDays, totalDays);
  const pay = `${formatDate(dueBy)}까지 돌려드립니다.`;
  const explanation =
    remainingDays === 0
      ? `교습 기간(${range(period.start, period.end)})이 끝난 뒤여서 돌려드릴 교습비가 없습니다.`
      : remainingDays === totalDays
        ? `학원 사정으로 교습을 할 수 없게 되어 교습비 ${formatWon(amount)} 전액을 ${pay}`
        : `학원 사정으로 교습을 할 수 없게 되어 교습비 ${formatWon(amount)}을 전체 ${totalDays}일 중 남은 ${remainingDays}일로 일할 계산한 ${formatWon(refund)}을 ${pay}`;
  return {
    amount: refund,
    rule: 'proRata',
    explanation,
    dueBy,
    months,
    currentMonth: null,
    laterMonths: { count: 0, amount: 0 },
  };
}

/** The refund of paid tuition (see the module comment for the rule and its rounding). */
export function calculateTuitionRefund(input: TuitionRefundInput): TuitionRefund {
  validate(input);
  const { amount, period, refundDate, taught } = input;
  const months = billingMonths(period.start, period.end);
  const dueBy = addDays(refundDate, REFUND_DUE_DAYS);
  if (input.reason === 'academy') return academyRefund(input, months.length, dueBy);

  const pay = `${formatDate(dueBy)}까지 돌려드립니다.`;
  const base = { dueBy, months: months.length };
  if (compareIsoDate(refundDate, period.start) < 0) {
    return {
      ...base,
      amount,
      rule: 'full',
      explanation: `교습 시작 전이므로 낸 교습비 ${formatWon(amount)} 전액을 ${pay}`,
      currentMonth: null,
      laterMonths: { count: 0, amount: 0 },
    };
  }
  if (compareIsoDate(refundDate, period.end) > 0) {
    return {
      ...base,
      amount: 0,
      rule: 'none',
      explanation: `교습 기간(${range(period.start, period.end)})이 끝나 돌려드릴 교습비가 없습니다.`,
      currentMonth: null,
      laterMonths: { count: 0, amount: 0 },
    };
  }

  const weights = monthWeights(months);
  const monthAmounts = splitByWeights(amount, weights);
  const index = months.findIndex((month) => compareIsoDate(refundDate, month.end) <= 0);
  const month = months[index] as BillingMonth;
  const monthAmount = monthAmounts[index] ?? 0;
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
  const weightBefore = weights.slice(0, index).reduce((sum, weight) => sum + weight, 0);

  // Elapsed teaching of the current month as the fraction elapsed/total (integers, compared exactly).
  const elapsed = input.currentMonth ? input.currentMonth.taught : taught * weightTotal - period.total * weightBefore;
  const total = input.currentMonth ? input.currentMonth.total : period.total * (weights[index] ?? 0);
  const rule = ruleFor(elapsed, total);
  const monthRefund = refundOf(rule, monthAmount);
  const later = monthAmounts.slice(index + 1);
  const laterAmount = later.reduce((sum, part) => sum + part, 0);
  const refund = monthRefund + laterAmount;

  const unit = UNIT_SUFFIX[period.unit];
  const count = (value: number) => josa(`${formatNumber(value)}${unit}`, '이/가');
  const progress =
    months.length === 1
      ? `총 ${formatNumber(period.total)}${unit} 중 ${count(taught)} 진행되어`
      : input.currentMonth
        ? `${formatNumber(input.currentMonth.total)}${unit} 중 ${count(input.currentMonth.taught)} 진행되어`
        : `교습시간의 ${Math.floor((elapsed * 100) / total)}%가 진행되어`;

  let explanation: string;
  if (months.length === 1) {
    explanation = {
      full: `아직 교습이 시작되지 않아 낸 교습비 ${formatWon(amount)} 전액을 ${pay}`,
      twoThirds: `${progress} 총 교습시간의 1/3이 지나기 전이므로 교습비 ${formatWon(amount)}의 2/3인 ${formatWon(refund)}을 ${pay}`,
      half: `${progress} 총 교습시간의 1/2이 지나기 전이므로 교습비 ${formatWon(amount)}의 1/2인 ${formatWon(refund)}을 ${pay}`,
      none: `${progress} 총 교습시간의 1/2이 지났으므로 돌려드릴 교습비가 없습니다.`,
    }[rule];
  } else {
    const head = `이번 달(${range(month.start, month.end)}) 교습비 ${formatWon(monthAmount)}은`;
    const current = {
      full: `${head} 아직 교습이 시작되지 않아 전액인 ${formatWon(monthRefund)}`,
      twoThirds: `${head} ${progress} 1/3이 지나기 전이므로 2/3인 ${formatWon(monthRefund)}`,
      half: `${head} ${progress} 1/2이 지나기 전이므로 1/2인 ${formatWon(monthRefund)}`,
      none: `${head} ${progress} 1/2이 지나 돌려드릴 금액이 없고`,
    }[rule];
    if (later.length > 0) {
      explanation = `${current}, 남은 ${later.length}개월분 ${formatWon(laterAmount)}은 전액으로, 모두 ${formatWon(refund)}을 ${pay}`;
    } else {
      explanation = rule === 'none' ? `${current} 남은 달도 없어 돌려드릴 교습비가 없습니다.` : `${current}을 ${pay}`;
    }
  }

  return {
    ...base,
    amount: refund,
    rule,
    explanation,
    currentMonth: { start: month.start, end: month.end, amount: monthAmount, refund: monthRefund },
    laterMonths: { count: later.length, amount: laterAmount },
  };
}
