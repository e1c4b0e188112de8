import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { StudentStatus, StudentStatusChange } from '@academy/domain/students/students.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { studentsVisibleTo } from '../../platform/access/access.scopes';
import { compiledOnce } from '../../platform/queries/compiled-once';
import { studentSearch } from '../../platform/search/student-search';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of the students area; every one takes the institute and filters by it. */

export type NewStudentRow = {
  id: string;
  studentNm: string;
  birthdate: string | null;
  genderCd: 'M' | 'F' | null;
  schoolNm: string | null;
  gradeYear: number | null;
  mobileNo: string | null;
  memo: string | null;
  statusSince: string;
};

export type NewGuardianRow = {
  id: string;
  studentId: string;
  guardianNm: string;
  mobileNo: string | null;
  relationType: string;
};

export async function insertStudents(
  db: Executor,
  instId: string,
  rows: readonly NewStudentRow[],
  by: { userId: string; now: Date },
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('students')
    .values(
      rows.map((row) => ({
        inst_id: instId,
        id: row.id,
        student_nm: row.studentNm,
        birthdate: row.birthdate,
        gender_cd: row.genderCd,
        school_nm: row.schoolNm,
        grade_year: row.gradeYear,
        mobile_no: row.mobileNo,
        memo: row.memo,
        status: 'enrolled' as const,
        status_since: row.statusSince,
        created_by: by.userId,
        created_at: by.now,
        updated_at: by.now,
      })),
    )
    .execute();
}

export async function insertGuardians(
  db: Executor,
  instId: string,
  rows: readonly NewGuardianRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('student_guardians')
    .values(
      rows.map((row) => ({
        inst_id: instId,
        id: row.id,
        student_id: row.studentId,
        guardian_nm: row.guardianNm,
        mobile_no: row.mobileNo,
        relation_type: row.relationType,
        created_at: now,
      })),
    )
    .execute();
}

const studentColumns = [
  'students.id',
  'students.user_id',
  'students.student_nm',
  'students.birthdate',
  'students.gender_cd',
  'students.school_nm',
  'students.grade_year',
  'students.mobile_no',
  'students.status',
  'students.status_since',
  'students.desk_pin',
  'students.memo',
  'students.created_at',
  'students.updated_at',
] as const;

/** One student the caller sees on `day` (studentsVisibleTo), with the connected account's name; undefined otherwise. */
export async function findStudent(
  db: Executor,
  caller: Caller,
  studentId: string,
  options: { day: IsoDate; forUpdate?: boolean },
) {
  let query = db
    .selectFrom('students')
    .select(studentColumns)
    .where(ofInst(caller.instId, 'students'))
    .where('students.id', '=', studentId)
    .where(studentsVisibleTo(caller, options.day));
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const connected = row.user_id
    ? await db.selectFrom('users').select('user_nm').where('id', '=', row.user_id).executeTakeFirst()
    : undefined;
  return { ...row, connected_user_nm: connected?.user_nm ?? null };
}
export type StudentRow = NonNullable<Awaited<ReturnType<typeof findStudent>>>;

/** The guardians of the student row `students` as JSON, with the connected parents' names, in the order they were added. */
function guardiansJson() {
  return sql<(Omit<GuardianRow, 'created_at'> & { created_at: string })[]>`coalesce((
    select json_agg(json_build_object('id', g.id, 'student_id', g.student_id, 'guardian_nm', g.guardian_nm,
             'mobile_no', g.mobile_no, 'relation_type', g.relation_type, 'user_id', g.user_id,
             'created_at', g.created_at, 'connected_user_nm', u.user_nm) order by g.created_at, g.id)
      from student_guardians g left join users u on u.id = g.user_id
     where g.inst_id = students.inst_id and g.student_id = students.id), '[]'::json)`;
}

/** The recorded status changes of the student row `students` as JSON, in the order they were recorded. */
function statusChangesJson() {
  return sql<{ from_status: StudentStatus; to_status: StudentStatus; effective_date: IsoDate }[]>`coalesce((
    select json_agg(json_build_object('from_status', c.from_status, 'to_status', c.to_status,
             'effective_date', c.effective_date) order by c.at, c.id)
      from student_status_changes c
     where c.inst_id = students.inst_id and c.student_id = students.id), '[]'::json)`;
}

