import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../src/db/embedded-server';
import { freePort } from './free-port';
import {
  type Answer,
  exitWithin,
  holdRequest,
  killLeftovers,
  type Launched,
  launch,
  makeTempDir,
  portIsClosed,
  postmasterPid,
  processTree,
  remember,
  repoRoot,
  serverDir,
  startScriptArgs,
  stillRunningAfter,
  waitForOk,
} from './process-helpers';

// The server as people run it: `npm start` (node --enable-source-maps dist/main.mjs, compiled by its
// prestart) and `npm run dev`, as real processes on their own embedded PostgreSQL, stopped with a
// signal. The tests of this file run one after another and share one data folder, as a developer's
// machine keeps ./data between starts.

// biome-ignore lint/style/noProcessEnv: the processes started here get this environment, changed below
const inherited = { ...process.env };
delete inherited.DATABASE_URL; // these starts are about the embedded server, whatever this run uses

let dataDir: string;
const clusterDir = () => path.join(dataDir, 'pg');

function serverEnv(ports: { port: number; pgPort: number }, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...inherited,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports.port),
    EMBEDDED_PG_PORT: String(ports.pgPort),
    DATA_DIR: dataDir,
    // API only: these tests need no web build, and apps/web/dist may be half-written by a build.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** What `npm start` runs (after building the web app), without npm around it. */
const startServer = (env: NodeJS.ProcessEnv): Launched => launch(startScriptArgs(), { cwd: serverDir, env });

beforeAll(async () => {
  dataDir = await makeTempDir('academy-process-');
});

// A test that fails half-way must not leave its server (or PostgreSQL) to the next one.
afterEach(() => {
  if (dataDir) remember([postmasterPid(clusterDir())]);
  killLeftovers();
});

afterAll(async () => {
  killLeftovers();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  let sessionCookie: string | undefined;

  it('on SIGTERM finishes the request in flight, closes the pool, stops PostgreSQL and exits 0', async () => {
    const port = await freePort();
    const server = startServer(serverEnv({ port, pgPort: await freePort() }));
    const health = await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(server.output()).toContain('filled the database with demo data');

    const postgres = postmasterPid(clusterDir());
    expect(postgres).toBeDefined();
    const tree = processTree(server.pid);
    remember(tree);
    expect(tree).toContain(postgres);

    // A login the server has taken in but cannot answer yet: its body is still on the way.
    const login = await holdRequest(
      port,
      '/api/auth/login',
      JSON.stringify({ userInputId: 'director', pw: 'demo1234', keep: true }),
    );
    server.child.kill('SIGTERM');
    await server.waitForOutput(/SIGTERM: finishing requests in flight/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.hasExited()).toBe(false); // waiting for that request

    let answer: Answer;
    try {
      answer = await login.send();
    } finally {
      login.agent.destroy();
    }
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.userNm).toBe('김원장');
    sessionCookie = [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('academy_session='));
    expect(sessionCookie).toBeDefined();

    // The connection stays open (keep-alive) after the answer; the shutdown must not wait for it.
    const exit = await exitWithin(server, 15_000);
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(server.output()).not.toContain('shutdown took longer');
    expect(existsSync(path.join(clusterDir(), 'postmaster.pid'))).toBe(false);
    expect(await stillRunningAfter(tree, 3_000)).toEqual([]);
    expect(await portIsClosed(port)).toBe(true);
  }, 120_000);

  it('a second start reuses the cluster and its data, and Ctrl-C stops everything with exit code 0', async () => {
    const port = await freePort();
    const server = startServer(serverEnv({ port, pgPort: await freePort() }));
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
    const output = server.output();
    expect(output).not.toContain('applied migrations');
    expect(output).not.toContain('filled the database with demo data');

    // The session the in-flight login wrote before the first shutdown is still there.
    expect(sessionCookie).toBeDefined();
    const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, {
      headers: { cookie: (sessionCookie ?? '').split(';')[0] ?? '' },
    });
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: { userInputId: string } };
    expect(user.userInputId).toBe('director');

    const postgres = postmasterPid(clusterDir());
    const tree = processTree(server.pid);
    remember(tree);
    expect(tree).toContain(postgres);

    const justBefore = await fetch(`http://127.0.0.1:${port}/api/system/ip`);
    expect(justBefore.status).toBe(200);
    // A terminal's Ctrl-C: SIGINT to the whole foreground process group, PostgreSQL included.
    process.kill(-server.pid, 'SIGINT');
    const exit = await exitWithin(server, 15_000);
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(server.output()).toContain('SIGINT: finishing requests in flight');
    expect(server.output()).not.toContain('shutdown took longer');
    expect(existsSync(path.join(clusterDir(), 'postmaster.pid'))).toBe(false);
    expect(await stillRunningAfter(tree, 3_000)).toEqual([]);
  }, 120_000);
});

