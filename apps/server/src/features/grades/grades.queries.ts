import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { GradeSection } from '@academy/domain/grades/grades.schema';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo } from '../../platform/access/access.scopes';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of grades; every one takes the academy and filters by it. */

/** A stored score row, numbers read back from `numeric(6,1)`. */
export type ScoreRecord = {
  grade_id: string;
  student_id: string;
  score: number | null;
  absent: boolean;
  section_scores: (number | null)[];
};

export type TestRow = {
  id: string;
  class_id: string;
  class_nm: string;
  name: string;
  subject: string;
  test_date: string;
  max_score: number;
  sections: GradeSection[];
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const numberOf = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The roster of a test (`t`: its alias): the class's students enrolled on the test date, plus
 * anyone who already has a row (a student who left after the test keeps their score).
 */
export const rosterOf = (t: string) => sql`(
  select gcs.student_id from class_students gcs
   where gcs.inst_id = ${sql.ref(`${t}.inst_id`)} and gcs.class_id = ${sql.ref(`${t}.class_id`)}
     and gcs.start_date <= ${sql.ref(`${t}.test_date`)}
     and (gcs.end_date is null or gcs.end_date >= ${sql.ref(`${t}.test_date`)})
  union
  select gs.student_id from grade_scores gs
   where gs.inst_id = ${sql.ref(`${t}.inst_id`)} and gs.grade_id = ${sql.ref(`${t}.id`)}
)`;

function testsQuery(db: Executor, instId: string) {
  return db
    .selectFrom('grade_tests as t')
    .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 't.inst_id').onRef('c.id', '=', 't.class_id'))
    .select([
      't.id',
      't.class_id',
      'c.class_nm',
      't.name',
      't.subject',
      't.test_date',
      't.max_score',
      't.sections',
      't.published_at',
      't.created_at',
      't.updated_at',
    ])
    .where(ofInst(instId, 't'));
}

const toTestRow = (row: {
  id: string;
  class_id: string;
  class_nm: string;
  name: string;
  subject: string;
  test_date: string;
  max_score: string;
  sections: GradeSection[];
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}): TestRow => ({ ...row, max_score: Number(row.max_score) });

/** A test of a class the caller sees (staff scope), or undefined; `forUpdate` locks it for a write. */
export async function findVisibleTest(
  db: Executor,
  caller: Caller,
  gradeId: string,
  forUpdate = false,
): Promise<TestRow | undefined> {
  let query = testsQuery(db, caller.instId).where('t.id', '=', gradeId).where(classesVisibleTo(caller, 'c'));
  if (forUpdate) query = query.forUpdate('t');
  const row = await query.executeTakeFirst();
  return row && toTestRow(row);
}

export type ListFilter = { classId?: string; month?: string; after?: { testDate: string; id: string }; limit: number };

export type ListRow = TestRow & { scored_count: number; student_count: number };

/** A page of the tests of the classes the caller sees, newest test date first; counts in the same statement. */
export async function visibleTests(db: Executor, caller: Caller, filter: ListFilter): Promise<ListRow[]> {
  let query = testsQuery(db, caller.instId)
    .select([
      sql<number>`(select count(*)::int from grade_scores gs
        where gs.inst_id = t.inst_id and gs.grade_id = t.id and gs.score is not null)`.as('scored_count'),
      sql<number>`(select count(*)::int from ${rosterOf('t')} r)`.as('student_count'),
    ])
    .where(classesVisibleTo(caller, 'c'))
    .orderBy('t.test_date', 'desc')
    .orderBy('t.id', 'desc')
    .limit(filter.limit + 1);
  if (filter.classId) query = query.where('t.class_id', '=', filter.classId);
  if (filter.month) {
    const from = `${filter.month}-01`;
    query = query.where(
      sql<SqlBool>`t.test_date >= ${from}::date and t.test_date < (${from}::date + interval '1 month')`,
    );
  }
  if (filter.after) {
    const { testDate, id } = filter.after;
    query = query.where(sql<SqlBool>`(t.test_date, t.id) < (${testDate}::date, ${id}::uuid)`);
  }
  const rows = await query.execute();
  return rows.map(({ scored_count, student_count, ...row }) => ({
    ...toTestRow(row),
    scored_count,
    student_count,
  }));
}

