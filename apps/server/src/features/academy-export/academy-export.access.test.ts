import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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
import { createLocalStorage } from '../../platform/adapters/storage/local';
import { fixedClock } from '../../platform/clock';
import { academyExportRoutes } from './academy-export.routes';
import { exportTrail, insertExport, noExportRunning, signedIn } from './academy-export.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-export-access-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const storage = createLocalStorage(path.join(dataDir, 'files'));
const app = await createTestApp(db, { clock, env: { DATA_DIR: dataDir } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('academy-export');

/** A valid call of each row: a finished export of the world's academy for the rows that name one. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const exportId = pattern.includes(':exportId')
    ? await insertExport(db, storage, {
        instId: w.instId,
        requestedBy: w.users.director,
        status: 'ready',
        now: clock.now(),
      })
    : '';
  const url = pattern.replace(':instId', w.instId).replace(':exportId', exportId);
  return { method, url };
}

describe('academy export access matrix (docs/access-matrix.md)', () => {
  it('has exactly one row per route of the area', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual(await routesOf(academyExportRoutes));
  });

  it('answers every actor exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  });
});

describe('who is refused', () => {
  // The matrix's starts run in the background; what follows compares the rows before and after.
  beforeEach(() => noExportRunning(db));

  it('refuses a manager holding every code (000) and a teacher, and writes nothing', async () => {
    await db
      .updateTable('memberships')
      .set({ auth_cd: '000' })
      .where('inst_id', '=', world.instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    const before = await exportTrail(db);
    for (const userId of [world.users.manager, world.users.teacher]) {
      const auth = await signedIn(db, userId, clock.now());
      const started = await app.inject({ method: 'POST', url: `/api/insts/${world.instId}/exports`, ...auth });
      expect(started.statusCode).toBe(403);
      expect(started.json()).toEqual({ code: 'FORBIDDEN', message: expect.stringMatching(/권한/) });
    }
    expect(await exportTrail(db)).toEqual(before);
  });

  it("answers another academy's director 404 on this academy, and this academy's export ids on theirs", async () => {
    const exportId = await insertExport(db, storage, {
      instId: world.instId,
      requestedBy: world.users.director,
      status: 'ready',
      now: clock.now(),
    });
    const before = await exportTrail(db);
    const outsider = await signedIn(db, world.users.other, clock.now());
    const calls: InjectOptions[] = [
      { method: 'POST', url: `/api/insts/${world.instId}/exports` },
      { method: 'GET', url: `/api/insts/${world.instId}/exports/latest` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/exports/${exportId}` },
      { method: 'GET', url: `/api/insts/${world.otherInstId}/exports/${exportId}/download` },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, ...outsider });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.body).not.toContain('학원데이터');
    }
    expect(await exportTrail(db)).toEqual(before);
  });
});
