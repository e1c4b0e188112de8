import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { answer, type FakeRequest, type FakeRoute, startFakeProvider } from '../../../../test/fake-provider';
import { APPLE_ISSUER } from './apple-id-token';

type Grant = {
  provider: 'kakao' | 'naver' | 'apple';
  redirectUri: string;
  /** What the profile endpoint answers (Kakao/Naver), or the ID token's extra claims (Apple). */
  answer: Record<string, unknown>;
};

export type OAuthFake = {
  /** Serves Kakao's, Naver's and Apple's paths; point every *_AUTH_URL and *_API_URL here. */
  url: string;
  kakao: { clientId: string; clientSecret: string };
  naver: { clientId: string; clientSecret: string };
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string };
  /** A code the fake will accept once, as if the person had approved at the provider. */
  issueCode: (grant: Grant) => string;
  /** The ID token the next Apple token request answers with, replaced by the test (tampering). */
  overrideAppleIdToken: (make: ((claims: Record<string, unknown>) => string) | undefined) => void;
  signAppleIdToken: (claims: Record<string, unknown>) => string;
  /** Every request, in order, with its form fields. */
  requests: readonly FakeRequest[];
  close: () => Promise<void>;
};

/**
 * A local stand-in for the Kakao, Naver and Apple token and profile endpoints on 127.0.0.1, with
 * the answer shapes their developer guides show: Kakao `/v2/user/me`, Naver `/v1/nid/me` with
 * `resultcode`, Naver's HTTP-200 `error` answers, Apple's ID token (RS256, JWKS at /auth/keys)
 * and its check of our ES256 client secret. For tests only.
 */
export async function startOAuthFake(): Promise<OAuthFake> {
  const random = () => randomBytes(12).toString('hex');
  const kakao = { clientId: `kakao-${random()}`, clientSecret: random() };
  const naver = { clientId: `naver-${random()}`, clientSecret: random() };
  const appleSigning = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const apple = {
    clientId: 'kr.academy.signin',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    privateKey: appleSigning.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  };
  const idTokenKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const idTokenKid = `kid-${random()}`;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  let idTokenOverride: ((claims: Record<string, unknown>) => string) | undefined;

  const signAppleIdToken = (claims: Record<string, unknown>) => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'RS256', kid: idTokenKid })}.${encode(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), idTokenKeys.privateKey).toString('base64url')}`;
  };

  type Provider = Grant['provider'];
  const clientOk: Record<Provider, (form: Record<string, string>) => boolean> = {
    kakao: (form) => form.client_id === kakao.clientId && form.client_secret === kakao.clientSecret,
    naver: (form) => form.client_id === naver.clientId && form.client_secret === naver.clientSecret,
    apple: (form) => form.client_id === apple.clientId && appleSecretIsValid(form.client_secret),
  };

  /** The authorization-code grant: Naver answers its errors with HTTP 200, Apple a bad client with 400. */
  const tokenEndpoint =
    (provider: Provider): FakeRoute =>
    ({ form }) => {
      const error = (status: number, code: string, description: string) =>
        answer(provider === 'naver' ? 200 : status, { error: code, error_description: description });
      if (form.grant_type !== 'authorization_code') return error(400, 'unsupported_grant_type', 'grant_type');
      if (!clientOk[provider](form)) {
        return provider === 'apple'
          ? error(400, 'invalid_client', 'Bad client secret')
          : error(401, 'invalid_client', 'Bad client credentials');
      }
      if (provider === 'naver' && !form.state) return error(400, 'invalid_request', 'state is required');
      const grant = grants.get(form.code ?? '');
      if (!grant || grant.provider !== provider) return error(400, 'invalid_grant', 'authorization code not found');
      if (provider !== 'naver' && form.redirect_uri !== grant.redirectUri) {
        return error(400, 'invalid_grant', 'redirect_uri mismatch');
      }
      grants.delete(form.code ?? '');
      const accessToken = random();
      tokens.set(accessToken, grant);
      const issued: Record<string, unknown> = {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 21599,
        refresh_token: random(),
      };
      if (provider === 'apple') {
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: APPLE_ISSUER, aud: apple.clientId, exp: now + 600, iat: now, ...grant.answer };
        issued.id_token = idTokenOverride ? idTokenOverride(claims) : signAppleIdToken(claims);
      }
      return answer(200, issued);
    };

  /** The grant behind the request's Bearer token. */
  const grantOf = (request: FakeRequest) => {
    const token = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    return token ? tokens.get(token) : undefined;
  };

  const server = await startFakeProvider({
    errorBody: (_status, message) => ({ message }),
    routes: {
      'POST /oauth/token': tokenEndpoint('kakao'),
      'POST /oauth2.0/token': tokenEndpoint('naver'),
      'POST /auth/token': tokenEndpoint('apple'),
      'GET /auth/keys': () => {
        const jwk = idTokenKeys.publicKey.export({ format: 'jwk' });
        return answer(200, { keys: [{ ...jwk, kid: idTokenKid, use: 'sig', alg: 'RS256' }] });
      },
      'GET /v2/user/me': (request) => {
        const grant = grantOf(request);
        if (!grant) return answer(401, { msg: 'this access token does not exist', code: -401 });
        return answer(200, grant.answer);
      },
      'GET /v1/nid/me': (request) => {
        const grant = grantOf(request);
        if (!grant) return answer(401, { resultcode: '024', message: 'Authentication failed' });
        return answer(200, { resultcode: '00', message: 'success', response: grant.answer });
      },
    },
  });

  function appleSecretIsValid(secret: string | undefined): boolean {
    const [header, payload, signature] = (secret ?? '').split('.');
    if (!header || !payload || !signature) return false;
    const ok = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(apple.privateKey), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>;
    return (
      ok &&
      head.kid === apple.keyId &&
      claims.iss === apple.teamId &&
      claims.sub === apple.clientId &&
      claims.aud === APPLE_ISSUER
    );
  }

  return {
    url: server.url,
    kakao,
    naver,
    apple,
    issueCode(grant) {
      const code = random();
      grants.set(code, grant);
      return code;
    },
    overrideAppleIdToken: (make) => {
      idTokenOverride = make;
    },
    signAppleIdToken,
    requests: server.requests,
    close: server.close,
  };
}
