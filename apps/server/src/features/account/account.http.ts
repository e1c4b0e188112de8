import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from '../../platform/auth/auth-hooks';
import type { ClientInfo, SignedIn } from './auth.service';

/** Who is asking, for the services: address, browser, and the session to rotate away on login. */
export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  previousSessionId: request.session?.id,
});

/** Sets the new session's cookies and answers the signed-in user. */
export function answerSignedIn(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  setSessionCookies(request, reply, signedIn.session);
  return signedIn.me;
}