function studentDetailQuery(
  db: Executor,
  instId: string,
  studentId: string,
  day: IsoDate,
  visible: Expression<SqlBool>,
) {
  return db
    .selectFrom('students')
    .leftJoin('users as connected', 'connected.id', 'students.user_id')
    .select(studentColumns)
    .select('connected.user_nm as connected_user_nm')
    .select([
      guardiansJson().as('guardians'),
      sql<DetailInviteRow[]>`coalesce((
        select json_agg(json_build_object('purpose', i.purpose, 'code', i.code, 'target_mobile_no', i.target_mobile_no,
                 'created_at', i.created_at, 'expires_at', i.expires_at, 'revoked_at', i.revoked_at,
                 'accepted_at', i.accepted_at) order by i.created_at desc)
          from invites i
         where i.inst_id = students.inst_id and i.student_id = students.id), '[]'::json)`.as('invites'),
      sql<number>`(select count(*)::int from student_memos m
         where m.inst_id = students.inst_id and m.student_id = students.id)`.as('memo_count'),
      sql<CurrentClassRow[]>`coalesce((
        select json_agg(json_build_object('id', cs.id, 'class_id', cs.class_id, 'start_date', cs.start_date,
                 'end_date', cs.end_date, 'class_nm', c.class_nm) order by cs.start_date, c.class_nm)
          from class_students cs join classes c on c.inst_id = cs.inst_id and c.id = cs.class_id
         where cs.inst_id = students.inst_id and cs.student_id = students.id
           and (cs.end_date is null or cs.end_date >= ${day}::date)), '[]'::json)`.as('classes'),
      statusChangesJson().as('status_changes'),
    ])
    .where(ofInst(instId, 'students'))
    .where('students.id', '=', studentId)
    .where(visible);
}

/**
 * The detail query compiled once per scope (platform/queries): the office's, whose scope is every
 * student, and the member's of a narrower scope, whose user id the scope predicate binds.
 */
const detailRowsSeeingAll = compiledOnce((db: Executor, instId: string, studentId: string, day: IsoDate) =>
  studentDetailQuery(db, instId, studentId, day, studentsVisibleTo({ scope: 'all' } as Caller, day)),
);
const detailRowsByScope = {
  'own-classes': compiledOnce((db: Executor, instId: string, studentId: string, day: IsoDate, userId: string) =>
    studentDetailQuery(db, instId, studentId, day, studentsVisibleTo({ scope: 'own-classes', userId } as Caller, day)),
  ),
  linked: compiledOnce((db: Executor, instId: string, studentId: string, day: IsoDate, userId: string) =>
    studentDetailQuery(db, instId, studentId, day, studentsVisibleTo({ scope: 'linked', userId } as Caller, day)),
  ),
};

/**
 * One student's whole detail in one statement (docs/decisions/0037-request-cost.md): the student
 * the caller sees on `day` (studentsVisibleTo) with the connected account's name, and beside it as
 * JSON the guardians (with their connected parents' names, in the order they were added), the
 * invitations (latest first), the number of memos, the enrolments not ended by `day` (by start
 * date and class name) and the recorded status changes (in the order recorded). Inside the JSON,
 * instants are ISO strings and dates `YYYY-MM-DD`.
 */
export async function studentDetailOf(db: Executor, caller: Caller, studentId: string, day: IsoDate) {
  const [row] =
    caller.scope === 'all'
      ? await detailRowsSeeingAll(db, caller.instId, studentId, day)
      : await detailRowsByScope[caller.scope](db, caller.instId, studentId, day, caller.userId);
  return row;
}

/** An invitation as the detail reads it (its instants as JSON strings). */
export type DetailInviteRow = {
  purpose: string;
  code: string;
  target_mobile_no: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  accepted_at: string | null;
};

/**
 * The roll a page at a time, in two statements side by side: the page's students with their
 * guardians and status changes (as JSON), and the counts per status on `today` (the total is the
 * count of the status asked for, or of all).
 */
