import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';

/** A signed-in person's requests (their session cookie and CSRF header on each). */
export type SignedIn = { userId: string; inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

export async function signedInAs(app: FastifyInstance, db: Database, userId: string, now: Date): Promise<SignedIn> {
  const session = await createSession(db, { userId, persistent: true, now });
  return {
    userId,
    inject: (options) =>
      app.inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token, ...(options.cookies as Record<string, string> | undefined) },
        headers: { [CSRF_HEADER]: session.csrfToken, ...(options.headers as Record<string, string> | undefined) },
      }),
  };
}

/** VAPID keys for a test app (so no key file is made in the working folder). */
export function testVapidEnv(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
