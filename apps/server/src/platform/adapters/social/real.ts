import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from 'arctic';
import type { SocialLoginConfig } from '../../../config';
import { AppError } from '../../errors/app-error';
import { fetchProvider } from '../provider-fetch';
import { appleClientSecret, appleUserName, createAppleKeySet, verifyAppleIdToken } from './apple-id-token';
import {
  type AuthorizationInput,
  compactProfile,
  type ExchangeInput,
  koreanMobileDigits,
  type SocialLogin,
  type SocialProfile,
  type SocialProvider,
} from './social';

/**
 * Kakao, Naver and Apple over OAuth 2.0 with arctic. arctic's Kakao/Naver/Apple classes hard-code
 * the providers' hosts (and its Naver class sends no `state`), so this uses arctic's generic
 * OAuth2Client for authorization URLs (PKCE when a verifier is given) and its OAuth2Tokens and
 * decodeIdToken for answers, with every endpoint under a configurable base URL; token requests
 * carry the client secret in the form body as Kakao and Naver document it.
 *
 * - Kakao: {auth}/oauth/authorize, {auth}/oauth/token, {api}/v2/user/me.
 * - Naver: {auth}/oauth2.0/authorize (state required), {auth}/oauth2.0/token (answers errors with
 *   HTTP 200 and an `error` field), {api}/v1/nid/me.
 * - Apple: {auth}/auth/authorize (response_mode=form_post, scope "name email"), {auth}/auth/token
 *   with an ES256 client secret, ID token checked against {auth}/auth/keys (see apple-id-token.ts).
 */
export function createRealSocialLogin(config: SocialLoginConfig, now: () => Date = () => new Date()): SocialLogin {
  const appleKeys = config.apple ? createAppleKeySet(`${trimSlash(config.apple.authUrl)}/auth/keys`, now) : undefined;

  function authorizationUrl(provider: SocialProvider, input: AuthorizationInput): URL {
    const { state, codeVerifier, redirectUri } = input;
    switch (provider) {
      case 'kakao': {
        const kakao = need(config.kakao);
        const client = new OAuth2Client(kakao.clientId, null, redirectUri);
        const endpoint = `${trimSlash(kakao.authUrl)}/oauth/authorize`;
        return codeVerifier
          ? client.createAuthorizationURLWithPKCE(endpoint, state, CodeChallengeMethod.S256, codeVerifier, [])
          : client.createAuthorizationURL(endpoint, state, []);
      }
      case 'naver': {
        const naver = need(config.naver);
        if (!state) throw new Error('Naver login needs a state');
        return new OAuth2Client(naver.clientId, null, redirectUri).createAuthorizationURL(
          `${trimSlash(naver.authUrl)}/oauth2.0/authorize`,
          state,
          [],
        );
      }
      case 'apple': {
        const apple = need(config.apple);
        const url = new OAuth2Client(apple.clientId, null, redirectUri).createAuthorizationURL(
          `${trimSlash(apple.authUrl)}/auth/authorize`,
          state,
          ['name', 'email'],
        );
        url.searchParams.set('response_mode', 'form_post');
        return url;
      }
    }
  }

  async function exchange(provider: SocialProvider, input: ExchangeInput): Promise<SocialProfile> {
    switch (provider) {
      case 'kakao': {
        const kakao = need(config.kakao);
        const tokens = await tokenRequest(`${trimSlash(kakao.authUrl)}/oauth/token`, {
          grant_type: 'authorization_code',
          client_id: kakao.clientId,
          client_secret: kakao.clientSecret,
          redirect_uri: input.redirectUri,
          code: input.code,
          code_verifier: input.codeVerifier,
        });
        const me = await getJson<KakaoMe>(`${trimSlash(kakao.apiUrl)}/v2/user/me`, tokens);
        if (me.id === undefined || me.id === null) throw failed('Kakao answered without an id');
        const account = me.kakao_account ?? {};
        return {
          provider,
          providerUserId: String(me.id),
          ...compactProfile({
            email: account.email,
            nickname: account.profile?.nickname ?? me.properties?.nickname,
            name: account.name,
            profileImageUrl: account.profile?.profile_image_url ?? me.properties?.profile_image,
            birthyear: account.birthyear,
            birthday: account.birthday?.replace(/\D/g, ''),
            mobileNo: koreanMobileDigits(account.phone_number),
          }),
        };
      }
      case 'naver': {
        const naver = need(config.naver);
        const tokens = await tokenRequest(`${trimSlash(naver.authUrl)}/oauth2.0/token`, {
          grant_type: 'authorization_code',
          client_id: naver.clientId,
          client_secret: naver.clientSecret,
          code: input.code,
          state: input.state,
        });
        const me = await getJson<NaverMe>(`${trimSlash(naver.apiUrl)}/v1/nid/me`, tokens);
        const person = me.response;
        if (me.resultcode !== '00' || !person?.id) throw failed(`Naver profile answered ${me.resultcode}`);
        return {
          provider,
          providerUserId: person.id,
          ...compactProfile({
            email: person.email,
            nickname: person.nickname,
            name: person.name,
            profileImageUrl: person.profile_image,
            birthyear: person.birthyear,
            birthday: person.birthday?.replace(/\D/g, ''),
            mobileNo: koreanMobileDigits(person.mobile_e164 ?? person.mobile),
          }),
        };
      }
      case 'apple': {
        const apple = need(config.apple);
        const tokens = await tokenRequest(`${trimSlash(apple.authUrl)}/auth/token`, {
          grant_type: 'authorization_code',
          client_id: apple.clientId,
          client_secret: appleClientSecret(apple, now()),
          redirect_uri: input.redirectUri,
          code: input.code,
        });
        let claims: Awaited<ReturnType<typeof verifyAppleIdToken>>;
        try {
          claims = await verifyAppleIdToken(tokens.idToken(), {
            keys: appleKeys as NonNullable<typeof appleKeys>,
            clientId: apple.clientId,
            now: now(),
          });
        } catch (error) {
          throw failed(error);
        }
        return {
          provider,
          providerUserId: claims.sub,
          ...compactProfile({ email: claims.email, name: appleUserName(input.appleUser) }),
        };
      }
    }
  }

  return { kind: 'real', authorizationUrl, exchange };
}

