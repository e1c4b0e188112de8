import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * The store of `@fastify/rate-limit` kept in PostgreSQL, so a route's limit holds across every
 * server process: one upsert per limited request counts the hit in the client's window (starting
 * a new window once the last has ended) and answers the count and what is left of the window.
 * Each route counts on its own (the plugin makes a child store per route). The routes' limits are
 * fixed windows; the plugin's `continueExceeding` and `exponentialBackoff` are not used here.
 */

type Hits = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hits) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Counts one hit of `key` in its window; answers the hits so far and the window's remaining
 * milliseconds. Time is the database's, so every server process agrees on where a window ends.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<Hits> {
  const window = `${Math.max(1, Math.trunc(windowMs))} milliseconds`;
  const { rows } = await sql<{ hits: number; ttl_ms: string }>`
    insert into rate_limits as limits (key, hits, window_ends_at) values (${key}, 1, now() + ${window}::interval)
    on conflict (key) do update set
      hits = case when limits.window_ends_at <= now() then 1 else limits.hits + 1 end,
      window_ends_at = case when limits.window_ends_at <= now() then excluded.window_ends_at
                            else limits.window_ends_at end
    returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000) as ttl_ms`.execute(db);
  const [counted] = rows;
  if (!counted) throw new Error('rate limit upsert answered no row');
  return { current: counted.hits, ttl: Math.max(0, Number(counted.ttl_ms)) };
}

/** The hits of `key` in its current window, without counting one. */
async function readHits(db: Executor, key: string): Promise<Hits> {
  const { rows } = await sql<{ hits: number; ttl_ms: string }>`
    select hits, ceil(extract(epoch from window_ends_at - now()) * 1000) as ttl_ms
    from rate_limits where key = ${key} and window_ends_at > now()`.execute(db);
  const [row] = rows;
  return row ? { current: row.hits, ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 };
}

/** The store class the plugin instantiates (`new Store(options)`), bound to the app's database. */
export function postgresRateLimitStore(db: Executor) {
  const routeOf = (params: RouteParams) => {
    const method = params.routeInfo?.method;
    return `${Array.isArray(method) ? method.join(',') : (method ?? '*')} ${params.routeInfo?.url ?? '*'}`;
  };
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '*',
    ) {}

    incr(client: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.route}|${client}`, timeWindow).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    read(client: string, callback: Callback): void {
      readHits(db, `${this.route}|${client}`).then(
        (hits) => callback(null, hits),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged limit options, with the route under `routeInfo`. */
    child(params: object): PostgresRateLimitStore {
      return new PostgresRateLimitStore(undefined, routeOf(params as RouteParams));
    }
  };
}
