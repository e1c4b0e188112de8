import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { CheckResult, HomeworkListState, StudentHomeworkState } from '@academy/domain/homework/homework.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { classesVisibleTo, linkedTo, studentsVisibleTo, teaches } from '../../platform/access/access.scopes';
import type { AttachedFileRow } from '../../platform/files/file-views';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * The homework area's typed queries. An assignee's status is computed from its facts by the
 * domain's `assigneeStatus`; where SQL must count or filter by status (the lists), the predicates
 * below say the same thing and `homework.status.test.ts` keeps them equal to the domain's.
 */

// ── status in SQL ────────────────────────────────────────────────────────────

/** Nothing handed in and past the due time (`a`: assignees, `h`: homework). */
const missingSql = (now: Date) => sql<SqlBool>`(a.first_submitted_at is null and h.due_at < ${now})`;
const openSql = (now: Date) => sql<SqlBool>`(a.first_submitted_at is null and h.due_at >= ${now})`;
const toCheckSql = sql<SqlBool>`(a.first_submitted_at is not null and a.check_result is null)`;
/** The student still has something to do: not handed in before the due time, or asked for more. */
// `is not distinct from`: never null, so `not due` holds exactly for the others.
const dueSql = (now: Date) => sql<SqlBool>`(${openSql(now)} or a.check_result is not distinct from 'revision')`;

export type CountsRow = {
  assigned: number;
  submitted: number;
  late: number;
  missing: number;
  open: number;
  to_check: number;
  revision: number;
  completed: number;
};

/** An assignment's counts (`h` the homework row), one aggregate over its assignees. */
const countsSql = (now: Date) => sql<CountsRow>`(select json_build_object(
    'assigned', count(*)::int,
    'submitted', (count(*) filter (where a.first_submitted_at is not null))::int,
    'late', (count(*) filter (where a.first_submitted_at > h.due_at))::int,
    'missing', (count(*) filter (where ${missingSql(now)}))::int,
    'open', (count(*) filter (where ${openSql(now)}))::int,
    'to_check', (count(*) filter (where ${toCheckSql}))::int,
    'revision', (count(*) filter (where a.check_result = 'revision'))::int,
    'completed', (count(*) filter (where a.check_result = 'completed'))::int)
  from homework_assignees a where a.inst_id = h.inst_id and a.homework_id = h.id)`;

// ── cursors ──────────────────────────────────────────────────────────────────

/** A list position: the due time and id of the last line shown. */
export type HomeworkCursor = { dueAt: Date; id: string };

export const encodeCursor = (row: { due_at: Date | string; id: string }) =>
  `${new Date(row.due_at).toISOString()}_${row.id}`;

export function decodeCursor(value: string | undefined): HomeworkCursor | null {
  if (!value) return null;
  const [iso, id] = value.split('_');
  const dueAt = new Date(iso ?? '');
  if (!id || Number.isNaN(dueAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { dueAt, id };
}

const afterCursor = (cursor: HomeworkCursor, direction: 'asc' | 'desc') =>
  direction === 'desc'
    ? sql<SqlBool>`(h.due_at, h.id) < (${cursor.dueAt}, ${cursor.id})`
    : sql<SqlBool>`(h.due_at, h.id) > (${cursor.dueAt}, ${cursor.id})`;

// ── assignments ──────────────────────────────────────────────────────────────

export type HomeworkRow = {
  id: string;
  class_id: string;
  class_nm: string;
  title: string;
  instructions: string;
  due_at: Date;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  author_nm: string | null;
};

function homeworkQuery(db: Executor, instId: string) {
  return db
    .selectFrom('homework as h')
    .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'h.inst_id').onRef('c.id', '=', 'h.class_id'))
    .leftJoin('users as au', 'au.id', 'h.created_by')
    .select([
      'h.id',
      'h.class_id',
      'c.class_nm',
      'h.title',
      'h.instructions',
      'h.due_at',
      'h.created_at',
      'h.updated_at',
      'h.created_by',
      'au.user_nm as author_nm',
    ])
    .where(ofInst(instId, 'h'));
}

/**
 * An assignment the caller sees: staff, of a class they see (a teacher: one they teach); a family
 * member, one given to a student linked to them.
 */
export async function visibleHomework(db: Executor, caller: Caller, homeworkId: string) {
  return homeworkQuery(db, caller.instId)
    .where('h.id', '=', homeworkId)
    .where(
      caller.scope === 'linked'
        ? sql<SqlBool>`exists (select 1 from homework_assignees a
            join students s on s.inst_id = a.inst_id and s.id = a.student_id
           where a.inst_id = h.inst_id and a.homework_id = h.id and ${linkedTo(caller.userId, 's')})`
        : classesVisibleTo(caller, 'c'),
    )
    .executeTakeFirst() as Promise<HomeworkRow | undefined>;
}