/** Every stored row of the tests, one statement. */
export async function scoresOf(db: Executor, instId: string, gradeIds: readonly string[]): Promise<ScoreRecord[]> {
  if (gradeIds.length === 0) return [];
  const rows = await db
    .selectFrom('grade_scores')
    .select(['grade_id', 'student_id', 'score', 'absent', 'section_scores'])
    .where(ofInst(instId))
    .where('grade_id', 'in', [...gradeIds])
    .execute();
  return rows.map((row) => ({ ...row, score: numberOf(row.score) }));
}

export type RosterStudent = { student_id: string; student_nm: string; enrolled: boolean };

/** The roster of one test with names, by name. */
export async function rosterStudents(db: Executor, instId: string, test: TestRow): Promise<RosterStudent[]> {
  const { rows } = await sql<RosterStudent>`
    select s.id as student_id, s.student_nm,
           exists (select 1 from class_students cs
                    where cs.inst_id = s.inst_id and cs.class_id = ${test.class_id} and cs.student_id = s.id
                      and cs.start_date <= ${test.test_date}::date
                      and (cs.end_date is null or cs.end_date >= ${test.test_date}::date)) as enrolled
      from students s
     where s.inst_id = ${instId}
       and s.id in (select student_id from class_students cs
                     where cs.inst_id = ${instId} and cs.class_id = ${test.class_id}
                       and cs.start_date <= ${test.test_date}::date
                       and (cs.end_date is null or cs.end_date >= ${test.test_date}::date)
                    union
                    select student_id from grade_scores gs where gs.inst_id = ${instId} and gs.grade_id = ${test.id})
     order by s.student_nm, s.id`.execute(db);
  return rows;
}

export async function showRankOf(db: Executor, instId: string): Promise<boolean> {
  const row = await db.selectFrom('grade_settings').select('show_rank').where(ofInst(instId)).executeTakeFirst();
  return row?.show_rank ?? false;
}

/** The classes a staff caller may make a test for: those they see, by name. */
export async function classesFor(db: Executor, caller: Caller) {
  return db
    .selectFrom('classes as c')
    .select(['c.id', 'c.class_nm', 'c.compulsory_subject'])
    .where(ofInst(caller.instId, 'c'))
    .where(classesVisibleTo(caller, 'c'))
    .orderBy('c.class_nm')
    .orderBy('c.id')
    .execute();
}

/** Whether the class is one the caller sees. */
export async function visibleClass(db: Executor, caller: Caller, classId: string) {
  return db
    .selectFrom('classes as c')
    .select(['c.id', 'c.class_nm'])
    .where(ofInst(caller.instId, 'c'))
    .where('c.id', '=', classId)
    .where(classesVisibleTo(caller, 'c'))
    .executeTakeFirst();
}

export type StudentTestFilter = {
  studentId: string;
  /** Families: published tests only. */
  publishedOnly: boolean;
  /** Staff with the own-classes scope: only tests of classes they teach. */
  visibleClasses?: Expression<SqlBool>;
  classId?: string;
  from?: IsoDate;
  to?: IsoDate;
  gradeId?: string;
  after?: { testDate: string; id: string };
  limit?: number;
};

/** The tests whose roster holds the student, newest first (the student's own view of grades). */
export async function testsOfStudent(db: Executor, instId: string, filter: StudentTestFilter): Promise<TestRow[]> {
  let query = testsQuery(db, instId)
    .where(sql<SqlBool>`${filter.studentId}::uuid in ${rosterOf('t')}`)
    .orderBy('t.test_date', 'desc')
    .orderBy('t.id', 'desc');
  if (filter.publishedOnly) query = query.where('t.published_at', 'is not', null);
  if (filter.visibleClasses) query = query.where(filter.visibleClasses);
  if (filter.classId) query = query.where('t.class_id', '=', filter.classId);
  if (filter.gradeId) query = query.where('t.id', '=', filter.gradeId);
  if (filter.from) query = query.where('t.test_date', '>=', filter.from);
  if (filter.to) query = query.where('t.test_date', '<=', filter.to);
  if (filter.after) {
    const { testDate, id } = filter.after;
    query = query.where(sql<SqlBool>`(t.test_date, t.id) < (${testDate}::date, ${id}::uuid)`);
  }
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return (await query.execute()).map(toTestRow);
}
