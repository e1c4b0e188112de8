import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RunMode, runModeOf } from '../mode/run-mode';

/**
 * Every cookie the server sets, one policy by run mode. In the real mode each is `Secure` — the
 * server runs behind TLS (README "Running for real"), whether or not the proxy says so — and
 * carries a prefix the browser enforces: `__Host-` for a cookie of the whole site (no Domain, path
 * `/`, so no subdomain or plain-http page can set or overwrite it), `__Secure-` for one of a
 * narrower path. Locally (http://localhost) the plain names work over http.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** How the server runs (platform/mode), for the cookie policy. */
    runMode: RunMode;
  }
}

/** A cookie of ours: its name without prefix, its path, and how it travels. */
export type CookieSpec = {
  base: string;
  path: string;
  sameSite: 'lax' | 'strict';
  /** Whether scripts of our pages may read it (the CSRF cookie, echoed in a header). */
  readableByScripts?: boolean;
};

export function registerCookiePolicy(app: FastifyInstance, config: Parameters<typeof runModeOf>[0]): void {
  app.decorate('runMode', runModeOf(config));
}

/** The name a cookie is set and read under in the given mode. */
export function cookieName(mode: RunMode, spec: Pick<CookieSpec, 'base' | 'path'>): string {
  if (mode !== 'real') return spec.base;
  return spec.path === '/' ? `__Host-${spec.base}` : `__Secure-${spec.base}`;
}

function optionsOf(request: FastifyRequest, spec: CookieSpec) {
  return {
    path: spec.path,
    sameSite: spec.sameSite,
    httpOnly: !spec.readableByScripts,
    secure: request.server.runMode === 'real' || request.protocol === 'https',
  };
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: CookieSpec,
  value: string,
  lifetime: { expires?: Date; maxAge?: number } = {},
): void {
  reply.setCookie(cookieName(request.server.runMode, spec), value, { ...optionsOf(request, spec), ...lifetime });
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, spec: CookieSpec): void {
  reply.clearCookie(cookieName(request.server.runMode, spec), optionsOf(request, spec));
}

export function readCookie(request: FastifyRequest, spec: Pick<CookieSpec, 'base' | 'path'>): string | undefined {
  return request.cookies[cookieName(request.server.runMode, spec)];
}
