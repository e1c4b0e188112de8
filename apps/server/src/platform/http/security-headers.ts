import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers (helmet: Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options, …) on every answer. They depend only on the configuration, so helmet
 * computes them once at start and each request gets the same list, set in one callback hook —
 * instead of building helmet's middleware again on every request, which cost more than a primary-
 * key read (docs/decisions/0037-request-cost.md). So no directive may depend on the request (no
 * nonces): a function among the directives is refused at start.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, collected from one run of its middleware. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (values) => values && typeof values === 'object' && [...values].some((v) => typeof v === 'function'),
    )
  ) {
    throw new Error('the security headers are computed once: no directive may depend on the request');
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
