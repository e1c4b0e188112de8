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
import { snapshot } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { homeRoutes } from './home.routes';

const { db } = await createTestDatabase();
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('home');

/** Each row called in the world's academy; a child's home on the demo student, the demo parent's child. */
function requestFor(row: MatrixRow, w: MatrixWorld): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  return { method, url: pattern.replace(':instId', w.instId).replace(':childUserId', w.users.student) };
}

describe('home access matrix (docs/access-matrix.md ## home)', () => {
  it('has exactly one row per route of the homes', async () => {
    const routes = await routesOf(homeRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('answers every actor as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  });
});

describe('another academy and another family', () => {
  it('answer 404 with nothing about them, and the homes write nothing', async () => {
    const before = await snapshot(db, ['notifications', 'memberships', 'students', 'attendance', 'desk_visits']);
    const otherDirector = await world.asActor('other', rows[0] as MatrixRow);
    const parent = await world.asActor('parent', rows[0] as MatrixRow);
    const calls: Array<[Awaited<ReturnType<MatrixWorld['asActor']>>, string]> = [
      [parent, `/api/insts/${world.otherInstId}/home`],
      [otherDirector, `/api/insts/${world.instId}/home`],
      [otherDirector, `/api/me/children/${world.users.student}/home`],
      [parent, `/api/me/children/${world.users.teacher}/home`],
    ];
    for (const [auth, url] of calls) {
      const response = await app.inject({ method: 'GET', url, ...auth });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toMatch(/한빛|다른학원|최민준/);
    }
    // The demo parent reads their own child's home; reading it changes nothing.
    const own = await app.inject({ method: 'GET', url: `/api/me/children/${world.users.student}/home`, ...parent });
    expect(own.statusCode).toBe(200);
    const academies: { student: { studentNm: string } }[] = own.json().academies;
    expect(academies.length).toBeGreaterThan(0);
    expect(academies.map((academy) => academy.student.studentNm)).toEqual(academies.map(() => '최민준'));
    expect(await snapshot(db, ['notifications', 'memberships', 'students', 'attendance', 'desk_visits'])).toEqual(
      before,
    );
  });
});
