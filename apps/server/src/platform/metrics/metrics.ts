import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../../db/connect';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { jobRunsCounter } from './job-runs';

/** The label of a request no route matched (its address is never a label: it may hold anything). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; finer below 50 ms, where the service's targets lie. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Process memory, CPU, event loop and GC (prom-client's default metrics) and the job runs: one set per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    processRegistry.registerMetric(jobRunsCounter);
  }
  return processRegistry;
}

/** This app's metrics: request latency by route pattern and status class, and its database pool. */
function appMetrics(ctx: AppContext): { registry: Registry; requestDuration: Histogram<string> } {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = poolOf(ctx.db);
  if (pool) {
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    poolGauge('academy_db_pool_connections', 'Connections the database pool holds open.', () => pool.totalCount);
    poolGauge('academy_db_pool_idle_connections', 'Open connections no query is using.', () => pool.idleCount);
    poolGauge('academy_db_pool_waiting_requests', 'Queries waiting for a free connection.', () => pool.waitingCount);
    poolGauge('academy_db_pool_max_connections', 'The most connections the pool opens.', () => pool.options.max ?? 10);
  }
  return { registry, requestDuration };
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** 401 without a bearer token, 403 with another one; compared in constant time. */
function checkBearer(request: FastifyRequest, token: string): void {
  const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!given) throw new AppError('UNAUTHENTICATED');
  if (!timingSafeEqual(sha256(given), sha256(token))) throw new AppError('FORBIDDEN');
}

/**
 * `GET /metrics` in Prometheus' text format, off unless METRICS_TOKEN is set: unset, it answers 404
 * as an unknown address does and no request is measured; set, a scrape needs
 * `Authorization: Bearer <token>`. Each answered request costs one histogram observation, labelled
 * by its route pattern (`/api/insts/:instId/students`), never by the address as sent.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.metricsToken;
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  if (!token) {
    app.get('/metrics', route, async () => {
      throw new AppError('ROUTE_NOT_FOUND');
    });
    return;
  }
  const { registry, requestDuration } = appMetrics(ctx);
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', route, async (request, reply) => {
    checkBearer(request, token);
    const scrape = Registry.merge([processMetrics(), registry]);
    return reply
      .type(scrape.contentType)
      .header('cache-control', 'no-store')
      .send(await scrape.metrics());
  });
}
