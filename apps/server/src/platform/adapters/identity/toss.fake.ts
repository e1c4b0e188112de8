import { constants, generateKeyPairSync, type KeyObject, privateDecrypt, randomBytes, randomUUID } from 'node:crypto';
import {
  answer,
  type FakeAnswer,
  type FakeRequest,
  type FakeRoute,
  startFakeProvider,
} from '../../../../test/fake-provider';
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
  /** Every request, in order: the form of a token request, the JSON of an API call. */
  requests: readonly FakeRequest[];
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

  /** The API host's routes: a valid Bearer token first, then the route's own checks. */
  const api =
    (route: (request: FakeRequest, requestedDt: string) => FakeAnswer): FakeRoute =>
    (request) => {
      const bearer = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) return fail(401, 'CE1000', '토큰이 유효하지 않습니다.');
      return route(request, new Date().toISOString());
    };

  /** The routes about one transaction: its txId must be known. */
  const ofTransaction = (
    route: (txId: string, transaction: Transaction, request: FakeRequest, requestedDt: string) => FakeAnswer,
  ) =>
    api((request, requestedDt) => {
      const txId = typeof request.body.txId === 'string' ? request.body.txId : '';
      const transaction = transactions.get(txId);
      if (!transaction) return fail(400, 'CE3100', '존재하지 않는 요청입니다');
      return route(txId, transaction, request, requestedDt);
    });

  const server = await startFakeProvider({
    errorBody: (_status, message) => ({ message }),
    routes: {
      'POST /token': ({ form }) => {
        if (form.grant_type !== 'client_credentials' || form.scope !== 'ca') {
          return answer(400, { error: 'unsupported_grant_type' });
        }
        if (form.client_id !== clientId || form.client_secret !== clientSecret) {
          return answer(401, { error: 'invalid_client' });
        }
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        issued += 1;
        return answer(200, { access_token: token, scope: 'ca', token_type: 'Bearer', expires_in: 31536000 });
      },

      'POST /api/v2/sign/user/auth/id/request': api(({ body }, requestedDt) => {
        if (body.requestType !== 'USER_NONE' || typeof body.requestUrl !== 'string') {
          return fail(400, 'CE2000', '요청 파라미터가 올바르지 않습니다.');
        }
        const txId = randomUUID();
        transactions.set(txId, { status: 'REQUESTED', results: 0 });
        return succeed({ txId, authUrl: `${server.url}/auth/${txId}`, appScheme: null, requestedDt });
      }),

      'POST /api/v2/sign/user/auth/id/status': ofTransaction((txId, transaction, _request, requestedDt) =>
        succeed({ txId, status: transaction.status, requestedDt }),
      ),

      'POST /api/v2/sign/user/auth/id/result': ofTransaction((txId, transaction, { body }, requestedDt) => {
        if (transaction.status !== 'COMPLETED' || !transaction.person) {
          return fail(400, 'CE3200', '인증이 완료되지 않았습니다.');
        }
        if (transaction.results >= 2) return fail(400, 'CE3300', '결과 조회 가능 횟수를 초과했습니다.');
        const session = openSessionKey(String(body.sessionKey ?? ''), privateKey);
        if (!session) return fail(400, 'CE2100', '세션키가 올바르지 않습니다.');
        transaction.results += 1;
        const person = transaction.person;
        const seal = (value: string | undefined) => (value === undefined ? null : session.encrypt(value));
        return succeed({
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
      }),
    },
  });

  const transactionOf = (txId: string) => {
    const transaction = transactions.get(txId);
    if (!transaction) throw new Error(`unknown txId ${txId}`);
    return transaction;
  };

  return {
    url: server.url,
    clientId,
    clientSecret,
    publicKey: publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
    requests: server.requests,
    tokensIssued: () => issued,
    complete(txId, person) {
      const transaction = transactionOf(txId);
      transaction.status = 'COMPLETED';
      transaction.person = person;
    },
    setStatus(txId, status) {
      transactionOf(txId).status = status;
    },
    revokeTokens: () => tokens.clear(),
    close: server.close,
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

const succeed = (success: object) => answer(200, { resultType: 'SUCCESS', success, error: null });

const fail = (status: number, errorCode: string, reason: string) =>
  answer(status, {
    resultType: 'FAIL',
    error: { errorType: 0, errorCode, reason, data: {}, title: null },
    success: null,
  });