export async function listStudents(
  db: Executor,
  caller: Caller,
  query: { status?: StudentStatus; q?: string; page: number; size: number; today: IsoDate },
) {
  const search = studentSearch(query.q);
  const statusToday = studentStatusOn('students', query.today);
  let base = db
    .selectFrom('students')
    .where(ofInst(caller.instId, 'students'))
    .where(studentsVisibleTo(caller, query.today));
  if (search) base = base.where(search);
  const filtered = query.status ? base.where(sql<SqlBool>`${statusToday} = ${query.status}`) : base;
  const [rows, counts] = await Promise.all([
    filtered
      .select(studentColumns)
      .select([guardiansJson().as('guardians'), statusChangesJson().as('status_changes')])
      .orderBy('students.student_nm')
      .orderBy('students.id')
      .limit(query.size)
      .offset((query.page - 1) * query.size)
      .execute(),
    base
      .select([statusToday.as('status'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const byStatus = { enrolled: 0, paused: 0, left: 0 };
  for (const row of counts) byStatus[row.status] = Number(row.count);
  const total = query.status ? byStatus[query.status] : byStatus.enrolled + byStatus.paused + byStatus.left;
  return { rows, total, counts: byStatus };
}

/** The recorded status changes of some students, in the order they were recorded, by student. */
export async function statusChangesOf(
  db: Executor,
  instId: string,
  studentIds: readonly string[],
): Promise<Map<string, StudentStatusChange[]>> {
  const byStudent = new Map<string, StudentStatusChange[]>();
  if (studentIds.length === 0) return byStudent;
  const rows = await db
    .selectFrom('student_status_changes')
    .select(['student_id', 'from_status', 'to_status', 'effective_date'])
    .where(ofInst(instId))
    .where('student_id', 'in', [...new Set(studentIds)])
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const change = {
      fromStatus: row.from_status as StudentStatus,
      toStatus: row.to_status as StudentStatus,
      effectiveDate: row.effective_date,
    };
    byStudent.set(row.student_id, [...(byStudent.get(row.student_id) ?? []), change]);
  }
  return byStudent;
}

/** The guardians of some students, with the connected parents' names. */
export async function guardiansOf(db: Executor, instId: string, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('student_guardians')
    .leftJoin('users', 'users.id', 'student_guardians.user_id')
    .select([
      'student_guardians.id',
      'student_guardians.student_id',
      'student_guardians.guardian_nm',
      'student_guardians.mobile_no',
      'student_guardians.relation_type',
      'student_guardians.user_id',
      'student_guardians.created_at',
      'users.user_nm as connected_user_nm',
    ])
    .where(ofInst(instId, 'student_guardians'))
    .where('student_guardians.student_id', 'in', [...studentIds])
    .orderBy('student_guardians.created_at')
    .orderBy('student_guardians.id')
    .execute();
}
export type GuardianRow = Awaited<ReturnType<typeof guardiansOf>>[number];

export async function findGuardian(db: Executor, instId: string, studentId: string, guardianId: string) {
  return db
    .selectFrom('student_guardians')
    .selectAll()
    .where(ofInst(instId))
    .where('student_id', '=', studentId)
    .where('id', '=', guardianId)
    .executeTakeFirst();
}

/** Students of the academy matching a name and birth date, or a mobile number, with their status on `today`. */
export async function findDuplicates(
  db: Executor,
  instId: string,
  input: { studentNm: string; birthdate: string | null; mobileNo: string | null },
  today: IsoDate,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (input.birthdate) {
    conditions.push(
      sql<SqlBool>`(students.student_nm = ${input.studentNm} and students.birthdate = ${input.birthdate})`,
    );
  }
  if (input.mobileNo) conditions.push(sql<SqlBool>`students.mobile_no = ${input.mobileNo}`);
  if (conditions.length === 0) {
    conditions.push(sql<SqlBool>`(students.student_nm = ${input.studentNm} and students.birthdate is null)`);
  }
  return db
    .selectFrom('students')
    .select(studentColumns)
    .select(studentStatusOn('students', today).as('status_today'))
    .where(ofInst(instId, 'students'))
    .where((eb) => eb.or(conditions))
    .orderBy('students.student_nm')
    .limit(20)
    .execute();
}

/** `name|birthdate` keys of the academy's students among the given ones (batch duplicate check). */
export async function existingNameBirthdates(
  db: Executor,
  instId: string,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('students')
    .select(['student_nm', 'birthdate'])
    .where(ofInst(instId))
    .where('student_nm', 'in', [...new Set(names)])
    .execute();
  return new Set(rows.map((row) => `${row.student_nm}|${row.birthdate ?? ''}`));
}

/** An enrolment that has not ended, with its class's name (the detail's classes). */
export type CurrentClassRow = {
  id: string;
  class_id: string;
  start_date: IsoDate;
  end_date: IsoDate | null;
  class_nm: string;
};
