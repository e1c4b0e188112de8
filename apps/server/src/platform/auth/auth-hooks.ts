import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MembershipRow } from '../access/access';
import { memberAcademyOf } from '../access/route-access';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { type CookieSpec, clearCookie, readCookie, setCookie } from '../http/cookies';
import { isCrossSiteRequest } from './cross-site';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  findSession,
  findSessionWithMembership,
  SESSION_COOKIE,
  type Session,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for a visitor. */
    session: Session | null;
    /** The session's membership of the academy the route's rule checks, read with the session (else null). */
    memberOf: { instId: string; membership: MembershipRow | undefined } | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests another site's page sent (a browser's `Sec-Fetch-Site`/`Origin`),
 * signed in or not, so no page can sign a visitor in, out or into someone else's account. Then
 * reads the session cookie on every request and, for state-changing requests made with a session,
 * demands the CSRF header that only our own pages can send (double submit, bound to the session).
 * On a route of an academy (a member rule, platform/access) the session's membership of that
 * academy comes in the same statement, for the access layer to judge.
 */
export function registerAuthHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.decorateRequest('memberOf', null);
  app.addHook('onRequest', async (request) => {
    if (
      UNSAFE_METHODS.has(request.method) &&
      request.routeOptions.config?.crossSite !== 'allowed' &&
      isCrossSiteRequest(request, ctx.config.publicOrigin)
    ) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    const token = readCookie(request, SESSION);
    if (!token) return;
    const now = ctx.clock.now();
    const instId = memberAcademyOf(request);
    const found = instId
      ? await findSessionWithMembership(ctx.db, token, now, instId)
      : await findSession(ctx.db, token, now).then((session) => session && { session, membership: undefined });
    if (!found) return;
    const { session } = found;
    if (UNSAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
      throw new AppError('CSRF_FAILED');
    }
    request.session = session;
    if (instId) request.memberOf = { instId, membership: found.membership };
  });
}

/** The session (httpOnly) and the CSRF token our pages echo in a header (readable by them). */
const SESSION: CookieSpec = { base: SESSION_COOKIE, path: '/', sameSite: 'lax' };
const CSRF: CookieSpec = { base: CSRF_COOKIE, path: '/', sameSite: 'lax', readableByScripts: true };

/** Sets the session cookie and the CSRF cookie the web app echoes in a header. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: Session & { token: string }) {
  // 로그인 유지 → expires with the session; otherwise no Max-Age: the browser drops it when closed.
  const lifetime = session.persistent ? { expires: session.expiresAt } : {};
  setCookie(request, reply, SESSION, session.token, lifetime);
  setCookie(request, reply, CSRF, session.csrfToken, lifetime);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  clearCookie(request, reply, SESSION);
  clearCookie(request, reply, CSRF);
}