/** The counts of one assignment at `now`. */
export async function countsOf(db: Executor, instId: string, homeworkId: string, now: Date): Promise<CountsRow> {
  const row = await db
    .selectFrom('homework as h')
    .select(countsSql(now).as('counts'))
    .where(ofInst(instId, 'h'))
    .where('h.id', '=', homeworkId)
    .executeTakeFirstOrThrow();
  return row.counts;
}

export type HomeworkListRow = HomeworkRow & { counts: CountsRow; file_cnt: number };

/** The staff list: assignments of the classes the caller sees, newest due first, with their counts. */
export async function homeworkPage(
  db: Executor,
  caller: Caller,
  input: { classId?: string; state: HomeworkListState; cursor: HomeworkCursor | null; limit: number; now: Date },
): Promise<HomeworkListRow[]> {
  let query = homeworkQuery(db, caller.instId)
    .select([
      countsSql(input.now).as('counts'),
      sql<number>`(select count(*)::int from homework_files f where f.inst_id = h.inst_id and f.homework_id = h.id)`.as(
        'file_cnt',
      ),
    ])
    .where(classesVisibleTo(caller, 'c'));
  if (input.classId) query = query.where('h.class_id', '=', input.classId);
  if (input.state === 'toCheck')
    query = query.where(
      sql<SqlBool>`exists (select 1 from homework_assignees a where a.inst_id = h.inst_id and a.homework_id = h.id and ${toCheckSql})`,
    );
  if (input.state === 'open') query = query.where('h.due_at', '>=', input.now);
  if (input.state === 'past') query = query.where('h.due_at', '<', input.now);
  if (input.cursor) query = query.where(afterCursor(input.cursor, 'desc'));
  return (await query
    .orderBy('h.due_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(input.limit + 1)
    .execute()) as HomeworkListRow[];
}

/** The classes the caller may give homework to (open classes they see, by name). */
export async function assignableClasses(db: Executor, caller: Caller) {
  let query = db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .where(ofInst(caller.instId, 'classes'))
    .where('classes.status', '=', 'open');
  if (caller.scope === 'own-classes') query = query.where(teaches(caller.userId, 'classes'));
  return query.orderBy('classes.class_nm').orderBy('classes.id').execute();
}

/** An open class the caller may give homework to, or undefined. */
export async function assignableClass(db: Executor, caller: Caller, classId: string) {
  let query = db
    .selectFrom('classes')
    .select(['classes.id', 'classes.class_nm'])
    .where(ofInst(caller.instId, 'classes'))
    .where('classes.id', '=', classId);
  if (caller.scope === 'own-classes') query = query.where(teaches(caller.userId, 'classes'));
  return query.executeTakeFirst();
}

// ── assignees and submissions ────────────────────────────────────────────────

export type AssigneeRow = {
  student_id: string;
  student_nm: string;
  due_at: Date;
  first_submitted_at: Date | null;
  check_result: CheckResult | null;
  submission_cnt: number;
  reminded_at: Date | null;
  latest_submission_id: string | null;
};

/** An assignment's assignees (all, or `studentIds`), by name. */
export async function assigneesOf(
  db: Executor,
  instId: string,
  homeworkId: string,
  studentIds?: readonly string[],
): Promise<AssigneeRow[]> {
  if (studentIds && studentIds.length === 0) return [];
  let query = db
    .selectFrom('homework_assignees as a')
    .innerJoin('homework as h', (join) => join.onRef('h.inst_id', '=', 'a.inst_id').onRef('h.id', '=', 'a.homework_id'))
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'a.inst_id').onRef('s.id', '=', 'a.student_id'))
    .select([
      'a.student_id',
      's.student_nm',
      'h.due_at',
      'a.first_submitted_at',
      'a.check_result',
      'a.submission_cnt',
      'a.reminded_at',
      'a.latest_submission_id',
    ])
    .where(ofInst(instId, 'a'))
    .where('a.homework_id', '=', homeworkId);
  if (studentIds) query = query.where('a.student_id', 'in', [...studentIds]);
  return query.orderBy('s.student_nm').orderBy('a.student_id').execute();
}

/** The assignees of an assignment linked to a family member (their children, or themselves). */
export async function linkedAssignees(db: Executor, caller: Caller, homeworkId: string) {
  return db
    .selectFrom('homework_assignees as a')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'a.inst_id').onRef('s.id', '=', 'a.student_id'))
    .select(['s.id', 's.student_nm'])
    .where(ofInst(caller.instId, 'a'))
    .where('a.homework_id', '=', homeworkId)
    .where(linkedTo(caller.userId, 's'))
    .orderBy('s.student_nm')
    .orderBy('s.id')
    .execute();
}

