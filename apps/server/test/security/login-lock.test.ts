import { ACCOUNT_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT } from '@academy/domain/account/account.rules';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../src/platform/auth/sessions';
import { fixedClock } from '../../src/platform/clock';
import { createTestUser, TEST_PASSWORD, testAddress } from '../account-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/** Every password the server judges (the slow hash comparison), counted on its way through. */
const judged = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/platform/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/platform/auth/password')>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      judged.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const attacker = '10.250.0.1';
const owner = '10.250.0.2';
// The per-address rate limit is lifted for the attacker so the lock alone is what stops the guesses.
const app = await createTestApp(db, { clock, env: { RATE_LIMIT_ALLOWLIST: attacker } });

const login = (loginId: string, pw: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { userInputId: loginId, pw }, remoteAddress });

const sessionCount = async (userId: string) =>
  (await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

const failuresAt = async (userId: string, client: string) =>
  (
    await db
      .selectFrom('login_attempts')
      .select('failures')
      .where('user_id', '=', userId)
      .where('client', '=', client)
      .executeTakeFirst()
  )?.failures;

describe('guessing a password', () => {
  it('judges at most the limit of thirty parallel wrong guesses, then refuses the right password too', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    judged.count = 0;

    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.loginId, `wrong-guess-${i}`, attacker)),
    );

    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(await failuresAt(user.id, attacker)).toBe(LOGIN_FAILURE_LIMIT);
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURE_LIMIT - 1);
    expect(statuses.filter((status) => status === 423)).toHaveLength(30 - (LOGIN_FAILURE_LIMIT - 1));
    expect(guesses.every((response) => response.cookies.length === 0)).toBe(true);

    const right = await login(user.loginId, TEST_PASSWORD, attacker);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        '비밀번호를 5회 잘못 입력하여 로그인이 10분간 제한되었습니다. 11월 22일 18시 10분 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.',
    });
    expect(right.cookies).toEqual([]);
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('does not stop the owner at another address when a stranger has locked the account at theirs', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) await login(user.loginId, `wrong-guess-${i}`, attacker);
    expect((await login(user.loginId, TEST_PASSWORD, attacker)).statusCode).toBe(423);

    const ownerLogin = await login(user.loginId, TEST_PASSWORD, owner);
    expect(ownerLogin.statusCode).toBe(200);
    expect(ownerLogin.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);

    // The owner's sign-in does not lift the stranger's lock.
    expect((await login(user.loginId, TEST_PASSWORD, attacker)).statusCode).toBe(423);
    expect(await failuresAt(user.id, attacker)).toBe(LOGIN_FAILURE_LIMIT);
  });

  it('slows guesses spread over many addresses account-wide, but not an address that has not failed', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    const spread = LOGIN_FAILURE_LIMIT - 1;
    const addresses = Array.from({ length: Math.ceil(ACCOUNT_FAILURE_LIMIT / spread) }, () => testAddress());
    for (const address of addresses) {
      for (let i = 0; i < spread; i += 1) await login(user.loginId, `wrong-guess-${i}`, address);
    }
    judged.count = 0;

    const held = await login(user.loginId, TEST_PASSWORD, addresses[0] as string);
    expect(held.statusCode).toBe(423);
    expect(held.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        '이 계정에 잘못된 비밀번호가 여러 번 입력되어 로그인이 잠시 제한되었습니다. 11월 22일 18시 01분 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.',
    });
    expect(judged.count).toBe(0);

    const fresh = await login(user.loginId, TEST_PASSWORD, owner);
    expect(fresh.statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });
});
