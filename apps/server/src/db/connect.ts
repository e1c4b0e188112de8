import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DB } from './database';
import { chooseDatabaseDir, ensureDatabase, startEmbeddedServer, withDatabase } from './embedded-server';
import { PreparingClient } from './prepared-statements';

export const APP_DATABASE = 'academy';

// Dates ('date' columns) stay 'YYYY-MM-DD' strings: a business date has no time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// bigint counts (count(*)) fit in a JS number for every table this app keeps.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseHandle = {
  db: Kysely<DB>;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server when this process started it. */
  close: () => Promise<void>;
};

const pools = new WeakMap<Kysely<DB>, pg.Pool>();

/** The pg pool under a database made by createKysely (its usage is a metric: platform/metrics). */
export function poolOf(db: Kysely<DB>): pg.Pool | undefined {
  return pools.get(db);
}

export function createKysely(url: string, poolSize = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  // An idle connection dropped by the server (restart, Ctrl-C reaching it first) must not crash
  // the process; the pool replaces it on the next query.
  pool.on('error', (error) => process.stderr.write(`[database] idle connection closed: ${error.message}\n`));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

/** DATABASE_URL when configured, otherwise the embedded server in DATA_DIR (started here). */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const db = createKysely(config.databaseUrl);
    return { db, url: config.databaseUrl, embedded: false, close: () => db.destroy() };
  }
  const databaseDir = chooseDatabaseDir(config.dataDir, log);
  const server = await startEmbeddedServer({
    databaseDir,
    port: config.embeddedPgPort,
    log,
    serverOutput: (message) => {
      if (/ERROR|FATAL|PANIC/.test(message)) log(message);
    },
  });
  try {
    await ensureDatabase(server.adminUrl, APP_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = withDatabase(server.adminUrl, APP_DATABASE);
  const db = createKysely(url);
  return {
    db,
    url,
    embedded: true,
    close: async () => {
      await db.destroy();
      await server.stop();
    },
  };
}
