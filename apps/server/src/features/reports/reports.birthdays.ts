import { businessMonthOf, parseIsoMonth } from '@academy/domain/format/format.business-date';
import { birthdayInYear, defaultBirthdayMessage, isBirthdayInMonth } from '@academy/domain/reports/reports.rules';
import type {
  BirthdayBody,
  BirthdaysQuery,
  BirthdaysResponse,
  ReportView,
} from '@academy/domain/reports/reports.schema';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { studentsVisibleTo } from '../../platform/access/access.scopes';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import type { ReportContent } from './reports.content';
import { todayOf } from './reports.months';
import { getReport, notifyFamilies } from './reports.service';

/**
 * The birthday report (Birth): the students (in the caller's scope, not left) whose birthday falls
 * in a month, and the academy's greeting sent to a student's family as a report of kind 'birthday'
 * — one per student and month, sent at once (there is nothing to review).
 */

export async function listBirthdays(
  ctx: AppContext,
  caller: Caller,
  query: BirthdaysQuery,
): Promise<BirthdaysResponse> {
  const month = query.month ?? businessMonthOf(ctx.clock.now());
  const { year, month: m } = parseIsoMonth(month);
  const mm = String(m).padStart(2, '0');
  const rows = await ctx.db
    .selectFrom('students as s')
    .leftJoin('learning_reports as r', (join) =>
      join
        .onRef('r.inst_id', '=', 's.inst_id')
        .onRef('r.student_id', '=', 's.id')
        .on('r.kind', '=', 'birthday')
        .on('r.month', '=', month),
    )
    .select([
      's.id as studentId',
      's.student_nm as studentNm',
      's.birthdate',
      'r.id as sentReportId',
      sql<string[]>`coalesce((select array_agg(c.class_nm order by c.class_nm) from class_students cs
          join classes c on c.inst_id = cs.inst_id and c.id = cs.class_id
         where cs.inst_id = s.inst_id and cs.student_id = s.id and cs.end_date is null and c.status = 'open'),
        '{}')`.as('classNames'),
    ])
    .where(ofInst(caller.instId, 's'))
    .where(studentsVisibleTo(caller, todayOf(ctx), 's'))
    .where('s.status', '!=', 'left')
    .where('s.birthdate', 'is not', null)
    .where((eb) =>
      eb.or([
        eb(sql`to_char(s.birthdate, 'MM')`, '=', mm),
        ...(mm === '03' ? [eb(sql`to_char(s.birthdate, 'MM-DD')`, '=', '02-29')] : []),
      ]),
    )
    .execute();
  const items = rows
    .filter((row) => row.birthdate && isBirthdayInMonth(row.birthdate, month))
    .map((row) => ({
      studentId: row.studentId,
      studentNm: row.studentNm,
      birthdate: row.birthdate as string,
      birthday: birthdayInYear(row.birthdate as string, year),
      classNames: row.classNames,
      sentReportId: row.sentReportId,
    }))
    .sort((a, b) => a.birthday.localeCompare(b.birthday) || a.studentNm.localeCompare(b.studentNm, 'ko'));
  return {
    month,
    defaultMessage: defaultBirthdayMessage('{studentNm}', await instNameOf(ctx.db, caller.instId)),
    items,
  };
}

/** Sends the greeting this month (a second send the same month answers the first one). */
export async function sendBirthday(
  ctx: AppContext,
  caller: Caller,
  body: BirthdayBody,
): Promise<{ created: boolean; report: ReportView }> {
  const now = ctx.clock.now();
  const month = businessMonthOf(now);
  const created = await ctx.db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('students as s')
      .select(['s.id', 's.student_nm'])
      .where(ofInst(caller.instId, 's'))
      .where('s.id', '=', body.studentId)
      .where(studentsVisibleTo(caller, todayOf(ctx), 's'))
      .executeTakeFirst();
    if (!student) throw new AppError('NOT_FOUND');
    const teacher = await trx.selectFrom('users').select('user_nm').where('id', '=', caller.userId).executeTakeFirst();
    const content: ReportContent = {
      instNm: await instNameOf(trx, caller.instId),
      studentNm: student.student_nm,
      className: null,
      teacherNm: teacher?.user_nm ?? null,
      attendance: null,
      grades: [],
      homework: null,
      study: null,
    };
    const id = newId();
    const inserted = await trx
      .insertInto('learning_reports')
      .values({
        inst_id: caller.instId,
        id,
        kind: 'birthday',
        student_id: student.id,
        class_id: null,
        month,
        status: 'sent',
        content: JSON.stringify(content),
        birthday_message: body.message,
        teacher_user_id: caller.userId,
        composed_at: now,
        sent_at: now,
        sent_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      // A literal predicate, so the partial index is found under a generic plan too (reports.batches.ts).
      .onConflict((oc) =>
        oc.columns(['inst_id', 'student_id', 'month']).where('kind', '=', sql.lit('birthday')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (inserted)
      await notifyFamilies(
        trx,
        caller.instId,
        [{ id, student_id: student.id, student_nm: student.student_nm, kind: 'birthday', month }],
        now,
      );
    const reportId =
      inserted?.id ??
      (
        await trx
          .selectFrom('learning_reports')
          .select('id')
          .where(ofInst(caller.instId))
          .where('student_id', '=', student.id)
          .where('kind', '=', 'birthday')
          .where('month', '=', month)
          .executeTakeFirstOrThrow()
      ).id;
    return { reportId, created: Boolean(inserted) };
  });
  return { created: created.created, report: await getReport(ctx, caller, created.reportId) };
}
