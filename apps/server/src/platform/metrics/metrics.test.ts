import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { ConfigError } from '../../config';
import { createAdapters } from '../adapters/create-adapters';
import { systemClock } from '../clock';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';
import { startScheduler } from '../jobs/scheduler';

const { db } = await createTestDatabase();
const TOKEN = 'metrics-0123456789abcdef0123';
const metricsOn = await createTestApp(db, { env: { METRICS_TOKEN: TOKEN } });
const scrape = async () => {
  const response = await metricsOn.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};
/** The value of one sample line (`name{labels} value`), or undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is configured with a token long enough not to be guessed', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short-token' })).toThrow(ConfigError);
    expect(() => testConfig({ METRICS_TOKEN: `${TOKEN.slice(0, 12)} ${TOKEN.slice(12)}` })).toThrow(ConfigError);
    expect(testConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(testConfig().metricsToken).toBeUndefined();
  });

  it('answers 404 as an unknown address does when METRICS_TOKEN is unset', async () => {
    const app = await createTestApp(db);
    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const unknown = await app.inject({ method: 'GET', url: '/no-such-address' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toEqual({ code: 'ROUTE_NOT_FOUND', message: '존재하지 않는 API 주소입니다.' });
    expect(metrics.json()).toEqual(unknown.json());
  });

  it('refuses a scrape without the bearer token (401) or with another one (403), showing nothing', async () => {
    const none = await metricsOn.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const basic = await metricsOn.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.statusCode).toBe(401);
    const wrong = await metricsOn.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('FORBIDDEN');
    for (const refused of [none, basic, wrong]) expect(refused.body).not.toContain('http_request_duration_seconds');
  });

  it('measures request latency by method, route pattern and status class, never by the address as sent', async () => {
    const instId = newId();
    const before = await scrape();
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/insts/:instId/students",status_class="4xx"}';
    const health = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}';
    const unmatched = 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_class="4xx"}';
    const visitor = await metricsOn.inject({
      method: 'GET',
      url: `/api/insts/${instId}/students?q=${encodeURIComponent('홍길동')}`,
    });
    expect(visitor.statusCode).toBe(401);
    await metricsOn.inject({ method: 'GET', url: `/api/insts/${instId}/students?q=01012345678` });
    expect((await metricsOn.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await metricsOn.inject({ method: 'GET', url: `/api/no-such/${instId}` })).statusCode).toBe(404);

    const after = await scrape();
    expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(2);
    expect((sample(after, health) ?? 0) - (sample(before, health) ?? 0)).toBe(1);
    expect((sample(after, unmatched) ?? 0) - (sample(before, unmatched) ?? 0)).toBe(1);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_class="2xx"\} \d+/,
    );
    for (const fromTheAddress of [instId, '홍길동', encodeURIComponent('홍길동'), '01012345678', 'no-such', 'q=']) {
      expect(after).not.toContain(fromTheAddress);
    }
  });

  it('shows the database pool, the process memory and CPU', async () => {
    await metricsOn.inject({ method: 'GET', url: '/api/health' });
    const text = await scrape();
    // The test database's pool holds at most 4 connections (test/test-database.ts).
    expect(sample(text, 'academy_db_pool_max_connections')).toBe(4);
    const open = sample(text, 'academy_db_pool_connections') ?? -1;
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(4);
    expect(sample(text, 'academy_db_pool_idle_connections')).toBeLessThanOrEqual(open);
    expect(sample(text, 'academy_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the background jobs’ runs and failures', async () => {
    const config = testConfig();
    const ctx: AppContext = {
      db,
      clock: systemClock,
      config,
      adapters: createAdapters(config, db, systemClock),
    };
    const ok = `metrics-test-ok-${newId().slice(-6)}`;
    const failing = `metrics-test-failing-${newId().slice(-6)}`;
    const quiet = { info: () => {}, error: () => {} };
    const scheduler = startScheduler(
      ctx,
      [
        { name: ok, everyMs: 3_600_000, run: async () => 1 },
        {
          name: failing,
          everyMs: 3_600_000,
          run: async () => {
            throw new Error('this job fails');
          },
        },
      ],
      quiet,
    );
    try {
      await scheduler.runNow(ok);
      await scheduler.runNow(ok);
      await scheduler.runNow(failing);
    } finally {
      await scheduler.stop();
    }
    const text = await scrape();
    // At least: the scheduler also runs each job once at start.
    expect(sample(text, `academy_job_runs_total{job="${ok}",outcome="succeeded"}`)).toBeGreaterThanOrEqual(2);
    expect(sample(text, `academy_job_runs_total{job="${ok}",outcome="failed"}`)).toBeUndefined();
    expect(sample(text, `academy_job_runs_total{job="${failing}",outcome="failed"}`)).toBeGreaterThanOrEqual(1);
    expect(sample(text, `academy_job_runs_total{job="${failing}",outcome="succeeded"}`)).toBeUndefined();
  });
});
