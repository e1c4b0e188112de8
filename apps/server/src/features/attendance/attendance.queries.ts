import type { AttendanceSource, AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { classesVisibleTo, studentsVisibleTo } from '../../platform/access/access.scopes';
import { guardianMobileToText } from '../../platform/notifications/message-mobile';
import { enrolmentCovers, type SessionRow, sessionsOn } from '../../platform/schedule/sessions-on';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Typed queries of the attendance area. Each takes the institute and filters every tenant table by
 * it (ofInst); each runs as one SQL statement whatever the number of students, so a sheet of 40
 * costs what a sheet of 5 does.
 */

// ── one class on one day ─────────────────────────────────────────────────────

type DaySession = Omit<SessionRow, 'inst_id' | 'class_id'>;

export type SheetRosterRow = {
  student_id: string;
  student_nm: string;
  status: AttendanceStatus | null;
  memo: string | null;
  source: AttendanceSource | null;
  /** Instants as ISO strings (the roster comes as JSON). */
  marked_at: string | null;
  check_in_at: string | null;
  check_out_at: string | null;
  /** On a makeup day: the absence the student makes up (class_session_students.absence_id). */
  absence_id: string | null;
};

/**
 * A class's sheet of a day in one statement (docs/decisions/0037-request-cost.md), or undefined
 * when the class is not in the caller's class scope (classesVisibleTo):
 * - `session`: how it meets that day, its regular session first, else the earliest (null: none);
 * - `cancelled`: the exception that removed a regular day, if any;
 * - `roster`: the students of the day with their row and their first check-in and last check-out
 *   at the front desk — on a regular (or moved) day those enrolled that day (an enrolment covers
 *   it) and on the roll (재원) that day; on a makeup day the students chosen for the makeup
 *   session, if on the roll that day. Students with a row for that day already are always listed.
 *   By name.
 */
export async function classSheet(db: Executor, caller: Caller, classId: string, date: IsoDate) {
  const { instId } = caller;
  const { rows } = await sql<{
    id: string;
    class_nm: string;
    session: DaySession | null;
    cancelled: { kind: string; reason: string | null } | null;
    roster: SheetRosterRow[];
  }>`
    with day as (
      select s.kind, s.start_time, s.end_time, s.room, s.session_id
        from (${sessionsOn(date, { instId, classId })}) s
       order by (s.kind = 'regular') desc, s.start_time
       limit 1
    ),
    members as (
      select cs.student_id, null::uuid as absence_id from class_students cs
       where ${ofInst(instId, 'cs')} and cs.class_id = ${classId} and ${enrolmentCovers(date)}
         and not exists (select 1 from day where day.kind = 'makeup')
      union all
      select m.student_id, m.absence_id from class_session_students m
        join day on day.kind = 'makeup' and m.session_id = day.session_id
       where ${ofInst(instId, 'm')}
    ),
    marked as (
      select a.* from attendance a
       where ${ofInst(instId, 'a')} and a.class_id = ${classId} and a.attend_date = ${date}::date
    ),
    roster as (
      select student_id, max(absence_id::text)::uuid as absence_id from (
        select m.student_id, m.absence_id from members m
          join students st on st.inst_id = ${instId} and st.id = m.student_id
         where ${studentStatusOn('st', date)} = 'enrolled'
        union all
        select k.student_id, null from marked k
      ) u group by student_id
    ),
    sheet as (
      select s.id as student_id, s.student_nm, a.status, a.memo, a.source, a.marked_at, r.absence_id,
             v.check_in_at, v.check_out_at
        from roster r
        join students s on s.inst_id = ${instId} and s.id = r.student_id
        left join marked a on a.student_id = s.id
        cross join lateral (
          select min(d.check_in_at) as check_in_at,
                 case when bool_or(d.check_out_at is null) then null else max(d.check_out_at) end as check_out_at
            from desk_visits d
           where d.inst_id = s.inst_id and d.student_id = s.id and d.business_date = ${date}::date) v
       where ${ofInst(instId, 's')}
    )
    select c.id, c.class_nm,
           (select row_to_json(day) from day) as session,
           (select json_build_object('kind', x.kind, 'reason', x.reason) from class_sessions x
             where x.inst_id = c.inst_id and x.class_id = c.id
               and x.kind in ('cancel', 'reschedule') and x.original_date = ${date}::date
             limit 1) as cancelled,
           coalesce((select json_agg(sheet order by sheet.student_nm, sheet.student_id) from sheet), '[]'::json)
             as roster
      from classes c
     where ${ofInst(instId, 'c')} and c.id = ${classId} and ${classesVisibleTo(caller, 'c')}`.execute(db);
  return rows[0];
}

export type SheetWrite = {
  studentId: string;
  status: AttendanceStatus;
  memo: string | null;
  /** On a makeup day: the makeup session and the absence it makes up. */
  makeupSessionId?: string | null;
  makeupForId?: string | null;
};

/**
 * The whole sheet in one statement: an insert of every row that updates the existing ones
 * (the unique index inst/class/date/student), but only where the status or memo changes, so rows
 * the kiosk wrote and the teacher left alone keep their source. Answers the rows written. The rows
 * travel as one array per column (`unnest`), so the statement's text is the same for 5 students or
 * 40 and PostgreSQL prepares it once (docs/decisions/0037-request-cost.md).
 */
export async function upsertSheet(
  db: Executor,
  instId: string,
  classId: string,
  date: IsoDate,
  rows: readonly SheetWrite[],
  by: { userId: string; now: Date; newId: () => string },
) {
  if (rows.length === 0) return [];
  const column = <T>(pick: (row: SheetWrite) => T) => rows.map(pick);
  const { rows: written } = await sql<{ student_id: string; status: AttendanceStatus }>`
    insert into attendance as attendance (inst_id, id, class_id, student_id, attend_date, status, memo, source,
                                          makeup_session_id, makeup_for_id, marked_by, marked_at)
    select ${instId}::uuid, r.id, ${classId}::uuid, r.student_id, ${date}::date, r.status, r.memo, 'teacher',
           r.makeup_session_id, r.makeup_for_id, ${by.userId}::uuid, ${by.now}::timestamptz
      from unnest(${rows.map(() => by.newId())}::uuid[], ${column((row) => row.studentId)}::uuid[],
                  ${column((row) => row.status)}::text[], ${column((row) => row.memo)}::text[],
                  ${column((row) => row.makeupSessionId ?? null)}::uuid[], ${column((row) => row.makeupForId ?? null)}::uuid[])
           as r(id, student_id, status, memo, makeup_session_id, makeup_for_id)
    on conflict (inst_id, class_id, attend_date, student_id) do update
       set status = excluded.status, memo = excluded.memo, source = excluded.source,
           marked_by = excluded.marked_by, marked_at = excluded.marked_at
     where (attendance.status, attendance.memo) is distinct from (excluded.status, excluded.memo)
    returning attendance.student_id, attendance.status`.execute(db);
  return written;
}

// ── parents ──────────────────────────────────────────────────────────────────

/** The guardians of some students: their accounts (in-app) and mobile numbers (AlimTalk; null for a guardian who turned attendance texts off), with the academy's name. */
export async function guardiansOf(db: Executor, instId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('student_guardians')
    .innerJoin('institutes', 'institutes.id', 'student_guardians.inst_id')
    .select([
      'student_guardians.student_id',
      'student_guardians.user_id',
      guardianMobileToText('student_guardians', 'attendance').as('mobile_no'),
      'institutes.inst_nm',
    ])
    .where(ofInst(instId, 'student_guardians'))
    .where('student_guardians.student_id', 'in', [...new Set(studentIds)])
    .execute();
}

// ── histories ────────────────────────────────────────────────────────────────

export type StudentMarkRow = {
  attend_date: string;
  class_id: string;
  class_nm: string;
  status: AttendanceStatus;
  memo: string | null;
  source: AttendanceSource;
};

/** A student's rows between two dates, with the class names. */
export async function studentMarks(db: Executor, instId: string, studentId: string, from: IsoDate, to: IsoDate) {
  return db
    .selectFrom('attendance')
    .innerJoin('classes', (join) =>
      join.onRef('classes.inst_id', '=', 'attendance.inst_id').onRef('classes.id', '=', 'attendance.class_id'),
    )
    .select([
      'attendance.attend_date',
      'attendance.class_id',
      'classes.class_nm',
      'attendance.status',
      'attendance.memo',
      'attendance.source',
    ])
    .where(ofInst(instId, 'attendance'))
    .where('attendance.student_id', '=', studentId)
    .where('attendance.attend_date', '>=', from)
    .where('attendance.attend_date', '<=', to)
    .orderBy('attendance.attend_date')
    .orderBy('classes.class_nm')
    .execute() as Promise<StudentMarkRow[]>;
}

export type ClassCalendarRow = {
  lec_start_dt: string;
  lec_end_dt: string | null;
  /** The Seoul date a closed class closed on. */
  closed_on: string | null;
  slots: { weekday: number; start: string; end: string; room: string | null }[];
  exceptions: {
    id: string;
    kind: 'cancel' | 'reschedule' | 'makeup';
    originalDate: string | null;
    date: string | null;
    start: string | null;
    end: string | null;
    room: string | null;
    reason: string | null;
  }[];
};

/** A class's period, weekly slots and the exceptions touching a range of dates (for the schedule rule). */
export async function classCalendar(db: Executor, instId: string, classId: string, from: IsoDate, to: IsoDate) {
  const { rows } = await sql<ClassCalendarRow>`
    select c.lec_start_dt, c.lec_end_dt,
           case when c.status = 'closed' then (c.closed_at at time zone 'Asia/Seoul')::date::text end as closed_on,
           coalesce((select json_agg(json_build_object('weekday', l.weekday, 'start', l.start_time::text,
                                                      'end', l.end_time::text, 'room', l.room))
                       from class_lectures l where l.inst_id = c.inst_id and l.class_id = c.id), '[]'::json) as slots,
           coalesce((select json_agg(json_build_object('id', x.id, 'kind', x.kind,
                                                      'originalDate', x.original_date, 'date', x.session_date,
                                                      'start', x.start_time::text, 'end', x.end_time::text,
                                                      'room', x.room, 'reason', x.reason))
                       from class_sessions x
                      where x.inst_id = c.inst_id and x.class_id = c.id
                        and (x.original_date between ${from}::date and ${to}::date
                             or x.session_date between ${from}::date and ${to}::date)), '[]'::json) as exceptions
      from classes c
     where ${ofInst(instId, 'c')} and c.id = ${classId}`.execute(db);
  return rows[0];
}

export type ClassMonthRow = {
  student_id: string;
  student_nm: string;
  attend_date: string | null;
  status: AttendanceStatus | null;
};

/** The students enrolled at some point of a range, with their rows in it (one line per row, or one empty line). */
export async function classMarks(db: Executor, instId: string, classId: string, from: IsoDate, to: IsoDate) {
  const { rows } = await sql<ClassMonthRow>`
    with roster as (
      select distinct cs.student_id
        from class_students cs
       where ${ofInst(instId, 'cs')} and cs.class_id = ${classId}
         and cs.start_date <= ${to}::date and (cs.end_date is null or cs.end_date >= ${from}::date)
      union
      select a.student_id from attendance a
       where ${ofInst(instId, 'a')} and a.class_id = ${classId} and a.attend_date between ${from}::date and ${to}::date
    )
    select s.id as student_id, s.student_nm, a.attend_date::text as attend_date, a.status
      from roster r
      join students s on s.inst_id = ${instId} and s.id = r.student_id
      left join attendance a on a.inst_id = s.inst_id and a.class_id = ${classId} and a.student_id = s.id
                            and a.attend_date between ${from}::date and ${to}::date
     where ${ofInst(instId, 's')}
     order by s.student_nm, s.id, a.attend_date`.execute(db);
  return rows;
}

// ── what the member may look at ──────────────────────────────────────────────

/** A class of the academy in the caller's class scope, or undefined. */
export async function visibleClass(db: Executor, caller: Caller, classId: string) {
  return db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .where(ofInst(caller.instId, 'classes'))
    .where('classes.id', '=', classId)
    .where(classesVisibleTo(caller))
    .executeTakeFirst();
}

/** Open classes of the academy in the caller's class scope. */
export async function classesFor(db: Executor, caller: Caller) {
  return db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .where(ofInst(caller.instId, 'classes'))
    .where('classes.status', '=', 'open')
    .where(classesVisibleTo(caller))
    .orderBy('classes.class_nm')
    .orderBy('classes.id')
    .execute();
}

/**
 * The students whose history the caller may open: those the caller sees on `today`; for staff only
 * those not 퇴원 on `today`.
 */
export async function studentsFor(db: Executor, caller: Caller, today: IsoDate) {
  let query = db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm'])
    .where(ofInst(caller.instId, 'students'))
    .where(studentsVisibleTo(caller, today));
  if (isStaffCaller(caller)) query = query.where(sql<boolean>`${studentStatusOn('students', today)} <> 'left'`);
  return query.orderBy('students.student_nm').orderBy('students.id').limit(2000).execute();
}
