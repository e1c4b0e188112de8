import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { runModeOf } from '../../platform/mode/run-mode';
import type { Executor } from '../database';

/**
 * When `npm run demo:reset` must not touch the database: in the real-use mode, and while another process
 * (the server) uses it — the embedded cluster's postmaster.pid names a live process, or, with
 * DATABASE_URL, other sessions are connected to the database.
 */

export function productionRefusal(config: Pick<Config, 'env' | 'host'>): string | null {
  return runModeOf(config) === 'real'
    ? 'demo:reset wipes every academy, account and session: it runs only in the local mode (not with NODE_ENV=production, and with HOST on loopback).'
    : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (PostgreSQL runs as `postgres` under root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the PostgreSQL server running on this data folder, or null when none is. */
export function runningPostmaster(databaseDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

export function embeddedInUseMessage(databaseDir: string, pid: number): string {
  return (
    `The embedded PostgreSQL server in ${databaseDir} is running (pid ${pid}): the app server ` +
    '(npm start / npm run dev) holds it. Stop the server first, then run npm run demo:reset again.'
  );
}

/** Sessions other than this one connected to the current database (the app server's pool, psql …). */
export async function otherConnections(db: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(db);
  return rows[0]?.n ?? 0;
}

export function connectedMessage(count: number): string {
  return (
    `${count} other connection(s) use this database (DATABASE_URL), probably the app server: ` +
    'stop it first, then run npm run demo:reset again.'
  );
}
