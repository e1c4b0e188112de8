import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { fixedClock } from '../../platform/clock';
import { deskRoutes } from '../desk/desk.routes';
import { attendanceRoutes } from './attendance.routes';
import { attendanceTables, callerFor, enrol, insertClass, insertStudent } from './attendance.test-helpers';

const { db } = await createTestDatabase();
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('attendance');
const DATE = '2026-11-23';

// The demo student 최민준 (the demo parent's child) in a Monday class the demo teacher teaches.
const minjun = await db
  .selectFrom('students')
  .select(['id'])
  .where('inst_id', '=', world.instId)
  .where('user_id', '=', world.users.student)
  .executeTakeFirstOrThrow();
const classId = await insertClass(db, world.instId, { classNm: '수학A', teacherIds: [world.users.teacher] });
await enrol(db, world.instId, classId, [minjun.id]);

/** Routes of the attendance and desk features that a signed-in member calls (the table's rows). */
const KIOSK_ROUTES = ['GET /api/desk/status', 'POST /api/desk/leave', 'POST /api/desk/check', 'POST /api/desk/break'];

function requestFor(row: MatrixRow, w: MatrixWorld): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':classId', classId)
    .replace(':studentId', minjun.id)
    .concat(pattern.endsWith('/attendance') ? `?date=${DATE}` : '');
  switch (`${method} ${pattern}`) {
    case 'PUT /api/insts/:instId/classes/:classId/attendance':
      return { method, url, payload: { rows: [{ studentId: minjun.id, status: 'PRESENT', memo: '매트릭스' }] } };
    case 'PUT /api/insts/:instId/attendance/settings':
      return { method, url, payload: { autoAbsentMinutes: 20 } };
    case 'POST /api/insts/:instId/desk/unlock':
      return { method, url, payload: { password: DEMO_PASSWORD } };
    case 'PUT /api/insts/:instId/students/:studentId/desk-pin':
      return { method, url, payload: { deskPin: '5678' } };
    case 'PUT /api/me/desk-pin':
      return { method, url, payload: { instId: w.instId, deskPin: '5678' } };
    default:
      return { method, url };
  }
}

describe('attendance access matrix (docs/access-matrix.md ## attendance)', () => {
  it('has exactly one row per member route of the attendance and desk routes', async () => {
    const routes = await routesOf(attendanceRoutes, deskRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.filter((route) => !KIOSK_ROUTES.includes(route)).sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 120_000);
});

describe('what the table cannot say', () => {
  it('a teacher cannot read or mark another teacher’s class, even holding 020; the attempt writes nothing', async () => {
    const theirs = await insertClass(db, world.instId, { classNm: '영어B' });
    await enrol(db, world.instId, theirs, [minjun.id]);
    const teacher = await callerFor(app, db, world.users.teacher, clock.now());
    const before = await attendanceTables(db);
    const url = `/api/insts/${world.instId}/classes/${theirs}/attendance?date=${DATE}`;
    const put = await teacher.inject({
      method: 'PUT',
      url,
      payload: { rows: [{ studentId: minjun.id, status: 'ABSENT' }] },
    });
    expect(put.statusCode).toBe(404);
    expect(put.body).not.toMatch(/영어B/);
    expect((await teacher.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await teacher.inject({ method: 'GET', url: `/api/insts/${world.instId}/attendance/classes/${theirs}` }))
        .statusCode,
    ).toBe(404);
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('a teacher without 020 still marks their own class', async () => {
    await db
      .updateTable('memberships')
      .set({ auth_cd: '' })
      .where('inst_id', '=', world.instId)
      .where('user_id', '=', world.users.teacher)
      .execute();
    const teacher = await callerFor(app, db, world.users.teacher, clock.now());
    const response = await teacher.inject({
      method: 'PUT',
      url: `/api/insts/${world.instId}/classes/${classId}/attendance?date=${DATE}`,
      payload: { rows: [{ studentId: minjun.id, status: 'LATE' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    await db
      .updateTable('memberships')
      .set({ auth_cd: '020' })
      .where('inst_id', '=', world.instId)
      .where('user_id', '=', world.users.teacher)
      .execute();
  });

  it('a parent sees only their own children; another child of the academy is 404 and reveals nothing', async () => {
    const stranger = await insertStudent(db, world.instId, { studentNm: '남의아이' });
    await enrol(db, world.instId, classId, [stranger.id]);
    const parent = await callerFor(app, db, world.users.parent, clock.now());
    const response = await parent.inject({
      method: 'GET',
      url: `/api/insts/${world.instId}/attendance/students/${stranger.id}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/남의아이/);
    const scope = (await parent.inject({ method: 'GET', url: `/api/insts/${world.instId}/attendance/scope` })).json();
    expect(scope.students.map((s: { studentNm: string }) => s.studentNm).sort()).toEqual(['최민준', '최서연']);
    const student = await callerFor(app, db, world.users.student, clock.now());
    expect(
      (await student.inject({ method: 'GET', url: `/api/insts/${world.instId}/attendance/students/${stranger.id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('another academy’s director gets 404 for this academy’s class and student ids, even under their own academy', async () => {
    const other = await callerFor(app, db, world.users.other, clock.now());
    for (const url of [
      `/api/insts/${world.otherInstId}/classes/${classId}/attendance?date=${DATE}`,
      `/api/insts/${world.otherInstId}/attendance/students/${minjun.id}`,
      `/api/insts/${world.otherInstId}/attendance/classes/${classId}`,
    ]) {
      const response = await other.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toMatch(/최민준|수학A/);
    }
  });
});
