import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../../test/refusal';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxSocialLogin } from '../../platform/adapters/social/sandbox';
import type { SocialProvider } from '../../platform/adapters/social/social';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });
const social = createSandboxSocialLogin(db, clock.now);
const verifier = 'verifier-'.padEnd(43, 'x');

const countCodes = async () =>
  Number(
    (
      await db
        .selectFrom('dev_oauth_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What the browser does: open the authorization page, press a button (a GET form), follow the redirect. */
async function approve(provider: SocialProvider, fields: Record<string, string>, redirectUri: string) {
  const authorize = social.authorizationUrl(provider, {
    state: `state-${provider}`,
    codeVerifier: verifier,
    redirectUri,
  });
  const page = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  expect(page.statusCode).toBe(200);
  const approveUrl = new URL(`/dev/oauth/${provider}/approve`, 'http://localhost');
  for (const name of ['redirect_uri', 'state', 'code_challenge', 'code_challenge_method']) {
    approveUrl.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  }
  for (const [name, value] of Object.entries(fields)) approveUrl.searchParams.set(name, value);
  const response = await app.inject({ method: 'GET', url: approveUrl.pathname + approveUrl.search });
  return { page, response };
}

describe('sandbox social login', () => {
  it('shows a Korean page without scripts and returns with a one-time code', async () => {
    const redirectUri = 'http://localhost/loginKakaoResult';
    const { page, response } = await approve(
      'kakao',
      {
        name: '이서준',
        nickname: '이**',
        email: 'seojun@example.com',
        birthdate: '1979-11-02',
        mobileNo: '010-3456-7890',
      },
      redirectUri,
    );
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('카카오 로그인 (샌드박스)');
    expect(page.body).toContain('카카오로 계속하기');
    expect(page.body).toContain('김민지');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    expect(response.statusCode).toBe(302);
    const back = new URL(String(response.headers.location));
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe('state-kakao');
    const code = back.searchParams.get('code') ?? '';
    const stored = await db.selectFrom('dev_oauth_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toBe(code);
    expect(stored.expires_at.toISOString()).toBe('2026-11-22T09:05:00.000Z');

    const profile = await social.exchange('kakao', { code, codeVerifier: verifier, redirectUri });
    expect(profile).toEqual({
      provider: 'kakao',
      providerUserId: expect.stringMatching(/^kakao-[0-9a-f]{16}$/),
      name: '이서준',
      nickname: '이**',
      email: 'seojun@example.com',
      birthyear: '1979',
      birthday: '1102',
      mobileNo: '01034567890',
    });
    // The same person gets the same id the next time.
    const again = await approve(
      'kakao',
      { name: '이서준', email: 'seojun@example.com', mobileNo: '01034567890' },
      redirectUri,
    );
    const secondCode = new URL(String(again.response.headers.location)).searchParams.get('code') ?? '';
    expect(
      (await social.exchange('kakao', { code: secondCode, codeVerifier: verifier, redirectUri })).providerUserId,
    ).toBe(profile.providerUserId);

    expect(await refusalCode(social.exchange('kakao', { code, codeVerifier: verifier, redirectUri }))).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
  });

  it('refuses a wrong verifier, redirect URI, provider, or a code older than five minutes', async () => {
    const redirectUri = 'http://localhost/loginNaverResult';
    const codeFor = async () => {
      const { response } = await approve('naver', { name: '김민지' }, redirectUri);
      return new URL(String(response.headers.location)).searchParams.get('code') ?? '';
    };
    expect(
      await refusalCode(social.exchange('naver', { code: await codeFor(), codeVerifier: 'other', redirectUri })),
    ).toBe('SOCIAL_LOGIN_FAILED');
    expect(
      await refusalCode(
        social.exchange('naver', { code: await codeFor(), codeVerifier: verifier, redirectUri: `${redirectUri}x` }),
      ),
    ).toBe('SOCIAL_LOGIN_FAILED');
    expect(
      await refusalCode(social.exchange('kakao', { code: await codeFor(), codeVerifier: verifier, redirectUri })),
    ).toBe('SOCIAL_LOGIN_FAILED');
    const old = await codeFor();
    clock.advance(5 * 60 * 1000);
    expect(await refusalCode(social.exchange('naver', { code: old, codeVerifier: verifier, redirectUri }))).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
    const fresh = await codeFor();
    expect((await social.exchange('naver', { code: fresh, codeVerifier: verifier, redirectUri })).name).toBe('김민지');
  });

  it('gives only id, email and name for Apple, and returns with a GET', async () => {
    const redirectUri = 'http://localhost/loginAppleResult';
    const { page, response } = await approve(
      'apple',
      { name: '박지호', email: 'jiho@example.com', nickname: '지호', mobileNo: '01045678901' },
      redirectUri,
    );
    expect(page.body).toContain('Apple로 계속하기');
    expect(page.body).toContain('Apple은 이름과 이메일만 전달합니다.');
    expect(page.body).not.toContain('name="mobileNo"');
    const code = new URL(String(response.headers.location)).searchParams.get('code') ?? '';
    expect(await social.exchange('apple', { code, codeVerifier: verifier, redirectUri })).toEqual({
      provider: 'apple',
      providerUserId: expect.stringMatching(/^apple-/),
      name: '박지호',
      email: 'jiho@example.com',
    });
  });

  it('escapes what it shows and only sends people back to this site', async () => {
    const hostile = 'http://localhost/loginKakaoResult?x="><script>alert(1)</script>';
    const page = await app.inject({
      method: 'GET',
      url: `/dev/oauth/kakao/authorize?redirect_uri=${encodeURIComponent(hostile)}&state=${encodeURIComponent('"><b>')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).toContain('&quot;&gt;&lt;b&gt;');

    const before = await countCodes();
    for (const redirect of ['https://evil.example/cb', '/relative/only', 'javascript:alert(1)']) {
      const refused = await app.inject({
        method: 'GET',
        url: `/dev/oauth/kakao/approve?redirect_uri=${encodeURIComponent(redirect)}&state=s&name=${encodeURIComponent('김민지')}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ redirect_uri: '돌아갈 주소가 이 사이트의 주소가 아닙니다.' });
    }
    const badEmail = await app.inject({
      method: 'GET',
      url: `/dev/oauth/kakao/approve?redirect_uri=${encodeURIComponent('http://localhost/cb')}&name=a&email=not-an-email`,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ email: '이메일 주소를 확인해 주세요.' });
    const unknownProvider = await app.inject({ method: 'GET', url: '/dev/oauth/google/authorize?redirect_uri=x' });
    expect(unknownProvider.statusCode).toBe(400);
    expect(await countCodes()).toBe(before);
  });

  it('offers a cancel link that returns access_denied', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/dev/oauth/naver/authorize?redirect_uri=${encodeURIComponent('http://localhost/loginNaverResult')}&state=abc`,
    });
    expect(page.body).toContain('href="http://localhost/loginNaverResult?error=access_denied&amp;state=abc"');
  });

  it('is not served when social login is real', async () => {
    const real = await createTestApp(db, { env: { SOCIAL_LOGIN_PROVIDER: 'real' } });
    const response = await real.inject({ method: 'GET', url: '/dev/oauth/kakao/authorize?redirect_uri=x' });
    expect(response.statusCode).toBe(404);
    expect(testConfig({ SOCIAL_LOGIN_PROVIDER: 'real' }).providers.socialLogin).toBe('real');
  });
});
