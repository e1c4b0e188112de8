import { josa } from 'es-hangul';
import { addMonths, daysInMonth, type IsoDate, requireIsoDate, toIsoDate } from '../calendar/calendar.rules';
import { digitsOnly } from '../text/text.rules';
import {
  CLASS_FIXED_MAX,
  CLASS_STOCK_IMAGES,
  type ClassStockImage,
  DEFAULT_SHOW_YN,
  type PayDtTpCd,
  SHOW_YN_FLAGS,
  type ShowYnFlag,
} from './class.constants';

/**
 * Class rules: the headcount cap, the `showYn` flags (`Y#Y#N#N`, meanings in class.constants),
 * weekly slots and their overlaps, the billing-date rules of `payDtTpCd`, and the headcount check
 * of enrolments.
 */

/** A headcount capped at 9999 (larger becomes 9999); negatives become 0. */
export function capClassFixed(fixed: number): number {
  return Math.min(Math.max(0, Math.trunc(fixed)), CLASS_FIXED_MAX);
}

/** A typed headcount: digits only, capped at 9999; `null` when no digit was typed. */
export function parseClassFixedInput(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : capClassFixed(Number(digits));
}

export type ShowYnFlags = readonly boolean[];

/** `Y#Y#N#N` → `[true, true, false, false]`; an empty or missing value gives the default flags. */
export function parseShowYn(showYn: string | null | undefined): boolean[] {
  const value = showYn?.trim() ? showYn : DEFAULT_SHOW_YN;
  return value.split('#').map((flag) => flag.trim().toUpperCase() === 'Y');
}

/** `[true, true, false, false]` → `Y#Y#N#N`. */
export function formatShowYn(flags: ShowYnFlags): string {
  return flags.map((flag) => (flag ? 'Y' : 'N')).join('#');
}

/** The flags with one position changed (positions past the end are filled with N). */
export function setShowYnFlag(showYn: string | null | undefined, index: number, value: boolean): string {
  const flags = parseShowYn(showYn);
  while (flags.length <= index) flags.push(false);
  flags[index] = value;
  return formatShowYn(flags);
}

export function isClassStockImage(fileName: string): fileName is ClassStockImage {
  return (CLASS_STOCK_IMAGES as readonly string[]).includes(fileName);
}

// ── showYn by name ───────────────────────────────────────────────────────────

/** The four flags by name (`SHOW_YN_FLAGS`); a missing position reads as its default. */
export function showYnFlagsOf(showYn: string | null | undefined): Record<ShowYnFlag, boolean> {
  const flags = parseShowYn(showYn);
  const defaults = parseShowYn(DEFAULT_SHOW_YN);
  return Object.fromEntries(
    SHOW_YN_FLAGS.map((flag, index) => [flag, flags[index] ?? defaults[index] ?? false]),
  ) as Record<ShowYnFlag, boolean>;
}

