import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('GET /api/system/ip', () => {
  it('answers the connecting address', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/system/ip', remoteAddress: '198.51.100.7' });
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/system/ip',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.json()).toEqual({ ip: '198.51.100.7' });
  });

  it('honours the configured trusted proxy', async () => {
    const app = await createTestApp(db, { env: { TRUSTED_PROXY: '10.0.0.1' } });
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/api/system/ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.json()).toEqual({ ip: '203.0.113.9' });
    const notTheProxy = await app.inject({
      method: 'GET',
      url: '/api/system/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(notTheProxy.json()).toEqual({ ip: '10.0.0.2' });
  });
});

describe('GET /api/system/inspection', () => {
  const env = {
    INSPECTION_START: '2026-11-22T01:00:00Z',
    INSPECTION_END: '2026-11-22T03:00:00Z',
    INTERNAL_IPS: '203.0.113.1,203.0.113.2',
  };

  it('is inspecting for an outside visitor inside the window', async () => {
    const app = await createTestApp(db, { env, clock: fixedClock('2026-11-22T02:00:00Z') });
    const response = await app.inject({ method: 'GET', url: '/api/system/inspection', remoteAddress: '198.51.100.7' });
    expect(response.json()).toEqual({
      inspecting: true,
      start: '2026-11-22T01:00:00.000Z',
      end: '2026-11-22T03:00:00.000Z',
      isInternalUser: false,
      clientIp: '198.51.100.7',
    });
  });

  it('marks an internal address, IPv4-mapped or not', async () => {
    const app = await createTestApp(db, { env, clock: fixedClock('2026-11-22T02:00:00Z') });
    const response = await app.inject({
      method: 'GET',
      url: '/api/system/inspection',
      remoteAddress: '::ffff:203.0.113.2',
    });
    expect(response.json()).toMatchObject({ inspecting: true, isInternalUser: true, clientIp: '203.0.113.2' });
  });

  it('is not inspecting outside the window', async () => {
    const clock = fixedClock('2026-11-22T03:00:00Z');
    const app = await createTestApp(db, { env, clock });
    const after = await app.inject({ method: 'GET', url: '/api/system/inspection', remoteAddress: '198.51.100.7' });
    expect(after.json()).toMatchObject({ inspecting: false });
    clock.set('2026-11-22T00:59:59Z');
    const before = await app.inject({ method: 'GET', url: '/api/system/inspection', remoteAddress: '198.51.100.7' });
    expect(before.json()).toMatchObject({ inspecting: false });
  });

  it('answers no window when none is configured', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/system/inspection' });
    expect(response.json()).toMatchObject({ inspecting: false, start: null, end: null });
  });
});

describe('GET /api/system/config', () => {
  it('exposes only the public subset', async () => {
    const app = await createTestApp(db, { env: { ROOT_REDIRECT: '/v3/MyPage', GA_TRACKING_ID: 'G-1' } });
    const response = await app.inject({ method: 'GET', url: '/api/system/config' });
    expect(response.json()).toEqual({ rootRedirect: '/v3/MyPage', gaTrackingId: 'G-1', sentryDsn: null });
  });
});
