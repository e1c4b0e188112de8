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
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { scheduleRoutes } from './schedule.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('schedule');
const session = await createSession(db, { userId: world.users.director, persistent: true, now: clock.now() });
const asDirector = (options: InjectOptions) =>
  app.inject({
    ...options,
    cookies: { [SESSION_COOKIE]: session.token },
    headers: { [CSRF_HEADER]: session.csrfToken },
  });

let counter = 0;
/** A fresh class the demo teacher teaches (월·수 from 2026-11-02), with a makeup to delete. */
async function freshClass(w: MatrixWorld) {
  counter += 1;
  const created = await asDirector({
    method: 'POST',
    url: `/api/insts/${w.instId}/classes`,
    payload: {
      classNm: `접근 ${counter}반`,
      compulsorySubject: '국어',
      classTpCd: '010',
      fixed: 10,
      lecDay: [1, 3],
      lecStartDt: '2026-11-02',
      lectureList: [
        { day: 1, start: '16:00', end: '17:00' },
        { day: 3, start: '16:00', end: '17:00' },
      ],
      teacherId: w.users.teacher,
    },
  });
  const classId = created.json().class.classId as string;
  const cancel = await asDirector({
    method: 'POST',
    url: `/api/insts/${w.instId}/classes/${classId}/sessions`,
    payload: { kind: 'cancel', date: '2026-11-30' },
  });
  return { classId, sessionId: cancel.json().session.sessionId as string };
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const { classId, sessionId } = await freshClass(w);
  const url = pattern.replace(':instId', w.instId).replace(':classId', classId).replace(':sessionId', sessionId);
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (`${method} ${path}`) {
    case 'GET /schedule/month':
      return { method, url: `${url}?month=2026-11` };
    case 'GET /schedule/week':
      return { method, url: `${url}?date=2026-11-23` };
    case 'POST /classes/:classId/sessions':
      return { method, url, payload: { kind: 'cancel', date: '2026-11-23', reason: '학교 행사' } };
    default:
      return { method, url };
  }
}

describe('schedule access matrix (docs/access-matrix.md ## schedule)', () => {
  it('has exactly one row per route of the schedule feature', async () => {
    const routes = await routesOf(scheduleRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 180_000);

  it('shows another academy nothing of this one’s sessions', async () => {
    const { classId } = await freshClass(world);
    const outsider = await createSession(db, { userId: world.users.other, persistent: true, now: clock.now() });
    const response = await app.inject({
      method: 'GET',
      url: `/api/insts/${world.otherInstId}/schedule/month?month=2026-11`,
      cookies: { [SESSION_COOKIE]: outsider.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sessions).toEqual([]);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/insts/${world.otherInstId}/classes/${classId}/sessions`,
      payload: { kind: 'cancel', date: '2026-11-23' },
      cookies: { [SESSION_COOKIE]: outsider.token },
      headers: { [CSRF_HEADER]: outsider.csrfToken },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