export type SubmissionRow = {
  id: string;
  student_id: string;
  version: number;
  text: string;
  submitted_at: Date;
  late: boolean;
  submitted_by_nm: string | null;
  submitted_by_relation_cd: string | null;
  submitted_by_member: boolean;
  check_result: CheckResult | null;
  check_comment: string | null;
  checked_at: Date | null;
  checked_by_nm: string | null;
};

function submissionsQuery(db: Executor, instId: string) {
  return db
    .selectFrom('homework_submissions as hs')
    .leftJoin('users as su', 'su.id', 'hs.submitted_by')
    .leftJoin('memberships as sm', (join) =>
      join.onRef('sm.inst_id', '=', 'hs.inst_id').onRef('sm.user_id', '=', 'hs.submitted_by'),
    )
    .leftJoin('users as cu', 'cu.id', 'hs.checked_by')
    .select([
      'hs.id',
      'hs.student_id',
      'hs.version',
      'hs.text',
      'hs.submitted_at',
      'hs.late',
      'su.user_nm as submitted_by_nm',
      'sm.relation_cd as submitted_by_relation_cd',
      sql<boolean>`sm.user_id is not null`.as('submitted_by_member'),
      'hs.check_result',
      'hs.check_comment',
      'hs.checked_at',
      'cu.user_nm as checked_by_nm',
    ])
    .where(ofInst(instId, 'hs'));
}

/** Submissions by id (the assignees' latest versions). */
export async function submissionsById(db: Executor, instId: string, ids: readonly string[]): Promise<SubmissionRow[]> {
  if (ids.length === 0) return [];
  return (await submissionsQuery(db, instId)
    .where('hs.id', 'in', [...ids])
    .execute()) as SubmissionRow[];
}

/** Every version one student handed in for an assignment, newest first. */
export async function submissionHistory(
  db: Executor,
  instId: string,
  homeworkId: string,
  studentId: string,
): Promise<SubmissionRow[]> {
  return (await submissionsQuery(db, instId)
    .where('hs.homework_id', '=', homeworkId)
    .where('hs.student_id', '=', studentId)
    .orderBy('hs.version', 'desc')
    .execute()) as SubmissionRow[];
}

/** The assignee row locked for a hand-in or a check (one at a time per assignee). */
export async function lockAssignee(db: Executor, instId: string, homeworkId: string, studentId: string) {
  return db
    .selectFrom('homework_assignees as a')
    .innerJoin('homework as h', (join) => join.onRef('h.inst_id', '=', 'a.inst_id').onRef('h.id', '=', 'a.homework_id'))
    .select(['a.first_submitted_at', 'a.check_result', 'a.submission_cnt', 'a.latest_submission_id', 'h.due_at'])
    .where(ofInst(instId, 'a'))
    .where('a.homework_id', '=', homeworkId)
    .where('a.student_id', '=', studentId)
    .forUpdate('a')
    .executeTakeFirst();
}

// ── a student's list ─────────────────────────────────────────────────────────

export type StudentHomeworkRow = {
  id: string;
  class_id: string;
  class_nm: string;
  title: string;
  due_at: Date;
  first_submitted_at: Date | null;
  check_result: CheckResult | null;
  latest_submitted_at: Date | null;
  check_comment: string | null;
};

/**
 * A student's assignments with their facts: every one (newest due first), the `due` ones (soonest
 * first) or the `done` ones. A teacher sees only those of the classes they teach.
 */
export async function studentHomeworkPage(
  db: Executor,
  caller: Caller,
  input: { studentId: string; state: StudentHomeworkState; cursor: HomeworkCursor | null; limit: number; now: Date },
): Promise<StudentHomeworkRow[]> {
  const direction = input.state === 'due' ? 'asc' : 'desc';
  let query = db
    .selectFrom('homework_assignees as a')
    .innerJoin('homework as h', (join) => join.onRef('h.inst_id', '=', 'a.inst_id').onRef('h.id', '=', 'a.homework_id'))
    .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'h.inst_id').onRef('c.id', '=', 'h.class_id'))
    .leftJoin('homework_submissions as hs', (join) =>
      join.onRef('hs.inst_id', '=', 'a.inst_id').onRef('hs.id', '=', 'a.latest_submission_id'),
    )
    .select([
      'h.id',
      'h.class_id',
      'c.class_nm',
      'h.title',
      'h.due_at',
      'a.first_submitted_at',
      'a.check_result',
      'hs.submitted_at as latest_submitted_at',
      'hs.check_comment',
    ])
    .where(ofInst(caller.instId, 'a'))
    .where('a.student_id', '=', input.studentId);
  if (caller.scope === 'own-classes') query = query.where(teaches(caller.userId, 'c'));
  if (input.state === 'due') query = query.where(dueSql(input.now));
  if (input.state === 'done') query = query.where(sql<SqlBool>`not ${dueSql(input.now)}`);
  if (input.cursor) query = query.where(afterCursor(input.cursor, direction));
  return (await query
    .orderBy('h.due_at', direction)
    .orderBy('h.id', direction)
    .limit(input.limit + 1)
    .execute()) as StudentHomeworkRow[];
}

