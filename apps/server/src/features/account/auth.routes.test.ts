import { LOGIN_FAILURE_LIMIT } from '@academy/domain/account/account.rules';
import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  loginAs,
  sessionFrom,
  snapshot,
  TEST_PASSWORD,
  testAddress,
} from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

const login = (body: object, remoteAddress = testAddress(), cookies?: Record<string, string>, headers = {}) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress, cookies, headers });

const userRow = (id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const attemptRow = (userId: string, client: string) =>
  db
    .selectFrom('login_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client', '=', client)
    .executeTakeFirst();
const sessionRows = (userId: string) =>
  db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

const LOGIN_FAILED = {
  code: 'LOGIN_FAILED',
  message: '아이디 또는 비밀번호가 올바르지 않습니다. 입력한 내용을 다시 확인해 주세요.',
};

describe('POST /api/auth/login', () => {
  it('signs in with 로그인 유지: a 30-day cookie, the signed-in user and a CSRF token', async () => {
    const user = await createTestUser(db, { userNm: '박로그인' });
    const response = await login({ userInputId: ` ${user.loginId.toUpperCase()} `, pw: TEST_PASSWORD, keep: true });
    expect(response.statusCode).toBe(200);
    const me = response.json();
    expect(me.user).toMatchObject({
      userId: user.id,
      userInputId: user.loginId,
      userNm: '박로그인',
      loginMethods: ['password'],
      marketingConsent: false,
    });
    expect(me).toMatchObject({ memberships: [], children: [], guardians: [] });

    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session?.expires?.toISOString()).toBe('2026-12-22T09:00:00.000Z');
    expect(csrf?.httpOnly).toBeUndefined();
    expect(csrf?.value).toBe(me.csrfToken);
    expect((await userRow(user.id)).last_active_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');

    const again = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: session?.value ?? '' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(me);
  });

  it('without 로그인 유지 sets browser-session cookies (no Expires, no Max-Age)', async () => {
    const user = await createTestUser(db);
    const response = await login({ userInputId: user.loginId, pw: TEST_PASSWORD, keep: false });
    expect(response.statusCode).toBe(200);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const cookie = response.cookies.find((entry) => entry.name === name);
      expect(cookie?.expires).toBeUndefined();
      expect(cookie?.maxAge).toBeUndefined();
      const header = [response.headers['set-cookie']].flat().find((line) => String(line).startsWith(`${name}=`));
      expect(String(header)).not.toMatch(/Expires|Max-Age/i);
    }
    const [row] = await sessionRows(user.id);
    expect(row?.persistent).toBe(false);
  });

  it('rotates the session: the cookie the login came with is revoked', async () => {
    const user = await createTestUser(db);
    const first = await loginAs(app, user);
    const second = await login({ userInputId: user.loginId, pw: TEST_PASSWORD }, testAddress(), first.cookies, {
      'x-csrf-token': first.csrf,
    });
    expect(second.statusCode).toBe(200);
    const rows = await sessionRows(user.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.revoked_at).not.toBeNull();
    expect(rows[1]?.revoked_at).toBeNull();
    const old = await first.inject({ method: 'GET', url: '/api/auth/me' });
    expect(old.statusCode).toBe(401);
    const fresh = sessionFrom(app, second, user.id);
    expect((await fresh.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('answers an unknown id and a wrong password with the same message, writing only the failure count', async () => {
    const user = await createTestUser(db);
    const before = await snapshot(db, ['sessions', 'account_tokens']);
    const unknown = await login({ userInputId: 'nobody1234', pw: TEST_PASSWORD });
    const wrong = await login({ userInputId: user.loginId, pw: 'wrong-password1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(LOGIN_FAILED);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(LOGIN_FAILED);
    expect(unknown.cookies).toEqual([]);
    expect(await snapshot(db, ['sessions', 'account_tokens'])).toEqual(before);
    expect((await userRow(user.id)).login_failures).toBe(1);
  });

  it('refuses empty fields in Korean and writes nothing', async () => {
    const before = await snapshot(db);
    const response = await login({ userInputId: ' ', pw: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: '입력한 내용을 다시 확인해 주세요.',
      fields: { userInputId: '아이디를 입력해 주세요', pw: '비밀번호를 입력해 주세요' },
    });
    expect(await snapshot(db)).toEqual(before);
  });

  it('locks the account at that address for 10 minutes after 5 wrong passwords, saying until when', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    const address = testAddress();
    for (let attempt = 1; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) {
      const wrong = await login({ userInputId: user.loginId, pw: `wrong-${attempt}x` }, address);
      expect(wrong.json()).toEqual(LOGIN_FAILED);
    }
    const fifth = await login({ userInputId: user.loginId, pw: 'wrong-5x' }, address);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message:
        '비밀번호를 5회 잘못 입력하여 로그인이 10분간 제한되었습니다. 11월 22일 18시 10분 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.',
    });
    expect(await attemptRow(user.id, address)).toMatchObject({ failures: 5 });
    expect((await attemptRow(user.id, address))?.locked_until?.toISOString()).toBe('2026-11-22T09:10:00.000Z');

    clock.advance(9 * 60 * 1000);
    const stillLocked = await login({ userInputId: user.loginId, pw: TEST_PASSWORD }, address);
    expect(stillLocked.statusCode).toBe(423);
    expect(stillLocked.cookies).toEqual([]);

    clock.advance(60 * 1000);
    const open = await login({ userInputId: user.loginId, pw: TEST_PASSWORD }, address);
    expect(open.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ login_failures: 0, locked_until: null });
    expect(await attemptRow(user.id, address)).toBeUndefined();
    clock.set('2026-11-22T09:00:00Z');
  });

  it('keeps the count through a lock: once it passes, the next wrong password locks again', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    const address = testAddress();
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT; attempt += 1) {
      await login({ userInputId: user.loginId, pw: `wrong-${attempt}x` }, address);
    }
    clock.advance(10 * 60 * 1000);
    const sixth = await login({ userInputId: user.loginId, pw: 'wrong-6x' }, address);
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json().message).toContain('11월 22일 18시 20분');
    expect(await attemptRow(user.id, address)).toMatchObject({ failures: 6 });
    clock.set('2026-11-22T09:00:00Z');
  });

  it('allows 10 login attempts a minute from one address, then answers 429', async () => {
    const remoteAddress = testAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ userInputId: 'nobody1234', pw: 'x' }, remoteAddress)).statusCode).toBe(401);
    }
    const eleventh = await login({ userInputId: 'nobody1234', pw: 'x' }, remoteAddress);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      code: 'RATE_LIMITED',
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect((await login({ userInputId: 'nobody1234', pw: 'x' })).statusCode).toBe(401);
  });

  it('sends a dormant account to reactivation and keeps withdrawn ones out', async () => {
    const dormant = await createTestUser(db, { status: 'dormant' });
    const response = await login({ userInputId: dormant.loginId, pw: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_DORMANT');
    expect(response.json().message).toContain('본인인증');
    expect(response.cookies).toEqual([]);
    expect((await login({ userInputId: dormant.loginId, pw: 'wrong-password1' })).json()).toEqual(LOGIN_FAILED);

    const withdrawn = await createTestUser(db, { status: 'withdrawn' });
    expect((await login({ userInputId: withdrawn.loginId, pw: TEST_PASSWORD })).json()).toEqual(LOGIN_FAILED);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 signed out', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('로그인이 필요합니다. 다시 로그인해 주세요.');
  });

  it('logs out: the session ends and the cookies are cleared', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const response = await session.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.filter((cookie) => cookie.value === '');
    expect(cleared.map((cookie) => cookie.name).sort()).toEqual([CSRF_COOKIE, SESSION_COOKIE].sort());
    expect((await sessionRows(user.id))[0]?.revoked_at).not.toBeNull();
    expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('demands the CSRF header on a state change made with a session', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: session.cookies });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_FAILED');
    expect((await sessionRows(user.id))[0]?.revoked_at).toBeNull();
  });

  it('records activity at most once an hour on signed-in requests', async () => {
    clock.set('2026-11-22T09:00:00Z');
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    clock.advance(30 * 60 * 1000);
    await session.inject({ method: 'GET', url: '/api/auth/me' });
    expect((await userRow(user.id)).last_active_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    clock.advance(31 * 60 * 1000);
    await session.inject({ method: 'GET', url: '/api/auth/me' });
    expect((await userRow(user.id)).last_active_at?.toISOString()).toBe('2026-11-22T10:01:00.000Z');
    clock.set('2026-11-22T09:00:00Z');
  });
});

