import { LOGIN_FAILURE_LIMIT } from '@academy/domain/account/account.rules';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { replacePasswordHash } from '../../src/features/account/account.queries';
import { hashPassword, verifyPassword } from '../../src/platform/auth/password';
import { fixedClock } from '../../src/platform/clock';
import {
  ACCOUNT_TABLES,
  allConsents,
  createTestUser,
  lastCode,
  loginAs,
  snapshot,
  TEST_PASSWORD,
  type TestSession,
  type TestUser,
  testAddress,
  testPerson,
  uniqueLoginId,
  verifyIdentity,
} from '../account-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Passwords (issue 13, item 12), attacked through the real routes: a common password or one holding
 * the login id is refused wherever a password is set, and nothing is written; a hash made with the
 * earlier, weaker scrypt parameters is replaced at the next login; guessing through the password
 * change and the withdrawal is limited by the login's lock, judged at most LOGIN_FAILURE_LIMIT
 * times from one address even in parallel, and the account stays as it was.
 */

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
const attacker = '10.251.0.1';
// The per-address rate limit is lifted for the attacker so the lock alone is what stops the guesses.
const app = await createTestApp(db, { clock, env: { RATE_LIMIT_ALLOWLIST: attacker } });
// The server as it runs for real: new hashes at OWASP's parameters.
const owaspApp = await createTestApp(db, { clock, env: { PASSWORD_HASHING: 'owasp' } });

const COMMON = '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.';
const HAS_LOGIN_ID = '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.';
const refusedOnPw = (message: string) => ({
  code: 'VALIDATION_FAILED',
  message: '입력한 내용을 다시 확인해 주세요.',
  fields: { pw: message },
});

const post = (url: string, payload: object, remoteAddress = testAddress()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });

const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The user's row without the failure counters a judged guess raises. */
const accountOf = async (id: string) => {
  const { login_failures, locked_until, ...rest } = await userRow(id);
  return rest;
};

/** Every account table except the counters, to assert that an attack changed nothing else. */
const everythingBut = async (userId: string) => ({
  tables: await snapshot(
    db,
    ACCOUNT_TABLES.filter((table) => table !== 'users'),
  ),
  account: await accountOf(userId),
});

const expectRefused = (response: LightMyRequestResponse, message: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(refusedOnPw(message));
};

describe('a common password or one holding the login id', () => {
  it('is refused at sign-up, and the verification stays usable', async () => {
    const person = testPerson();
    const transId = await verifyIdentity(app, db, 'signup', person);
    const loginId = uniqueLoginId('kim');
    const signup = (pw: string) =>
      post('/api/account/signup', { consents: allConsents, transId, userInputId: loginId, pw, pw_confirm: pw });
    const before = await snapshot(db);

    for (const common of ['qwer1234', '1q2w3e4r!', 'Password1', 'asdf1234'])
      expectRefused(await signup(common), COMMON);
    expectRefused(await signup(`${loginId.toUpperCase()}!9`), HAS_LOGIN_ID);
    expectRefused(await signup(`my${loginId}`), HAS_LOGIN_ID);
    expect(await snapshot(db)).toEqual(before);

    const joined = await signup('maple4tree-77');
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ userInputId: loginId });
  });

  it('is refused by the password reset, and the reset token stays usable', async () => {
    const user = await createTestUser(db);
    const mobileNo = user.mobileNo ?? '';
    await post('/api/account/password-reset/code', { userInputId: user.loginId, mobileNo });
    const code = await lastCode(db, mobileNo);
    const token = await post('/api/account/password-reset/sms', { userInputId: user.loginId, mobileNo, code });
    const { resetToken } = token.json() as { resetToken: string };
    const reset = (pw: string) => post('/api/account/password-reset', { resetToken, pw, pw_confirm: pw });
    const before = await snapshot(db);

    expectRefused(await reset('zxcv1234'), COMMON);
    expectRefused(await reset('q1w2e3r4'), COMMON);
    expectRefused(await reset(`${user.loginId.toUpperCase()}2026`), HAS_LOGIN_ID);
    expect(await snapshot(db)).toEqual(before);

    expect((await reset('maple4tree-77')).json()).toEqual({ ok: true });
    expect((await loginAs(app, { loginId: user.loginId, password: 'maple4tree-77' })).userId).toBe(user.id);
  });

  it('is refused by the password change, before the current password is judged', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const change = (pw: string) =>
      session.inject({
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPw: TEST_PASSWORD, pw, pw_confirm: pw },
      });
    const before = await snapshot(db);
    judged.count = 0;

    expectRefused(await change('password1'), COMMON);
    expectRefused(await change('abcd1234'), COMMON);
    expectRefused(await change(`x${user.loginId}1`), HAS_LOGIN_ID);
    expect(await snapshot(db)).toEqual(before);
    expect(judged.count).toBe(0);

    expect((await change('maple4tree-77')).json()).toEqual({ ok: true });
    expect(await verifyPassword('maple4tree-77', (await userRow(user.id)).password_hash ?? '')).toBe(true);
  });
});

