import { constants, generateKeyPairSync, type KeyObject, privateDecrypt, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOSS_SESSION_VERSION, tossSessionFrom } from './toss-session';

/** The person Toss hands back, before encryption (Toss's own field names and formats). */
export type TossFakePerson = {
  ci: string;
  di: string;
  name: string;
  /** `YYYYMMDD`. */
  birthday: string;
  gender: 'MALE' | 'FEMALE';
  phone?: string;
};

type Transaction = {
  status: 'REQUESTED' | 'IN_PROGRESS' | 'COMPLETED' | 'EXPIRED';
  person?: TossFakePerson;
  results: number;
};

export type TossFake = {
  /** Serves both the OAuth host (`/token`) and the API host (`/api/v2/…`). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The RSA public key (base64 SPKI) the client seals session keys with. */
  publicKey: string;
  requests: { path: string; body: Record<string, unknown>; authorization: string | undefined }[];
  tokensIssued: () => number;
  /** The person finished verifying in the Toss app. */
  complete: (txId: string, person: TossFakePerson) => void;
  setStatus: (txId: string, status: Transaction['status']) => void;
  /** Every issued token stops working (as after a key rotation). */
  revokeTokens: () => void;
  close: () => Promise<void>;
};

/**
 * A local stand-in for Toss 본인확인 on 127.0.0.1 (random port), speaking the request and answer
 * shapes the client expects (see toss.ts): token, request, status and result, with FAIL answers
 * for a bad token, an unknown txId and a result asked for too often. For tests only.
 */
export async function startTossFake(): Promise<TossFake> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientId = `test_${randomBytes(8).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const tokens = new Set<string>();
  let issued = 0;
  const transactions = new Map<string, Transaction>();
  const requests: TossFake['requests'] = [];
  let base = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      reply(response, 500, { message: String(error) });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const path = request.url ?? '';
    if (request.method === 'POST' && path === '/token') {
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ path, body: form, authorization: request.headers.authorization });
      if (form.grant_type !== 'client_credentials' || form.scope !== 'ca') {
        return reply(response, 400, { error: 'unsupported_grant_type' });
      }
      if (form.client_id !== clientId || form.client_secret !== clientSecret) {
        return reply(response, 401, { error: 'invalid_client' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      issued += 1;
      return reply(response, 200, { access_token: token, scope: 'ca', token_type: 'Bearer', expires_in: 31536000 });
    }

    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    requests.push({ path, body, authorization: request.headers.authorization });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return fail(response, 401, 'CE1000', '토큰이 유효하지 않습니다.');
    const requestedDt = new Date().toISOString();

    if (path === '/api/v2/sign/user/auth/id/request') {
      if (body.requestType !== 'USER_NONE' || typeof body.requestUrl !== 'string') {
        return fail(response, 400, 'CE2000', '요청 파라미터가 올바르지 않습니다.');
      }
      const txId = randomUUID();
      transactions.set(txId, { status: 'REQUESTED', results: 0 });
      return succeed(response, { txId, authUrl: `${base}/auth/${txId}`, appScheme: null, requestedDt });
    }

    const txId = typeof body.txId === 'string' ? body.txId : '';
    const transaction = transactions.get(txId);
    if (!transaction) return fail(response, 400, 'CE3100', '존재하지 않는 요청입니다');

    if (path === '/api/v2/sign/user/auth/id/status') {
      return succeed(response, { txId, status: transaction.status, requestedDt });
    }
    if (path === '/api/v2/sign/user/auth/id/result') {
      if (transaction.status !== 'COMPLETED' || !transaction.person) {
        return fail(response, 400, 'CE3200', '인증이 완료되지 않았습니다.');
      }
      if (transaction.results >= 2) return fail(response, 400, 'CE3300', '결과 조회 가능 횟수를 초과했습니다.');
      const session = openSessionKey(String(body.sessionKey ?? ''), privateKey);
      if (!session) return fail(response, 400, 'CE2100', '세션키가 올바르지 않습니다.');
      transaction.results += 1;
      const person = transaction.person;
      const seal = (value: string | undefined) => (value === undefined ? null : session.encrypt(value));
      return succeed(response, {
        txId,
        status: 'COMPLETED',
        userIdentifier: null,
        userCiToken: null,
        signature: randomBytes(32).toString('base64'),
        randomValue: null,
        completedDt: requestedDt,
        requestedDt,
        personalData: {
          ci: seal(person.ci),
          name: seal(person.name),
          birthday: seal(person.birthday),
          gender: seal(person.gender),
          nationality: seal('LOCAL'),
          ci2: null,
          di: seal(person.di),
          ciUpdate: null,
          ageGroup: seal('ADULT'),
          ...(person.phone ? { phone: seal(person.phone) } : {}),
        },
      });
    }
    return reply(response, 404, { message: 'not found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    requests,
    tokensIssued: () => issued,
    complete(txId, person) {
      const transaction = transactions.get(txId);
      if (!transaction) throw new Error(`unknown txId ${txId}`);
      transaction.status = 'COMPLETED';
      transaction.person = person;
    },
    setStatus(txId, status) {
      const transaction = transactions.get(txId);
      if (!transaction) throw new Error(`unknown txId ${txId}`);
      transaction.status = status;
    },
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function openSessionKey(sessionKey: string, privateKey: KeyObject) {
  const [version, id, sealed] = sessionKey.split('$');
  if (version !== TOSS_SESSION_VERSION || !id || !sealed) return undefined;
  try {
    const part = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(sealed, 'base64'),
    ).toString('utf8');
    const [algorithm, key, iv] = part.split('$');
    if (algorithm !== 'AES_GCM' || !key || !iv) return undefined;
    return tossSessionFrom({ id, key: Buffer.from(key, 'base64'), iv: Buffer.from(iv, 'base64'), sessionKey });
  } catch {
    return undefined;
  }
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

const succeed = (response: ServerResponse, success: object) =>
  reply(response, 200, { resultType: 'SUCCESS', success, error: null });

const fail = (response: ServerResponse, status: number, errorCode: string, reason: string) =>
  reply(response, status, {
    resultType: 'FAIL',
    error: { errorType: 0, errorCode, reason, data: {}, title: null },
    success: null,
  });