describe('the native app token', () => {
  it('issues a one-time 60-second token (stored as a hash) that logs in once', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const issued = await session.inject({ method: 'POST', url: '/api/auth/app-tokens' });
    expect(issued.statusCode).toBe(200);
    const { token, expiresAt } = issued.json();
    expect(expiresAt).toBe('2026-11-22T09:01:00.000Z');
    const row = await db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('app-login');
    expect(row.token_hash).not.toContain(token);

    const used = await app.inject({ method: 'POST', url: '/api/auth/token-login', payload: { token, keep: true } });
    expect(used.statusCode).toBe(200);
    expect(used.json().user.userId).toBe(user.id);
    expect(used.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBeTruthy();

    const twice = await app.inject({ method: 'POST', url: '/api/auth/token-login', payload: { token, keep: true } });
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual({
      code: 'APP_TOKEN_INVALID',
      message: '로그인 정보가 만료되었거나 이미 사용되었습니다. 앱에서 다시 로그인해 주세요.',
    });
  });

  it('refuses an expired token and asks to sign in for a new one', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const { token } = (await session.inject({ method: 'POST', url: '/api/auth/app-tokens' })).json();
    clock.advance(60 * 1000);
    const before = await snapshot(db);
    const late = await app.inject({ method: 'POST', url: '/api/auth/token-login', payload: { token } });
    expect(late.json().code).toBe('APP_TOKEN_INVALID');
    expect(await snapshot(db)).toEqual(before);
    clock.set('2026-11-22T09:00:00Z');

    expect((await app.inject({ method: 'POST', url: '/api/auth/app-tokens' })).statusCode).toBe(401);
    const empty = await app.inject({ method: 'POST', url: '/api/auth/token-login', payload: { token: '' } });
    expect(empty.statusCode).toBe(400);
  });
});
