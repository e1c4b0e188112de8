import { LOGIN_FAILURE_LIMIT } from '@academy/domain/account/account.rules';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerFor, createAcademy } from '../../src/features/attendance/attendance.test-helpers';
import { DESK_COOKIE } from '../../src/features/desk/desk.device';
import { fixedClock } from '../../src/platform/clock';
import { TEST_PASSWORD, testAddress } from '../account-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Guessing a staff member's password through the front desk: someone standing at the kiosk trying
 * passwords to take it out of kiosk mode, and a signed-in session trying to unlock a desk. Each
 * guess counts toward the same lock as a login, so the desk is no side door around it.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T05:00:00Z');
const app = await createTestApp(db, { clock });
const academy = await createAcademy(db);

const loginId = async (userId: string) =>
  (await db.selectFrom('users').select('login_id').where('id', '=', userId).executeTakeFirstOrThrow()).login_id;
const login = async (userId: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: await loginId(userId), pw: TEST_PASSWORD, keep: false },
    remoteAddress,
  });
const codes = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.json().code ?? 'OK');
const deviceCount = async () =>
  Number(
    (
      await db
        .selectFrom('desk_devices')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('inst_id', '=', academy.instId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the kiosk’s leave password', () => {
  it('counts each wrong guess toward the staff member’s lock, and the kiosk stays locked in', async () => {
    const kiosk = testAddress();
    const director = await callerFor(app, db, academy.director.id, clock.now());
    const unlocked = await director.inject({
      method: 'POST',
      url: `/api/insts/${academy.instId}/desk/unlock`,
      payload: { password: TEST_PASSWORD },
      remoteAddress: testAddress(),
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const cookie = unlocked.cookies.find((item) => item.name === DESK_COOKIE)?.value as string;

    const guesses = await Promise.all(
      Array.from({ length: LOGIN_FAILURE_LIMIT }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/desk/leave',
          payload: { password: `guess-${index}-2026` },
          cookies: { [DESK_COOKIE]: cookie },
          remoteAddress: kiosk,
        }),
      ),
    );
    expect(codes(guesses).filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOGIN_FAILURE_LIMIT - 1);
    expect(codes(guesses).filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(1);

    // From the kiosk's address the director's account is now locked: even a login is refused there …
    expect((await login(academy.director.id, kiosk)).json().code).toBe('ACCOUNT_LOCKED');
    const status = await app.inject({ method: 'GET', url: '/api/desk/status', cookies: { [DESK_COOKIE]: cookie } });
    expect(status.json().unlocked).toBe(true);
    // … while the director signs in from their own device as usual.
    expect((await login(academy.director.id, testAddress())).statusCode).toBe(200);
  });
});

describe('unlocking a desk', () => {
  it('judges at most the limit of a signed-in session’s guesses, sent all at once (within its rate limit)', async () => {
    const teacher = await callerFor(app, db, academy.teacher.id, clock.now());
    const address = testAddress();
    const before = await deviceCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        teacher.inject({
          method: 'POST',
          url: `/api/insts/${academy.instId}/desk/unlock`,
          payload: { password: `guess-${index}-2026` },
          remoteAddress: address,
        }),
      ),
    );
    expect(codes(answers).filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOGIN_FAILURE_LIMIT - 1);
    expect(codes(answers).filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(8 - (LOGIN_FAILURE_LIMIT - 1));
    // The right password from that address is refused too, without being judged.
    const right = await teacher.inject({
      method: 'POST',
      url: `/api/insts/${academy.instId}/desk/unlock`,
      payload: { password: TEST_PASSWORD },
      remoteAddress: address,
    });
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect(await deviceCount()).toBe(before);
  });
});
