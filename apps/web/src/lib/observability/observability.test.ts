import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsWindow, GTAG_SCRIPT_URL } from './analytics';
import { type SentrySdk, TRACE_PROPAGATION_TARGETS, TRACES_SAMPLE_RATE } from './error-reporting';
import { startObservability } from './observability';

const analyticsWindow = window as AnalyticsWindow;
const gtagScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(GTAG_SCRIPT_URL));
/** The gtag commands queued so far, as arrays. */
const gtagCommands = () => (analyticsWindow.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);

/** An SDK that records what it is asked, standing in for the lazily loaded chunk. */
function fakeSentry() {
  const sdk = {
    init: vi.fn<SentrySdk['init']>(),
    setUser: vi.fn<SentrySdk['setUser']>(),
    captureReactException: vi.fn<SentrySdk['captureReactException']>(),
    browserTracingIntegration: vi.fn(() => ({
      name: 'BrowserTracing',
    })) as unknown as SentrySdk['browserTracingIntegration'],
  };
  return { sdk, load: vi.fn(async () => sdk as SentrySdk) };
}

beforeEach(() => {
  delete analyticsWindow.dataLayer;
  delete analyticsWindow.gtag;
  for (const script of document.querySelectorAll('script')) script.remove();
});
afterEach(() => vi.restoreAllMocks());

describe('without a DSN or a tracking id', () => {
  it('imports no SDK, adds no script and defines no gtag, before and after the user is known', async () => {
    const sentry = fakeSentry();
    const observability = startObservability({ sentryDsn: null, gaTrackingId: null }, { loadSentry: sentry.load });
    observability.setUser('01a2-user');
    observability.setUser(null);
    await Promise.resolve();
    expect(sentry.load).not.toHaveBeenCalled();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(analyticsWindow.gtag).toBeUndefined();
    expect(analyticsWindow.dataLayer).toBeUndefined();
  });
});

describe('with a tracking id', () => {
  it('loads gtag.js once the user is known and configures it with the tracking id and their user id', () => {
    const observability = startObservability({ sentryDsn: null, gaTrackingId: 'G-TEST12345' });
    expect(gtagScripts()).toHaveLength(0);
    observability.setUser('01a2-user');
    const [script] = gtagScripts();
    expect(script?.src).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST12345`);
    expect(script?.async).toBe(true);
    expect(gtagCommands()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST12345', { user_id: '01a2-user' }],
    ]);
  });

  it('starts without a user id for a visitor, sets it when they sign in and clears it when they leave', () => {
    const observability = startObservability({ sentryDsn: null, gaTrackingId: 'G-TEST12345' });
    observability.setUser(null);
    observability.setUser('01a2-user');
    observability.setUser(null);
    expect(gtagScripts()).toHaveLength(1);
    expect(gtagCommands().slice(1)).toEqual([
      ['config', 'G-TEST12345', {}],
      ['set', { user_id: '01a2-user' }],
      ['set', { user_id: null }],
    ]);
  });
});

describe('with a DSN', () => {
  it('imports the SDK once, starts it as SPEC §8 says and sets the signed-in user on it', async () => {
    const sentry = fakeSentry();
    const dsn = 'https://publickey@o1.ingest.example.io/2';
    const observability = startObservability({ sentryDsn: dsn, gaTrackingId: null }, { loadSentry: sentry.load });
    observability.setUser('01a2-user');
    await vi.waitFor(() => expect(sentry.sdk.setUser).toHaveBeenCalledWith({ id: '01a2-user' }));
    expect(sentry.load).toHaveBeenCalledTimes(1);
    expect(sentry.sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn,
        dataCollection: { userInfo: true },
        tracesSampleRate: TRACES_SAMPLE_RATE,
        tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
        integrations: [{ name: 'BrowserTracing' }],
      }),
    );
    expect(gtagScripts()).toHaveLength(0);
    observability.setUser(null);
    await vi.waitFor(() => expect(sentry.sdk.setUser).toHaveBeenLastCalledWith(null));
  });

  it('keeps the page working when the SDK chunk cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const observability = startObservability(
      { sentryDsn: 'https://k@o1.ingest.example.io/2', gaTrackingId: null },
      { loadSentry: load },
    );
    observability.setUser('01a2-user');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
