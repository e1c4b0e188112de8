/** Rows and signed-in sessions the bench's targets need, written straight into the bench database. */
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Database } from '../apps/server/src/db/database';
import { createDevice, DESK_COOKIE, DESK_COOKIE_PATH } from '../apps/server/src/features/desk/desk.device';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../apps/server/src/platform/auth/sessions';
import { cookieName } from '../apps/server/src/platform/http/cookies';
import { newId } from '../apps/server/src/platform/ids/new-id';
import type { RequestVariant } from './http-load';

/** The session cookie's name on a server running for real, as the bench's app runs. */
export const BENCH_SESSION_COOKIE = cookieName('real', { base: SESSION_COOKIE, path: '/' });
const BENCH_DESK_COOKIE = cookieName('real', { base: DESK_COOKIE, path: DESK_COOKIE_PATH });

/** The demo academy (한빛수학학원) and its director (login `director`). */
export async function demoAcademy(db: Database) {
  return db
    .selectFrom('institutes')
    .innerJoin('users', 'users.id', 'institutes.president_user_id')
    .select(['institutes.id', 'institutes.president_user_id'])
    .where('users.login_id', '=', 'director')
    .executeTakeFirstOrThrow();
}

/**
 * An academy of a bench target's own, run by the demo director (so the other targets' data stay as
 * they are): `classes` classes and `students` students, named after `label`.
 */
export async function benchAcademy(
  db: Database,
  { instNm, label, classes, students }: { instNm: string; label: string; classes: number; students: number },
) {
  const demo = await demoAcademy(db);
  const instId = newId();
  await db
    .insertInto('institutes')
    .values({ id: instId, inst_nm: instNm, president_user_id: demo.president_user_id } as never)
    .execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: demo.president_user_id, relation_cd: '020', auth_cd: '000' })
    .execute();
  const classIds = Array.from({ length: classes }, () => newId());
  await db
    .insertInto('classes')
    .values(
      classIds.map((id, index) => ({
        inst_id: instId,
        id,
        class_nm: `${label}반${index + 1}`,
        lec_start_dt: '2025-01-01',
      })) as never,
    )
    .execute();
  const studentIds = Array.from({ length: students }, () => newId());
  await db
    .insertInto('students')
    .values(studentIds.map((id, index) => ({ inst_id: instId, id, student_nm: `${label}원생${index + 1}` })))
    .execute();
  return { instId, directorId: demo.president_user_id, classIds, studentIds };
}

/** A class meeting all day on every day of the week, from 2026-01-01: today always has its lesson. */
async function insertDailyClass(db: Database, instId: string, classNm: string) {
  const classId = newId();
  await db
    .insertInto('classes')
    .values({ inst_id: instId, id: classId, class_nm: classNm, lec_start_dt: '2026-01-01' })
    .execute();
  await db
    .insertInto('class_lectures')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        weekday,
        start_time: '00:00',
        end_time: '23:59',
        room: null,
      })),
    )
    .execute();
  return classId;
}

/** Inserts rows in chunks, under PostgreSQL's limit of bound parameters per statement. */
async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>, size = 2000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * The demo academy's director with a class of 40 students meeting every day of the week, so today's
 * sheet can be read and saved: the attendance sheet targets of the bench.
 */
export async function seedSheetOf40(db: Database) {
  const inst = await demoAcademy(db);
  const classId = await insertDailyClass(db, inst.id, '벤치마크반');
  const studentIds = Array.from({ length: 40 }, () => newId());
  await db
    .insertInto('students')
    .values(studentIds.map((id, index) => ({ inst_id: inst.id, id, student_nm: `학생${index + 1}` })))
    .execute();
  await db
    .insertInto('class_students')
    .values(
      studentIds.map((studentId) => ({
        inst_id: inst.id,
        id: newId(),
        class_id: classId,
        student_id: studentId,
        start_date: '2026-01-01',
      })),
    )
    .execute();
  const session = await createSession(db, { userId: inst.president_user_id, persistent: true, now: new Date() });
  const date = businessDateOf(new Date());
  return {
    instId: inst.id,
    path: `/api/insts/${inst.id}/classes/${classId}/attendance?date=${date}`,
    studentIds,
    token: session.token,
    csrfToken: session.csrfToken,
  };
}

/**
 * The demo academy's class feed as a parent reads it (a page of 10), its notices list, and the read
 * list of its notice with the most children addressed (the director's view).
 */
