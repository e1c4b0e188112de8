import { addDays, daysInMonth, type IsoDate, toIsoDate, weekdayOf } from '../calendar/calendar.rules';
import { minutesOfDay, toHhMm } from '../class/class.rules';
import { holidayOn } from './schedule.holidays';

/**
 * The session-expansion rule: a class meets on its weekly slots, every week from its first day to
 * its last (or its closing day), except where an exception says otherwise:
 * - `cancel` (휴강): that day's regular sessions are kept but marked cancelled;
 * - `reschedule` (일정 변경): that day's regular sessions are marked moved, and one session takes
 *   place on the new day and time instead;
 * - `makeup` (보강): an extra session on its day and time, for chosen students.
 * Exceptions act on a class's day (attendance is kept per class and day). A public holiday cancels
 * nothing by itself: its name is attached so the calendar can show it and offer 휴강 처리.
 */

export type SlotOfWeek = { weekday: number; start: string; end: string; room: string | null };

export type SessionExceptionInput =
  | { id: string; kind: 'cancel'; originalDate: IsoDate; reason: string | null }
  | {
      id: string;
      kind: 'reschedule';
      originalDate: IsoDate;
      date: IsoDate;
      start: string;
      end: string;
      room: string | null;
      reason: string | null;
    }
  | {
      id: string;
      kind: 'makeup';
      date: IsoDate;
      start: string;
      end: string;
      room: string | null;
      reason: string | null;
    };

export type ClassTimeline = {
  classId: string;
  /** The class's first day (lecStartDt). */
  startDate: IsoDate;
  /** Its last day: lecEndDt, or the closing day of a closed class; null runs on. */
  endDate: IsoDate | null;
  slots: readonly SlotOfWeek[];
  exceptions: readonly SessionExceptionInput[];
};

export const SESSION_KINDS = ['regular', 'reschedule', 'makeup'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** `moved`: a regular session replaced by a reschedule (shown where it was, pointing to the new day). */
export const SESSION_STATUSES = ['scheduled', 'cancelled', 'moved'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export type ExpandedSession = {
  /** Stable: `classId:date:start` for a regular session, the exception's id otherwise. */
  key: string;
  classId: string;
  date: IsoDate;
  start: string;
  end: string;
  room: string | null;
  kind: SessionKind;
  status: SessionStatus;
  /** The exception that cancelled, moved or created this session. */
  exceptionId: string | null;
  /** For a rescheduled session: the regular day it replaces. */
  originalDate: IsoDate | null;
  /** For a moved regular session: where it went. */
  movedTo: { date: IsoDate; start: string; end: string } | null;
  reason: string | null;
  /** The public holiday on that day, if any. */
  holidayNm: string | null;
};

export type DateRange = { from: IsoDate; to: IsoDate };

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const earlier = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/** The days of a range, in order. */
export function daysOf(range: DateRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function compareSessions(a: ExpandedSession, b: ExpandedSession): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  const byStart = minutesOfDay(a.start) - minutesOfDay(b.start);
  if (byStart !== 0) return byStart;
  return a.classId < b.classId ? -1 : a.classId > b.classId ? 1 : a.key < b.key ? -1 : 1;
}

/**
 * Every session of a class between `range.from` and `range.to` (both included), sorted by day and
 * time. `holidayName` tells a day's holiday (the shipped Korean holidays by default).
 */
export function expandSessions(
  timeline: ClassTimeline,
  range: DateRange,
  holidayName: (date: IsoDate) => string | null = (date) => holidayOn(date)?.name ?? null,
): ExpandedSession[] {
  const sessions: ExpandedSession[] = [];
  const cancelled = new Map<IsoDate, SessionExceptionInput & { kind: 'cancel' }>();
  const moved = new Map<IsoDate, SessionExceptionInput & { kind: 'reschedule' }>();
  for (const exception of timeline.exceptions) {
    if (exception.kind === 'cancel') cancelled.set(exception.originalDate, exception);
    if (exception.kind === 'reschedule') moved.set(exception.originalDate, exception);
  }

  const from = later(range.from, timeline.startDate);
  const to = timeline.endDate === null ? range.to : earlier(range.to, timeline.endDate);
  if (from <= to) {
    for (const date of daysOf({ from, to })) {
      const weekday = weekdayOf(date);
      for (const slot of timeline.slots) {
        if (slot.weekday !== weekday) continue;
        const start = toHhMm(slot.start);
        const cancel = cancelled.get(date);
        const move = moved.get(date);
        sessions.push({
          key: `${timeline.classId}:${date}:${start}`,
          classId: timeline.classId,
          date,
          start,
          end: toHhMm(slot.end),
          room: slot.room,
          kind: 'regular',
          status: cancel ? 'cancelled' : move ? 'moved' : 'scheduled',
          exceptionId: cancel?.id ?? move?.id ?? null,
          originalDate: null,
          movedTo: !cancel && move ? { date: move.date, start: toHhMm(move.start), end: toHhMm(move.end) } : null,
          reason: cancel?.reason ?? move?.reason ?? null,
          holidayNm: holidayName(date),
        });
      }
    }
  }

  for (const exception of timeline.exceptions) {
    if (exception.kind === 'cancel') continue;
    if (exception.date < range.from || exception.date > range.to) continue;
    sessions.push({
      key: exception.id,
      classId: timeline.classId,
      date: exception.date,
      start: toHhMm(exception.start),
      end: toHhMm(exception.end),
      room: exception.room,
      kind: exception.kind,
      status: 'scheduled',
      exceptionId: exception.id,
      originalDate: exception.kind === 'reschedule' ? exception.originalDate : null,
      movedTo: null,
      reason: exception.reason,
      holidayNm: holidayName(exception.date),
    });
  }
  return sessions.sort(compareSessions);
}

/** Whether a class meets regularly on a day (a slot on its weekday, inside its dates), exceptions aside. */
export function isRegularDay(timeline: Pick<ClassTimeline, 'startDate' | 'endDate' | 'slots'>, date: IsoDate): boolean {
  if (date < timeline.startDate) return false;
  if (timeline.endDate !== null && date > timeline.endDate) return false;
  const weekday = weekdayOf(date);
  return timeline.slots.some((slot) => slot.weekday === weekday);
}

// ── calendar grids ───────────────────────────────────────────────────────────

/** The first and last day of a month `YYYY-MM`. */
export function monthRange(month: string): DateRange {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const year = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || m < 1 || m > 12) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return { from: toIsoDate({ year, month: m, day: 1 }), to: toIsoDate({ year, month: m, day: daysInMonth(year, m) }) };
}

/**
 * The weeks of a month as a calendar shows them, Sunday first: each week has 7 cells, a day of the
 * month or null for the days of the months around it.
 */
export function monthWeeks(month: string): (IsoDate | null)[][] {
  const { from, to } = monthRange(month);
  const weeks: (IsoDate | null)[][] = [];
  let week: (IsoDate | null)[] = Array.from({ length: weekdayOf(from) }, () => null);
  for (const day of daysOf({ from, to })) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The Monday of the week a day is in (a Korean timetable runs 월 … 일). */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = weekdayOf(date);
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/** Monday to Sunday of the week a day is in. */
export function weekRange(date: IsoDate): DateRange {
  const from = mondayOf(date);
  return { from, to: addDays(from, 6) };
}
