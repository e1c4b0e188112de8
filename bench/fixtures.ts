/** Rows and signed-in sessions the bench's targets need, written straight into the bench database. */
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Database } from '../apps/server/src/db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../apps/server/src/platform/auth/sessions';
import { cookieName } from '../apps/server/src/platform/http/cookies';
import { newId } from '../apps/server/src/platform/ids/new-id';

/** The session cookie's name on a server running for real, as the bench's app runs. */
export const BENCH_SESSION_COOKIE = cookieName('real', { base: SESSION_COOKIE, path: '/' });

/**
 * The demo academy's director with a class of 40 students meeting every day of the week, so today's
 * sheet can be read and saved: the attendance sheet targets of the bench.
 */
export async function seedSheetOf40(db: Database) {
  const inst = await db.selectFrom('institutes').select(['id', 'president_user_id']).executeTakeFirstOrThrow();
  const classId = newId();
  await db
    .insertInto('classes')
    .values({ inst_id: inst.id, id: classId, class_nm: '벤치마크반', lec_start_dt: '2026-01-01' })
    .execute();
  await db
    .insertInto('class_lectures')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        inst_id: inst.id,
        id: newId(),
        class_id: classId,
        weekday,
        start_time: '00:00',
        end_time: '23:59',
        room: null,
      })),
    )
    .execute();
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
