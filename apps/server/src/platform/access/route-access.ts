import { type AccessRule, describeAccess } from '@academy/domain/access/access.rules';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { admitMember, type Caller, isUuid, resolveCaller } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (docs/decisions/0021-access-as-data.md); every `/api` route declares it. */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every `/api` route with its declared rule, in registration order (the access matrix's source). */
    accessRoutes: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The caller inside the academy of the path, set by the access layer for member rules. */
    caller: Caller | null;
  }
}

export type DeclaredRoute = { method: string; url: string; rule: AccessRule | undefined };

/** The access rule a route declares (its `config.access`). */
export function accessOf(route: Pick<RouteOptions, 'config'>): AccessRule | undefined {
  return (route.config as { access?: AccessRule } | undefined)?.access;
}

/**
 * The access layer. At start, every `/api` route must declare `config.access` (a route without it
 * stops the server), a member rule needs `:instId` in its path, and the rule is written into the
 * route's OpenAPI description. On each request — before the body is read — it checks the rule: a
 * visitor gets 401, another academy's id 404, a refused role or missing code 403, and a member gets
 * `request.caller`.
 */
export function registerRouteAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  app.decorate('accessRoutes', [] as DeclaredRoute[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const rule = accessOf(route);
    const where = `${String(route.method)} ${route.url}`;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.accessRoutes.push({ method, url: route.url, rule });
    }
    if (!rule) throw new Error(`${where} declares no access rule (config.access)`);
    if (typeof rule === 'object' && !route.url.includes(':instId')) {
      throw new Error(`${where} has a member rule but no :instId in its path`);
    }
    if (route.schema) {
      const text = `접근: ${describeAccess(rule)}`;
      route.schema.description = route.schema.description ? `${route.schema.description}\n\n${text}` : text;
    }
  });

  app.addHook('onRequest', async (request) => {
    const rule = accessOf(request.routeOptions);
    if (!rule || rule === 'public' || rule === 'desk') return;
    if (!request.session) throw new AppError('UNAUTHENTICATED');
    if (rule === 'signed-in') return;
    const instId = instIdOf(request);
    const { userId } = request.session;
    // The auth hook read the membership with the session when the academy's id was well formed.
    request.caller =
      request.memberOf?.instId === instId
        ? admitMember(userId, instId, request.memberOf.membership, rule)
        : await resolveCaller(ctx.db, userId, instId, rule);
  });
}

function instIdOf(request: FastifyRequest): string {
  return (request.params as { instId?: string }).instId ?? '';
}

/**
 * The academy whose membership the route's rule will check (a member rule, an academy id of the
 * right form in the path), so the session lookup can read that membership in the same statement.
 */
export function memberAcademyOf(request: FastifyRequest): string | undefined {
  const rule = accessOf(request.routeOptions);
  if (!rule || typeof rule !== 'object') return undefined;
  const instId = instIdOf(request);
  return isUuid(instId) ? instId : undefined;
}

/** The caller the access layer admitted; a route with a member rule always has one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHENTICATED');
  return request.caller;
}
