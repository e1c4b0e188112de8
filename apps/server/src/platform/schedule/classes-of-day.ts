import { type StatusCounts, shortTime } from '@academy/domain/attendance/attendance.rules';
import type { ClassDayItem } from '@academy/domain/attendance/attendance.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { teaches } from '../access/access.scopes';
import { studentStatusOn } from '../students/student-status-on';
import { ofInst } from '../tenancy/of-inst';
import { enrolmentCovers, type SessionRow, sessionsOn } from './sessions-on';

/**
 * The classes of an academy meeting on a date, with their attendance counts: what the attendance
 * screens (today's classes, the academy's day) and the homes of each role show. One statement
 * whatever the number of classes and students.
 */

export type ClassDayRow = {
  class_id: string;
  class_nm: string;
  kind: SessionRow['kind'];
  start_time: string;
  end_time: string;
  room: string | null;
  teacher_nms: string[];
  enrolled: number;
  present: number;
  late: number;
  absent: number;
  early_leave: number;
  makeup: number;
};

/**
 * Every class meeting on a date (one row per class: its regular session, else its earliest other),
 * optionally only those a teacher teaches, with the teachers' names, the enrolled count and the
 * day's status counts.
 */
export async function classesOfDay(
  db: Executor,
  instId: string,
  date: IsoDate,
  options: { teacherUserId?: string } = {},
) {
  const onlyTeacher = options.teacherUserId ? sql`and ${teaches(options.teacherUserId, 'c')}` : sql``;
  const { rows } = await sql<ClassDayRow>`
    with day as (
      select distinct on (s.class_id) s.*
        from (${sessionsOn(date, { instId })}) s
       order by s.class_id, (s.kind = 'regular') desc, s.start_time
    ),
    roster as (
      select distinct cs.class_id, cs.student_id
        from class_students cs
        join students st on st.inst_id = cs.inst_id and st.id = cs.student_id
       where ${ofInst(instId, 'cs')} and ${enrolmentCovers(date)} and ${studentStatusOn('st', date)} = 'enrolled'
    ),
    marks as (
      select a.class_id,
             count(*) filter (where a.status = 'PRESENT')::int as present,
             count(*) filter (where a.status = 'LATE')::int as late,
             count(*) filter (where a.status = 'ABSENT')::int as absent,
             count(*) filter (where a.status = 'EARLY_LEAVE')::int as early_leave,
             count(*) filter (where a.status = 'MAKEUP')::int as makeup
        from attendance a
       where ${ofInst(instId, 'a')} and a.attend_date = ${date}::date
         -- One probe of the unique (inst_id, class_id, attend_date, student_id) index per class
         -- meeting that day, rather than the academy's whole year of marks (decision 0038).
         and a.class_id in (select d2.class_id from day d2)
       group by a.class_id
    )
    select c.id as class_id, c.class_nm, d.kind, d.start_time, d.end_time, d.room,
           array(select u.user_nm from class_teachers t join users u on u.id = t.user_id
                  where t.inst_id = c.inst_id and t.class_id = c.id
                  order by t.is_main desc, u.user_nm) as teacher_nms,
           case when d.kind = 'makeup'
                then (select count(*) from class_session_students m
                       where m.inst_id = d.inst_id and m.session_id = d.session_id)
                else (select count(*) from roster r where r.class_id = c.id) end::int as enrolled,
           coalesce(m.present, 0) as present, coalesce(m.late, 0) as late, coalesce(m.absent, 0) as absent,
           coalesce(m.early_leave, 0) as early_leave, coalesce(m.makeup, 0) as makeup
      from day d
      join classes c on c.inst_id = d.inst_id and c.id = d.class_id
      left join marks m on m.class_id = c.id
     where ${ofInst(instId, 'c')} ${onlyTeacher}
     order by d.start_time, c.class_nm, c.id`.execute(db);
  return rows;
}

function countsOf(row: ClassDayRow): StatusCounts {
  return {
    PRESENT: row.present,
    LATE: row.late,
    ABSENT: row.absent,
    EARLY_LEAVE: row.early_leave,
    MAKEUP: row.makeup,
  };
}

/** A class's day as the API speaks it (the domain's `classDayItem`): its session, roster size and counts. */
export function classDayItemOf(row: ClassDayRow): ClassDayItem {
  const counts = countsOf(row);
  const marked = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    classId: row.class_id,
    classNm: row.class_nm,
    session: {
      kind: row.kind,
      startTime: shortTime(row.start_time),
      endTime: shortTime(row.end_time),
      room: row.room,
      cancelled: false,
      reason: null,
    },
    teacherNms: row.teacher_nms,
    enrolled: row.enrolled,
    counts,
    unmarked: Math.max(0, row.enrolled - marked),
  };
}