type KakaoMe = {
  id?: number | string | null;
  properties?: { nickname?: string; profile_image?: string };
  kakao_account?: {
    profile?: { nickname?: string; profile_image_url?: string };
    email?: string;
    name?: string;
    birthyear?: string;
    birthday?: string;
    phone_number?: string;
  };
};

type NaverMe = {
  resultcode?: string;
  message?: string;
  response?: {
    id?: string;
    nickname?: string;
    name?: string;
    email?: string;
    profile_image?: string;
    birthyear?: string;
    birthday?: string;
    mobile?: string;
    mobile_e164?: string;
  };
};

function need<T>(settings: T | undefined): T {
  if (!settings) throw new AppError('SOCIAL_PROVIDER_NOT_CONFIGURED');
  return settings;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function failed(cause: unknown): AppError {
  const error = new AppError('SOCIAL_LOGIN_FAILED');
  error.cause = cause;
  return error;
}

function unavailable(cause: unknown): AppError {
  const error = new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  error.cause = cause;
  return error;
}

const send = (url: string, init: RequestInit) => fetchProvider(url, init, unavailable);

/** The token request, form-encoded; an OAuth error answer (any status) is a failed login. */
async function tokenRequest(url: string, fields: Record<string, string | undefined>): Promise<OAuth2Tokens> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value) body.set(key, value);
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body,
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (data && typeof data.error === 'string') {
    const description = typeof data.error_description === 'string' ? data.error_description : null;
    throw failed(new OAuth2RequestError(data.error, description, null, null));
  }
  if (response.status >= 500) throw unavailable(`token endpoint answered ${response.status}`);
  if (!response.ok || !data) throw failed(`token endpoint answered ${response.status}`);
  const tokens = new OAuth2Tokens(data);
  try {
    tokens.accessToken();
  } catch (error) {
    throw failed(error);
  }
  return tokens;
}

async function getJson<T>(url: string, tokens: OAuth2Tokens): Promise<T> {
  const response = await send(url, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
  });
  if (response.status >= 500) throw unavailable(`profile endpoint answered ${response.status}`);
  if (!response.ok) throw failed(`profile endpoint answered ${response.status}`);
  return (await response.json()) as T;
}
