import type { SocialProvider } from '@academy/domain/account/account.rules';
import { TERMS_VERSION } from '@academy/domain/terms/terms.version';
import { describe, expect, it } from 'vitest';
import {
  allConsents,
  loopbackTestAddress,
  signUpTestUser,
  snapshot,
  testAddress,
  testPerson,
  verifyIdentity,
} from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { SOCIAL_STATE_COOKIE } from './auth.routes';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });

/** What the browser does: our start route → the sandbox provider's page → back with code and state. */
async function startAndApprove(provider: SocialProvider, profile: Record<string, string>) {
  const remoteAddress = loopbackTestAddress();
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/social/${provider}/start?next=/v3/MyPage`,
    remoteAddress,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const stateCookie = start.cookies.find((cookie) => cookie.name === SOCIAL_STATE_COOKIE);
  const approve = new URL(`/dev/oauth/${provider}/approve`, 'http://localhost');
  for (const name of ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method']) {
    const value = authorize.searchParams.get(name);
    if (value) approve.searchParams.set(name, value);
  }
  for (const [name, value] of Object.entries(profile)) approve.searchParams.set(name, value);
  const approved = await app.inject({ method: 'GET', url: approve.pathname + approve.search, remoteAddress });
  expect(approved.statusCode).toBe(302);
  const back = new URL(String(approved.headers.location));
  return {
    start,
    authorize,
    stateCookie,
    back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

const callback = (provider: SocialProvider, body: object, state: string | undefined) =>
  app.inject({
    method: 'POST',
    url: `/api/auth/social/${provider}/callback`,
    payload: body,
    cookies: state ? { [SOCIAL_STATE_COOKIE]: state } : {},
    remoteAddress: testAddress(),
  });

async function socialLogin(provider: SocialProvider, profile: Record<string, string>) {
  const flow = await startAndApprove(provider, profile);
  return callback(provider, { code: flow.code, state: flow.state }, flow.stateCookie?.value);
}

const complete = (body: object) =>
  app.inject({ method: 'POST', url: '/api/auth/social/complete', payload: body, remoteAddress: testAddress() });

describe('social login start', () => {
  it('sends the browser to the provider with a random state (kept hashed and in a cookie) and PKCE for Kakao', async () => {
    const { start, authorize, stateCookie, back } = await startAndApprove('kakao', { name: '정소셜' });
    const state = authorize.searchParams.get('state') ?? '';
    expect(authorize.pathname).toBe('/dev/oauth/kakao/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:80/loginKakaoResult');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(stateCookie).toMatchObject({ value: state, httpOnly: true, path: '/api/auth/social', maxAge: 600 });
    expect(back.pathname).toBe('/loginKakaoResult');
    const row = await db
      .selectFrom('account_tokens')
      .selectAll()
      .where('kind', '=', 'social-state')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(state);
    expect(row.payload).toMatchObject({ provider: 'kakao', next: '/v3/MyPage' });
    expect(start.headers['cache-control']).toBe('no-store');
  });

  it('uses no PKCE with Naver and Apple, and refuses an unknown provider or an outside next', async () => {
    for (const provider of ['naver', 'apple'] as const) {
      const start = await app.inject({
        method: 'GET',
        url: `/api/auth/social/${provider}/start`,
        remoteAddress: testAddress(),
      });
      const url = new URL(String(start.headers.location));
      expect(url.searchParams.get('code_challenge')).toBeNull();
      expect(url.searchParams.get('redirect_uri')).toBe(
        `http://localhost:80/login${provider === 'naver' ? 'Naver' : 'Apple'}Result`,
      );
    }
    const before = await snapshot(db);
    const unknown = await app.inject({ method: 'GET', url: '/api/auth/social/line/start' });
    expect(unknown.statusCode).toBe(400);
    for (const next of ['https://evil.example', '//evil.example/x', '/%5Cevil.example']) {
      const outside = await app.inject({ method: 'GET', url: `/api/auth/social/kakao/start?next=${next}` });
      expect(outside.statusCode, next).toBe(400);
    }
    expect(await snapshot(db)).toEqual(before);
  });
});

