import type { VisitSpan } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

/**
 * Front-desk visits (desk_visits with their desk_breaks) between two business dates: what the
 * academy's day, a student's history and the homes read, and the spans the domain's study-time
 * rule (순공, `studyMinutes`) measures.
 */

export type VisitRow = {
  id: string;
  inst_id: string;
  student_id: string;
  student_nm: string;
  business_date: string;
  check_in_at: Date;
  check_out_at: Date | null;
  breaks: { outAt: string; backAt: string | null }[];
};

/** The visits between two business dates (inclusive) that `which` keeps, with their breaks. */
async function visitsWhere(db: Executor, which: RawBuilder<unknown>, from: IsoDate, to: IsoDate) {
  const { rows } = await sql<VisitRow>`
    select v.id, v.inst_id, v.student_id, s.student_nm, v.business_date, v.check_in_at, v.check_out_at,
           coalesce((select json_agg(json_build_object('outAt', b.out_at, 'backAt', b.back_at) order by b.out_at)
                       from desk_breaks b where b.inst_id = v.inst_id and b.visit_id = v.id), '[]'::json) as breaks
      from desk_visits v
      join students s on s.inst_id = v.inst_id and s.id = v.student_id
     where ${which} and v.business_date between ${from}::date and ${to}::date
     order by v.check_in_at`.execute(db);
  return rows;
}

/** Desk visits between two business dates (inclusive), with their breaks, for some or all students. */
export async function visitsBetween(
  db: Executor,
  instId: string,
  from: IsoDate,
  to: IsoDate,
  options: { studentId?: string } = {},
) {
  const byStudent = options.studentId ? sql` and v.student_id = ${options.studentId}` : sql``;
  return visitsWhere(db, sql`${ofInst(instId, 'v')}${byStudent}`, from, to);
}

/**
 * The visits of several students, each at their own academy (a parent's children), between two
 * business dates: one statement however many students.
 */
export async function visitsOfStudents(
  db: Executor,
  students: readonly { instId: string; studentId: string }[],
  from: IsoDate,
  to: IsoDate,
) {
  if (students.length === 0) return [];
  const pairs = sql.join(students.map((student) => sql`(${student.instId}::uuid, ${student.studentId}::uuid)`));
  return visitsWhere(db, sql`(v.inst_id, v.student_id) in (${pairs})`, from, to);
}

/** A visit as the domain's study-time rule takes it. */
export function visitSpanOf(row: Pick<VisitRow, 'check_in_at' | 'check_out_at' | 'breaks'>): VisitSpan {
  return {
    checkInAt: new Date(row.check_in_at),
    checkOutAt: row.check_out_at ? new Date(row.check_out_at) : null,
    breaks: row.breaks.map((b) => ({ outAt: new Date(b.outAt), backAt: b.backAt ? new Date(b.backAt) : null })),
  };
}
