import type { BrowserOptions, ErrorEvent } from '@sentry/react';
import type { ErrorInfo } from 'react';

/**
 * Error reporting in the browser (Sentry), only when the server's configuration gives a DSN. The
 * SDK is its own chunk, imported then and only then: the entry a visitor loads does not carry it.
 * SPEC §8: it sends default personal data (the visitor's address, the signed-in user's id), traces
 * the product's own API (requests to this origin's `/api`, whose server continues the trace) and
 * ignores the chat service's errors.
 */
export type SentrySdk = Pick<
  typeof import('@sentry/react'),
  'init' | 'setUser' | 'captureReactException' | 'browserTracingIntegration'
>;

/** Only these parts of the SDK are bundled (named in the destructuring, so the rest is left out). */
export const loadSentry = (): Promise<SentrySdk> =>
  import('@sentry/react').then(({ init, setUser, captureReactException, browserTracingIntegration }) => ({
    init,
    setUser,
    captureReactException,
    browserTracingIntegration,
  }));

/** One page load in ten is traced; every error is reported. */
export const TRACES_SAMPLE_RATE = 0.1;

/** Only calls to our own API carry trace headers (relative paths match on this origin only). */
export const TRACE_PROPAGATION_TARGETS = [/^\/api\//];

/** Code of the chat area: its sources (development) and its build chunks (`assets/chat-pages-…js`). */
const CHAT_SERVICE_CODE = /\/features\/chat\/|\/assets\/chat-[^/]*\.js/;

/** An error of the chat service: thrown by, or on its way through, the chat area's code. */
export function isChatServiceEvent(event: ErrorEvent): boolean {
  return (event.exception?.values ?? []).some((exception) =>
    (exception.stacktrace?.frames ?? []).some((frame) => CHAT_SERVICE_CODE.test(frame.filename ?? '')),
  );
}

/** What the SDK is started with, but its integrations. */
export function errorReportingOptions(dsn: string): BrowserOptions {
  return {
    dsn,
    dataCollection: { userInfo: true },
    tracesSampleRate: TRACES_SAMPLE_RATE,
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    beforeSend: (event) => (isChatServiceEvent(event) ? null : event),
  };
}

export type ErrorReporting = {
  setUser: (userId: string | null) => void;
};

let started: SentrySdk | undefined;

/** Loads and starts the SDK; undefined when its chunk cannot be loaded (the page works on without it). */
export async function startErrorReporting(dsn: string, load = loadSentry): Promise<ErrorReporting | undefined> {
  let Sentry: SentrySdk;
  try {
    Sentry = await load();
  } catch (error) {
    console.warn('[observability] the error-reporting SDK could not be loaded', error);
    return undefined;
  }
  Sentry.init({ ...errorReportingOptions(dsn), integrations: [Sentry.browserTracingIntegration()] });
  started = Sentry;
  return { setUser: (userId) => Sentry.setUser(userId === null ? null : { id: userId }) };
}

/**
 * React's `onCaughtError` (main.tsx): an error a boundary caught (its fallback page is showing) is
 * logged as React does by default, and reported once error reporting runs.
 */
export function onCaughtError(error: unknown, info: { componentStack?: string }): void {
  console.error(error);
  started?.captureReactException(error, { componentStack: info.componentStack ?? '' } as ErrorInfo);
}
