import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  uniqueMobile,
} from '../src/features/attendance/attendance.test-helpers';
import { createDevice, DESK_COOKIE } from '../src/features/desk/desk.device';
import { fixedClock } from '../src/platform/clock';
import { newId } from '../src/platform/ids/new-id';
import { countedDatabase } from './query-count';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * Every list endpoint costs the same number of SQL statements however many rows it answers: each
 * one is called on a world of 2 rows and on one of 30 (more than a page where the route pages by
 * 20), the statements counted on the app's own database handle (test/query-count.ts), and the two
 * counts must be equal. A count that grows with the rows is a query run per row (N+1).
 *
 * The two worlds have the same shape (every kind of row present in both, so a query skipped for an
 * empty list is skipped in neither) and differ only in how many rows each list holds. Rows are made
 * directly in the database; only the measured requests go through HTTP.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
// A Monday, 16:00 in Seoul: the classes (Mondays 15:00–17:00) are meeting.
const clock = fixedClock('2026-11-23T07:00:00Z');
const now = clock.now();
const app = await createTestApp(db, { clock });

const TODAY = '2026-11-23';
const LAST_MONDAY = '2026-11-16';
const MONTH = '2026-11';
const SHARED_PIN = '7777';

type World = {
  /** A word the academies and students of this world are named after, for the searches. */
  tag: string;
  academy: Academy;
  director: Caller;
  teacher: Caller;
  parent: Caller;
  student: Caller;
  /** Enrolled in every class; the record of the student member; n guardians, memos, invites, moves … */
  hubStudentId: string;
  /** Holds every student of the world. */
  hubClassId: string;
  /** Holds only the hub student: every other student is a candidate to join it. */
  otherClassId: string;
  /** The parent's linked child, studying at n academies where the parent is their guardian. */
  childUserId: string;
  deskToken: string;
  outboxRecipient: string;
};

const range = (size: number) => Array.from({ length: size }, (_, index) => index);

/** `size` accounts (no password: they are only ever named, or signed in by a session made here). */
async function users(size: number, userNm: string): Promise<string[]> {
  const ids = range(size).map(() => newId());
  await db
    .insertInto('users')
    .values(ids.map((id, index) => ({ id, login_id: null, user_nm: `${userNm}${index}`, mobile_no: uniqueMobile() })))
    .execute();
  return ids;
}

/** Classes meeting on Mondays 15:00–17:00 from 2026-03-02, taught by `teacherId`, each with its own tuition. */
async function classes(instId: string, names: readonly string[], teacherId: string, tuitionIds: readonly string[]) {
  const ids = names.map(() => newId());
  await db
    .insertInto('classes')
    .values(
      ids.map((id, index) => ({
        inst_id: instId,
        id,
        class_nm: names[index] as string,
        lec_days: [1],
        lec_start_dt: '2026-03-02',
        tuition_id: tuitionIds[index] as string,
      })),
    )
    .execute();
  await db
    .insertInto('class_lectures')
    .values(
      ids.map((classId) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        weekday: 1,
        start_time: '15:00',
        end_time: '17:00',
        room: '301호',
      })),
    )
    .execute();
  await db
    .insertInto('class_teachers')
    .values(ids.map((classId) => ({ inst_id: instId, class_id: classId, user_id: teacherId, is_main: true })))
    .execute();
  return ids;
}

type NewStudent = { instId: string; studentNm: string; userId: string | null; deskPin: string | null };

/** Students on the roll (born in November), each with one guardian: the given account. */
async function students(rows: readonly NewStudent[], guardian: { userId: string; guardianNm: string }, by: string) {
  const made = rows.map((row) => ({ ...row, id: newId() }));
  await db
    .insertInto('students')
    .values(
      made.map((row) => ({
        inst_id: row.instId,
        id: row.id,
        user_id: row.userId,
        student_nm: row.studentNm,
        birthdate: '2012-11-28',
        desk_pin: row.deskPin,
        created_by: by,
      })),
    )
    .execute();
  await db
    .insertInto('student_guardians')
    .values(
      made.map((row) => ({
        inst_id: row.instId,
        id: newId(),
        student_id: row.id,
        guardian_nm: guardian.guardianNm,
        mobile_no: uniqueMobile(),
        user_id: guardian.userId,
      })),
    )
    .execute();
  return made.map((row) => row.id);
}