describe('a start that cannot succeed', () => {
  const adminUrl = inject('pgAdminUrl');
  const database = `academy_process_${randomBytes(6).toString('hex')}`;

  async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await admin(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
  });

  it('a migration that fails stops the start with exit code 1, names the migration and never listens', async () => {
    const url = withDatabase(adminUrl, database);
    await admin(adminUrl, (client) => client.query(`create database ${database}`));
    // The first migration creates `users`; here one already exists, in another shape.
    await admin(url, async (client) => {
      await client.query('create table users (id text primary key, note text)');
      await client.query(`insert into users values ('kept', '그대로')`);
    });

    const port = await freePort();
    const server = startServer(serverEnv({ port, pgPort: await freePort() }, { DATABASE_URL: url }));
    const exit = await exitWithin(server, 60_000);
    expect(exit, server.output()).toMatchObject({ code: 1, signal: null });
    expect(server.output()).toMatch(/Migration 202611220000_foundation failed: relation "users" already exists/);
    expect(server.output()).not.toContain('listening on');
    expect(await portIsClosed(port)).toBe(true);
    expect(server.output()).toContain('connecting to DATABASE_URL');
    expect(server.output()).not.toContain('starting the embedded PostgreSQL server');

    // Nothing of the failed migration stayed behind: it ran in one transaction.
    await admin(url, async (client) => {
      const columns = await client.query(
        `select column_name from information_schema.columns where table_name = 'users' order by ordinal_position`,
      );
      expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'note']);
      expect((await client.query('select id, note from users')).rows).toEqual([{ id: 'kept', note: '그대로' }]);
      const institutes = await client.query(`select to_regclass('institutes') as found`);
      expect(institutes.rows[0].found).toBeNull();
      const applied = await client.query(
        `select count(*)::int as n from information_schema.tables where table_name = 'kysely_migration'`,
      );
      if (applied.rows[0].n > 0) {
        expect((await client.query('select count(*)::int as n from kysely_migration')).rows[0].n).toBe(0);
      }
    });
  }, 90_000);

  it('a bad configuration exits with code 78 listing the bad keys, before starting PostgreSQL', async () => {
    const emptyDataDir = path.join(dataDir, 'never-used');
    const server = startServer({
      ...serverEnv({ port: 0, pgPort: 0 }),
      PORT: 'abc',
      EMBEDDED_PG_PORT: '80',
      DATA_DIR: emptyDataDir,
    });
    const exit = await exitWithin(server, 30_000);
    expect(exit, server.output()).toMatchObject({ code: 78, signal: null });
    expect(server.output()).toContain('Invalid configuration: PORT, EMBEDDED_PG_PORT');
    expect(server.output()).not.toContain('starting the embedded PostgreSQL server');
    expect(existsSync(emptyDataDir)).toBe(false);
  }, 60_000);
});

describe('npm run dev', () => {
  it('serves the web app with HMR and the API through its proxy, restarts the server on change, and Ctrl-C leaves nothing running', async () => {
    const [port, webPort, pgPort] = [await freePort(), await freePort(), await freePort()];
    const dev = launch([path.join(repoRoot, 'scripts/dev.mjs')], {
      cwd: repoRoot,
      env: { ...serverEnv({ port, pgPort }), WEB_PORT: String(webPort) },
    });
    const web = `http://localhost:${webPort}`;

    const page = await waitForOk(`${web}/`, dev);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/@vite/client'); // the HMR client
    await waitForOk(`http://127.0.0.1:${port}/api/health`, dev);
    const health = await waitForOk(`${web}/api/health`, dev);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
    await dev.waitForOutput(/listening on/);

    // A change to the server's code: tsx stops the server (and its PostgreSQL) and starts it again.
    const firstPostgres = postmasterPid(clusterDir());
    expect(firstPostgres).toBeDefined();
    remember(processTree(dev.pid));
    const now = new Date();
    await utimes(path.join(serverDir, 'src/main.ts'), now, now);
    await dev.waitForOutput(/listening on/, { times: 2 });
    await waitForOk(`${web}/api/health`, dev);
    const secondPostgres = postmasterPid(clusterDir());
    expect(secondPostgres).toBeDefined();
    expect(secondPostgres).not.toBe(firstPostgres);
    expect(await stillRunningAfter([firstPostgres as number], 1_000)).toEqual([]);

    const tree = processTree(dev.pid);
    remember(tree);
    expect(tree).toContain(secondPostgres);

    process.kill(-dev.pid, 'SIGINT'); // Ctrl-C in the terminal running `npm run dev`
    const exit = await exitWithin(dev, 20_000);
    expect(exit, dev.output()).toMatchObject({ code: 0, signal: null });
    expect(dev.output()).toContain('SIGINT: finishing requests in flight');
    expect(await stillRunningAfter(tree, 5_000)).toEqual([]);
    expect(existsSync(path.join(clusterDir(), 'postmaster.pid'))).toBe(false);
    expect(await portIsClosed(port)).toBe(true);
  }, 150_000);
});
