import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  type Actor,
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { notify } from '../../platform/notifications/notify';
import { notificationsRoutes } from './notifications.routes';
import { testVapidEnv } from './notifications.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: testVapidEnv() });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('notifications');

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Rows whose call names a row of the caller's own (a notification, an endpoint, a token): made per actor below. */
const OWN_ROWS = [
  'GET /api/me/notifications/:notificationId',
  'POST /api/me/notifications/:notificationId/read',
  'DELETE /api/me/push-subscriptions',
  'DELETE /api/me/device-tokens',
];

function requestFor(row: MatrixRow, w: MatrixWorld): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const url = pattern.replace(':instId', w.instId);
  switch (row.route) {
    case 'GET /api/insts/:instId/message-costs':
      return { method, url: `${url}?month=2026-11` };
    case 'POST /api/me/notifications/read':
      return { method, url, payload: { all: true } };
    case 'PUT /api/me/notification-preferences':
      return { method, url, payload: { changes: [{ category: 'feed', channel: 'push', enabled: true }] } };
    case 'POST /api/me/push-subscriptions':
      return { method, url, payload: { endpoint: `https://push.example.com/matrix/${Math.random()}`, keys } };
    case 'POST /api/me/device-tokens':
      return { method, url, payload: { token: `matrix-${Math.random()}`, deviceType: 'IOS' } };
    default:
      return { method, url };
  }
}

const userOf = (w: MatrixWorld, actor: Exclude<Actor, 'visitor'>) =>
  actor === 'manager+' || actor === 'manager-' ? w.users.manager : w.users[actor];

/** A call of an own-row route for `actor`, on a row of their own. */
async function ownRequestFor(row: MatrixRow, actor: Actor): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const userId = actor === 'visitor' ? world.users.parent : userOf(world, actor);
  if (pattern.includes(':notificationId')) {
    const [id] = await notify(db, [{ userId, type: 'notice', title: '공지', body: '본문', now: clock.now() }]);
    return { method, url: pattern.replace(':notificationId', id as string) };
  }
  if (pattern.endsWith('push-subscriptions')) {
    const endpoint = `https://push.example.com/own/${Math.random()}`;
    await db
      .insertInto('push_subscriptions')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        user_agent: null,
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .execute();
    return { method, url: `${pattern}?endpoint=${encodeURIComponent(endpoint)}` };
  }
  const token = `own-${Math.random()}`;
  await db
    .insertInto('device_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      token,
      device_type: 'ANDROID',
      created_at: clock.now(),
      updated_at: clock.now(),
    })
    .execute();
  return { method, url: `${pattern}?token=${token}` };
}

describe('notifications access matrix (docs/access-matrix.md ## notifications)', () => {
  it('has exactly one row per route of the area', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual(await routesOf(notificationsRoutes));
  });

  it('answers every actor as the table says', async () => {
    await checkAccessMatrix(
      app,
      world,
      rows.filter((row) => !OWN_ROWS.includes(row.route)),
      requestFor,
    );
  }, 120_000);

  it('answers every actor as the table says on rows of their own', async () => {
    const failures: string[] = [];
    for (const row of rows.filter((candidate) => OWN_ROWS.includes(candidate.route))) {
      for (const actor of ACTORS) {
        const request = await ownRequestFor(row, actor);
        const auth = await world.asActor(actor, row);
        const response = await app.inject({ ...request, ...auth });
        const expected = row.expect[actor];
        const ok = expected === 'allow' ? response.statusCode < 400 : String(response.statusCode) === expected;
        if (!ok) failures.push(`${row.route} as ${actor}: expected ${expected}, got ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
