import { createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { answer, startFakeProvider } from '../../../../test/fake-provider';

export type FcmFake = {
  url: string;
  tokenUrl: string;
  projectId: string;
  clientEmail: string;
  /** The service account's private key (PKCS#8 PEM) the fake checks assertions against. */
  privateKey: string;
  /** Messages the fake accepted, as sent. */
  accepted: Record<string, unknown>[];
  /** Device tokens FCM no longer knows (their sends answer 404 UNREGISTERED). */
  unregistered: Set<string>;
  /** How many access tokens the fake handed out. */
  tokensIssued: () => number;
  close: () => Promise<void>;
};

/**
 * A local stand-in for FCM HTTP v1 on 127.0.0.1: Google's token endpoint (checks the service
 * account's RS256 assertion, its issuer, audience and scope) and `messages:send` (checks the bearer
 * token, answers `{ name }`, or 404 UNREGISTERED for a stale device token). For tests only.
 */
export async function startFcmFake(): Promise<FcmFake> {
  const projectId = 'academy-test';
  const clientEmail = 'push@academy-test.iam.gserviceaccount.com';
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accepted: Record<string, unknown>[] = [];
  const unregistered = new Set<string>();
  const issued = new Set<string>();
  let next = 1;
  let tokenUrl = '';

  const googleError = (code: number, status: string, message: string, errorCode?: string) =>
    answer(code, {
      error: {
        code,
        status,
        message,
        details: errorCode ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }] : [],
      },
    });

  const validAssertion = (assertion: string): boolean => {
    const [header, claims, signature] = assertion.split('.');
    if (!header || !claims || !signature) return false;
    const signed = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature, 'base64url'));
    if (!signed) return false;
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    return (
      body.iss === clientEmail &&
      body.aud === tokenUrl &&
      body.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
      typeof body.exp === 'number' &&
      typeof body.iat === 'number' &&
      body.exp > body.iat
    );
  };

  const server = await startFakeProvider({
    errorBody: (status, message) => ({
      error: { code: status, status: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message },
    }),
    routes: {
      'POST /token': (request) => {
        if (request.form.grant_type !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
          return answer(400, { error: 'unsupported_grant_type' });
        }
        if (!validAssertion(request.form.assertion ?? '')) return answer(400, { error: 'invalid_grant' });
        const token = `ya29.${randomBytes(12).toString('hex')}`;
        issued.add(token);
        return answer(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
      },
      [`POST /v1/projects/${projectId}/messages:send`]: (request) => {
        const bearer = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
        if (!bearer || !issued.has(bearer))
          return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
        const message = request.body.message as Record<string, unknown> | undefined;
        if (!message || typeof message.token !== 'string') {
          return googleError(
            400,
            'INVALID_ARGUMENT',
            'The registration token is not a valid FCM registration token',
            'INVALID_ARGUMENT',
          );
        }
        if (unregistered.has(message.token)) {
          return googleError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
        }
        accepted.push(message);
        return answer(200, { name: `projects/${projectId}/messages/${next++}` });
      },
    },
  });
  tokenUrl = `${server.url}/token`;

  return {
    url: server.url,
    tokenUrl,
    projectId,
    clientEmail,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    accepted,
    unregistered,
    tokensIssued: () => issued.size,
    close: server.close,
  };
}
