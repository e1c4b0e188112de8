import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs, testAddress } from '../../../test/account-helpers';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp, IP_LOOKUP_ORIGINS } from '../../app';
import { SESSION_COOKIE } from '../auth/sessions';
import { GOOGLE_ANALYTICS_SOURCES } from './csp-sources';
import { cspDirectives, type FakeSentry, startFakeSentry } from './observability.test-helpers';

const { db } = await createTestDatabase();
const sentry: FakeSentry = await startFakeSentry();
afterAll(() => sentry.close());

const FAILURE = 'failed while reading the ledger';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

/** The real app reporting to the fake ingest, plus routes that fail the way a bug would. */
async function reportingApp(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db, logger: false });
  for (const path of ['/api/test/ledger/:code', '/api/chat/test-rooms']) {
    app.get(path, { config: { access: 'public' } }, async () => {
      throw new Error(FAILURE);
    });
  }
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await reportingApp({ SENTRY_DSN: sentry.dsn });
});

describe('with SENTRY_DSN', () => {
  it('reports a failure (500) with its request id, the signed-in user and their address, and refusals (4xx) not at all', async () => {
    expect((globalThis as { __SENTRY__?: unknown }).__SENTRY__).toBeDefined();
    const user = await createTestUser(db);
    const session = await loginAs(app, user);
    const address = testAddress();

    // Refusals are the product working: none is reported.
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);
    const invalid = await session.inject({ method: 'POST', url: '/api/auth/login', payload: { userInputId: 1 } });
    expect(invalid.statusCode).toBe(400);
    // The chat service's errors are left out (SPEC §8).
    expect((await session.inject({ method: 'GET', url: '/api/chat/test-rooms' })).statusCode).toBe(500);

    const failed = await session.inject({
      method: 'GET',
      url: '/api/test/ledger/INVITE-SECRET-7731?q=%ED%99%8D%EA%B8%B8%EB%8F%99',
      remoteAddress: address,
      headers: { 'sentry-trace': `${TRACE_ID}-a3ce929d0e0e4736-1`, 'user-agent': 'academy-test' },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: 'INTERNAL' });
    const requestId = failed.headers['x-request-id'];

    const [event] = await sentry.waitForEvents(1);
    expect(event).toMatchObject({
      tags: { request_id: requestId },
      user: { id: user.id, ip_address: address },
      request: { method: 'GET', url: '/api/test/ledger/:code', headers: { 'user-agent': 'academy-test' } },
      contexts: { trace: { trace_id: TRACE_ID } },
      exception: { values: [expect.objectContaining({ type: 'Error', value: FAILURE })] },
    });

    // Everything queued is out once the app closes: still that one event.
    await app.close();
    expect(sentry.events()).toHaveLength(1);
    const sent = sentry.rawEnvelopes.join('\n');
    // Never the session, the address as sent (a secret path value, a name in the query) or the body.
    expect(sent).not.toContain(session.cookies[SESSION_COOKIE]);
    expect(sent).not.toContain('INVITE-SECRET-7731');
    expect(sent).not.toMatch(/홍길동|%ED%99%8D/);
    expect(sent).not.toContain(user.loginId);
  });

  it("lets the pages send reports to the DSN's origin, and nothing of analytics", async () => {
    const other = await reportingApp({ SENTRY_DSN: sentry.dsn });
    const response = await other.inject({ method: 'GET', url: '/api/health/live' });
    await other.close();
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", ...IP_LOOKUP_ORIGINS, sentry.origin]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/google/i);
  });
});

describe('with GA_TRACKING_ID', () => {
  it('lets the pages load gtag.js and reach Google Analytics, and tells the web app the id', async () => {
    const analytics = await reportingApp({ GA_TRACKING_ID: 'G-TEST12345' });
    const response = await analytics.inject({ method: 'GET', url: '/api/system/config' });
    await analytics.close();
    expect(response.json()).toMatchObject({ gaTrackingId: 'G-TEST12345', sentryDsn: null });
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", ...GOOGLE_ANALYTICS_SOURCES.scriptSrc]);
    expect(csp['connect-src']).toEqual(["'self'", ...IP_LOOKUP_ORIGINS, ...GOOGLE_ANALYTICS_SOURCES.connectSrc]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...GOOGLE_ANALYTICS_SOURCES.imgSrc]);
  });
});
