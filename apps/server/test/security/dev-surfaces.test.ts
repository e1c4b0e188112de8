import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../../src/features/attendance/attendance.test-helpers';
import { createSandboxSender } from '../../src/platform/adapters/messaging/sandbox';
import { fixedClock } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids/new-id';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * The surfaces for trying the product (sandbox outbox, sandbox 본인확인 and OAuth pages, dev
 * triggers) attacked from where they must not answer: a server running for real, and another
 * machine reaching a local one. Each attack must get the plain 404 of an unknown address and write
 * nothing.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T05:00:00Z');
const sender = createSandboxSender(db, clock.now);

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, clock, logger: false, jobs: false });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

const local = await appWith({});
const apps = {
  local,
  'real (HOST beyond loopback)': await appWith({
    HOST: '0.0.0.0',
    ALLOW_SANDBOX_FOR_REAL: 'true',
    PUBLIC_ORIGIN: 'https://academy.example.kr',
  }),
  'real (NODE_ENV=production)': await appWith({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_FOR_REAL: 'true',
    PUBLIC_ORIGIN: 'https://academy.example.kr',
  }),
  'local behind a trusted proxy': await appWith({ TRUSTED_PROXY: '127.0.0.1' }),
};

const academy = await createAcademy(db);
const klass = await insertClass(db, academy.instId);
const kid = await insertStudent(db, academy.instId);
await enrol(db, academy.instId, klass, [kid.id]);
await sender.send({
  channel: 'sms',
  recipient: '01055556666',
  body: '[학원] 인증번호 314159',
  purpose: 'verification-code',
});

const approve =
  '/dev/oauth/kakao/approve?redirect_uri=http%3A%2F%2Flocalhost%2Fapi%2Fauth%2Fsocial%2Fkakao%2Fcallback&state=s&id=victim';
const person = { userNm: '홍길동', birthdate: '1985-04-12', genderCd: 'M', carrier: 'SKT', mobileNo: '01012345678' };

/** Every local-only surface, as an attacker would call it. */
const attacks: { name: string; request: () => InjectOptions }[] = [
  { name: 'GET /api/dev/outbox', request: () => ({ method: 'GET', url: '/api/dev/outbox' }) },
  { name: 'GET /dev/outbox', request: () => ({ method: 'GET', url: '/dev/outbox' }) },
  {
    name: 'GET /dev/oauth/kakao/authorize',
    request: () => ({ method: 'GET', url: approve.replace('approve', 'authorize') }),
  },
  { name: 'GET /dev/oauth/kakao/approve', request: () => ({ method: 'GET', url: approve }) },
  {
    name: 'POST /api/identity/sandbox/:transId/code',
    request: () => ({ method: 'POST', url: `/api/identity/sandbox/${newId()}/code`, payload: person }),
  },
  {
    name: 'POST /api/identity/sandbox/:transId/confirm',
    request: () => ({ method: 'POST', url: `/api/identity/sandbox/${newId()}/confirm`, payload: { code: '123456' } }),
  },
  {
    name: 'POST /api/dev/jobs/mark-no-shows',
    request: () => ({
      method: 'POST',
      url: '/api/dev/jobs/mark-no-shows',
      payload: { at: '2026-11-23T06:30:00Z', instId: academy.instId },
    }),
  },
  {
    name: 'POST /api/dev/jobs/bills-autopay',
    request: () => ({
      method: 'POST',
      url: '/api/dev/jobs/bills-autopay',
      payload: { at: '2026-11-25T00:30:00Z', instId: academy.instId },
    }),
  },
  {
    name: 'POST /api/dev/jobs/bills-overdue-reminders',
    request: () => ({
      method: 'POST',
      url: '/api/dev/jobs/bills-overdue-reminders',
      payload: { at: '2026-12-20T03:00:00Z', instId: academy.instId },
    }),
  },
  {
    name: 'POST /api/dev/notifications',
    request: () => ({ method: 'POST', url: '/api/dev/notifications', payload: { title: '공격', body: '공격' } }),
  },
  {
    name: 'POST /api/dev/jobs/notification-delivery',
    request: () => ({ method: 'POST', url: '/api/dev/jobs/notification-delivery', payload: {} }),
  },
  {
    name: 'POST /api/insts/:instId/payments/sandbox/authorize',
    request: () => ({
      method: 'POST',
      url: `/api/insts/${academy.instId}/payments/sandbox/authorize`,
      payload: { orderId: 'ord_attack', outcome: 'approve' },
    }),
  },
  {
    name: 'POST /api/insts/:instId/payments/sandbox/deposit',
    request: () => ({
      method: 'POST',
      url: `/api/insts/${academy.instId}/payments/sandbox/deposit`,
      payload: { orderId: 'ord_attack' },
    }),
  },
  {
    name: 'POST /api/insts/:instId/cards/sandbox/register',
    request: () => ({
      method: 'POST',
      url: `/api/insts/${academy.instId}/cards/sandbox/register`,
      payload: { outcome: 'approve' },
    }),
  },
];

