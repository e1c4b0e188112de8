import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/platform/auth/sessions';
import { createTestUser, loginAs, snapshot, TEST_PASSWORD, testAddress } from '../account-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

const { db } = await createTestDatabase();
const app = await createTestApp(db);

const OUR_HOST = 'academy.example';
const CROSS_SITE = {
  code: 'CROSS_SITE_REQUEST',
  message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 이 서비스 화면에서 다시 시도해 주세요.',
};
const UNSUPPORTED = { code: 'UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 형식의 요청입니다.' };

const formPost = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: testAddress(),
    headers: { host: OUR_HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });

const jsonLogin = (body: object, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: testAddress(),
    headers: { host: OUR_HOST, ...headers },
    payload: body,
  });

const setsSession = (response: { cookies: { name: string }[] }) =>
  response.cookies.some((cookie) => cookie.name === SESSION_COOKIE);

describe('signing a visitor in from another site', () => {
  it('refuses a form-encoded login, token login and logout with 415, starting no session', async () => {
    const user = await createTestUser(db);
    const before = await snapshot(db, ['sessions', 'users', 'login_attempts']);

    const loginForm = await formPost('/api/auth/login', { userInputId: user.loginId, pw: TEST_PASSWORD });
    expect(loginForm.statusCode).toBe(415);
    expect(loginForm.json()).toEqual(UNSUPPORTED);
    expect(setsSession(loginForm)).toBe(false);

    const tokenForm = await formPost('/api/auth/token-login', { token: 'a'.repeat(43) });
    expect(tokenForm.statusCode).toBe(415);
    expect(tokenForm.json()).toEqual(UNSUPPORTED);

    const logoutForm = await formPost('/api/auth/logout', {});
    expect(logoutForm.statusCode).toBe(415);

    expect(await snapshot(db, ['sessions', 'users', 'login_attempts'])).toEqual(before);
  });

  it('refuses a login posted by another site (Origin or Sec-Fetch-Site) with 403, starting no session', async () => {
    const user = await createTestUser(db);
    const body = { userInputId: user.loginId, pw: TEST_PASSWORD };
    const before = await snapshot(db, ['sessions', 'users', 'login_attempts']);

    const byOrigin = await jsonLogin(body, { origin: 'https://attacker.example' });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json()).toEqual(CROSS_SITE);
    expect(setsSession(byOrigin)).toBe(false);

    const byFetchSite = await jsonLogin(body, { 'sec-fetch-site': 'cross-site' });
    expect(byFetchSite.statusCode).toBe(403);
    expect(byFetchSite.json()).toEqual(CROSS_SITE);

    const sibling = await jsonLogin(body, { origin: `https://${OUR_HOST}`, 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);

    const sandboxed = await jsonLogin(body, { origin: 'null' });
    expect(sandboxed.statusCode).toBe(403);

    expect(await snapshot(db, ['sessions', 'users', 'login_attempts'])).toEqual(before);
  });

  it('lets our own pages and non-browser clients sign in', async () => {
    const user = await createTestUser(db);
    const body = { userInputId: user.loginId, pw: TEST_PASSWORD };

    const ownPage = await jsonLogin(body, { origin: `https://${OUR_HOST}`, 'sec-fetch-site': 'same-origin' });
    expect(ownPage.statusCode).toBe(200);
    expect(setsSession(ownPage)).toBe(true);

    const noBrowser = await jsonLogin(body, {});
    expect(noBrowser.statusCode).toBe(200);
  });

  it('refuses any state change another site sends, even with a session and its CSRF token', async () => {
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const logout = await session.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: OUR_HOST, origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toEqual(CROSS_SITE);
    expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it("still takes Apple's form_post from Apple's site", async () => {
    const response = await formPost(
      '/api/auth/social/apple/form-post',
      { code: 'c0de', state: 'st4te' },
      { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toBe('/loginAppleResult?code=c0de&state=st4te');
  });
});
