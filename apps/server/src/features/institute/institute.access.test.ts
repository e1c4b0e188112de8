import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestUser, snapshot } from '../../../test/account-helpers';
import { imageUpload } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { instituteRoutes } from './institute.routes';
import { instLogoRoutes } from './logo.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
// Logos uploaded by the matrix go to a folder of this file, removed afterwards.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-inst-access-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
const world = await createMatrixWorld(db, clock.now());

/** A request to join an academy, by a fresh outsider or by the given user; answers the request id. */
async function pendingRequest(database: Database, instId: string, userId?: string): Promise<string> {
  const requester = userId ?? (await createTestUser(database, { userNm: '가입희망' })).id;
  const id = newId();
  await database
    .insertInto('join_requests')
    .values({
      inst_id: instId,
      id,
      user_id: requester,
      requested_role: 'parent',
      message: null,
      created_at: clock.now(),
    })
    .execute();
  return id;
}

/** A valid call of each row's route in the world's academy; fresh rows where a call uses one up. */
async function requestFor(row: MatrixRow, current: MatrixWorld): Promise<InjectOptions> {
  const base = `/api/insts/${current.instId}`;
  switch (row.route) {
    case 'GET /api/insts/:instId':
      return { method: 'GET', url: base };
    case 'PATCH /api/insts/:instId':
      return { method: 'PATCH', url: base, payload: { telNo: '02-1234-5678' } };
    case 'GET /api/insts/:instId/public':
      return { method: 'GET', url: `${base}/public` };
    case 'PUT /api/insts/:instId/regions':
      return { method: 'PUT', url: `${base}/regions`, payload: { regions: ['11'] } };
    case 'GET /api/insts/:instId/extra':
      return { method: 'GET', url: `${base}/extra` };
    case 'PATCH /api/insts/:instId/extra':
      return { method: 'PATCH', url: `${base}/extra`, payload: { intro: '소개' } };
    case 'PUT /api/insts/:instId/logo':
      return { method: 'PUT', url: `${base}/logo`, ...imageUpload('logo.png') };
    case 'DELETE /api/insts/:instId/logo':
      return { method: 'DELETE', url: `${base}/logo` };
    case 'POST /api/insts/:instId/first-use/:feature':
      return { method: 'POST', url: `${base}/first-use/notice` };
    case 'GET /api/insts/:instId/join-requests':
      return { method: 'GET', url: `${base}/join-requests` };
    case 'POST /api/insts/:instId/join-requests/:requestId/approve':
      return {
        method: 'POST',
        url: `${base}/join-requests/${await pendingRequest(db, current.instId)}/approve`,
        payload: {},
      };
    case 'POST /api/insts/:instId/join-requests/:requestId/reject':
      return {
        method: 'POST',
        url: `${base}/join-requests/${await pendingRequest(db, current.instId)}/reject`,
        payload: {},
      };
    case 'POST /api/insts/:instId/join-requests/:requestId/cancel':
      // The other academy's director asked to join this one: only they may take it back.
      return {
        method: 'POST',
        url: `${base}/join-requests/${await pendingRequest(db, current.instId, current.users.other)}/cancel`,
      };
    default:
      throw new Error(`no request for ${row.route}`);
  }
}

/**
 * The routes docs/access-matrix.md `## institute` names as not in its table (their answers are not
 * only allow/deny; institute.routes.test.ts and join-requests.routes.test.ts cover them).
 */
const OUTSIDE_THE_TABLE = [
  'POST /api/insts',
  'POST /api/insts/:instId/join-requests',
  'POST /api/me/insts/:instId/leave',
  'GET /api/me/insts',
  'GET /api/insts/search',
  'GET /api/invites/:code',
  'POST /api/invites/:code/accept',
];

describe('institute access matrix (docs/access-matrix.md ## institute)', () => {
  const rows = readAccessMatrix('institute');

  it('has one row per route of the area, except the routes the section names as outside the table', async () => {
    const routes = await routesOf(instituteRoutes, instLogoRoutes);
    const tabled = rows.map((row) => row.route);
    expect(tabled.filter((route) => OUTSIDE_THE_TABLE.includes(route))).toEqual([]);
    expect([...tabled, ...OUTSIDE_THE_TABLE].sort()).toEqual(routes.sort());
  });

  it('answers every actor as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  });
});

describe('ids of another academy', () => {
  it('answer 404 with nothing about it, and change nothing', async () => {
    const director = await world.asActor('director', rows0());
    const otherRequest = await pendingRequest(db, world.otherInstId);
    const before = await snapshot(db, ['institutes', 'memberships', 'join_requests', 'notifications', 'audit_log']);
    const calls: InjectOptions[] = [
      { method: 'GET', url: `/api/insts/${world.otherInstId}` },
      { method: 'PATCH', url: `/api/insts/${world.otherInstId}`, payload: { instNm: '빼앗긴학원' } },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/join-requests` },
      // Another academy's request through the director's own academy.
      { method: 'POST', url: `/api/insts/${world.instId}/join-requests/${otherRequest}/approve`, payload: {} },
      { method: 'POST', url: `/api/insts/${world.instId}/join-requests/${otherRequest}/reject`, payload: {} },
      { method: 'POST', url: `/api/insts/${world.instId}/join-requests/${otherRequest}/cancel` },
      { method: 'POST', url: `/api/insts/${world.otherInstId}/join-requests/${otherRequest}/cancel` },
      { method: 'POST', url: `/api/me/insts/${world.otherInstId}/leave` },
      { method: 'GET', url: `/api/insts/${newId()}` },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, ...director });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.',
      });
      expect(response.body).not.toContain('다른학원');
      expect(response.body).not.toContain(otherRequest);
    }
    expect(await snapshot(db, ['institutes', 'memberships', 'join_requests', 'notifications', 'audit_log'])).toEqual(
      before,
    );
  });
});

function rows0(): MatrixRow {
  return readAccessMatrix('institute')[0] as MatrixRow;
}
