import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { loggedRequest } from '../logging/log-options';

/**
 * Error reporting (Sentry), only when SENTRY_DSN is set: the SDK is imported then and only then, so
 * a server without it pays nothing at start or per request. The one error handler hands it every
 * answer of 5xx (`reportServerError`); uncaught exceptions and unhandled rejections are reported
 * before the process exits as it would without it.
 *
 * What an event carries (SPEC §8 "sends default personal data"): the caller's IP address and, when
 * signed in, their user id; the request's id, method, route pattern (never the address as sent:
 * query strings hold names and phone numbers, some path values are secrets) and user agent. Never
 * cookies, bodies or local variables. An error of the chat service (its API under `/api/chat`) is
 * not reported (SPEC §8). The browser's trace, when its request carried one (`sentry-trace`,
 * `baggage`: the web traces calls to this server only), is continued, so both sides of a failure
 * meet in one trace.
 */
export type ErrorReporter = {
  reportServerError: (error: unknown, request: FastifyRequest) => void;
  /** Sends what is queued, waiting at most `timeoutMs` (closing the app). */
  flush: (timeoutMs: number) => Promise<boolean>;
};

/** The chat service's API (REST and WebSocket), whose errors are not reported (SPEC §8). */
export const CHAT_API_PREFIX = '/api/chat';

export function isChatServicePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === CHAT_API_PREFIX || path.startsWith(`${CHAT_API_PREFIX}/`);
}

/** The request headers an event may carry; the others (cookies, tokens, forwarded addresses) stay here. */
const REPORTED_HEADERS = ['user-agent', 'accept-language'];

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

let started: { dsn: string; reporter: Promise<ErrorReporter> } | undefined;

/** The process's error reporter for the configured DSN (Sentry keeps one client per process); undefined without a DSN. */
export function startErrorReporting(config: Config): Promise<ErrorReporter> | undefined {
  const dsn = config.sentryDsn;
  if (!dsn) return undefined;
  if (started?.dsn !== dsn) started = { dsn, reporter: initSentry(dsn, config) };
  return started.reporter;
}

async function initSentry(dsn: string, config: Config): Promise<ErrorReporter> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment: config.env,
    // Only what is listed: no instrumentation of incoming or outgoing requests (no per-request
    // work, no trace headers sent to the providers), no local variables.
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.requestDataIntegration(),
      Sentry.contextLinesIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      // Still exits on an unhandled rejection, as Node does without a handler.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    dataCollection: { userInfo: true, cookies: false, httpBodies: [], stackFrameVariables: false },
  });

  return {
    reportServerError(error, request) {
      if (isChatServicePath(request.url)) return;
      const sentryTrace = headerText(request.headers['sentry-trace']);
      const baggage = headerText(request.headers.baggage);
      const { method, url } = loggedRequest(request);
      const headers: Record<string, string> = {};
      for (const name of REPORTED_HEADERS) {
        const value = headerText(request.headers[name]);
        if (value !== undefined) headers[name] = value;
      }
      Sentry.withIsolationScope(() =>
        Sentry.continueTrace({ sentryTrace, baggage }, () =>
          Sentry.withScope((scope) => {
            scope.setTag('request_id', request.id);
            scope.setUser({ id: request.session?.userId, ip_address: request.ip });
            scope.setSDKProcessingMetadata({ normalizedRequest: { method, url, headers } });
            scope.captureException(error, { mechanism: { type: 'fastify.error-handler', handled: false } });
          }),
        ),
      );
    },
    flush: (timeoutMs) => Sentry.flush(timeoutMs),
  };
}
