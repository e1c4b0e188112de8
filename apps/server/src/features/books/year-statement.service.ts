import { yearStatementOf } from '@academy/domain/books/year-statement';
import type { YearStatementQuery, YearStatementResponse } from '@academy/domain/books/year-statement.schema';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { statementEntries } from './year-statement.queries';

/**
 * The year-end statement per child (연간 교육비 납입 증명): what was paid one academy in a year, per
 * child and month (year-statement.ts in the domain). A family gets its own children — the student's
 * own record, a guardian's links — or one of them; the office names the student. A student who is
 * not the caller's to see answers 404, as another academy's does.
 */
export async function yearStatement(
  ctx: AppContext,
  caller: Caller,
  query: YearStatementQuery,
): Promise<YearStatementResponse> {
  const now = ctx.clock.now();
  const year = query.year ?? seoulDateTimeParts(now).year;
  const office = isStaffCaller(caller);
  if (office && !query.studentId) throw new AppError('BAD_REQUEST', '원생을 선택해 주세요.');
  const family = sql<string>`select s.id from students s where s.inst_id = ${caller.instId} and s.user_id = ${caller.userId}
      union all
      select g.student_id from student_guardians g where g.inst_id = ${caller.instId} and g.user_id = ${caller.userId}`;
  let visible = office ? null : family;
  if (query.studentId) {
    const student = await ctx.db
      .selectFrom('students')
      .select('id')
      .where(ofInst(caller.instId))
      .where('id', '=', query.studentId)
      .$if(!office, (builder) => builder.where(sql<boolean>`id in (${family})`))
      .executeTakeFirst();
    if (!student) throw new AppError('NOT_FOUND');
    visible = sql<string>`select ${student.id}::uuid`;
  }
  const [entries, instNm] = await Promise.all([
    statementEntries(ctx.db, { instId: caller.instId, year, students: visible ?? family }),
    instNameOf(ctx.db, caller.instId),
  ]);
  const statement = yearStatementOf(
    entries.map((entry) => ({
      studentId: entry.student_id,
      studentNm: entry.student_nm,
      month: entry.month,
      paid: entry.paid,
      refunded: entry.refunded,
    })),
    year,
  );
  return { ...statement, instNm, issuedOn: businessDateOf(now) };
}
