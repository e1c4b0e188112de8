import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { AppError } from '../../errors/app-error';
import { appleUserName } from './apple-id-token';
import { startOAuthFake } from './oauth.fake';
import { createRealSocialLogin } from './real';

const fake = await startOAuthFake();
afterAll(() => fake.close());

const social = createRealSocialLogin({
  kakao: { ...fake.kakao, authUrl: fake.url, apiUrl: fake.url },
  naver: { ...fake.naver, authUrl: fake.url, apiUrl: fake.url },
  apple: { ...fake.apple, authUrl: fake.url },
});
const redirectUri = 'https://academy.example/loginKakaoResult';

describe('Kakao', () => {
  it('builds the authorization URL, with PKCE when given a verifier', () => {
    const url = social.authorizationUrl('kakao', { state: 'st-1', redirectUri, codeVerifier: 'v'.repeat(43) });
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fake.kakao.clientId,
      redirect_uri: redirectUri,
      state: 'st-1',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(social.authorizationUrl('kakao', { state: 's', redirectUri }).searchParams.has('code_challenge')).toBe(
      false,
    );
  });

  it('exchanges the code and maps the profile', async () => {
    const code = fake.issueCode({
      provider: 'kakao',
      redirectUri,
      answer: {
        id: 3141592653,
        connected_at: '2026-11-22T00:00:00Z',
        properties: { nickname: '길동이' },
        kakao_account: {
          profile: { nickname: '김**', profile_image_url: 'https://k.kakaocdn.net/p.jpg' },
          email: 'gildong@kakao.com',
          name: '김길동',
          birthyear: '1988',
          birthday: '0704',
          birthday_type: 'SOLAR',
          phone_number: '+82 10-1234-5678',
        },
      },
    });
    expect(await social.exchange('kakao', { code, redirectUri, codeVerifier: 'v'.repeat(43) })).toEqual({
      provider: 'kakao',
      providerUserId: '3141592653',
      email: 'gildong@kakao.com',
      nickname: '김**',
      name: '김길동',
      profileImageUrl: 'https://k.kakaocdn.net/p.jpg',
      birthyear: '1988',
      birthday: '0704',
      mobileNo: '01012345678',
    });
    const token = fake.requests.filter((request) => request.path === '/oauth/token').at(-1);
    expect(token?.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: fake.kakao.clientId,
      client_secret: fake.kakao.clientSecret,
      code,
      redirect_uri: redirectUri,
      code_verifier: 'v'.repeat(43),
    });
  });

  it('keeps only the id when the person shared nothing else', async () => {
    const code = fake.issueCode({ provider: 'kakao', redirectUri, answer: { id: 42, kakao_account: {} } });
    expect(await social.exchange('kakao', { code, redirectUri })).toEqual({ provider: 'kakao', providerUserId: '42' });
  });

  it('refuses an unknown or reused code and a different redirect URI', async () => {
    expect(await refusalCode(social.exchange('kakao', { code: 'nope', redirectUri }))).toBe('SOCIAL_LOGIN_FAILED');
    const code = fake.issueCode({ provider: 'kakao', redirectUri, answer: { id: 1 } });
    expect(await refusalCode(social.exchange('kakao', { code, redirectUri: 'https://academy.example/other' }))).toBe(
      'SOCIAL_LOGIN_FAILED',
    );
  });
});

describe('Naver', () => {
  it('needs a state in the authorization URL', () => {
    const url = social.authorizationUrl('naver', { state: 'naver-state', redirectUri });
    expect(url.origin + url.pathname).toBe(`${fake.url}/oauth2.0/authorize`);
    expect(url.searchParams.get('state')).toBe('naver-state');
    expect(url.searchParams.get('client_id')).toBe(fake.naver.clientId);
    expect(() => social.authorizationUrl('naver', { state: '', redirectUri })).toThrow('state');
  });

  it('exchanges the code with the state and maps the profile', async () => {
    const code = fake.issueCode({
      provider: 'naver',
      redirectUri,
      answer: {
        id: 'naver-abc-123',
        nickname: '하늘맘',
        name: '이하늘',
        email: 'haneul@naver.com',
        gender: 'F',
        age: '40-49',
        birthday: '12-25',
        birthyear: '1982',
        profile_image: 'https://phinf.pstatic.net/p.png',
        mobile: '010-9876-5432',
        mobile_e164: '+821098765432',
      },
    });
    expect(await social.exchange('naver', { code, redirectUri, state: 'naver-state' })).toEqual({
      provider: 'naver',
      providerUserId: 'naver-abc-123',
      email: 'haneul@naver.com',
      nickname: '하늘맘',
      name: '이하늘',
      profileImageUrl: 'https://phinf.pstatic.net/p.png',
      birthyear: '1982',
      birthday: '1225',
      mobileNo: '01098765432',
    });
  });

  it('treats Naver’s HTTP-200 error answer as a failed login', async () => {
    const code = fake.issueCode({ provider: 'naver', redirectUri, answer: { id: 'x' } });
    expect(await refusalCode(social.exchange('naver', { code, redirectUri }))).toBe('SOCIAL_LOGIN_FAILED');
  });
});