// ── times of day and weekly slots ────────────────────────────────────────────

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** `HH:MM` on a 24-hour clock. */
export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** `14:30` → 870 (minutes after midnight); `HH:MM:SS` (as PostgreSQL answers a `time`) also reads. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!match) throw new RangeError(`not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** `14:30:00` → `14:30`. */
export const toHhMm = (time: string): string => time.slice(0, 5);

export type WeeklySlot = { day: number; start: string; end: string; room?: string | null };

/** Two slots overlap when they share a weekday and some minute (touching ends do not overlap). */
export function slotsOverlap(a: WeeklySlot, b: WeeklySlot): boolean {
  return a.day === b.day && minutesOfDay(a.start) < minutesOfDay(b.end) && minutesOfDay(b.start) < minutesOfDay(a.end);
}

/** Pairs of indexes `[earlier, later]` of slots that overlap; slots with a bad time are skipped. */
export function overlappingSlots(slots: readonly WeeklySlot[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const valid = (slot: WeeklySlot) => isTimeOfDay(slot.start) && isTimeOfDay(slot.end) && slot.start < slot.end;
  for (let i = 0; i < slots.length; i += 1) {
    for (let j = i + 1; j < slots.length; j += 1) {
      const a = slots[i] as WeeklySlot;
      const b = slots[j] as WeeklySlot;
      if (valid(a) && valid(b) && slotsOverlap(a, b)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** A room name as compared between classes: trimmed, spaces removed, case-folded (`201 호` = `201호`). */
export function roomKey(room: string | null | undefined): string | null {
  const key = (room ?? '').replace(/\s+/g, '').toLowerCase();
  return key === '' ? null : key;
}

/** The weekdays a class meets on, from its slots: distinct and in order (0 = Sunday). */
export function lecDaysOf(slots: readonly Pick<WeeklySlot, 'day'>[]): number[] {
  return [...new Set(slots.map((slot) => slot.day))].sort((a, b) => a - b);
}

// ── billing dates (payDtTpCd) ────────────────────────────────────────────────

/** The billing day of a month for a day-of-month rule: `appointedDt`, or the month's last day when shorter. */
export function billingDayOfMonth(appointedDt: string | number, year: number, month: number): IsoDate {
  const wanted = Math.trunc(Number(appointedDt));
  if (!Number.isFinite(wanted) || wanted < 1 || wanted > 31) throw new RangeError(`not a day of month: ${appointedDt}`);
  return toIsoDate({ year, month, day: Math.min(wanted, daysInMonth(year, month)) });
}

export type BillingRule = { payDtTpCd: PayDtTpCd; appointedDt: string };

/**
 * The first billing date on or after `from` of an enrolment that started on `enrolStart`:
 * `010` the appointed day of a month, `020` the day of the month the enrolment started (both with
 * the last-day rule, never before the enrolment starts); `030` has no date (billed when the rounds
 * are used up), so `null`.
 */
export function nextBillingDate(rule: BillingRule, enrolStart: IsoDate, from: IsoDate): IsoDate | null {
  if (rule.payDtTpCd === '030') return null;
  const start = from < enrolStart ? enrolStart : from;
  const day = rule.payDtTpCd === '010' ? rule.appointedDt : String(requireIsoDate(enrolStart).day);
  const { year, month } = requireIsoDate(start);
  const thisMonth = billingDayOfMonth(day, year, month);
  if (thisMonth >= start) return thisMonth;
  const next = requireIsoDate(addMonths(toIsoDate({ year, month, day: 1 }), 1));
  return billingDayOfMonth(day, next.year, next.month);
}

// ── enrolment and the headcount ──────────────────────────────────────────────

export type EnrolmentPeriod = { startDate: IsoDate; endDate: IsoDate | null };

const overlapsPeriod = (a: EnrolmentPeriod, b: EnrolmentPeriod) =>
  (a.endDate === null || b.startDate <= a.endDate) && (b.endDate === null || a.startDate <= b.endDate);

/** Whether two enrolment periods share a day (an open end runs forever). */
export function enrolmentsOverlap(a: EnrolmentPeriod, b: EnrolmentPeriod): boolean {
  return overlapsPeriod(a, b);
}

/**
 * The most enrolments active on one day within `period`. The count only rises on a start date, so
 * it is enough to look at the period's first day and every start inside it.
 */
export function maxConcurrentEnrolments(enrolments: readonly EnrolmentPeriod[], period: EnrolmentPeriod): number {
  const relevant = enrolments.filter((enrolment) => overlapsPeriod(enrolment, period));
  const points = [
    period.startDate,
    ...relevant
      .map((enrolment) => enrolment.startDate)
      .filter((day) => day > period.startDate && (period.endDate === null || day <= period.endDate)),
  ];
  let most = 0;
  for (const day of points) {
    const active = relevant.filter(
      (enrolment) => enrolment.startDate <= day && (enrolment.endDate === null || day <= enrolment.endDate),
    ).length;
    most = Math.max(most, active);
  }
  return most;
}

/** Seats still free in `period` for a class of headcount `fixed` (null: no limit → Infinity). */
export function freeSeats(
  fixed: number | null,
  enrolments: readonly EnrolmentPeriod[],
  period: EnrolmentPeriod,
): number {
  if (fixed === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, fixed - maxConcurrentEnrolments(enrolments, period));
}

/** The Korean refusal when an enrolment would go over the headcount. */
export function classFullMessage(fixed: number, enrolled: number): string {
  const free = Math.max(0, fixed - enrolled);
  return free === 0
    ? `정원 ${fixed}명이 모두 찼습니다. 정원을 늘리거나 수강 중인 원생의 수강을 종료한 뒤 다시 등록해 주세요.`
    : `정원 ${fixed}명을 넘어 등록할 수 없습니다. 지금 ${enrolled}명이 수강 중이라 ${free}명까지 더 등록할 수 있습니다.`;
}

/** A list of names for a message: `최민준, 김도윤 외 3명`. */
export function namesForMessage(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${head} 외 ${names.length - shown}명` : head;
}

/** Another open class uses the room at the same time. */
export function roomConflictMessage(classNm: string, room: string): string {
  return `'${classNm}' 반이 같은 시간에 ${josa(room.trim(), '을/를')} 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.`;
}

/** Some students are already enrolled for (part of) the period. */
export function alreadyEnrolledMessage(names: readonly string[]): string {
  return `이미 이 반에 등록된 원생이 있습니다: ${namesForMessage(names)}. 수강 기간을 확인해 주세요.`;
}

/** Students who left the academy cannot join a class. */
export function leftStudentsMessage(names: readonly string[]): string {
  return `퇴원한 원생은 반에 등록할 수 없습니다: ${namesForMessage(names)}.`;
}
