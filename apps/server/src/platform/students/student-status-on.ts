import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { StudentStatus } from '@academy/domain/students/students.rules';
import { type RawBuilder, sql } from 'kysely';

/**
 * The status of a student on a business date, in SQL, for queries over many students (the kiosk,
 * the attendance sheet, the automatic absence, the roll and its counts). A status change dated ahead
 * (휴원 from next Monday) is stored at once but takes effect on its date: until then the student
 * keeps the status it changes from.
 *
 * The status on a date is the `to_status` of the last change effective on or before it (changes of
 * one date in the order they were recorded); before the first change, that change's `from_status`;
 * with no change at all, `students.status`.
 *
 * This is the SQL form of the students rule (packages/domain/src/students/students.rules.ts,
 * `studentStatusOn`); student-status-on.test.ts checks that the two agree, day by day.
 *
 * `students` names the students table (or its alias) in the surrounding query; `date` is a date,
 * or a date column of the row being read (e.g. sql`l.date`).
 */
export function studentStatusOn(students: string, date: IsoDate | RawBuilder<unknown>): RawBuilder<StudentStatus> {
  const column = (name: string) => sql.ref(`${students}.${name}`);
  const day = typeof date === 'string' ? sql`${date}::date` : date;
  return sql<StudentStatus>`coalesce(
    (select c.to_status from student_status_changes c
      where c.inst_id = ${column('inst_id')} and c.student_id = ${column('id')}
        and c.effective_date <= ${day}
      order by c.effective_date desc, c.at desc, c.id desc limit 1),
    (select c.from_status from student_status_changes c
      where c.inst_id = ${column('inst_id')} and c.student_id = ${column('id')}
      order by c.effective_date, c.at, c.id limit 1),
    ${column('status')})`;
}
