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
import { addStaff, addStaffInvite, snapshotEmployees, uniqueMobile } from './employees.fixtures';
import { employeesRoutes } from './employees.routes';
import { permissionsRoutes } from './permissions.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T01:00:00Z');
const world = await createMatrixWorld(db, clock.now());
const app = await createTestApp(db, { clock });
const rows = readAccessMatrix('employees');

/** A valid call of each row's route, with fresh targets so every actor's call can succeed on its own. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, path] = row.route.split(' ') as [InjectOptions['method'], string];
  const params: Record<string, string> = { instId: w.instId };
  let payload: unknown;
  const freshTeacher = async () => (await addStaff(db, w.instId)).id;
  const freshInvite = async () => (await addStaffInvite(db, w.instId, w.users.director, clock.now())).id;
  switch (`${method} ${path.replace('/api/insts/:instId', '')}`) {
    case 'POST /employees':
      payload = { userNm: '새강사', mobileNo: uniqueMobile(), relationCd: '050' };
      break;
    case 'GET /employees/:userId':
    case 'GET /permissions/:userId':
      params.userId = await freshTeacher();
      break;
    case 'PATCH /employees/:userId/connection':
      params.userId = await freshTeacher();
      payload = { type: 'role', relationCd: '030' };
      break;
    case 'PATCH /employees/:userId/info':
      params.userId = await freshTeacher();
      payload = { displayNm: '수학 정쌤', memo: '월수금 출근' };
      break;
    case 'DELETE /invites/:inviteId':
    case 'GET /invites/:inviteId/message':
      params.inviteId = await freshInvite();
      break;
    case 'POST /invites/:inviteId/send':
      params.inviteId = await freshInvite();
      payload = { channel: 'alimtalk' };
      break;
    case 'PUT /permissions':
      payload = { userIds: [await freshTeacher(), await freshTeacher()], authCd: '041' };
      break;
    case 'PUT /permissions/:userId':
      params.userId = await freshTeacher();
      payload = { authCd: '041' };
      break;
    case 'GET /employees':
    case 'GET /employees/export':
    case 'GET /invites':
    case 'GET /permissions':
    case 'GET /audit-log':
      break;
    default:
      throw new Error(`no request for ${row.route}`);
  }
  const url = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no ${name} for ${row.route}`);
    return value;
  });
  return { method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) };
}

describe('employees access matrix (docs/access-matrix.md)', () => {
  it('has exactly one row per route of the employees and permissions routes', async () => {
    const routes = await routesOf(employeesRoutes, permissionsRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('answers every actor exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  });
});

describe('ids of another academy', () => {
  const asDirector = async () => {
    const session = await createSession(db, { userId: world.users.director, persistent: true, now: clock.now() });
    return { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
  };

  it('answer 404 with no data, and nothing changes', async () => {
    const auth = await asDirector();
    const outsider = await addStaff(db, world.otherInstId, { userNm: '남강사', relationCd: '030' });
    const outsiderInvite = await addStaffInvite(db, world.otherInstId, world.users.other, clock.now(), {
      targetNm: '남초대',
    });
    const before = await snapshotEmployees(db);
    const base = `/api/insts/${world.instId}`;
    const calls: InjectOptions[] = [
      { method: 'GET', url: `${base}/employees/${outsider.id}` },
      { method: 'PATCH', url: `${base}/employees/${outsider.id}/connection`, payload: { type: 'end' } },
      { method: 'PATCH', url: `${base}/employees/${outsider.id}/info`, payload: { displayNm: 'x', memo: 'y' } },
      { method: 'DELETE', url: `${base}/invites/${outsiderInvite.id}` },
      { method: 'GET', url: `${base}/invites/${outsiderInvite.id}/message` },
      { method: 'POST', url: `${base}/invites/${outsiderInvite.id}/send`, payload: { channel: 'sms' } },
      { method: 'GET', url: `${base}/permissions/${outsider.id}` },
      { method: 'PUT', url: `${base}/permissions/${outsider.id}`, payload: { authCd: '000' } },
      {
        method: 'PUT',
        url: `${base}/permissions`,
        payload: { userIds: [(await addStaff(db, world.instId)).id, outsider.id], authCd: '000' },
      },
      // The other academy itself, by its own id.
      { method: 'GET', url: `/api/insts/${world.otherInstId}/employees` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/audit-log` },
    ];
    const afterSetup = await snapshotEmployees(db);
    for (const call of calls) {
      const response = await app.inject({ ...call, ...auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/찾을 수 없습니다/) });
      expect(response.body).not.toMatch(/남강사|남초대|다른학원|outsider|mobile/);
    }
    expect(await snapshotEmployees(db)).toEqual(afterSetup);
    expect(before.invites).toEqual(afterSetup.invites);

    const list = await app.inject({ method: 'GET', url: `${base}/employees`, ...auth });
    expect(list.body).not.toContain('남강사');
    const audit = await app.inject({
      method: 'GET',
      url: `${base}/audit-log?target=user:${outsider.id}`,
      ...auth,
    });
    expect(audit.json()).toMatchObject({ items: [], total: 0 });
  });
});
