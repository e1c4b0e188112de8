import { type IsoDate, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { startOfBusinessDate } from '@academy/domain/format/format.business-date';
import { type RawBuilder, sql } from 'kysely';
import { ofInst } from '../tenancy/of-inst';

/**
 * Which classes meet on a business date, in SQL, for queries that need it for many classes at once
 * (today's classes, the academy's day, the automatic absence, the kiosk's check-in).
 *
 * A class meets on a date:
 * - regularly: the date lies in its period (lec_start_dt … its last day: lec_end_dt, or the Seoul
 *   day it was closed (폐강) when earlier; the close day itself still meets), one of its weekly
 *   slots (class_lectures) falls on that weekday, and no schedule exception cancels or moves that
 *   day (class_sessions 'cancel'/'reschedule' with original_date = the date). Several slots on one
 *   weekday make one session from the earliest start to the latest end;
 * - or by an exception: a 'reschedule' or 'makeup' session whose session_date is the date, at its
 *   own times, whatever the class's period (a day may move past the last day; a makeup planned
 *   before a 폐강 stays). An exception stored without times is not a session (the domain cannot
 *   express one, and the schedule leaves it out). A makeup (보강) is for the students chosen in
 *   class_session_students, each possibly making up one absence.
 *
 * This is the SQL form of the schedule area's rule (packages/domain/src/schedule/schedule.rules.ts,
 * `expandSessions`), which the month views use directly; the two must say the same thing, and
 * sessions-on.test.ts checks that they do, day by day.
 */

export type SessionKindRow = 'regular' | 'reschedule' | 'makeup';

export type SessionRow = {
  inst_id: string;
  class_id: string;
  kind: SessionKindRow;
  /** 'HH:MM:SS' */
  start_time: string;
  end_time: string;
  room: string | null;
  /** The schedule exception behind a rescheduled or makeup session; null for a regular one. */
  session_id: string | null;
};

/** One academy (or one class of it), some academies (a family's children, each at their own; not empty), or all. */
export type SessionScope =
  | { instId: string; classId?: string }
  | { instIds: readonly string[] }
  | { allInstitutes: true };

function scopeOf(scope: SessionScope, table: string): RawBuilder<unknown> {
  if ('allInstitutes' in scope) return sql`true`;
  if ('instIds' in scope) return sql`${sql.ref(`${table}.inst_id`)} = any(${[...scope.instIds]}::uuid[])`;
  const byClass = scope.classId ? sql` and ${sql.ref(`${table}.class_id`)} = ${scope.classId}` : sql``;
  return sql`${ofInst(scope.instId, table)}${byClass}`;
}

/**
 * The days the rule is asked about, as a FROM item `d(date, weekday, day_start)`: each date, its
 * weekday (0 Sunday … 6 Saturday) and the instant its Seoul day begins — one row of bound values
 * for one date, `unnest`ed arrays for several. JavaScript works out the weekday and the start of
 * the day (the domain's calendar and time zone), so the rule's SQL stays the same text whatever the
 * dates.
 */
function oneDay(date: IsoDate): RawBuilder<unknown> {
  return sql`(select ${date}::date as date, ${weekdayOf(date)}::int as weekday,
                     ${startOfBusinessDate(date)}::timestamptz as day_start) d`;
}

function severalDays(dates: readonly IsoDate[]): RawBuilder<unknown> {
  return sql`unnest(${[...dates]}::date[], ${dates.map(weekdayOf)}::int[], ${dates.map(startOfBusinessDate)}::timestamptz[])
           as d(date, weekday, day_start)`;
}

/**
 * The rule's body over the days `d` as data: the class slots joined by weekday, the exceptions by
 * date; one row per date, class and kind. One plan the size of one day's, whatever the number of
 * days.
 */
function sessionsOfDays(days: RawBuilder<unknown>, scope: SessionScope): RawBuilder<SessionRow & { date: string }> {
  return sql<SessionRow & { date: string }>`select u.* from (
    select d.date::text as date, l.inst_id, l.class_id, 'regular'::text as kind,
           min(l.start_time)::text as start_time, max(l.end_time)::text as end_time, min(l.room) as room,
           null::uuid as session_id
      from ${days}
      join class_lectures l on l.weekday = d.weekday
      join classes c on c.inst_id = l.inst_id and c.id = l.class_id
     where ${scopeOf(scope, 'l')}
       and (c.status = 'open' or c.closed_at >= d.day_start)
       and c.lec_start_dt <= d.date
       and (c.lec_end_dt is null or c.lec_end_dt >= d.date)
       and not exists (
         select 1 from class_sessions x
          where x.inst_id = l.inst_id and x.class_id = l.class_id
            and x.kind in ('cancel', 'reschedule') and x.original_date = d.date)
     group by d.date, l.inst_id, l.class_id
    union all
    select d.date::text, s.inst_id, s.class_id, s.kind, s.start_time::text, s.end_time::text, s.room, s.id
      from ${days}
      join class_sessions s on s.session_date = d.date
     where ${scopeOf(scope, 's')}
       and (s.kind = 'makeup' or (s.kind = 'reschedule' and s.original_date is not null))
       and s.start_time is not null and s.end_time is not null
    ) u`;
}

/**
 * The sessions of a date as a subquery (`select … from (${sessionsOn(…)}) s`): one row per class
 * and kind; a class with a regular day and a makeup on the same date has two. A class is not
 * closed before the date when it is open, or closed on that Seoul day or later.
 */
export function sessionsOn(date: IsoDate, scope: SessionScope): RawBuilder<SessionRow> {
  return sessionsOfDays(oneDay(date), scope);
}

/**
 * The sessions of several dates as one subquery, each row with its `date` ('YYYY-MM-DD'): a week's
 * timetable in one statement, whose text is the same whatever the dates (they travel as arrays).
 * `dates` must not be empty.
 */
export function sessionsOnDates(
  dates: readonly IsoDate[],
  scope: SessionScope,
): RawBuilder<SessionRow & { date: string }> {
  if (dates.length === 0) throw new RangeError('sessionsOnDates needs at least one date');
  return sessionsOfDays(severalDays(dates), scope);
}

/**
 * Enrolment rows (class_students, alias `cs`) covering the date: a date, or a date column of the
 * row being read (e.g. `sql.ref('l.date')`).
 */
export function enrolmentCovers(date: IsoDate | RawBuilder<unknown>, alias = 'cs'): RawBuilder<unknown> {
  const day = typeof date === 'string' ? sql`${date}::date` : date;
  return sql`${sql.ref(`${alias}.start_date`)} <= ${day} and (${sql.ref(`${alias}.end_date`)} is null or ${sql.ref(`${alias}.end_date`)} >= ${day})`;
}