describe('a hash made with weaker parameters', () => {
  it('is replaced by an OWASP-strength hash of the same password at the next successful login', async () => {
    const user = await createTestUser(db);
    const earlier = (await userRow(user.id)).password_hash ?? '';
    expect(earlier).toMatch(/^scrypt\$32768\$8\$1\$/);

    const wrong = await owaspApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: user.loginId, pw: 'not-the-password1' },
      remoteAddress: testAddress(),
    });
    expect(wrong.statusCode).toBe(401);
    expect((await userRow(user.id)).password_hash).toBe(earlier);

    await loginAs(owaspApp, user);
    const upgraded = (await userRow(user.id)).password_hash ?? '';
    expect(upgraded).toMatch(/^scrypt\$65536\$8\$2\$/);
    expect(await verifyPassword(TEST_PASSWORD, upgraded)).toBe(true);

    // The new hash works, and is not made again.
    await loginAs(owaspApp, user);
    expect((await userRow(user.id)).password_hash).toBe(upgraded);
    expect(await loginAs(app, user)).toBeTruthy();
  });

  it('is never put back over a password changed in the meantime', async () => {
    const user = await createTestUser(db);
    const earlier = (await userRow(user.id)).password_hash ?? '';
    const changed = await hashPassword('maple4tree-77', 'fast-for-tests');
    await db.updateTable('users').set({ password_hash: changed }).where('id', '=', user.id).execute();

    await replacePasswordHash(db, user.id, earlier, await hashPassword(TEST_PASSWORD));
    expect((await userRow(user.id)).password_hash).toBe(changed);
  });
});

/** A member whose session a stranger holds, guessing from `attacker`. */
async function victim(): Promise<{ user: TestUser; stolen: TestSession; ownSession: TestSession }> {
  const user = await createTestUser(db);
  const ownSession = await loginAs(app, user);
  const stolen = await loginAs(app, user);
  return { user, stolen, ownSession };
}

const GUESSES = 12;

describe('guessing through the password change', () => {
  it('judges at most the limit of parallel wrong guesses from one address, then refuses the right one too', async () => {
    const { user, stolen, ownSession } = await victim();
    const before = await everythingBut(user.id);
    judged.count = 0;

    const guesses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        stolen.inject({
          method: 'POST',
          url: '/api/account/password',
          payload: { currentPw: `wrong-guess-${i}`, pw: 'maple4tree-77', pw_confirm: 'maple4tree-77' },
          remoteAddress: attacker,
        }),
      ),
    );
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    const codes = guesses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOGIN_FAILURE_LIMIT - 1);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(GUESSES - (LOGIN_FAILURE_LIMIT - 1));

    const right = await stolen.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPw: TEST_PASSWORD, pw: 'maple4tree-77', pw_confirm: 'maple4tree-77' },
      remoteAddress: attacker,
    });
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        '비밀번호를 5회 잘못 입력하여 로그인이 10분간 제한되었습니다. 11월 22일 18시 10분 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.',
    });
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(await everythingBut(user.id)).toEqual(before);
    expect((await ownSession.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    // One lock: the login from that address is closed too; the owner elsewhere is not.
    const loginThere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: user.loginId, pw: TEST_PASSWORD },
      remoteAddress: attacker,
    });
    expect(loginThere.statusCode).toBe(423);
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(await loginAs(app, user)).toBeTruthy();
  });
});

describe('guessing through the withdrawal', () => {
  it('judges at most the limit of parallel wrong guesses from one address, and the member stays', async () => {
    const { user, stolen, ownSession } = await victim();
    const before = await everythingBut(user.id);
    judged.count = 0;

    const guesses = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        stolen.inject({
          method: 'POST',
          url: '/api/account/withdrawal',
          payload: { reason: 'Security', pw: `wrong-guess-${i}` },
          remoteAddress: attacker,
        }),
      ),
    );
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    const codes = guesses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(LOGIN_FAILURE_LIMIT - 1);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(GUESSES - (LOGIN_FAILURE_LIMIT - 1));

    const right = await stolen.inject({
      method: 'POST',
      url: '/api/account/withdrawal',
      payload: { reason: 'Security', pw: TEST_PASSWORD },
      remoteAddress: attacker,
    });
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('ACCOUNT_LOCKED');
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect(await everythingBut(user.id)).toEqual(before);
    expect((await userRow(user.id)).status).toBe('active');
    expect((await stolen.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await ownSession.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('shares its count with the login: wrong guesses through either add up to one lock', async () => {
    const { user, stolen } = await victim();
    judged.count = 0;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i += 1) {
      const response = await stolen.inject({
        method: 'POST',
        url: '/api/account/withdrawal',
        payload: { reason: 'Security', pw: `wrong-guess-${i}` },
        remoteAddress: attacker,
      });
      expect(response.json().code).toBe('WRONG_PASSWORD');
    }
    const last = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: user.loginId, pw: 'wrong-guess-last' },
      remoteAddress: attacker,
    });
    expect(last.statusCode).toBe(423);
    expect(judged.count).toBe(LOGIN_FAILURE_LIMIT);
    expect((await userRow(user.id)).status).toBe('active');
  });
});
