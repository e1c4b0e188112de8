import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ID, DIRECTOR_ME } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import type { AnalyticsWindow } from './analytics';

/** The error-reporting SDK as a module whose every import is counted: the app must not import it unless told to. */
const sdk = vi.hoisted(() => ({ imports: 0, init: vi.fn(), setUser: vi.fn() }));
vi.mock('@sentry/react', () => {
  sdk.imports += 1;
  return {
    init: sdk.init,
    setUser: sdk.setUser,
    captureReactException: vi.fn(),
    browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  };
});

const analyticsWindow = window as AnalyticsWindow;
const googleScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');

/** The real app on a server whose public configuration is `config`, signed in as the demo director. */
async function startApp(config: { sentryDsn: string | null; gaTrackingId: string | null }) {
  const api = mockApi({
    'GET /api/system/config': ok({ rootRedirect: '/mainTF', ...config }),
    'GET /api/system/inspection': ok({
      inspecting: false,
      start: null,
      end: null,
      isInternalUser: false,
      clientIp: '203.0.113.7',
    }),
    'GET /api/system/ip': ok({ ip: '203.0.113.7' }),
    'GET /api/auth/me': ok(DIRECTOR_ME),
  });
  // A fresh app each time: its query cache and store are made when the module loads.
  vi.resetModules();
  const { App } = await import('../../app/app');
  render(<App />);
  await waitFor(() => expect(api.callsTo('GET /api/system/config')).toHaveLength(1));
  await waitFor(() => expect(api.callsTo('GET /api/auth/me').length).toBeGreaterThan(0));
  return api;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/loginMainTF');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  sdk.imports = 0;
  sdk.init.mockClear();
  sdk.setUser.mockClear();
  delete analyticsWindow.dataLayer;
  delete analyticsWindow.gtag;
  for (const script of googleScripts()) script.remove();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the app without SENTRY_DSN and GA_TRACKING_ID', () => {
  it('imports no error-reporting SDK and adds no analytics script', async () => {
    await startApp({ sentryDsn: null, gaTrackingId: null });
    // Long enough for the effects that would start them after the user is known.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sdk.imports).toBe(0);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(googleScripts()).toHaveLength(0);
    expect(analyticsWindow.gtag).toBeUndefined();
  });
});

describe('the app with both configured', () => {
  it('imports and starts the SDK with the DSN, and configures gtag with the signed-in user', async () => {
    await startApp({ sentryDsn: 'https://publickey@o1.ingest.example.io/2', gaTrackingId: 'G-TEST12345' });
    await waitFor(() => expect(sdk.setUser).toHaveBeenCalledWith({ id: DIRECTOR_ID }));
    expect(sdk.imports).toBe(1);
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://publickey@o1.ingest.example.io/2' }));
    expect(googleScripts()).toHaveLength(1);
    const commands = (analyticsWindow.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);
    expect(commands).toContainEqual(['config', 'G-TEST12345', { user_id: DIRECTOR_ID }]);
  });
});