const counts = async () => ({
  outbox: Number((await db.selectFrom('outbox_messages').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  attendance: Number((await db.selectFrom('attendance').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  verifications: Number(
    (await db.selectFrom('identity_verifications').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  ),
  sandboxPayments: Number(
    (await db.selectFrom('sandbox_payments').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  ),
  sandboxCards: Number(
    (await db.selectFrom('sandbox_billing_keys').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  ),
  autopayAttempts: Number(
    (await db.selectFrom('autopay_attempts').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  ),
  billReminders: Number(
    (await db.selectFrom('bill_reminders').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  ),
});

describe('the surfaces for trying the product', () => {
  it('answer a loopback caller of a local server (the control: they exist there)', async () => {
    const outbox = await local.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain('314159');
    expect((await local.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    expect((await local.inject({ method: 'GET', url: approve.replace('approve', 'authorize') })).statusCode).toBe(200);
  });

  for (const [mode, app] of Object.entries(apps)) {
    const from = mode === 'local' ? '203.0.113.7' : mode.startsWith('local behind') ? '10.0.0.2' : '127.0.0.1';
    it(`answer 404 and write nothing: ${mode}, from ${from}`, async () => {
      const before = await counts();
      const director = await callerFor(app, db, academy.director.id, clock.now());
      for (const attack of attacks) {
        for (const inject of [app.inject.bind(app), director.inject]) {
          const response = await inject({
            ...attack.request(),
            remoteAddress: from,
            // A client may claim loopback; only the socket's address counts.
            headers: { 'x-forwarded-for': '127.0.0.1' },
          });
          expect({ attack: attack.name, status: response.statusCode, code: response.json().code }).toEqual({
            attack: attack.name,
            status: 404,
            code: 'ROUTE_NOT_FOUND',
          });
          expect(response.body).not.toContain('314159');
        }
      }
      expect(await counts()).toEqual(before);
    });
  }
});

describe('POST /api/dev/jobs/mark-no-shows on a local server, from loopback', () => {
  const run = (
    inject: (options: InjectOptions) => Promise<{ statusCode: number; json: () => { code?: string } }>,
    instId: string,
  ) => inject({ method: 'POST', url: '/api/dev/jobs/mark-no-shows', payload: { at: '2026-11-23T06:30:00Z', instId } });

  it('refuses a visitor with 401, a member who is not the director with 403 and another academy with 404', async () => {
    const before = await counts();
    expect((await run(local.inject.bind(local), academy.instId)).statusCode).toBe(401);
    for (const member of [academy.manager, academy.teacher, academy.parent, academy.studentUser]) {
      const caller = await callerFor(local, db, member.id, clock.now());
      const response = await run(caller.inject, academy.instId);
      expect({ member: member.userNm, status: response.statusCode }).toEqual({ member: member.userNm, status: 403 });
    }
    const outsider = await createAcademy(db);
    const otherDirector = await callerFor(local, db, outsider.director.id, clock.now());
    expect((await run(otherDirector.inject, academy.instId)).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('asks for the academy it touches and runs for that academy’s director', async () => {
    const director = await callerFor(local, db, academy.director.id, clock.now());
    const missing = await director.inject({
      method: 'POST',
      url: '/api/dev/jobs/mark-no-shows',
      payload: { at: '2026-11-23T06:30:00Z' },
    });
    expect(missing.statusCode).toBe(400);
    const response = await run(director.inject, academy.instId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ marked: 1, notified: 0 });
  });
});
