import type { AttendanceSource, AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { enrolmentCovers, sessionsOn } from '../../platform/schedule/sessions-on';
import { effectiveDeskPin } from '../../platform/students/desk-pins';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of the front desk; every one filters by the device's institute. */

/** Students on the roll (재원 on `today`) whose desk number is `pin`. */
export async function studentsByPin(db: Executor, instId: string, pin: string, today: IsoDate) {
  return db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm', 'students.desk_pin'])
    .where(ofInst(instId, 'students'))
    .where(sql<boolean>`${studentStatusOn('students', today)} = 'enrolled'`)
    .where(sql<boolean>`${effectiveDeskPin('students')} = ${pin}`)
    .orderBy('students.student_nm')
    .orderBy('students.id')
    .limit(20)
    .execute();
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
  check_in_at: Date;
  check_out_at: Date | null;
  breaks: { id: string; outAt: string; backAt: string | null }[];
};

/** The student's visits of a business date with their breaks, in order. */
export async function visitsOfDay(db: Executor, instId: string, studentId: string, date: IsoDate) {
  const { rows } = await sql<DayVisit>`
    select v.id, v.check_in_at, v.check_out_at,
           coalesce((select json_agg(json_build_object('id', b.id, 'outAt', b.out_at, 'backAt', b.back_at)
                                     order by b.out_at)
                       from desk_breaks b where b.inst_id = v.inst_id and b.visit_id = v.id), '[]'::json) as breaks
      from desk_visits v
     where ${ofInst(instId, 'v')} and v.student_id = ${studentId} and v.business_date = ${date}::date
     order by v.check_in_at`.execute(db);
  return rows;
}

export type StudentSessionRow = {
  class_id: string;
  class_nm: string;
  start_time: string;
  end_time: string;
  status: AttendanceStatus | null;
  source: AttendanceSource | null;
};

/** The student's classes meeting on a date (regular or moved there; not makeups) with their rows. */
export async function sessionsOfStudent(db: Executor, instId: string, studentId: string, date: IsoDate) {
  const { rows } = await sql<StudentSessionRow>`
    select distinct on (d.class_id) d.class_id, c.class_nm, d.start_time, d.end_time, a.status, a.source
      from (${sessionsOn(date, { instId })}) d
      join classes c on c.inst_id = d.inst_id and c.id = d.class_id
      join class_students cs on cs.inst_id = d.inst_id and cs.class_id = d.class_id and cs.student_id = ${studentId}
      left join attendance a on a.inst_id = d.inst_id and a.class_id = d.class_id
                            and a.student_id = ${studentId} and a.attend_date = ${date}::date
     where ${ofInst(instId, 'c')} and d.kind in ('regular', 'reschedule') and ${enrolmentCovers(date)}
     order by d.class_id, (d.kind = 'regular') desc, d.start_time`.execute(db);
  return rows;
}
