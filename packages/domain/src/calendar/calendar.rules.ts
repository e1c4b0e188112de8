/**
 * Calendar arithmetic on business dates written as ISO strings (`YYYY-MM-DD`).
 *
 * A business date is a day on the Korean calendar (attendance day, billing month, birth date, refund
 * date), not an instant. Everything here is pure and works in UTC internally, so the machine's time
 * zone never changes a result. Turning an instant into a business date is `format.business-date`.
 */

/** A day on the calendar as `YYYY-MM-DD`. */
export type IsoDate = string;

export type DateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year: 28–31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** `{ year, month, day }` of a valid `YYYY-MM-DD`, or `null` (wrong shape or no such day). */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** Like `parseIsoDate`, but a bad date is a programming error. */
export function requireIsoDate(value: string): DateParts {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${value}`);
  return parts;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Milliseconds since 1970 of a wall-clock time read as UTC. Unlike `Date.UTC`, which reads the years
 * 0–99 as 1900–1999, every year stays itself (`setUTCFullYear` does not remap them).
 */
export function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function toEpochDay(value: IsoDate): number {
  const { year, month, day } = requireIsoDate(value);
  return utcTime(year, month, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): IsoDate {
  const date = new Date(epochDay * MS_PER_DAY);
  return toIsoDate({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(value) + days);
}

/**
 * The same day `months` months later (earlier when negative); a day the target month lacks becomes
 * its last day (2026-01-31 + 1 month = 2026-02-28). Counting from one fixed day keeps a monthly
 * rhythm: 01-31, 02-28, 03-31, … for `months` 0, 1, 2, never drifting to the 28th.
 */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireIsoDate(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return toIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Negative, zero or positive like a sort comparator. Valid ISO dates compare as strings. */
export function compareIsoDate(a: IsoDate, b: IsoDate): number {
  requireIsoDate(a);
  requireIsoDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Day of the week, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(value: IsoDate): number {
  const { year, month, day } = requireIsoDate(value);
  return new Date(utcTime(year, month, day)).getUTCDay();
}

/** Full years between a birth date and a day (만 나이): the birthday must have been reached. */
export function fullYearsBetween(birthdate: IsoDate, on: IsoDate): number {
  const birth = requireIsoDate(birthdate);
  const day = requireIsoDate(on);
  const years = day.year - birth.year;
  const reached = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return reached ? years : years - 1;
}
