import { addDays, daysInMonth, type IsoDate, requireIsoDate, toIsoDate, utcTime } from '../calendar/calendar.rules';

/**
 * Asia/Seoul business dates. The academy's day (attendance day, billing month) is the day on the
 * wall clock in Seoul, whatever the time zone of the server or the browser. Every conversion takes
 * Seoul's offset from `Intl` with `timeZone: 'Asia/Seoul'` (learned once per UTC hour); nothing
 * reads the machine's local time.
 */

export const BUSINESS_TIME_ZONE = 'Asia/Seoul';

/** A calendar month as `YYYY-MM`. */
export type IsoMonth = string;

export type SeoulDateTimeParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const seoulFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid Date');
}

/** Seoul's wall-clock parts of an instant, straight from Intl (the source of truth). */
function intlParts(instant: Date): SeoulDateTimeParts {
  const parts: Record<string, number> = {};
  for (const part of seoulFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far (ms) Seoul's wall clock is ahead of UTC at a whole second, by Intl. */
function intlOffsetMs(second: number): number {
  const p = intlParts(new Date(second));
  return utcTime(p.year, p.month, p.day, p.hour, p.minute, p.second) - second;
}

const HOUR_MS = 60 * 60 * 1000;
/** Seoul's offset for each UTC hour asked about (a bounded memory: it only saves Intl calls). */
const offsetByHour = new Map<number, number>();
const MAX_REMEMBERED_HOURS = 10_000;

/**
 * Seoul's offset from UTC at an instant: Intl's, learned once per UTC hour (`formatToParts` costs
 * more than the rest of a date's handling, and a server asks for "today" several times a request).
 * An hour whose first and last second disagree holds a change of offset, and is asked about instant
 * by instant.
 */
function offsetMsAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const first = intlOffsetMs(hour * HOUR_MS);
  if (intlOffsetMs(hour * HOUR_MS + HOUR_MS - 1000) !== first) return intlOffsetMs(Math.floor(ms / 1000) * 1000);
  if (offsetByHour.size >= MAX_REMEMBERED_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, first);
  return first;
}

/** The wall-clock date and time in Seoul at an instant. */
export function seoulDateTimeParts(instant: Date): SeoulDateTimeParts {
  assertValidInstant(instant);
  const ms = instant.getTime();
  const wall = new Date(ms + offsetMsAt(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The business date (`YYYY-MM-DD` in Seoul) an instant falls on. */
export function businessDateOf(instant: Date): IsoDate {
  const { year, month, day } = seoulDateTimeParts(instant);
  return toIsoDate({ year, month, day });
}

/** Today's business date in Seoul; pass `now` to make it deterministic. */
export function todayBusinessDate(now: Date = new Date()): IsoDate {
  return businessDateOf(now);
}

/** The business month (`YYYY-MM`) an instant falls in. */
export function businessMonthOf(instant: Date): IsoMonth {
  return businessDateOf(instant).slice(0, 7);
}

/** Minutes Seoul's wall clock is ahead of UTC at an instant (540 today; computed, not assumed). */
export function seoulOffsetMinutes(instant: Date): number {
  const p = seoulDateTimeParts(instant);
  const wallAsUtc = utcTime(p.year, p.month, p.day, p.hour, p.minute, p.second);
  const truncated = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - truncated) / 60_000);
}

/** The instant a business date begins (00:00 in Seoul). */
export function startOfBusinessDate(date: IsoDate): Date {
  const { year, month, day } = requireIsoDate(date);
  const wallAsUtc = utcTime(year, month, day);
  const guess = new Date(wallAsUtc - seoulOffsetMinutes(new Date(wallAsUtc)) * 60_000);
  return new Date(wallAsUtc - seoulOffsetMinutes(guess) * 60_000);
}

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

export function parseIsoMonth(value: IsoMonth): { year: number; month: number } {
  const match = ISO_MONTH.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`not a month (YYYY-MM): ${value}`);
  return { year, month };
}

export type BusinessMonthRange = {
  /** First day of the month. */
  first: IsoDate;
  /** Last day of the month. */
  last: IsoDate;
  /** The instant the month begins in Seoul (inclusive bound for `timestamptz` queries). */
  startsAt: Date;
  /** The instant the next month begins in Seoul (exclusive bound). */
  endsBefore: Date;
};

/** The days and the instants of a business month, e.g. for `WHERE at >= startsAt AND at < endsBefore`. */
export function businessMonthRange(month: IsoMonth): BusinessMonthRange {
  const { year, month: m } = parseIsoMonth(month);
  const first = toIsoDate({ year, month: m, day: 1 });
  const last = toIsoDate({ year, month: m, day: daysInMonth(year, m) });
  return { first, last, startsAt: startOfBusinessDate(first), endsBefore: startOfBusinessDate(addDays(last, 1)) };
}

/** The business month `offset` months after `month` (negative for earlier). */
export function shiftIsoMonth(month: IsoMonth, offset: number): IsoMonth {
  const { year, month: m } = parseIsoMonth(month);
  const index = year * 12 + (m - 1) + offset;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String(index - y * 12 + 1).padStart(2, '0')}`;
}
