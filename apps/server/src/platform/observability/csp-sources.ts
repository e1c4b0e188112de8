import type { Config } from '../../config';

/** What the pages' Content-Security-Policy adds for error reporting and analytics. */
export type ObservabilitySources = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] };

/** Google Analytics 4 through gtag.js, as Google's CSP guide lists it (without Google Signals). */
export const GOOGLE_ANALYTICS_SOURCES: ObservabilitySources = {
  scriptSrc: ['https://*.googletagmanager.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Where the browser sends its error reports: the origin of the DSN (`https://key@o1.ingest.sentry.io/2`). */
export function sentryIngestOrigin(dsn: string): string {
  return new URL(dsn).origin;
}

/**
 * Only what is configured: the Sentry ingest origin with SENTRY_DSN, Google's with GA_TRACKING_ID;
 * nothing at all without them. The web loads its error-reporting SDK from this server (`'self'`).
 */
export function observabilitySources(config: Pick<Config, 'sentryDsn' | 'gaTrackingId'>): ObservabilitySources {
  const sentry = config.sentryDsn ? [sentryIngestOrigin(config.sentryDsn)] : [];
  const analytics = config.gaTrackingId ? GOOGLE_ANALYTICS_SOURCES : { scriptSrc: [], connectSrc: [], imgSrc: [] };
  return {
    scriptSrc: analytics.scriptSrc,
    connectSrc: [...sentry, ...analytics.connectSrc],
    imgSrc: analytics.imgSrc,
  };
}
