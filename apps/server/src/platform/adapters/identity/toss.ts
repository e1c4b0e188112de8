import type { TossCertConfig } from '../../../config';
import { AppError } from '../../errors/app-error';
import { fetchProvider } from '../provider-fetch';
import type { IdentityVerifier, VerificationStatus, VerifiedPerson } from './identity';
import { createTossCertSession } from './toss-session';

/**
 * Toss 본인확인 (server to server), after Toss's public integration guides:
 * 1. `POST {oauth}/token` (form: grant_type=client_credentials, scope=ca, client_id, client_secret)
 *    → `{ access_token, expires_in }`; the token is kept until shortly before it expires.
 * 2. `POST {api}/api/v2/sign/user/auth/id/request` `{ requestType: 'USER_NONE', requestUrl }`
 *    → `{ resultType: 'SUCCESS', success: { txId, authUrl?, appScheme?, … } }`.
 * 3. `POST …/auth/id/status` `{ txId }` → `success.status`: REQUESTED | IN_PROGRESS | COMPLETED | EXPIRED.
 * 4. `POST …/auth/id/result` `{ txId, sessionKey }` → `success.personalData` { ci, di, name,
 *    birthday (YYYYMMDD), gender (MALE|FEMALE), nationality, ageGroup }, each encrypted with the
 *    session key of that request (see toss-session.ts). Toss allows two successful result calls
 *    within an hour, so the identity feature stores the first answer.
 * Failures answer `{ resultType: 'FAIL', error: { errorCode, reason } }`; CE1000 = bad token.
 *
 * Not confirmed from public documents (check against Toss's contract before going live):
 * - `authUrl`: the address of Toss's web page for a USER_NONE request. The current guides show only
 *   app links (appScheme/androidAppUri/iosAppUri) for in-app use; older samples read `authUrl`.
 * - where the browser is sent back: we pass our return address as `requestUrl`.
 * - the mobile number and carrier: not in the documented personalData; read from `phone` when
 *   present, otherwise null (the sandbox always provides them).
 * - the base URLs: oauth2.cert.toss.im/token and cert.toss.im, as in the guides.
 */
export function createTossIdentity(options: TossCertConfig & { now?: () => Date }): IdentityVerifier {
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'ca',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    const response = await send(`${trimSlash(options.oauthUrl)}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    const data = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof data?.access_token !== 'string') {
      throw unavailable(`token request answered ${response.status}`);
    }
    const lifetime = typeof data.expires_in === 'number' ? data.expires_in : 3600;
    token = { value: data.access_token, expiresAt: now().getTime() + Math.max(lifetime - 60, 0) * 1000 };
    return token.value;
  }

  async function call<T>(path: string, payload: object, retried = false): Promise<T> {
    const response = await send(`${trimSlash(options.apiUrl)}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(payload),
    });
    const data = (await response.json().catch(() => null)) as TossAnswer<T> | null;
    if (data?.resultType === 'SUCCESS' && data.success) return data.success;
    const code = data?.error?.errorCode;
    if ((code === 'CE1000' || response.status === 401) && !retried) {
      token = undefined; // revoked or expired early: one fresh token, one retry
      return call(path, payload, true);
    }
    throw new TossApiError(code ?? `HTTP_${response.status}`, data?.error?.reason ?? '');
  }

  return {
    kind: 'toss',
    async start({ returnUrl }) {
      const success = await call<{ txId?: string; authUrl?: string }>('/api/v2/sign/user/auth/id/request', {
        requestType: 'USER_NONE',
        requestUrl: returnUrl,
      }).catch(rethrowUnavailable);
      if (!success.txId || !success.authUrl) throw unavailable('request answered without txId or authUrl');
      return { transId: success.txId, next: { kind: 'redirect', url: success.authUrl } };
    },

    async result(txId) {
      let status: string | undefined;
      try {
        ({ status } = await call<{ status?: string }>('/api/v2/sign/user/auth/id/status', { txId }));
      } catch (error) {
        if (error instanceof TossApiError && error.code === 'CE3100') return { status: 'failed' };
        return rethrowUnavailable(error);
      }
      const mapped: Record<string, VerificationStatus> = {
        REQUESTED: 'pending',
        IN_PROGRESS: 'pending',
        EXPIRED: 'expired',
        COMPLETED: 'completed',
      };
      const current = mapped[status ?? ''] ?? 'failed';
      if (current !== 'completed') return { status: current };

      const session = createTossCertSession(options.publicKey);
      let success: { status?: string; personalData?: Record<string, string | null | undefined> };
      try {
        success = await call('/api/v2/sign/user/auth/id/result', { txId, sessionKey: session.sessionKey });
      } catch (error) {
        if (error instanceof TossApiError) return { status: 'failed' };
        return rethrowUnavailable(error);
      }
      const data = success.personalData;
      if (success.status !== 'COMPLETED' || !data) return { status: 'failed' };
      const read = (field: string) => {
        const value = data[field];
        return typeof value === 'string' && value !== '' ? session.decrypt(value) : null;
      };
      const identity = toPerson({
        ci: read('ci'),
        di: read('di'),
        name: read('name'),
        birthday: read('birthday'),
        gender: read('gender'),
        phone: read('phone'),
      });
      return identity ? { status: 'completed', identity } : { status: 'failed' };
    },
  };
}

type TossAnswer<T> = {
  resultType?: 'SUCCESS' | 'FAIL';
  success?: T | null;
  error?: { errorCode?: string; reason?: string } | null;
};

export class TossApiError extends Error {
  constructor(
    readonly code: string,
    reason: string,
  ) {
    super(`Toss 본인확인 answered ${code}${reason ? `: ${reason}` : ''}`);
    this.name = 'TossApiError';
  }
}

function toPerson(fields: Record<string, string | null>): VerifiedPerson | undefined {
  const { ci, di, name, birthday, gender, phone } = fields;
  const birth = /^(\d{4})(\d{2})(\d{2})$/.exec(birthday ?? '');
  const genderCd = gender === 'MALE' ? 'M' : gender === 'FEMALE' ? 'F' : undefined;
  if (!ci || !di || !name || !birth || !genderCd) return undefined;
  const digits = phone?.replace(/\D/g, '');
  return {
    ci,
    di,
    name,
    birthdate: `${birth[1]}-${birth[2]}-${birth[3]}`,
    genderCd,
    mobileNo: digits ? digits : null,
    carrier: null,
  };
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function unavailable(cause: unknown): AppError {
  const error = new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
  error.cause = cause;
  return error;
}

function rethrowUnavailable(error: unknown): never {
  throw error instanceof AppError ? error : unavailable(error);
}

const send = (url: string, init: RequestInit) => fetchProvider(url, init, unavailable);
