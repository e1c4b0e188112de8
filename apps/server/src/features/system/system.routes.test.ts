import { createServer, type Socket } from 'node:net';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createKysely, poolOf } from '../../db/connect';
import { fixedClock } from '../../platform/clock';
import { normaliseIp, READINESS_TIMEOUT_MS } from './system.service';

const { db, url } = await createTestDatabase();
const NOT_READY = {
  code: 'SERVICE_UNAVAILABLE',
  message: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
};

/** A database whose pool was ended: every query fails, as when PostgreSQL is gone. */
async function endedDatabase() {
  const ended = createKysely(url, 1);
  await poolOf(ended)?.end();
  return ended;
}

describe('normaliseIp', () => {
  it('strips the IPv4-mapped prefix, and answers nothing for a client that already hung up', () => {
    expect(normaliseIp('::ffff:203.0.113.10')).toBe('203.0.113.10');
    expect(normaliseIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normaliseIp(undefined)).toBe('');
  });
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('GET /api/health/live', () => {
  it('answers while the process runs, without asking the database', async () => {
    const app = await createTestApp(await endedDatabase());
    const response = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'live', uptimeSeconds: expect.any(Number) });
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const app = await createTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error contract when the database is down, while liveness and /api/health still answer', async () => {
    const app = await createTestApp(await endedDatabase());
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual(NOT_READY);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('answers 503 while a migration of this build is not applied, and ready once it is', async () => {
    const { db: behind } = await createTestDatabase();
    const table = sql.table(DEFAULT_MIGRATION_TABLE);
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${table}
      order by name desc limit 1`.execute(behind);
    const last = rows[0] as { name: string; timestamp: string };
    await sql`delete from ${table} where name = ${last.name}`.execute(behind);
    const app = await createTestApp(behind);
    const pending = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual(NOT_READY);
    await sql`insert into ${table} (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(behind);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 within its timeout when the database does not answer', async () => {
    // Accepts connections and never says a word, as a hung server or a dropped network would.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const app = await createTestApp(createKysely(`postgres://academy@127.0.0.1:${port}/academy`, 1));
    const startedAt = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    const waited = Date.now() - startedAt;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(NOT_READY);
    expect(sockets.size).toBe(1);
    expect(waited).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(READINESS_TIMEOUT_MS + 3000);
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
