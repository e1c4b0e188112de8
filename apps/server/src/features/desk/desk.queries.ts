import type { AttendanceSource, AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { guardianMobileToText } from '../../platform/notifications/message-mobile';
import { enrolmentCovers, sessionsOn } from '../../platform/schedule/sessions-on';
import { effectiveDeskPin } from '../../platform/students/desk-pins';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';
import type { NoticeGuardian } from '../attendance/attendance.notices';
import type { PinMatch } from './desk.device';

/** Typed queries of the front desk; every one filters by the device's institute. */

/**
 * Students on the roll (재원 on `today`) of the academy in the column `instIdColumn` whose desk
 * number is `pin`, as a JSON array ordered by name (at most 20).
 */
export function studentsByPinJson(instIdColumn: string, pin: string, today: IsoDate) {
  return sql<PinMatch[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'student_nm', m.student_nm, 'desk_pin', m.desk_pin)
                    order by m.student_nm, m.id)
      from (select students.id, students.student_nm, students.desk_pin from students
             where students.inst_id = ${sql.ref(instIdColumn)}
               and ${studentStatusOn('students', today)} = 'enrolled'
               and ${effectiveDeskPin('students')} = ${pin}
             order by students.student_nm, students.id
             limit 20) m), '[]'::json)`;
}

/** How many other students on the roll (재원 on `today`) use the same number. */
export async function countSharing(db: Executor, instId: string, pin: string, exceptStudentId: string, today: IsoDate) {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(ofInst(instId, 'students'))
    .where(sql<boolean>`${studentStatusOn('students', today)} = 'enrolled'`)
    .where('students.id', '<>', exceptStudentId)
    .where(sql<boolean>`${effectiveDeskPin('students')} = ${pin}`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Fills empty desk numbers of the academy with the last 4 digits of the mobile (kept once set). */
export async function fillDefaultPins(db: Executor, instId: string): Promise<number> {
  const result = await db
    .updateTable('students')
    .set({ desk_pin: sql`right(regexp_replace(mobile_no, '\\D', '', 'g'), 4)` })
    .where(ofInst(instId, 'students'))
    .where('desk_pin', 'is', null)
    .where(sql<boolean>`length(regexp_replace(coalesce(mobile_no, ''), '\\D', '', 'g')) >= 4`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Locks the student's row for the rest of the transaction: one kiosk press at a time per student. */
export async function lockStudent(db: Executor, instId: string, studentId: string) {
  return db
    .selectFrom('students')
    .select(['id', 'desk_pin'])
    .where(ofInst(instId))
    .where('id', '=', studentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export type DayVisit = {
  id: string;
  /** Instants as ISO strings (the day comes as JSON). */
  check_in_at: string;
  check_out_at: string | null;
  breaks: { id: string; outAt: string; backAt: string | null }[];
};

export type StudentSessionRow = {
  class_id: string;
  class_nm: string;
  start_time: string;
  end_time: string;
  status: AttendanceStatus | null;
  source: AttendanceSource | null;
};

/**
 * What a press at the kiosk needs of a student's business day, in one statement: their visits
 * with their breaks (in order), their classes meeting that day (regular or moved there; not
 * makeups) with the day's attendance rows, and their guardians to tell (with the academy's name).
 * A statement of its own after lockStudent: in READ COMMITTED only a statement begun after the lock
 * was granted sees what the press that held it wrote.
 */
export async function deskDayOf(db: Executor, instId: string, studentId: string, date: IsoDate) {
  const { rows } = await sql<{ visits: DayVisit[]; sessions: StudentSessionRow[]; guardians: NoticeGuardian[] }>`
    select
      coalesce((select json_agg(json_build_object('id', v.id, 'check_in_at', v.check_in_at,
                  'check_out_at', v.check_out_at, 'breaks',
                  coalesce((select json_agg(json_build_object('id', b.id, 'outAt', b.out_at, 'backAt', b.back_at)
                                            order by b.out_at)
                              from desk_breaks b where b.inst_id = v.inst_id and b.visit_id = v.id), '[]'::json))
                  order by v.check_in_at)
                  from desk_visits v
                 where ${ofInst(instId, 'v')} and v.student_id = ${studentId} and v.business_date = ${date}::date),
               '[]'::json) as visits,
      coalesce((select json_agg(x) from (
        select distinct on (d.class_id) d.class_id, c.class_nm, d.start_time, d.end_time, a.status, a.source
          from (${sessionsOn(date, { instId })}) d
          join classes c on c.inst_id = d.inst_id and c.id = d.class_id
          join class_students cs on cs.inst_id = d.inst_id and cs.class_id = d.class_id and cs.student_id = ${studentId}
          left join attendance a on a.inst_id = d.inst_id and a.class_id = d.class_id
                                and a.student_id = ${studentId} and a.attend_date = ${date}::date
         where ${ofInst(instId, 'c')} and d.kind in ('regular', 'reschedule') and ${enrolmentCovers(date)}
         order by d.class_id, (d.kind = 'regular') desc, d.start_time) x), '[]'::json) as sessions,
      coalesce((select json_agg(json_build_object('student_id', g.student_id, 'user_id', g.user_id,
                  'mobile_no', ${guardianMobileToText('g', 'attendance')}, 'inst_nm', i.inst_nm))
                  from student_guardians g join institutes i on i.id = g.inst_id
                 where ${ofInst(instId, 'g')} and g.student_id = ${studentId}), '[]'::json) as guardians`.execute(db);
  const [day] = rows;
  if (!day) throw new Error('a select without from answers one row');
  return day;
}
