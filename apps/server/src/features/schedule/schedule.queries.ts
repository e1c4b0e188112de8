import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { DateRange } from '@academy/domain/schedule/schedule.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, linkedTo } from '../../platform/access/access.scopes';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of the schedule feature; every one takes the institute and filters by it. */

/**
 * The classes a scope sees that may have a session in the range: their period overlaps it, or one of
 * their rescheduled or makeup sessions falls in it.
 */
export async function classesInRange(
  db: Executor,
  caller: Caller,
  range: DateRange,
  filter: { teacherId?: string | undefined; classIds?: readonly string[] } = {},
) {
  let query = db
    .selectFrom('classes')
    .select(['id', 'class_nm', 'status', 'lec_start_dt', 'lec_end_dt', 'closed_at'])
    .where(ofInst(caller.instId, 'classes'))
    .where(classesVisibleTo(caller))
    .where(({ or, and, eb, exists, selectFrom }) =>
      or([
        and([
          eb('classes.lec_start_dt', '<=', range.to),
          or([eb('classes.lec_end_dt', 'is', null), eb('classes.lec_end_dt', '>=', range.from)]),
        ]),
        exists(
          selectFrom('class_sessions as x')
            .select(sql`1`.as('one'))
            .whereRef('x.inst_id', '=', 'classes.inst_id')
            .whereRef('x.class_id', '=', 'classes.id')
            .where('x.session_date', '>=', range.from)
            .where('x.session_date', '<=', range.to),
        ),
      ]),
    );
  if (filter.teacherId) {
    const teacherId = filter.teacherId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('class_teachers as ct')
          .select(sql`1`.as('one'))
          .whereRef('ct.inst_id', '=', 'classes.inst_id')
          .whereRef('ct.class_id', '=', 'classes.id')
          .where('ct.user_id', '=', teacherId),
      ),
    );
  }
  if (filter.classIds) {
    if (filter.classIds.length === 0) return [];
    query = query.where('classes.id', 'in', [...filter.classIds]);
  }
  return query.orderBy('classes.class_nm').orderBy('classes.id').execute();
}
export type ScheduleClassRow = Awaited<ReturnType<typeof classesInRange>>[number];

/** The students of makeup sessions, with the absence each makes up. */
export async function makeupStudentsOf(db: Executor, instId: string, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .selectFrom('class_session_students as m')
    .innerJoin('students', (join) =>
      join.onRef('students.inst_id', '=', 'm.inst_id').onRef('students.id', '=', 'm.student_id'),
    )
    .select(['m.session_id', 'm.student_id', 'm.absence_id', 'students.student_nm'])
    .where(ofInst(instId, 'm'))
    .where('m.session_id', 'in', [...sessionIds])
    .orderBy('students.student_nm')
    .execute();
}

/** The students linked to a user (their own record, or their children), by name. */
export async function linkedStudentsOf(db: Executor, instId: string, userId: string) {
  return db
    .selectFrom('students')
    .select(['id', 'student_nm'])
    .where(ofInst(instId, 'students'))
    .where(linkedTo(userId))
    .orderBy('student_nm')
    .orderBy('id')
    .execute();
}

/** Enrolments of some students, by class. */
export async function enrolmentsOfStudents(
  db: Executor,
  instId: string,
  studentIds: readonly string[],
  range: DateRange,
) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('class_students')
    .select(['class_id', 'student_id', 'start_date', 'end_date'])
    .where(ofInst(instId))
    .where('student_id', 'in', [...studentIds])
    .where('start_date', '<=', range.to)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', range.from)]))
    .execute();
}

/** Students enrolled in a class on a day (for the notices of a changed session). */
export async function studentsOnDay(db: Executor, instId: string, classId: string, day: IsoDate) {
  return db
    .selectFrom('class_students')
    .select('student_id')
    .where(ofInst(instId))
    .where('class_id', '=', classId)
    .where('start_date', '<=', day)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .execute();
}

/** Students ever enrolled in a class, by name (only the given ones when `studentIds` is set). */
export async function studentsEverEnrolled(
  db: Executor,
  instId: string,
  classId: string,
  studentIds?: readonly string[],
) {
  let query = db
    .selectFrom('class_students')
    .innerJoin('students', (join) =>
      join
        .onRef('students.inst_id', '=', 'class_students.inst_id')
        .onRef('students.id', '=', 'class_students.student_id'),
    )
    .select(['students.id', 'students.student_nm'])
    .distinct()
    .where(ofInst(instId, 'class_students'))
    .where('class_students.class_id', '=', classId);
  if (studentIds) query = query.where('class_students.student_id', 'in', [...studentIds]);
  return query.orderBy('students.student_nm').execute();
}

/** The accounts to tell about students: their own and their connected guardians'. */
export async function familyAccountsOf(db: Executor, instId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('students')
    .leftJoin('student_guardians as g', (join) =>
      join.onRef('g.inst_id', '=', 'students.inst_id').onRef('g.student_id', '=', 'students.id'),
    )
    .select(['students.user_id as student_user_id', 'g.user_id as guardian_user_id'])
    .where(ofInst(instId, 'students'))
    .where('students.id', 'in', [...studentIds])
    .execute();
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.student_user_id) ids.add(row.student_user_id);
    if (row.guardian_user_id) ids.add(row.guardian_user_id);
  }
  return [...ids];
}