/** An academy of `size` of everything each list endpoint answers. */
async function seedWorld(size: number, tag: string): Promise<World> {
  const academy = await createAcademy(db);
  const instId = academy.instId;
  await db
    .updateTable('institutes')
    .set({ inst_nm: `${tag}본원` })
    .where('id', '=', instId)
    .execute();
  const directorId = academy.director.id;
  const parentId = academy.parent.id;
  const parentAsGuardian = { userId: parentId, guardianNm: academy.parent.userNm };

  // ── staff, their invitations, tuitions, classes ────────────────────────────
  const staff = await users(size, `${tag}강사`);
  await db
    .insertInto('memberships')
    .values(staff.map((userId) => ({ inst_id: instId, user_id: userId, relation_cd: '050', auth_cd: '020' })))
    .execute();
  const invites = range(size).map(() => newId());
  await db
    .insertInto('invites')
    .values(
      invites.map((id, index) => ({
        inst_id: instId,
        id,
        code: randomBytes(6).toString('hex'),
        purpose: 'staff' as const,
        relation_cd: '050' as const,
        student_id: null,
        target_nm: `${tag}초대${index}`,
        target_mobile_no: uniqueMobile(),
        created_by: directorId,
        created_at: now,
        expires_at: new Date(now.getTime() + 7 * 24 * 3600_000),
        revoked_at: null,
        accepted_at: null,
        accepted_by: null,
      })),
    )
    .execute();
  const tuitions = range(size).map(() => newId());
  await db
    .insertInto('tuitions')
    .values(tuitions.map((id, index) => ({ inst_id: instId, id, tuition_nm: `${tag}수강료${index}`, amount: 100_000 })))
    .execute();
  const classIds = await classes(
    instId,
    range(size).map((index) => `${tag}반${index}`),
    academy.teacher.id,
    tuitions,
  );
  const [hubClassId, otherClassId] = classIds as [string, string];
  await db
    .insertInto('class_teachers')
    .values(staff.map((userId) => ({ inst_id: instId, class_id: hubClassId, user_id: userId })))
    .execute();
  await db
    .insertInto('class_pending_teachers')
    .values(
      classIds.map((classId, index) => ({
        inst_id: instId,
        class_id: classId,
        invite_id: invites[index] as string,
        teacher_nm: `${tag}초대${index}`,
      })),
    )
    .execute();

  // ── students: all in the hub class, the hub student in every class ─────────
  const studentIds = await students(
    range(size).map((index) => ({
      instId,
      studentNm: `${tag}${index}`,
      userId: index === 0 ? academy.studentUser.id : null,
      deskPin: SHARED_PIN,
    })),
    parentAsGuardian,
    directorId,
  );
  const hubStudentId = studentIds[0] as string;
  await db
    .insertInto('student_status_changes')
    .values(
      studentIds.map((studentId) => ({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        from_status: 'paused' as const,
        to_status: 'enrolled' as const,
        effective_date: '2026-09-01',
        changed_by: directorId,
        at: new Date('2026-09-01T00:00:00Z'),
      })),
    )
    .execute();
  await enrol(db, instId, hubClassId, studentIds);
  for (const classId of classIds.slice(1)) await enrol(db, instId, classId, [hubStudentId]);

  // ── the hub student's own lists: guardians, memos, invitations, history, moves ──
  await db
    .insertInto('student_guardians')
    .values(
      range(size - 1).map((index) => ({
        inst_id: instId,
        id: newId(),
        student_id: hubStudentId,
        guardian_nm: `${tag}보호자${index}`,
        mobile_no: uniqueMobile(),
      })),
    )
    .execute();
  await db
    .insertInto('student_memos')
    .values(
      staff.map((authorUserId, index) => ({
        inst_id: instId,
        id: newId(),
        student_id: hubStudentId,
        memo_date: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}`,
        content: `메모 ${index}`,
        author_user_id: authorUserId,
      })),
    )
    .execute();
  await db
    .insertInto('invites')
    .values(
      range(size).map((index) => ({
        inst_id: instId,
        id: newId(),
        code: randomBytes(6).toString('hex'),
        purpose: 'parent' as const,
        relation_cd: null,
        student_id: hubStudentId,
        target_nm: `${tag}보호자${index}`,
        target_mobile_no: uniqueMobile(),
        created_by: directorId,
        created_at: new Date('2026-10-01T00:00:00Z'),
        expires_at: new Date('2026-10-08T00:00:00Z'),
        revoked_at: null,
        accepted_at: new Date('2026-10-02T00:00:00Z'),
        accepted_by: parentId,
      })),
    )
    .execute();
  await db
    .insertInto('class_moves')
    .values(
      range(size).map((index) => ({
        inst_id: instId,
        id: newId(),
        student_id: hubStudentId,
        from_class_id: classIds[index] as string,
        to_class_id: classIds[(index + 1) % size] as string,
        move_date: '2026-10-05',
        moved_by: directorId,
      })),
    )
    .execute();

  // ── the audit log: the hub student's edits, and people changes (변경 이력) ────
  const audit = (action: string, target: string) => ({
    id: newId(),
    inst_id: instId,
    actor_user_id: directorId,
    action,
    target,
    before: JSON.stringify({ schoolNm: null }),
    after: JSON.stringify({ schoolNm: '한빛중' }),
    at: new Date('2026-10-10T00:00:00Z'),
  });
  await db
    .insertInto('audit_log')
    .values([
      ...range(size).map(() => audit('student.update', `student:${hubStudentId}`)),
      // Alternating, so that the first page names both people and invitations.
      ...staff.flatMap((userId, index) => [
        audit('permission.update', `user:${userId}`),
        audit('employee.invite', `invite:${invites[index]}`),
      ]),
    ])
    .execute();

  // ── attendance, makeups and the front desk ─────────────────────────────────
  await db
    .insertInto('attendance')
    .values([
      ...studentIds.map((studentId) => ({
        inst_id: instId,
        id: newId(),
        class_id: hubClassId,
        student_id: studentId,
        attend_date: LAST_MONDAY,
        status: 'ABSENT' as const,
        marked_by: academy.teacher.id,
      })),
      ...classIds.slice(1).map((classId) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        student_id: hubStudentId,
        attend_date: LAST_MONDAY,
        status: 'PRESENT' as const,
        marked_by: academy.teacher.id,
      })),
    ])
    .execute();
  const makeups = classIds.map((classId) => ({ classId, id: newId() }));
  await db
    .insertInto('class_sessions')
    .values(
      makeups.map((makeup) => ({
        inst_id: instId,
        id: makeup.id,
        class_id: makeup.classId,
        kind: 'makeup' as const,
        session_date: '2026-11-25',
        start_time: '18:00',
        end_time: '19:00',
        room: '보강실',
      })),
    )
    .execute();
  await db
    .insertInto('class_session_students')
    .values(makeups.map((makeup) => ({ inst_id: instId, session_id: makeup.id, student_id: hubStudentId })))
    .execute();
  await db
    .insertInto('desk_visits')
    .values([
      ...studentIds.map((studentId, index) => ({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        business_date: TODAY,
        check_in_at: new Date(now.getTime() - (index + 1) * 60_000),
        check_out_at: null,
      })),
      ...range(size).map((index) => ({
        inst_id: instId,
        id: newId(),
        student_id: hubStudentId,
        business_date: LAST_MONDAY,
        check_in_at: new Date(Date.parse('2026-11-16T05:00:00Z') + index * 120_000),
        check_out_at: new Date(Date.parse('2026-11-16T05:00:00Z') + index * 120_000 + 60_000),
      })),
    ])
    .execute();
  const desk = await createDevice(db, { instId, userId: directorId, now });

  // ── people asking to join, notifications, the outbox ───────────────────────
  const applicants = await users(size, `${tag}지원`);
  await db
    .insertInto('join_requests')
    .values(
      applicants.map((userId) => ({
        inst_id: instId,
        id: newId(),
        user_id: userId,
        requested_role: 'student' as const,
        message: '가입하고 싶습니다',
        created_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('notifications')
    .values(
      [directorId, academy.teacher.id, parentId].flatMap((userId) =>
        studentIds.map((studentId, index) => ({
          id: newId(),
          user_id: userId,
          inst_id: instId,
          type: 'attendance-absent',
          title: '결석 알림',
          body: `${tag}${index} 학생이 결석했습니다.`,
          link: `/attendanceHistory?studentId=${studentId}`,
          created_at: now,
          read_at: null,
        })),
      ),
    )
    .execute();
  const outboxRecipient = uniqueMobile();
  await db
    .insertInto('outbox_messages')
    .values(
      range(size).map((index) => ({
        id: newId(),
        channel: 'sms' as const,
        recipient: outboxRecipient,
        body: `안내 ${index}`,
        purpose: 'notice',
        inst_id: instId,
      })),
    )
    .execute();

  // ── the parent's family, and academies found by the world's tag ────────────
  const kids = await users(size, `${tag}자녀`);
  const childUserId = kids[0] as string;
  await db
    .insertInto('family_links')
    .values(kids.map((kid) => ({ parent_user_id: parentId, child_user_id: kid, relation_type: '어머니' })))
    .execute();
  await db
    .insertInto('family_requests')
    .values(
      range(size).map(() => ({
        id: newId(),
        kind: 'child' as const,
        requester_user_id: parentId,
        target_mobile_no: uniqueMobile(),
        relation_type: '어머니',
        code_hash: randomBytes(16).toString('hex'),
        expires_at: new Date(now.getTime() + 3600_000),
        created_at: now,
      })),
    )
    .execute();
  const joined = range(size).map((index) => ({ id: newId(), inst_nm: `${tag}학원${index}` }));
  const requested = range(size).map((index) => ({ id: newId(), inst_nm: `${tag}교습소${index}` }));
  await db
    .insertInto('institutes')
    .values([...joined, ...requested].map((inst) => ({ ...inst, president_user_id: directorId }) as never))
    .execute();
  await db
    .insertInto('memberships')
    .values(joined.map((inst) => ({ inst_id: inst.id, user_id: parentId, relation_cd: null, auth_cd: null })))
    .execute();
  await db
    .insertInto('join_requests')
    .values(
      requested.map((inst) => ({
        inst_id: inst.id,
        id: newId(),
        user_id: parentId,
        requested_role: 'parent' as const,
        message: null,
        created_at: now,
      })),
    )
    .execute();
  // The parent's linked child studies at each academy the parent joined, with the parent as guardian.
  await students(
    joined.map((inst) => ({ instId: inst.id, studentNm: `${tag}자녀0`, userId: childUserId, deskPin: null })),
    parentAsGuardian,
    directorId,
  );

  const signedIn = async (userId: string) => {
    const caller = await callerFor(app, db, userId, now);
    // The first signed-in request of the hour also records the user's activity; not counted here.
    await caller.inject({ method: 'GET', url: '/api/auth/me' });
    return caller;
  };
  return {
    tag,
    academy,
    director: await signedIn(directorId),
    teacher: await signedIn(academy.teacher.id),
    parent: await signedIn(parentId),
    student: await signedIn(academy.studentUser.id),
    hubStudentId,
    hubClassId,
    otherClassId,
    childUserId,
    deskToken: desk.token,
    outboxRecipient,
  };
}

const SMALL = 2;
const LARGE = 30;
const small = await seedWorld(SMALL, '소라');
const large = await seedWorld(LARGE, '대숲');

/** One call of an endpoint on a world. */
type Send = (world: World) => Promise<LightMyRequestResponse>;

/** A GET as one of the world's members. */
const get =
  (as: (world: World) => Caller, url: (world: World) => string): Send =>
  (world) =>
    as(world).inject({ method: 'GET', url: url(world) });
const inst = (world: World) => `/api/insts/${world.academy.instId}`;
const asDirector = (world: World) => world.director;
const asTeacher = (world: World) => world.teacher;
const asParent = (world: World) => world.parent;
const asStudent = (world: World) => world.student;

/** Every endpoint that answers a list, as a member who sees the whole list. */
const LIST_ENDPOINTS: Record<string, Send> = {
  // students
  'students list': get(asDirector, (w) => `${inst(w)}/students?size=50`),
  'students search': get(asDirector, (w) => `${inst(w)}/students?size=50&q=${encodeURIComponent(w.tag)}`),
  'students list (teacher)': get(asTeacher, (w) => `${inst(w)}/students?size=50`),
  'student birthdays': get(asDirector, (w) => `${inst(w)}/students/birthdays`),
  'students export': get(asDirector, (w) => `${inst(w)}/students/export`),
  'student detail (guardians, invitations, classes)': get(asDirector, (w) => `${inst(w)}/students/${w.hubStudentId}`),
  'student memos': get(asDirector, (w) => `${inst(w)}/students/${w.hubStudentId}/memos`),
  'student history': get(asDirector, (w) => `${inst(w)}/students/${w.hubStudentId}/history`),
  members: get(asDirector, (w) => `${inst(w)}/members?size=50`),
  'my students (parent)': get(asParent, (w) => `${inst(w)}/my-students`),
  // classes
  'classes list': get(asDirector, (w) => `${inst(w)}/classes`),
  'classes list (teacher, mine)': get(asTeacher, (w) => `${inst(w)}/classes?mine=true`),
  'class detail (teachers)': get(asDirector, (w) => `${inst(w)}/classes/${w.hubClassId}`),
  'class students': get(asDirector, (w) => `${inst(w)}/classes/${w.hubClassId}/students`),
  'student candidates': get(asDirector, (w) => `${inst(w)}/classes/${w.otherClassId}/student-candidates`),
  'teacher candidates': get(asDirector, (w) => `${inst(w)}/class-teachers`),
  tuitions: get(asDirector, (w) => `${inst(w)}/tuitions`),
  // schedule
  'schedule month': get(asDirector, (w) => `${inst(w)}/schedule/month?month=${MONTH}`),
  'schedule month (parent)': get(asParent, (w) => `${inst(w)}/schedule/month?month=${MONTH}`),
  'schedule week': get(asDirector, (w) => `${inst(w)}/schedule/week?date=${TODAY}`),
  'schedule week (one teacher)': get(
    asDirector,
    (w) => `${inst(w)}/schedule/week?date=${TODAY}&teacherId=${w.academy.teacher.id}`,
  ),
  'student timetable': get(asStudent, (w) => `${inst(w)}/schedule/timetable?date=${TODAY}`),
  'class absences': get(asDirector, (w) => `${inst(w)}/classes/${w.hubClassId}/absences`),
  // attendance and the front desk
  'attendance sheet': get(asTeacher, (w) => `${inst(w)}/classes/${w.hubClassId}/attendance?date=${LAST_MONDAY}`),
  'attendance today': get(asTeacher, (w) => `${inst(w)}/attendance/today`),
  'attendance overview': get(asDirector, (w) => `${inst(w)}/attendance/overview`),
  'attendance scope': get(asDirector, (w) => `${inst(w)}/attendance/scope`),
  'attendance history of a student': get(
    asDirector,
    (w) => `${inst(w)}/attendance/students/${w.hubStudentId}?month=${MONTH}`,
  ),
  'attendance history of a class': get(
    asDirector,
    (w) => `${inst(w)}/attendance/classes/${w.hubClassId}?month=${MONTH}`,
  ),
  'desk number shared by many (the choice)': (w) =>
    app.inject({
      method: 'POST',
      url: '/api/desk/check',
      cookies: { [DESK_COOKIE]: w.deskToken },
      payload: { pin: SHARED_PIN },
    }),
  // homes
  'home (director)': get(asDirector, (w) => `${inst(w)}/home`),
  'home (teacher)': get(asTeacher, (w) => `${inst(w)}/home`),
  'home (parent)': get(asParent, (w) => `${inst(w)}/home`),
  'home (student)': get(asStudent, (w) => `${inst(w)}/home`),
  'child home (every academy of the child)': get(asParent, (w) => `/api/me/children/${w.childUserId}/home`),
  // employees
  employees: get(asDirector, (w) => `${inst(w)}/employees`),
  'employees export': get(asDirector, (w) => `${inst(w)}/employees/export`),
  'invite codes': get(asDirector, (w) => `${inst(w)}/invites`),
  permissions: get(asDirector, (w) => `${inst(w)}/permissions`),
  'audit log': get(asDirector, (w) => `${inst(w)}/audit-log`),
  // academies and the account
  'join requests': get(asDirector, (w) => `${inst(w)}/join-requests`),
  'institute search': get(asParent, (w) => `/api/insts/search?q=${encodeURIComponent(w.tag)}`),
  'my academies': get(asParent, () => '/api/me/insts'),
  'me (memberships, family)': get(asParent, () => '/api/auth/me'),
  family: get(asParent, () => '/api/account/family'),
  'withdrawal check (the academies I run)': get(asDirector, () => '/api/account/withdrawal/check'),
  notifications: get(asDirector, () => '/api/me/notifications?limit=50'),
  'sandbox outbox': (w) => app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${w.outboxRecipient}` }),
};

/** The statements one call ran, and how much it answered (the larger world must answer more). */
async function measure(send: Send, world: World) {
  let answered = 0;
  const statements = await count(async () => {
    const response = await send(world);
    answered = response.rawPayload.length;
    return response;
  });
  return { statements, answered, sql: lastStatements() };
}

/** The statements as a list to read in a failure, each on one line. */
const listed = (statements: readonly string[]) =>
  statements.map((text) => `  ${text.replace(/\s+/g, ' ').trim().slice(0, 160)}`).join('\n');

describe(`every list endpoint runs as many statements for ${LARGE} rows as for ${SMALL}`, () => {
  it.each(Object.entries(LIST_ENDPOINTS))('%s', async (_name, send) => {
    const few = await measure(send, small);
    const many = await measure(send, large);
    expect(many.answered, 'the larger world answers more rows').toBeGreaterThan(few.answered);
    expect(many.statements, `with ${SMALL} rows:\n${listed(few.sql)}\nwith ${LARGE} rows:\n${listed(many.sql)}`).toBe(
      few.statements,
    );
  });
});
