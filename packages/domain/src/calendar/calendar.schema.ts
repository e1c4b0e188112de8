import { z } from 'zod';
import { businessDateOf } from '../format/format.business-date';
import { formatMonth, formatShortDate } from '../format/format.date';
import { labelled } from '../validation/validation.error-map';
import { type FieldInputKind, rangeMessage } from '../validation/validation.messages';
import { type IsoDate, isIsoDate } from './calendar.rules';

/**
 * The service's calendar: every date, month and instant it accepts lies between
 * **1900-01-01 and 2100-12-31** (Seoul business dates). Stated once, here; every date and month
 * schema of the domain is built from the ones below.
 *
 * Why these bounds: the earliest birth date an academy records is 1900 (the oldest living people),
 * and nothing an academy plans (class periods, billing months, schedules) reaches past 2100. Outside
 * them the arithmetic around a date breaks: PostgreSQL has no year 0000, `Date.UTC` reads the years
 * 0–99 as 1900–1999, and a month view or a billing rule also touches the month after the one asked
 * for (so 9999-12 would need year 10000). Inside them every neighbouring day and month is a date too.
 */
export const CALENDAR_FIRST_DATE: IsoDate = '1900-01-01';
export const CALENDAR_LAST_DATE: IsoDate = '2100-12-31';

const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real `YYYY-MM-DD` day inside the service's calendar. */
export function isCalendarDate(value: unknown): value is IsoDate {
  return isIsoDate(value) && value >= CALENDAR_FIRST_DATE && value <= CALENDAR_LAST_DATE;
}

/** A `YYYY-MM` month inside the service's calendar. */
export function isCalendarMonth(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ISO_MONTH.test(value) &&
    value >= CALENDAR_FIRST_DATE.slice(0, 7) &&
    value <= CALENDAR_LAST_DATE.slice(0, 7)
  );
}

/** `생년월일은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.` */
export function calendarDateRangeMessage(label: string, kind: FieldInputKind = 'input'): string {
  return rangeMessage(label, formatShortDate(CALENDAR_FIRST_DATE), formatShortDate(CALENDAR_LAST_DATE), kind);
}

/** `월은 1900.01부터 2100.12 사이로 선택해 주세요.` */
export function calendarMonthRangeMessage(label: string, kind: FieldInputKind = 'input'): string {
  return rangeMessage(label, formatMonth(CALENDAR_FIRST_DATE), formatMonth(CALENDAR_LAST_DATE), kind);
}

/**
 * A required business date `YYYY-MM-DD`: empty → `{label}을/를 입력해 주세요`, no such day →
 * the format message, outside the calendar → the range message.
 */
export function calendarDateSchema(label: string, kind: FieldInputKind = 'input') {
  return labelled(
    z
      .string()
      .min(1, { abort: true })
      .refine(isIsoDate, { abort: true })
      .refine(isCalendarDate, { error: calendarDateRangeMessage(label, kind) }),
    label,
    kind,
  );
}

/** A required month `YYYY-MM` inside the calendar. */
export function calendarMonthSchema(label: string, kind: FieldInputKind = 'input') {
  return labelled(
    z
      .string()
      .regex(ISO_MONTH, { abort: true })
      .refine(isCalendarMonth, { error: calendarMonthRangeMessage(label, kind) }),
    label,
    kind,
  );
}

/** An ISO instant with its offset (`2026-11-22T09:00:00+09:00`) whose Seoul date is inside the calendar. */
export function calendarInstantSchema(label: string) {
  return labelled(
    z.iso.datetime({ offset: true, abort: true }).refine(
      (value) => {
        const instant = new Date(value);
        return !Number.isNaN(instant.getTime()) && isCalendarDate(businessDateOf(instant));
      },
      { error: calendarDateRangeMessage(label) },
    ),
    label,
  );
}
