import { addDays, addMonths, daysInMonth, type IsoDate, requireIsoDate, toIsoDate } from '../calendar/calendar.rules';
import type { PayDtTpCd } from '../class/class.constants';
import { type IsoMonth, parseIsoMonth, shiftIsoMonth } from '../format/format.business-date';
import { PREPAYMENT_MONTHS_MAX } from './billing.constants';

/**
 * When a monthly bill is due and which days it pays for, from the class's billing-date rule
 * (payDtTpCd, docs/decisions/0013-class-codes.md) and the day the student's enrolment started.
 *
 * - `010` 매월 지정일: the bill of a month is due on day `appointedDt`, or the month's last day when
 *   the month is shorter (31 → 2월 28일). It pays for calendar months: `month`-01 to the last day of
 *   the last prepaid month. Academies billing on a fixed day bill the month itself (11월분 교습비), so
 *   the period follows the calendar, not the due day.
 * - `020` 수강 시작일 기준: due on the day of the month the enrolment started (same last-day rule). It
 *   pays for a month counted from that day: from that day in `month` to the day before the same day
 *   N months later (enrolled 1월 15일 → 11월 15일–12월 14일). Counting every month from the enrolment
 *   day itself (not from last month's date) keeps 31st-day enrolments on the 31st after February.
 * - `030` 회차 소진 시: a per-round tuition has no monthly bill; a round's bill is made when the last
 *   round is used up (`isRoundExhausted`) and is due the day it is made.
 *
 * Nothing is due, and no period starts, before the enrolment starts: a student who joins on the 18th
 * of a class billed on the 1st pays that first (prorated) month from the 18th, due the 18th.
 */

export type BillingDateRule = {
  payDtTpCd: PayDtTpCd;
  /** The day of month (1–31) of rule `010`, as the class keeps it (`'1'` by default). */
  appointedDt: string | number;
  /** The first day of the student's enrolment in the class. */
  enrolmentStart: IsoDate;
};

/** A bill's period, both days included (regStartDt … regEndDt). */
export type BillPeriod = { start: IsoDate; end: IsoDate };

/** `day` of `month`, or the month's last day when it has fewer days. */
function dayOfMonth(month: IsoMonth, day: number): IsoDate {
  const { year, month: m } = parseIsoMonth(month);
  return toIsoDate({ year, month: m, day: Math.min(day, daysInMonth(year, m)) });
}

function appointedDay(appointedDt: string | number): number {
  const day = Number(appointedDt);
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new RangeError(`not a day of month: ${appointedDt}`);
  return day;
}

/** Months from the enrolment's month to `month`; a month before the enrolment has no bill. */
function monthsSinceEnrolment(rule: BillingDateRule, month: IsoMonth): number {
  const start = requireIsoDate(rule.enrolmentStart);
  const { year, month: m } = parseIsoMonth(month);
  const months = year * 12 + m - (start.year * 12 + start.month);
  if (months < 0) throw new RangeError(`no bill for ${month}: the enrolment starts on ${rule.enrolmentStart}`);
  return months;
}

const notBefore = (date: IsoDate, earliest: IsoDate) => (date < earliest ? earliest : date);

/**
 * The due date of the bill of `month` (`YYYY-MM`): `010` day `appointedDt` of the month, `020` the
 * enrolment's day of the month (both on the month's last day when it is shorter, never before the
 * enrolment starts), `030` null — a per-round bill is due the day it is made.
 */
export function billDueDate(rule: BillingDateRule, month: IsoMonth): IsoDate | null {
  if (rule.payDtTpCd === '030') return null;
  const months = monthsSinceEnrolment(rule, month);
  if (rule.payDtTpCd === '020') return addMonths(rule.enrolmentStart, months);
  return notBefore(dayOfMonth(month, appointedDay(rule.appointedDt)), rule.enrolmentStart);
}

/**
 * The days the bill of `month` pays for when it covers `prepaymentMonths` months (선납, 1–12), as
 * the module comment says: `010` calendar months, `020` months counted from the enrolment day; the
 * first period starts no earlier than the enrolment. `030` has no monthly period (null).
 */
export function monthlyBillPeriod(rule: BillingDateRule, month: IsoMonth, prepaymentMonths: number): BillPeriod | null {
  if (!Number.isInteger(prepaymentMonths) || prepaymentMonths < 1 || prepaymentMonths > PREPAYMENT_MONTHS_MAX) {
    throw new RangeError(`prepayment months must be 1–${PREPAYMENT_MONTHS_MAX}: ${prepaymentMonths}`);
  }
  if (rule.payDtTpCd === '030') return null;
  const months = monthsSinceEnrolment(rule, month);
  if (rule.payDtTpCd === '020') {
    return {
      start: addMonths(rule.enrolmentStart, months),
      end: addDays(addMonths(rule.enrolmentStart, months + prepaymentMonths), -1),
    };
  }
  const lastMonth = shiftIsoMonth(month, prepaymentMonths - 1);
  return {
    start: notBefore(dayOfMonth(month, 1), rule.enrolmentStart),
    end: dayOfMonth(lastMonth, 31),
  };
}
