import { addDays } from '@academy/domain/calendar/calendar.rules';
import { startOfBusinessDate } from '@academy/domain/format/format.business-date';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createTestUser, type TestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { newId } from '../../platform/ids/new-id';
import { deliveriesSettled } from '../../platform/messages/message-queue';

/**
 * Test helpers of the attendance area: an academy with one member of each role, classes with weekly
 * slots and enrolments, students with guardians, signed-in callers. Rows are made directly (the
 * classes area's routes are tested there); the routes under test are always called through HTTP.
 */

export type Caller = { userId: string; inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

export async function callerFor(app: FastifyInstance, db: Database, userId: string, now: Date): Promise<Caller> {
  const session = await createSession(db, { userId, persistent: true, now });
  return {
    userId,
    inject: (options) =>
      app.inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token, ...(options.cookies as Record<string, string> | undefined) },
        headers: { [CSRF_HEADER]: session.csrfToken, ...(options.headers as Record<string, string> | undefined) },
      }),
  };
}

let counter = 0;
const SYLLABLES = '가나다라마바사아자차카타파하';
/** A Korean name unique within the file. */
export function uniqueName(family = '김'): string {
  counter += 1;
  let n = counter;
  let given = '';
  for (let i = 0; i < 2; i += 1) {
    given += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return `${family}${given}${n > 0 ? SYLLABLES[n % SYLLABLES.length] : ''}`;
}

let mobileCounter = 0;
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `0107${String(Date.now() % 1000).padStart(3, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

export type Academy = {
  instId: string;
  instNm: string;
  director: TestUser;
  manager: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  parent: TestUser;
  studentUser: TestUser;
};

/** A fresh academy: director (000), manager (020), two teachers (020), a parent and a student member. */
export async function createAcademy(db: Database, options: { autoAbsentMinutes?: number } = {}): Promise<Academy> {
  const director = await createTestUser(db, { userNm: '한원장' });
  const manager = await createTestUser(db, { userNm: '이실장' });
  const teacher = await createTestUser(db, { userNm: '박강사' });
  const otherTeacher = await createTestUser(db, { userNm: '정강사' });
  const parent = await createTestUser(db, { userNm: '최학부모' });
  const studentUser = await createTestUser(db, { userNm: '최민준', birthdate: '2011-04-09' });
  const instId = newId();
  const instNm = `출결학원${instId.slice(-4)}`;
  await db
    .insertInto('institutes')
    .values({
      id: instId,
      inst_nm: instNm,
      president_user_id: director.id,
      ...(options.autoAbsentMinutes === undefined ? {} : { auto_absent_minutes: options.autoAbsentMinutes }),
    } as never)
    .execute();
  const members: Array<[TestUser, '020' | '030' | '050' | '010' | null, string | null]> = [
    [director, '020', '000'],
    [manager, '030', '020'],
    [teacher, '050', '020'],
    [otherTeacher, '050', '020'],
    [parent, null, null],
    [studentUser, '010', null],
  ];
  await db
    .insertInto('memberships')
    .values(
      members.map(([user, relationCd, authCd]) => ({
        inst_id: instId,
        user_id: user.id,
        relation_cd: relationCd,
        auth_cd: authCd,
      })),
    )
    .execute();
  return { instId, instNm, director, manager, teacher, otherTeacher, parent, studentUser };
}

export type Lecture = { weekday: number; start: string; end: string; room?: string };

/** A class with teachers and weekly slots (default: Mondays 15:00–17:00 from 2026-03-02). */
export async function insertClass(
  db: Database,
  instId: string,
  options: {
    classNm?: string;
    teacherIds?: string[];
    lectures?: Lecture[];
    lecStartDt?: string;
    lecEndDt?: string | null;
    status?: 'open' | 'closed';
  } = {},
): Promise<string> {
  const id = newId();
  const lectures = options.lectures ?? [{ weekday: 1, start: '15:00', end: '17:00', room: '301호' }];
  await db
    .insertInto('classes')
    .values({
      inst_id: instId,
      id,
      class_nm: options.classNm ?? `수학${uniqueName('반')}`,
      lec_days: [...new Set(lectures.map((l) => l.weekday))],
      lec_start_dt: options.lecStartDt ?? '2026-03-02',
      lec_end_dt: options.lecEndDt ?? null,
      status: options.status ?? 'open',
    })
    .execute();
  if (options.teacherIds?.length) {
    await db
      .insertInto('class_teachers')
      .values(
        options.teacherIds.map((userId, index) => ({
          inst_id: instId,
          class_id: id,
          user_id: userId,
          is_main: index === 0,
        })),
      )
      .execute();
  }
  if (lectures.length) {
    await db
      .insertInto('class_lectures')
      .values(
        lectures.map((l) => ({
          inst_id: instId,
          id: newId(),
          class_id: id,
          weekday: l.weekday,
          start_time: l.start,
          end_time: l.end,
          room: l.room ?? null,
        })),
      )
      .execute();
  }
  return id;
}

/** A student on the roll, with guardians (an account and a mobile each, as given). */
export async function insertStudent(
  db: Database,
  instId: string,
  options: {
    studentNm?: string;
    mobileNo?: string | null;
    deskPin?: string | null;
    userId?: string | null;
    status?: 'enrolled' | 'paused' | 'left';
    guardians?: Array<{ userId?: string | null; mobileNo?: string | null; guardianNm?: string }>;
  } = {},
): Promise<{ id: string; studentNm: string }> {
  const id = newId();
  const studentNm = options.studentNm ?? uniqueName();
  await db
    .insertInto('students')
    .values({
      inst_id: instId,
      id,
      user_id: options.userId ?? null,
      student_nm: studentNm,
      mobile_no: options.mobileNo ?? null,
      desk_pin: options.deskPin ?? null,
      status: options.status ?? 'enrolled',
    } as never)
    .execute();
  for (const guardian of options.guardians ?? []) {
    await db
      .insertInto('student_guardians')
      .values({
        inst_id: instId,
        id: newId(),
        student_id: id,
        guardian_nm: guardian.guardianNm ?? '최보호',
        mobile_no: guardian.mobileNo === undefined ? uniqueMobile() : guardian.mobileNo,
        user_id: guardian.userId ?? null,
      } as never)
      .execute();
  }
  return { id, studentNm };
}

/**
 * Enrols students directly, from `start` (default 2026-03-02). The enrolment is made (`createdAt`)
 * at the start of the day before its first day unless given: before any lesson it covers, whatever
 * the machine's own time.
 */
export async function enrol(
  db: Database,
  instId: string,
  classId: string,
  studentIds: readonly string[],
  range: { start?: string; end?: string | null; createdAt?: Date } = {},
): Promise<void> {
  if (studentIds.length === 0) return;
  const start = range.start ?? '2026-03-02';
  const createdAt = range.createdAt ?? startOfBusinessDate(addDays(start, -1));
  await db
    .insertInto('class_students')
    .values(
      studentIds.map((studentId) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        student_id: studentId,
        start_date: start,
        end_date: range.end ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}

/** Every row of the tables attendance writes, to prove a refused request changed nothing. */
export async function attendanceTables(db: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of [
    'attendance',
    'notifications',
    'outbox_messages',
    'desk_visits',
    'desk_breaks',
    'desk_devices',
  ]) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

export async function attendanceRows(db: Database, instId: string, classId: string, date: string) {
  return db
    .selectFrom('attendance')
    .select(['student_id', 'status', 'memo', 'source', 'marked_by'])
    .where('inst_id', '=', instId)
    .where('class_id', '=', classId)
    .where('attend_date', '=', date)
    .orderBy('student_id')
    .execute();
}

export async function notificationsOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link', 'inst_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** What the sandbox sent to `recipient`, once the deliveries the app started on `db` are done. */
export async function outboxTo(db: Database, recipient: string) {
  await deliveriesSettled(db);
  return db
    .selectFrom('outbox_messages')
    .select(['channel', 'body', 'purpose', 'template_code'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}
