import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  requests: { method: string; path: string; form: Record<string, string>; authorization: string | undefined }[];
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
  const requests: OAuthFake['requests'] = [];
  let idTokenOverride: ((claims: Record<string, unknown>) => string) | undefined;

  const signAppleIdToken = (claims: Record<string, unknown>) => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${encode({ alg: 'RS256', kid: idTokenKid })}.${encode(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), idTokenKeys.privateKey).toString('base64url')}`;
  };

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => reply(response, 500, { message: String(error) }));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ method: request.method ?? '', path, form, authorization: request.headers.authorization });

    if (
      request.method === 'POST' &&
      (path === '/oauth/token' || path === '/oauth2.0/token' || path === '/auth/token')
    ) {
      const provider = path === '/oauth/token' ? 'kakao' : path === '/oauth2.0/token' ? 'naver' : 'apple';
      const grant = grants.get(form.code ?? '');
      const error = (status: number, code: string, description: string) =>
        reply(response, provider === 'naver' ? 200 : status, { error: code, error_description: description });
      if (form.grant_type !== 'authorization_code') return error(400, 'unsupported_grant_type', 'grant_type');
      if (provider === 'kakao' && (form.client_id !== kakao.clientId || form.client_secret !== kakao.clientSecret)) {
        return error(401, 'invalid_client', 'Bad client credentials');
      }
      if (provider === 'naver' && (form.client_id !== naver.clientId || form.client_secret !== naver.clientSecret)) {
        return error(401, 'invalid_client', 'Bad client credentials');
      }
      if (provider === 'naver' && !form.state) return error(400, 'invalid_request', 'state is required');
      if (provider === 'apple' && (form.client_id !== apple.clientId || !appleSecretIsValid(form.client_secret))) {
        return error(400, 'invalid_client', 'Bad client secret');
      }
      if (!grant || grant.provider !== provider) return error(400, 'invalid_grant', 'authorization code not found');
      if (provider !== 'naver' && form.redirect_uri !== grant.redirectUri) {
        return error(400, 'invalid_grant', 'redirect_uri mismatch');
      }
      grants.delete(form.code ?? '');
      const accessToken = random();
      tokens.set(accessToken, grant);
      const answer: Record<string, unknown> = {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 21599,
        refresh_token: random(),
      };
      if (provider === 'apple') {
        const now = Math.floor(Date.now() / 1000);
        const claims = { iss: APPLE_ISSUER, aud: apple.clientId, exp: now + 600, iat: now, ...grant.answer };
        answer.id_token = idTokenOverride ? idTokenOverride(claims) : signAppleIdToken(claims);
      }
      return reply(response, 200, answer);
    }

    if (request.method === 'GET' && path === '/auth/keys') {
      const jwk = idTokenKeys.publicKey.export({ format: 'jwk' });
      return reply(response, 200, { keys: [{ ...jwk, kid: idTokenKid, use: 'sig', alg: 'RS256' }] });
    }

    if (request.method === 'GET' && (path === '/v2/user/me' || path === '/v1/nid/me')) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const grant = token ? tokens.get(token) : undefined;
      if (path === '/v1/nid/me') {
        if (!grant) return reply(response, 401, { resultcode: '024', message: 'Authentication failed' });
        return reply(response, 200, { resultcode: '00', message: 'success', response: grant.answer });
      }
      if (!grant) return reply(response, 401, { msg: 'this access token does not exist', code: -401 });
      return reply(response, 200, grant.answer);
    }
    return reply(response, 404, { message: 'not found' });
  }

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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
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
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