describe('first social login, verification, then joining', () => {
  it('asks to verify, joins with the verified identity and the mapped profile, then logs straight in next time', async () => {
    const person = testPerson({ userNm: '한소셜', birthdate: '1990-06-15', genderCd: 'F' });
    const profile = {
      name: '한소셜',
      nickname: '한**',
      email: 'social@example.com',
      birthdate: '1990-06-15',
      mobileNo: person.mobileNo,
      providerUserId: 'kakao-joiner-1',
    };
    const first = await socialLogin('kakao', profile);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      status: 'needs-verification',
      profile: {
        provider: 'kakao',
        userNm: '한소셜',
        userNickNm: '한소셜', // masked nickname → the real name (SPEC §4)
        email: 'social@example.com',
        birthdate: '1990-06-15',
        mobileNo: person.mobileNo,
        profileImageUrl: null,
      },
    });
    expect(first.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();

    const transId = await verifyIdentity(app, db, 'signup', person);
    const noConsents = await complete({ socialToken: body.socialToken, transId });
    expect(noConsents.statusCode).toBe(400);
    expect(noConsents.json()).toEqual({
      code: 'CONSENTS_REQUIRED',
      message: '필수 약관에 동의해 주세요.',
      fields: { consents: '필수 약관에 동의해 주세요.' },
    });

    const joined = await complete({
      socialToken: body.socialToken,
      transId,
      consents: { ...allConsents, night: false },
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ status: 'joined', next: '/v3/MyPage' });
    const sessionCookie = joined.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(sessionCookie?.value).toBeTruthy();

    const user = await db.selectFrom('users').selectAll().where('user_nm', '=', '한소셜').executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      login_id: null,
      password_hash: null,
      user_nick_nm: '한소셜',
      birthdate: '1990-06-15',
      gender_cd: 'F',
      mobile_no: person.mobileNo,
      email: 'social@example.com',
      marketing_consent: true,
      night_receive_consent: false,
    });
    expect(user.di_index).toBeTruthy();
    const links = await db.selectFrom('social_accounts').selectAll().where('user_id', '=', user.id).execute();
    expect(links).toMatchObject([{ provider: 'kakao', provider_user_id: 'kakao-joiner-1' }]);
    const consents = await db.selectFrom('user_consents').selectAll().where('user_id', '=', user.id).execute();
    expect(consents.map((row) => [row.consent_key, row.agreed, row.terms_version])).toEqual([
      ['age14', true, TERMS_VERSION],
      ['useTerms', true, TERMS_VERSION],
      ['personalInfo', true, TERMS_VERSION],
      ['marketing', true, TERMS_VERSION],
      ['night', false, TERMS_VERSION],
    ]);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: sessionCookie?.value ?? '' },
    });
    expect(me.json().user).toMatchObject({ userInputId: null, loginMethods: ['kakao'] });

    const reused = await complete({ socialToken: body.socialToken, transId, consents: allConsents });
    expect(reused.json().code).toBe('SOCIAL_LOGIN_EXPIRED');

    const second = await socialLogin('kakao', profile);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ status: 'logged-in', next: '/v3/MyPage' });
    expect(second.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBeTruthy();
    expect(second.cookies.find((cookie) => cookie.name === SOCIAL_STATE_COOKIE)?.value).toBe('');
  });

  it('links the social login to the account the verified person already has (same DI)', async () => {
    const member = await signUpTestUser(app, db, { person: testPerson({ userNm: '오기존' }) });
    const usersBefore = await db.selectFrom('users').select('id').execute();
    const first = await socialLogin('naver', { name: '오기존', providerUserId: 'naver-existing-1' });
    const { socialToken } = first.json();
    const transId = await verifyIdentity(app, db, 'signup', member.person);
    const linked = await complete({ socialToken, transId });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ status: 'linked', next: '/v3/MyPage' });
    expect(await db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length);
    const links = await db.selectFrom('social_accounts').selectAll().where('user_id', '=', member.id).execute();
    expect(links).toMatchObject([{ provider: 'naver', provider_user_id: 'naver-existing-1' }]);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: linked.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '' },
    });
    expect(me.json().user.loginMethods).toEqual(['password', 'naver']);
  });

  it('refuses a second account of the same provider on one account, writing nothing', async () => {
    const member = await signUpTestUser(app, db, { person: testPerson({ userNm: '두카카오' }) });
    const firstLogin = await socialLogin('kakao', { name: '두카카오', providerUserId: 'kakao-one' });
    await complete({
      socialToken: firstLogin.json().socialToken,
      transId: await verifyIdentity(app, db, 'signup', member.person),
    });
    const other = await socialLogin('kakao', { name: '두카카오', providerUserId: 'kakao-two' });
    const transId = await verifyIdentity(app, db, 'signup', member.person);
    const before = await snapshot(db);
    const refused = await complete({ socialToken: other.json().socialToken, transId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SOCIAL_ALREADY_LINKED');
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses an under-14 person joining by social login (the guardian path is needed), writing nothing', async () => {
    const child = testPerson({ userNm: '어린이', birthdate: '2015-01-01' });
    const first = await socialLogin('kakao', { name: '어린이', providerUserId: 'kakao-child' });
    const transId = await verifyIdentity(app, db, 'signup', child);
    const before = await snapshot(db);
    const refused = await complete({ socialToken: first.json().socialToken, transId, consents: allConsents });
    expect(refused.json().code).toBe('SIGNUP_UNDER_14');
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a callback whose state does not match this browser’s cookie, or a used state', async () => {
    const flow = await startAndApprove('kakao', { name: '상태확인' });
    const before = await snapshot(db);
    const noCookie = await callback('kakao', { code: flow.code, state: flow.state }, undefined);
    expect(noCookie.statusCode).toBe(400);
    expect(noCookie.json()).toEqual({
      code: 'SOCIAL_LOGIN_FAILED',
      message: '로그인 요청을 확인할 수 없습니다. 처음부터 다시 로그인해 주세요.',
    });
    const forged = await callback('kakao', { code: flow.code, state: 'forged-state' }, 'forged-state');
    expect(forged.json().code).toBe('SOCIAL_LOGIN_FAILED');
    const otherProvider = await callback('naver', { code: flow.code, state: flow.state }, flow.state);
    expect(otherProvider.json().code).toBe('SOCIAL_LOGIN_FAILED');
    const empty = await callback('kakao', { code: '', state: flow.state }, flow.state);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('VALIDATION_FAILED');
    // the naver attempt used the state up (one use, whatever the outcome)
    expect((await callback('kakao', { code: flow.code, state: flow.state }, flow.state)).json().code).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
    const after = await snapshot(db);
    expect(after.users).toEqual(before.users);
    expect(after.sessions).toEqual(before.sessions);
  });

  it('forgets a pending social sign-up after 30 minutes', async () => {
    const first = await socialLogin('kakao', { name: '늦은사람', providerUserId: 'kakao-late' });
    const transId = await verifyIdentity(app, db, 'signup', testPerson({ userNm: '늦은사람' }));
    clock.advance(30 * 60 * 1000);
    const before = await snapshot(db);
    const late = await complete({ socialToken: first.json().socialToken, transId, consents: allConsents });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      code: 'SOCIAL_LOGIN_EXPIRED',
      message: '소셜 로그인 확인 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
    });
    expect(await snapshot(db)).toEqual(before);
    clock.set('2026-11-22T09:00:00Z');
  });
});

describe("Apple's form_post", () => {
  it('turns the posted form into a redirect to /loginAppleResult', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/social/apple/form-post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=c0de&state=st4te&user=%7B%22name%22%3A%7B%22firstName%22%3A%22%EA%B8%B8%EB%8F%99%22%7D%7D',
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/loginAppleResult');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c0de',
      state: 'st4te',
      user: '{"name":{"firstName":"길동"}}',
    });
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/auth/social/apple/form-post',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=user_cancelled_authorize&state=st4te',
    });
    expect(String(cancelled.headers.location)).toBe('/loginAppleResult?state=st4te&error=user_cancelled_authorize');
  });
});