export async function demoFeedAndNoticePaths(db: Database) {
  const inst = await demoAcademy(db);
  const widest = await db
    .selectFrom('notices')
    .innerJoin('notice_students', (join) =>
      join
        .onRef('notice_students.inst_id', '=', 'notices.inst_id')
        .onRef('notice_students.notice_id', '=', 'notices.id'),
    )
    .select('notices.id')
    .where('notices.inst_id', '=', inst.id)
    .where('notices.sent_at', 'is not', null)
    .where('notices.deleted_at', 'is', null)
    .groupBy('notices.id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .executeTakeFirstOrThrow();
  const base = `/api/insts/${inst.id}`;
  return {
    feed: `${base}/boards?scope=AS&limit=10`,
    notices: `${base}/notices`,
    readList: `${base}/notices/${widest.id}/reads`,
  };
}

/** The address of one demo student's detail (the first by name: guardians, classes, memos, history). */
export async function demoStudentPath(db: Database) {
  const inst = await demoAcademy(db);
  const student = await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', inst.id)
    .orderBy('student_nm')
    .executeTakeFirstOrThrow();
  return `/api/insts/${inst.id}/students/${student.id}`;
}

/** The demo parent (login `parent`) signed in, and their first child's account: the child home target. */
export async function familyOfDemoParent(db: Database) {
  const parent = await db.selectFrom('users').select('id').where('login_id', '=', 'parent').executeTakeFirstOrThrow();
  const link = await db
    .selectFrom('family_links')
    .select('child_user_id')
    .where('parent_user_id', '=', parent.id)
    .orderBy('child_user_id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: parent.id, persistent: true, now: new Date() });
  return {
    childUserId: link.child_user_id,
    headers: { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken },
  };
}

/** The size of the front-desk target's world; a kiosk press may come once a second per device (DESK_PIN_RATE_LIMIT). */
const DESK_ACADEMIES = 100;
const DESK_STUDENTS_PER_ACADEMY = 200;
const DESK_DEVICES_PER_ACADEMY = 4;

/**
 * Kiosk presses that each check a different student in: 100 academies of 200 students (each with a
 * desk number, a guardian with a mobile to tell, and a class meeting today), 4 unlocked kiosks per
 * academy. The presses go round the academies, so each kiosk takes 50 in the bench's minute — under
 * its limit of 60 — and no student is pressed twice (a second press within 30 seconds would only
 * repeat the first answer).
 */
export async function seedDeskPresses(db: Database): Promise<RequestVariant[]> {
  const director = (await demoAcademy(db)).president_user_id;
  const now = new Date();
  const academies = [];
  for (let a = 0; a < DESK_ACADEMIES; a += 1) {
    const instId = newId();
    await db
      .insertInto('institutes')
      .values({
        id: instId,
        inst_nm: `벤치데스크학원${a + 1}`,
        tel_no: null,
        address: null,
        detail_address: null,
        president_user_id: director,
        biz_reg_no: null,
        logo_file_nm: null,
        intro: null,
        closed_at: null,
      })
      .execute();
    const classId = await insertDailyClass(db, instId, '종일반');
    const students = Array.from({ length: DESK_STUDENTS_PER_ACADEMY }, (_, s) => ({
      inst_id: instId,
      id: newId(),
      student_nm: `데스크${a + 1}-${s + 1}`,
      desk_pin: String(1000 + s),
    }));
    academies.push({ instId, classId, students, devices: [] as string[] });
  }
  const allStudents = academies.flatMap((academy) => academy.students);
  await insertChunked(allStudents, (chunk) => db.insertInto('students').values(chunk).execute());
  await insertChunked(
    academies.flatMap((academy) =>
      academy.students.map((student) => ({
        inst_id: academy.instId,
        id: newId(),
        class_id: academy.classId,
        student_id: student.id,
        start_date: '2026-01-01',
      })),
    ),
    (chunk) => db.insertInto('class_students').values(chunk).execute(),
  );
  await insertChunked(
    allStudents.map((student, index) => ({
      inst_id: student.inst_id,
      id: newId(),
      student_id: student.id,
      guardian_nm: '보호자',
      mobile_no: `010${String(20000000 + index).padStart(8, '0')}`,
      user_id: null,
    })),
    (chunk) => db.insertInto('student_guardians').values(chunk).execute(),
  );
  for (const academy of academies) {
    for (let d = 0; d < DESK_DEVICES_PER_ACADEMY; d += 1) {
      const device = await createDevice(db, { instId: academy.instId, userId: director, now });
      academy.devices.push(device.token);
    }
  }
  const presses: RequestVariant[] = [];
  for (let s = 0; s < DESK_STUDENTS_PER_ACADEMY; s += 1) {
    for (const academy of academies) {
      const student = academy.students[s];
      const token = academy.devices[s % DESK_DEVICES_PER_ACADEMY];
      if (!student || !token) continue;
      presses.push({
        headers: { cookie: `${BENCH_DESK_COOKIE}=${token}` },
        body: JSON.stringify({ pin: student.desk_pin }),
      });
    }
  }
  return presses;
}
