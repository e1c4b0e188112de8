import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import type { AppRoutes } from '../http/routes';
import { isLoopbackAddress, runModeOf } from './run-mode';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by localOnly(): the route answers only requests whose socket comes from loopback. */
    localOnly?: boolean;
  }
}

/**
 * Routes that exist only for trying the product (the sandbox outbox, sandbox identity and OAuth
 * pages, dev triggers): registered in the local mode only, each marked so that registerLoopbackGate
 * answers 404 to any request whose socket address is not loopback.
 */
export function localOnly(routes: AppRoutes): AppRoutes {
  return async (app, options) => {
    if (runModeOf(options.ctx.config) !== 'local') return;
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, localOnly: true };
    });
    await routes(app, options);
  };
}

/**
 * The loopback check of local-only routes, ahead of sessions and access, so another machine learns
 * nothing (not even "sign in first"). It reads the socket's address, never X-Forwarded-For or
 * request.ip, which a proxy setting could let a client choose.
 */
export function registerLoopbackGate(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.localOnly && !isLoopbackAddress(request.socket.remoteAddress)) {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    done();
  });
}

/** In the real mode the dev pages' addresses answer 404 instead of falling through to the web app. */
export const devPagesGone: AppRoutes = async (app, { ctx }) => {
  if (runModeOf(ctx.config) === 'local') return;
  app.get('/dev/*', { schema: { hide: true } }, async () => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
};
