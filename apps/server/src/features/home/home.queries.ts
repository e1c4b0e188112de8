import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { AcademyProgress } from '@academy/domain/home/home.rules';
import type { StudentStatusCd } from '@academy/domain/institute/institute.constants';
import type { SessionKind } from '@academy/domain/schedule/schedule.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { studentsVisibleTo, teaches } from '../../platform/access/access.scopes';
import { enrolmentCovers, sessionsOnDates } from '../../platform/schedule/sessions-on';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Typed queries of the homes. Each takes the academy and filters every tenant table by it (ofInst),
 * or takes student records each with its own academy (a parent's children) and keeps every row to
 * those; each is one statement whatever the number of classes, students or days.
 */

// ── the academy ──────────────────────────────────────────────────────────────

/** The academy of a membership that passed the access check; a closed academy is as good as gone. */
export async function findHomeInstitute(db: Executor, instId: string) {
  return db
    .selectFrom('institutes')
    .select(['id', 'inst_nm', 'inst_tp_cd', 'president_user_id', 'first_use'])
    .where('id', '=', instId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** Students of the academy by their status today (재원 / 휴원 / 퇴원; a change dated ahead waits for its day). */
export async function countStudentsByStatus(db: Executor, instId: string, today: IsoDate) {
  const { rows } = await sql<{ status: StudentStatusCd; n: string }>`
    select t.status, count(*) as n
      from (select ${studentStatusOn('s', today)} as status from students s where ${ofInst(instId, 's')}) t
     group by t.status`.execute(db);
  const counts: Record<StudentStatusCd, number> = { enrolled: 0, paused: 0, left: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** What a new academy has done so far (see the domain's `AcademyProgress`), in one statement. */
export async function academyProgress(db: Executor, instId: string): Promise<AcademyProgress> {
  const { rows } = await sql<AcademyProgress>`
    select
      exists (select 1 from classes c where ${ofInst(instId, 'c')}) as "hasClass",
      (exists (select 1 from memberships m
                where ${ofInst(instId, 'm')} and m.relation_cd = ${RELATION_CD.teacher} and m.status = 'active')
       or exists (select 1 from invites i
                   where ${ofInst(instId, 'i')} and i.purpose = 'staff' and i.revoked_at is null)) as "hasTeacher",
      exists (select 1 from students s where ${ofInst(instId, 's')}) as "hasStudent",
      exists (select 1 from student_guardians g where ${ofInst(instId, 'g')} and g.user_id is not null)
        as "hasConnectedParent",
      (exists (select 1 from desk_devices d where ${ofInst(instId, 'd')})
       or exists (select 1 from desk_visits v where ${ofInst(instId, 'v')})) as "hasUsedDesk"`.execute(db);
  return rows[0] as AcademyProgress;
}

// ── notifications ────────────────────────────────────────────────────────────

export type NotificationRow = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
};

/**
 * The member's newest notifications from this academy and how many they have not read, in one
 * statement (instants of the newest as JSON strings).
 */
export async function notificationsCard(db: Executor, userId: string, instId: string, options: { limit: number }) {
  const { rows } = await sql<{ recent: NotificationRow[]; unread: number }>`
    select coalesce((select json_agg(n order by n.id desc) from (
             select x.id, x.title, x.body, x.link, x.created_at, x.read_at from notifications x
              where x.user_id = ${userId} and x.inst_id = ${instId}
              order by x.id desc limit ${options.limit}) n), '[]'::json) as recent,
           (select count(*)::int from notifications x
             where x.user_id = ${userId} and x.inst_id = ${instId} and x.read_at is null) as unread`.execute(db);
  const [card] = rows;
  return card ?? { recent: [], unread: 0 };
}

/** A student record at its academy (a parent's child there). */
export type StudentAt = { instId: string; studentId: string };

export type NotificationAboutRow = NotificationRow & { inst_id: string; student_id: string };

/**
 * The member's newest notifications about each of some students, from the student's academy (their
 * attendance history link carries the student's id, a schedule notice names them): `limit` per
 * student, in one statement however many students.
 */
export async function recentNotificationsAbout(
  db: Executor,
  userId: string,
  students: readonly (StudentAt & { studentNm: string })[],
  options: { limit: number },
) {
  if (students.length === 0) return [];
  const about = sql.join(
    students.map((student) => sql`(${student.instId}::uuid, ${student.studentId}::uuid, ${student.studentNm}::text)`),
  );
  const { rows } = await sql<NotificationAboutRow>`
    select r.inst_id, r.student_id, n.id, n.title, n.body, n.link, n.created_at, n.read_at
      from (values ${about}) as r(inst_id, student_id, student_nm)
      cross join lateral (
        select x.id, x.title, x.body, x.link, x.created_at, x.read_at
          from notifications x
         where x.user_id = ${userId} and x.inst_id = r.inst_id
           and (position(r.student_id::text in coalesce(x.link, '')) > 0 or position(r.student_nm in x.body) > 0)
         order by x.id desc
         limit ${options.limit}) n
     order by n.id desc`.execute(db);
  return rows;
}

// ── lessons ──────────────────────────────────────────────────────────────────

export type LessonRow = {
  inst_id: string;
  /** Whose lesson it is, when asked for students; null for a teacher's. */
  student_id: string | null;
  date: string;
  class_id: string;
  class_nm: string;
  kind: SessionKind;
  start_time: string;
  end_time: string;
  room: string | null;
  status: AttendanceStatus | null;
};

/** Whose lessons: a teacher's classes at an academy, or the classes some students attend, each at their own academy. */
export type LessonsOf = { instId: string; teacherUserId: string } | { students: readonly StudentAt[] };

/**
 * The lessons of some dates (the academy's sessions by the schedule rule, `sessionsOnDates`) of a
 * teacher's classes, or of students on the roll: a regular or moved day of a class their enrolment
 * covers that day, or a makeup (보강) they were chosen for, on the days they are on the roll (재원);
 * with their attendance that day. One statement however many students, classes or days.
 */
export async function lessonsOn(db: Executor, dates: readonly IsoDate[], of: LessonsOf): Promise<LessonRow[]> {
  if ('teacherUserId' in of) {
    const { rows } = await sql<LessonRow>`
      select l.inst_id, null::uuid as student_id, l.date, l.class_id, c.class_nm, l.kind, left(l.start_time, 5) as start_time,
             left(l.end_time, 5) as end_time, l.room, null as status
        from (${sessionsOnDates(dates, { instId: of.instId })}) l
        join classes c on c.inst_id = l.inst_id and c.id = l.class_id
       where ${ofInst(of.instId, 'c')} and ${teaches(of.teacherUserId, 'c')}
       order by l.date, l.start_time, c.class_nm, c.id`.execute(db);
    return rows;
  }
  if (of.students.length === 0) return [];
  const instIds = [...new Set(of.students.map((student) => student.instId))];
  // The students travel as two arrays and the dates as an array too: one statement text, prepared
  // once. The status rule runs once per student and date (`on_roll`), not per lesson.
  const { rows } = await sql<LessonRow>`
    with on_roll as (
      select r.inst_id, r.student_id, d.date
        from unnest(${of.students.map((student) => student.instId)}::uuid[],
                    ${of.students.map((student) => student.studentId)}::uuid[]) as r(inst_id, student_id)
        cross join unnest(${[...dates]}::date[]) as d(date)
        join students st on st.inst_id = r.inst_id and st.id = r.student_id
       where ${studentStatusOn('st', sql`d.date`)} = 'enrolled'
    )
    select l.inst_id, r.student_id, l.date, l.class_id, c.class_nm, l.kind, left(l.start_time, 5) as start_time,
           left(l.end_time, 5) as end_time, l.room,
           (select a.status from attendance a
             where a.inst_id = l.inst_id and a.class_id = l.class_id
               and a.attend_date = r.date and a.student_id = r.student_id) as status
      from (${sessionsOnDates(dates, { instIds })}) l
      join on_roll r on r.inst_id = l.inst_id and r.date = l.date::date
      join classes c on c.inst_id = l.inst_id and c.id = l.class_id
     where case when l.kind = 'makeup'
         then exists (select 1 from class_session_students m
                       where m.inst_id = l.inst_id and m.session_id = l.session_id
                         and m.student_id = r.student_id)
         else exists (select 1 from class_students cs
                       where cs.inst_id = l.inst_id and cs.class_id = l.class_id
                         and cs.student_id = r.student_id and ${enrolmentCovers(sql`r.date`)})
       end
     order by l.date, l.start_time, c.class_nm, c.id`.execute(db);
  return rows;
}

// ── people ───────────────────────────────────────────────────────────────────

/**
 * The students the caller sees today (`studentsVisibleTo`: for a teacher, those enrolled today in a
 * class they teach — the students list's rule), whatever their status.
 */
export async function countStudentsVisibleTo(db: Executor, caller: Caller, today: IsoDate) {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(ofInst(caller.instId, 'students'))
    .where(studentsVisibleTo(caller, today))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type StudentRecordRow = {
  inst_id: string;
  inst_nm: string;
  id: string;
  user_id: string | null;
  student_nm: string;
  status: StudentStatusCd;
  status_since: string | null;
  school_nm: string | null;
  grade_year: number | null;
  desk_pin: string | null;
  mobile_no: string | null;
};

/** Student records with their academy's name and their status today. */
function studentRecords(db: Executor, today: IsoDate) {
  return db
    .selectFrom('students')
    .innerJoin('institutes', 'institutes.id', 'students.inst_id')
    .select(studentStatusOn('students', today).as('status'))
    .select([
      'students.inst_id',
      'institutes.inst_nm',
      'students.id',
      'students.user_id',
      'students.student_nm',
      'students.status_since',
      'students.school_nm',
      'students.grade_year',
      'students.desk_pin',
      'students.mobile_no',
    ])
    .where('institutes.status', '=', 'active');
}

/** The student record a student's account is linked to at an academy (the first, if several). */
export async function studentOfUser(db: Executor, instId: string, userId: string, today: IsoDate) {
  return studentRecords(db, today)
    .where(ofInst(instId, 'students'))
    .where('students.user_id', '=', userId)
    .orderBy('students.created_at')
    .executeTakeFirst() as Promise<StudentRecordRow | undefined>;
}

/** The students of an academy whose guardian record is connected to this account (a parent's children there). */
export async function childrenAt(db: Executor, instId: string, guardianUserId: string, today: IsoDate) {
  return studentRecords(db, today)
    .where(ofInst(instId, 'students'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_guardians')
          .select(sql`1`.as('one'))
          .where(ofInst(instId, 'student_guardians'))
          .whereRef('student_guardians.student_id', '=', 'students.id')
          .where('student_guardians.user_id', '=', guardianUserId),
      ),
    )
    .orderBy('students.student_nm')
    .orderBy('students.id')
    .execute() as Promise<StudentRecordRow[]>;
}

/**
 * The student records of a child's account at every academy where this account is an active
 * member and the child's connected guardian (student_guardians.user_id), by academy name.
 */
export async function recordsOfChild(db: Executor, guardianUserId: string, childUserId: string, today: IsoDate) {
  return studentRecords(db, today)
    .where('students.user_id', '=', childUserId)
    .where((eb) =>
      eb.and([
        eb.exists(
          eb
            .selectFrom('student_guardians')
            .select(sql`1`.as('one'))
            .whereRef('student_guardians.inst_id', '=', 'students.inst_id')
            .whereRef('student_guardians.student_id', '=', 'students.id')
            .where('student_guardians.user_id', '=', guardianUserId),
        ),
        eb.exists(
          eb
            .selectFrom('memberships')
            .select(sql`1`.as('one'))
            .whereRef('memberships.inst_id', '=', 'students.inst_id')
            .where('memberships.user_id', '=', guardianUserId)
            .where('memberships.status', '=', 'active'),
        ),
      ]),
    )
    .orderBy('institutes.inst_nm')
    .orderBy('students.inst_id')
    .orderBy('students.id')
    .execute() as Promise<StudentRecordRow[]>;
}

/** The child's account and whether it is linked to this parent's account (가족 관리). */
export async function childAccount(db: Executor, parentUserId: string, childUserId: string) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.user_nm'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('family_links')
            .select(sql`1`.as('one'))
            .where('family_links.parent_user_id', '=', parentUserId)
            .whereRef('family_links.child_user_id', '=', 'users.id'),
        )
        .as('linked'),
    )
    .where('users.id', '=', childUserId)
    .executeTakeFirst();
}

/** A student's attendance statuses between two dates (a month's summary). */
export async function statusesBetween(
  db: Executor,
  instId: string,
  studentId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<AttendanceStatus[]> {
  const rows = await db
    .selectFrom('attendance')
    .select('status')
    .where(ofInst(instId, 'attendance'))
    .where('student_id', '=', studentId)
    .where('attend_date', '>=', from)
    .where('attend_date', '<=', to)
    .execute();
  return rows.map((row) => row.status);
}