describe('Apple', () => {
  const appleRedirect = 'https://academy.example/loginAppleResult';

  it('asks for name and email with form_post', () => {
    const url = social.authorizationUrl('apple', { state: 'apple-state', redirectUri: appleRedirect });
    expect(url.origin + url.pathname).toBe(`${fake.url}/auth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'name email',
      client_id: fake.apple.clientId,
      state: 'apple-state',
    });
  });

  it('checks the ID token and maps sub, email and the first-time name', async () => {
    const code = fake.issueCode({
      provider: 'apple',
      redirectUri: appleRedirect,
      answer: { sub: '001234.abcdef.0987', email: 'x7f@privaterelay.appleid.com', email_verified: 'true' },
    });
    const appleUser = JSON.stringify({
      name: { firstName: '민수', lastName: '박' },
      email: 'x7f@privaterelay.appleid.com',
    });
    expect(await social.exchange('apple', { code, redirectUri: appleRedirect, appleUser })).toEqual({
      provider: 'apple',
      providerUserId: '001234.abcdef.0987',
      email: 'x7f@privaterelay.appleid.com',
      name: '박민수',
    });
    const token = fake.requests.filter((request) => request.path === '/auth/token').at(-1);
    expect(token?.form.client_secret?.split('.')).toHaveLength(3);
  });

  it('refuses a forged, foreign or expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: ((claims: Record<string, unknown>) => string)[] = [
      (claims) => {
        const [header, , signature] = fake.signAppleIdToken(claims).split('.');
        const payload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
      (claims) => fake.signAppleIdToken({ ...claims, aud: 'com.other.app' }),
      (claims) => fake.signAppleIdToken({ ...claims, iss: 'https://evil.example' }),
      (claims) => fake.signAppleIdToken({ ...claims, exp: now - 600 }),
    ];
    for (const make of cases) {
      fake.overrideAppleIdToken(make);
      const code = fake.issueCode({ provider: 'apple', redirectUri: appleRedirect, answer: { sub: 'victim' } });
      expect(await refusalCode(social.exchange('apple', { code, redirectUri: appleRedirect }))).toBe(
        'SOCIAL_LOGIN_FAILED',
      );
    }
    fake.overrideAppleIdToken(undefined);
  });

  it('puts Korean names family-first and others as given', () => {
    expect(appleUserName(JSON.stringify({ name: { firstName: '길동', lastName: '홍' } }))).toBe('홍길동');
    expect(appleUserName(JSON.stringify({ name: { firstName: 'Jane', lastName: 'Doe' } }))).toBe('Jane Doe');
    expect(appleUserName('not json')).toBeUndefined();
    expect(appleUserName(undefined)).toBeUndefined();
  });
});

describe('configuration and outages', () => {
  it('answers "not available" for a provider without keys, and "unavailable" when it cannot be reached', async () => {
    const none = createRealSocialLogin({ kakao: undefined, naver: undefined, apple: undefined });
    expect(() => none.authorizationUrl('kakao', { state: 's', redirectUri })).toThrow(AppError);
    expect(await refusalCode(none.exchange('naver', { code: 'c', redirectUri }))).toBe(
      'SOCIAL_PROVIDER_NOT_CONFIGURED',
    );

    const down = createRealSocialLogin({
      kakao: { ...fake.kakao, authUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' },
      naver: undefined,
      apple: undefined,
    });
    expect(await refusalCode(down.exchange('kakao', { code: 'c', redirectUri }))).toBe('SOCIAL_PROVIDER_UNAVAILABLE');
  });
});
