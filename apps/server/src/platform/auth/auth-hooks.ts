import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { isCrossSiteRequest } from './cross-site';
import { CSRF_COOKIE, CSRF_HEADER, findSession, SESSION_COOKIE, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null for a visitor. */
    session: Session | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests another site's page sent (a browser's `Sec-Fetch-Site`/`Origin`),
 * signed in or not, so no page can sign a visitor in, out or into someone else's account. Then
 * reads the session cookie on every request and, for state-changing requests made with a session,
 * demands the CSRF header that only our own pages can send (double submit, bound to the session).
 */
export function registerAuthHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (
      UNSAFE_METHODS.has(request.method) &&
      request.routeOptions.config?.crossSite !== 'allowed' &&
      isCrossSiteRequest(request)
    ) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await findSession(ctx.db, token, ctx.clock.now());
    if (!session) return;
    if (UNSAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
      throw new AppError('CSRF_FAILED');
    }
    request.session = session;
  });
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the session cookie (httpOnly) and the CSRF cookie the web app echoes in a header. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: Session & { token: string }) {
  const common = { path: '/', sameSite: 'lax' as const, secure: isHttps(request) };
  // 로그인 유지 → expires with the session; otherwise no Max-Age: the browser drops it when closed.
  const lifetime = session.persistent ? { expires: session.expiresAt } : {};
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, ...lifetime, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, ...lifetime, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const common = { path: '/', sameSite: 'lax' as const, secure: isHttps(request) };
  reply.clearCookie(SESSION_COOKIE, common);
  reply.clearCookie(CSRF_COOKIE, common);
}
