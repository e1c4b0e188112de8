import { createSign } from 'node:crypto';
import type { FcmConfig } from '../../../config';
import type { Executor } from '../../../db/database';
import { createSandboxSender } from '../messaging/sandbox';
import type { NativePushSender, PushMessage, PushOutcome } from './push';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;
/** A token is used until a minute before it expires. */
const TOKEN_MARGIN_MS = 60_000;

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The service account's signed assertion (RS256 JWT) exchanged for an OAuth access token. */
export function serviceAccountAssertion(
  config: Pick<FcmConfig, 'clientEmail' | 'privateKey' | 'tokenUrl'>,
  now: Date,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: config.clientEmail, scope: SCOPE, aud: config.tokenUrl, iat, exp: iat + 3600 }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(config.privateKey);
  return `${header}.${claims}.${base64url(signature)}`;
}

type FcmError = { error?: { code?: number; status?: string; message?: string; details?: { errorCode?: string }[] } };

/** FCM's answer as an outcome: UNREGISTERED (or NOT_FOUND) says the token is stale. */
export function fcmOutcome(status: number, body: FcmError | null): PushOutcome {
  const errorCodes = body?.error?.details?.flatMap((detail) => (detail.errorCode ? [detail.errorCode] : [])) ?? [];
  const gone = errorCodes.includes('UNREGISTERED') || body?.error?.status === 'NOT_FOUND' || status === 404;
  const what = [status, body?.error?.status, ...errorCodes].filter(Boolean).join(' ');
  return { ok: false, gone, reason: `${gone ? 'unsubscribed' : 'provider-error'}: FCM answered ${what}` };
}

/**
 * FCM HTTP v1: the service account's JWT is exchanged for an OAuth token (kept until shortly before
 * it expires), then `POST {api}/v1/projects/{id}/messages:send` with the device token, the
 * notification's title and body and the data the app routes by (type, url, notification id).
 */
export function createFcmSender(config: FcmConfig, now: () => Date): NativePushSender {
  let cached: { token: string; until: number } | undefined;

  const accessToken = async (): Promise<string> => {
    const at = now().getTime();
    if (cached && cached.until > at) return cached.token;
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(config, now()),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const data = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !data?.access_token) throw new Error(`FCM token refused: ${response.status}`);
    cached = { token: data.access_token, until: at + (data.expires_in ?? 3600) * 1000 - TOKEN_MARGIN_MS };
    return cached.token;
  };

  return {
    async send(token: string, message: PushMessage): Promise<PushOutcome> {
      try {
        const response = await fetch(
          `${config.apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: {
                token,
                notification: { title: message.title, body: message.body },
                data: { type: message.type, url: message.url, notificationId: message.notificationId },
                android: { priority: 'HIGH' },
                apns: { payload: { aps: { sound: 'default' } } },
              },
            }),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          },
        );
        if (response.ok) return { ok: true };
        if (response.status === 401) cached = undefined;
        return fcmOutcome(response.status, (await response.json().catch(() => null)) as FcmError | null);
      } catch (error) {
        return {
          ok: false,
          gone: false,
          reason: `provider-error: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
    },
  };
}

/**
 * NATIVE_PUSH_PROVIDER=off, for a service without the app wrapper: a device token, should one be
 * registered, is answered as gone at its first push and so deleted.
 */
export const nativePushOff: NativePushSender = {
  send: async () => ({ ok: false, gone: true, reason: 'native-push-off' }),
};

/** The default: nothing leaves the machine; each native push lands in the outbox (channel 'push'). */
export function createSandboxNativePush(db: Executor, now: () => Date): NativePushSender {
  const outbox = createSandboxSender(db, now);
  return {
    async send(token, message) {
      await outbox.send({
        channel: 'push',
        recipient: `fcm:${token}`,
        subject: message.title,
        body: JSON.stringify({ type: message.type, body: message.body, url: message.url }),
        purpose: message.type,
      });
      return { ok: true };
    },
  };
}