/** A student the caller sees today (staff: `studentsVisibleTo`; a family member: their own). */
export async function visibleStudentOf(db: Executor, caller: Caller, studentId: string, day: IsoDate) {
  return db
    .selectFrom('students')
    .select(['students.id', 'students.student_nm'])
    .where(ofInst(caller.instId, 'students'))
    .where('students.id', '=', studentId)
    .where(studentsVisibleTo(caller, day))
    .executeTakeFirst();
}

// ── files ────────────────────────────────────────────────────────────────────

export type HomeworkFileRow = AttachedFileRow<'image' | 'media' | 'document'> & {
  homework_id: string | null;
  submission_id: string | null;
};

/** The files of assignments or of submissions, in their order. */
export async function filesOf(
  db: Executor,
  instId: string,
  owner: 'homework' | 'submission',
  ids: readonly string[],
): Promise<HomeworkFileRow[]> {
  if (ids.length === 0) return [];
  const column = owner === 'homework' ? 'f.homework_id' : 'f.submission_id';
  return (await db
    .selectFrom('homework_files as f')
    .innerJoin('uploads as u', 'u.id', 'f.upload_id')
    .leftJoin('uploads as pu', 'pu.id', 'f.phone_upload_id')
    .select([
      'f.homework_id',
      'f.submission_id',
      'f.upload_id',
      'f.phone_upload_id',
      'f.kind',
      'f.original_nm',
      'f.content_type',
      'f.size_bytes',
      'f.width',
      'f.height',
      'u.storage_key',
      'pu.storage_key as phone_storage_key',
    ])
    .where(ofInst(instId, 'f'))
    .where(sql.ref(column), 'in', [...ids])
    .orderBy(sql.ref(column))
    .orderBy('f.sort_order')
    .execute()) as HomeworkFileRow[];
}

/**
 * A homework file by an upload id (the file or its phone copy) if the caller may read it: their
 * own file still waiting; an assignment's file of one they see; a submission's file, for staff who
 * see its class and the family of its student.
 */
export async function readableFile(db: Executor, caller: Caller, uploadId: string) {
  const staff = caller.scope !== 'linked';
  const homeworkSeen = (homeworkRef: Expression<string>) =>
    staff
      ? sql<SqlBool>`exists (select 1 from homework h join classes c on c.inst_id = h.inst_id and c.id = h.class_id
          where h.inst_id = f.inst_id and h.id = ${homeworkRef} and ${classesVisibleTo(caller, 'c')})`
      : sql<SqlBool>`exists (select 1 from homework_assignees a join students s on s.inst_id = a.inst_id and s.id = a.student_id
          where a.inst_id = f.inst_id and a.homework_id = ${homeworkRef} and ${linkedTo(caller.userId, 's')})`;
  const submissionSeen = staff
    ? sql<SqlBool>`exists (select 1 from homework_submissions hs
        where hs.inst_id = f.inst_id and hs.id = f.submission_id and ${homeworkSeen(sql.ref('hs.homework_id'))})`
    : sql<SqlBool>`exists (select 1 from homework_submissions hs join students s on s.inst_id = hs.inst_id and s.id = hs.student_id
        where hs.inst_id = f.inst_id and hs.id = f.submission_id and ${linkedTo(caller.userId, 's')})`;
  return db
    .selectFrom('homework_files as f')
    .innerJoin('uploads as u', (join) => join.on('u.id', '=', uploadId))
    .select(['u.storage_key', 'u.content_type', 'f.purpose'])
    .where(ofInst(caller.instId, 'f'))
    .where(ofInst(caller.instId, 'u'))
    .where((eb) => eb.or([eb('f.upload_id', '=', uploadId), eb('f.phone_upload_id', '=', uploadId)]))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('f.homework_id', 'is', null),
          eb('f.submission_id', 'is', null),
          eb('f.uploader_user_id', '=', caller.userId),
        ]),
        eb.and([eb('f.homework_id', 'is not', null), homeworkSeen(sql.ref('f.homework_id'))]),
        eb.and([eb('f.submission_id', 'is not', null), submissionSeen]),
      ]),
    )
    .executeTakeFirst();
}
