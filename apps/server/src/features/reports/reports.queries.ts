import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { ReportReadView } from '@academy/domain/reports/reports.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, linkedTo, studentsVisibleTo, teaches } from '../../platform/access/access.scopes';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * The reports area's reads, each scoped by the academy (`ofInst`) and by what the caller sees
 * (platform/access/access.scopes): a class the caller may report on, a report of such a class (or,
 * for a birthday report, of a student the caller sees), a family's linked students' sent reports.
 */

export type ClassRow = { classId: string; className: string };

/** The open classes the caller may report on, by name. */
export async function reportableClasses(db: Executor, caller: Caller): Promise<ClassRow[]> {
  return db
    .selectFrom('classes')
    .select(['id as classId', 'class_nm as className'])
    .where(ofInst(caller.instId))
    .where(classesVisibleTo(caller))
    .where('status', '=', 'open')
    .orderBy('class_nm')
    .orderBy('id')
    .execute();
}

/** One class the caller may report on (closed ones too: their past months), or undefined. */
export async function reportableClass(db: Executor, caller: Caller, classId: string): Promise<ClassRow | undefined> {
  return db
    .selectFrom('classes')
    .select(['id as classId', 'class_nm as className'])
    .where(ofInst(caller.instId))
    .where('id', '=', classId)
    .where(classesVisibleTo(caller))
    .executeTakeFirst();
}

/** The class's main teacher's name (the report's "담당 선생님"), else any teacher's. */
export async function mainTeacherOf(
  db: Executor,
  instId: string,
  classId: string,
): Promise<{ userId: string; userNm: string } | undefined> {
  return db
    .selectFrom('class_teachers as ct')
    .innerJoin('users as u', 'u.id', 'ct.user_id')
    .select(['u.id as userId', 'u.user_nm as userNm'])
    .where(ofInst(instId, 'ct'))
    .where('ct.class_id', '=', classId)
    .orderBy('ct.is_main', 'desc')
    .orderBy('u.user_nm')
    .limit(1)
    .executeTakeFirst();
}

/** The students enrolled in the class at some time within [from, to], by name. */
export function enrolledStudents(db: Executor, instId: string, classId: string, from: IsoDate, to: IsoDate) {
  return db
    .selectFrom('class_students as cs')
    .innerJoin('students as s', (join) =>
      join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
    )
    .select(['s.id as studentId', 's.student_nm as studentNm'])
    .distinct()
    .where(ofInst(instId, 'cs'))
    .where('cs.class_id', '=', classId)
    .where('cs.start_date', '<=', to)
    .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', from)]))
    .orderBy('s.student_nm')
    .orderBy('s.id');
}

/** The family accounts of a student: connected guardians and the student's own account. */
export async function familyUsersOf(db: Executor, instId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('students as s')
    .select(['s.id as studentId', 's.user_id as userId'])
    .where(ofInst(instId, 's'))
    .where('s.id', 'in', studentIds)
    .where('s.user_id', 'is not', null)
    .unionAll(
      db
        .selectFrom('student_guardians as g')
        .select(['g.student_id as studentId', 'g.user_id as userId'])
        .where(ofInst(instId, 'g'))
        .where('g.student_id', 'in', studentIds)
        .where('g.user_id', 'is not', null),
    )
    .execute() as Promise<{ studentId: string; userId: string }[]>;
}

/** Who of the family opened each report (one query for a whole list). */
export async function readsOf(
  db: Executor,
  instId: string,
  reportIds: readonly string[],
): Promise<Map<string, ReportReadView[]>> {
  const byReport = new Map<string, ReportReadView[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .selectFrom('learning_report_reads as rd')
    .innerJoin('learning_reports as r', (join) =>
      join.onRef('r.inst_id', '=', 'rd.inst_id').onRef('r.id', '=', 'rd.report_id'),
    )
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'r.inst_id').onRef('s.id', '=', 'r.student_id'))
    .innerJoin('users as u', 'u.id', 'rd.user_id')
    .select([
      'rd.report_id as reportId',
      'rd.user_id as userId',
      'u.user_nm as userNm',
      sql<boolean>`coalesce(s.user_id = rd.user_id, false)`.as('isStudent'),
      'rd.first_read_at as firstReadAt',
      'rd.last_read_at as lastReadAt',
    ])
    .where(ofInst(instId, 'rd'))
    .where('rd.report_id', 'in', reportIds)
    .orderBy('rd.first_read_at')
    .execute();
  for (const row of rows) {
    const list = byReport.get(row.reportId) ?? [];
    list.push({
      userId: row.userId,
      userNm: row.userNm,
      relation: row.isStudent ? 'student' : 'guardian',
      firstReadAt: new Date(row.firstReadAt).toISOString(),
      lastReadAt: new Date(row.lastReadAt).toISOString(),
    });
    byReport.set(row.reportId, list);
  }
  return byReport;
}

/**
 * A report the caller may open, with the names it is shown with; undefined (→ 404) outside their
 * scope. Staff: a monthly report of a class they may report on, a birthday report of a student they
 * see (a teacher: enrolled in a class they teach). Families: a SENT report of a linked student.
 */
export async function reportInScope(db: Executor, caller: Caller, reportId: string, today: IsoDate) {
  let query = db
    .selectFrom('learning_reports as r')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'r.inst_id').onRef('s.id', '=', 'r.student_id'))
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'r.inst_id').onRef('c.id', '=', 'r.class_id'))
    .selectAll('r')
    .select(['s.student_nm', 'c.class_nm'])
    .where(ofInst(caller.instId, 'r'))
    .where('r.id', '=', reportId);
  if (caller.scope === 'linked') {
    query = query.where('r.status', '=', 'sent').where(linkedTo(caller.userId, 's'));
  } else if (caller.scope === 'own-classes') {
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('r.class_id', 'is not', null), teaches(caller.userId, 'c')]),
        eb.and([eb('r.class_id', 'is', null), studentsVisibleTo(caller, today, 's')]),
      ]),
    );
  }
  return query.executeTakeFirst();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof reportInScope>>>;

/** Records that a family account opened a report (first and latest time). */
export async function markRead(db: Executor, instId: string, reportId: string, userId: string, now: Date) {
  await db
    .insertInto('learning_report_reads')
    .values({ inst_id: instId, report_id: reportId, user_id: userId, first_read_at: now, last_read_at: now })
    .onConflict((oc) => oc.columns(['inst_id', 'report_id', 'user_id']).doUpdateSet({ last_read_at: now }))
    .execute();
}
