import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only for a provider posting back to us from its own site (Apple's `form_post`); never for a page of ours. */
    crossSite?: 'allowed';
  }
}

/** What a browser says of a request made by our own pages, or typed into its address bar. */
const OWN_SITE_FETCHES = new Set(['same-origin', 'none']);

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether the browser says this request was sent by another site's page. Browsers send
 * `Sec-Fetch-Site` and `Origin` on state-changing requests; a client sending neither is not a
 * browser and carries no one's cookies, so it is judged by its own credentials alone. The origin is
 * compared by host (with the port) with the request's own host — a trusted proxy's forwarded host —
 * or the configured public origin's, so a TLS-terminating proxy in front does not turn our own
 * pages into strangers.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin?: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_SITE_FETCHES.has(site)) return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const host = hostOf(origin);
  return host !== request.host && (publicOrigin === undefined || host !== hostOf(publicOrigin));
}
