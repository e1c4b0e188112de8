import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import type { Clock } from '../src/platform/clock';
import type { Adapters } from '../src/platform/context';

/**
 * Configuration as the app would read it, with test overrides given as env-style keys. With
 * NODE_ENV=test, passwords are hashed with the quick test parameters unless a test asks for
 * `PASSWORD_HASHING: 'owasp'` (any other NODE_ENV gets the real ones, as the app would).
 */
export function testConfig(env: Record<string, string> = {}): Config {
  const given = { NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', SEED_DEMO: 'false', ...env };
  return loadConfig(given.NODE_ENV === 'test' ? { PASSWORD_HASHING: 'fast-for-tests', ...given } : given);
}

/** buildApp on the given database, silent, closed after the file's tests. */
export async function createTestApp(
  db: Database,
  options: { env?: Record<string, string>; clock?: Clock; adapters?: Partial<Adapters> } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    db,
    clock: options.clock,
    adapters: options.adapters,
    logger: false,
  });
  await app.ready();
  afterAll(() => app.close());
  return app;
}
