import {
  BILLING_STUDENTS_MAX,
  type BillingStudentsQuery,
  type BillingStudentsResponse,
} from '@academy/domain/billing/billing-students.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { studentSearch } from '../../platform/search/student-search';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * GET /billing/students (/billCreate's student search): the academy's students a bill by hand may be
 * written for, found by the one student search (name, initial consonants, mobile digits), with the
 * classes they attend now or will attend. Billing's own: the office writing bills (042) needs no
 * student-management code to find whom to bill, and learns no more of a student than the bill needs.
 */
export async function findBillingStudents(
  ctx: AppContext,
  caller: Caller,
  query: BillingStudentsQuery,
): Promise<BillingStudentsResponse> {
  const today = businessDateOf(ctx.clock.now());
  const search = studentSearch(query.q, 's');
  let rows = ctx.db
    .selectFrom('students as s')
    .select(['s.id', 's.student_nm', 's.school_nm', 's.grade_year'])
    .select(
      sql<{ class_id: string; class_nm: string }[]>`coalesce((
        select json_agg(json_build_object('class_id', c.id, 'class_nm', c.class_nm) order by cs.start_date, c.class_nm)
          from class_students cs join classes c on c.inst_id = cs.inst_id and c.id = cs.class_id
         where cs.inst_id = s.inst_id and cs.student_id = s.id
           and (cs.end_date is null or cs.end_date >= ${today}::date)), '[]'::json)`.as('classes'),
    )
    .where(ofInst(caller.instId, 's'));
  if (search) rows = rows.where(search);
  const found = await rows.orderBy('s.student_nm').orderBy('s.id').limit(BILLING_STUDENTS_MAX).execute();
  return {
    items: found.map((row) => ({
      studentId: row.id,
      studentNm: row.student_nm,
      schoolNm: row.school_nm,
      gradeYear: row.grade_year,
      classes: row.classes.map((cls) => ({ classId: cls.class_id, classNm: cls.class_nm })),
    })),
  };
}
