import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp, IP_LOOKUP_ORIGINS } from '../../app';
import { cspDirectives } from './observability.test-helpers';

// Its own file: it shows what a process without SENTRY_DSN and GA_TRACKING_ID holds, which a test
// that starts error reporting in the same process would change.
const { db } = await createTestDatabase();

const processHandlers = () => ({
  uncaughtException: process.listenerCount('uncaughtException'),
  unhandledRejection: process.listenerCount('unhandledRejection'),
});

let app: FastifyInstance;
let handlersBefore: ReturnType<typeof processHandlers>;
beforeAll(async () => {
  handlersBefore = processHandlers();
  app = await buildApp({ config: testConfig(), db, logger: false });
  app.get('/api/test/fail', { config: { access: 'public' } }, async () => {
    throw new Error('failed while reading the ledger');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('without SENTRY_DSN and GA_TRACKING_ID', () => {
  it('starts no error reporting: a failure answers 500 and nothing of Sentry is set up in the process', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL' });
    expect((globalThis as { __SENTRY__?: unknown }).__SENTRY__).toBeUndefined();
    expect(processHandlers()).toEqual(handlersBefore);
  });

  it('gives the pages a CSP without any error-reporting or analytics origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", ...IP_LOOKUP_ORIGINS]);
    expect(String(response.headers['content-security-policy'])).not.toMatch(/sentry|google/i);
  });

  it('tells the web app there is nothing to load', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/system/config' });
    expect(response.json()).toMatchObject({ sentryDsn: null, gaTrackingId: null });
  });
});
