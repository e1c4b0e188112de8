/**
 * `npm run bench`: load figures measured in one run on this machine, each target's requests/s as a
 * ratio to a bare Fastify + pg primary-key read measured in the same run, with the goals
 * and whether they were met, and the SQL statements each request ran; then the students import and
 * the gzip size of the JS each first route loads. Not part of `npm test`. Later features add their
 * endpoints to `appTargets`.
 *
 * `--seconds=N` sets each target's run (default 5); `--only=sheet,desk` runs the baselines and the
 * targets whose names hold one of those words, and nothing else; `mix`, `chat`, `reports`, `start` and
 * `lighthouse` name the sections after the table (to profile one route:
 * `node --cpu-prof --import tsx bench/run.ts --only=sheet`). `--statements` also prints, after
 * each target, its statements from `pg_stat_statements`: calls, how many times PostgreSQL planned
 * them (fewer plans than calls: a generic plan kept) and the mean planning and running times.
 * `--plans` prints, after the table, `EXPLAIN (ANALYZE, BUFFERS)` of every read each measured GET
 * target sends (`--explain`: the whole plans), as the growth bench does on its grown data.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { APP_DATABASE, createKysely, poolOf } from '../apps/server/src/db/connect';
import type { Database, DB } from '../apps/server/src/db/database';
import { ensureDatabase, startEmbeddedServer, withDatabase } from '../apps/server/src/db/embedded-server';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { CSRF_HEADER } from '../apps/server/src/platform/auth/sessions';
import { freePort } from '../apps/server/test/free-port';
import { demoBillPaths, seedPaymentConfirms } from './billing.fixtures';
import { booksLedgerTargets } from './books-ledger';
import { booksTransactionsTargets } from './books-transactions';
import {
  BENCH_SESSION_COOKIE,
  demoFeedAndNoticePaths,
  demoStudentPath,
  familyOfDemoParent,
  seedDeskPresses,
  seedSheetOf40,
} from './fixtures';
import { type Goal, listen, load, printTable, type RequestShape, type Result } from './http-load';
import { cpuMeter } from './process-cpu';
import { benchStudentsImport } from './students-import';
import { printBundleSizes } from './web-bundle';

const BASELINE = 'bare Fastify + pg primary-key read';
/** Orders waiting for their confirm: more than the confirm target answers in its warm-up and run. */
const PAYMENT_CONFIRMS = 3000;
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter((part) => part !== '');

const STATEMENTS = process.argv.includes('--statements');
const PLANS = process.argv.includes('--plans');

type Target = { name: string; path: string; shape?: RequestShape; goal?: Goal };

type StatementStats = { calls: string; plans: string; plan_ms: number; exec_ms: number; query: string };

/** The statements run since the last call (pg_stat_statements, then reset), costliest first. */
async function printStatementStats(db: Database) {
  const { rows } = await sql<StatementStats>`
    select calls::text, plans::text, round((total_plan_time / greatest(calls, 1))::numeric, 3)::float8 as plan_ms,
           round((total_exec_time / greatest(calls, 1))::numeric, 3)::float8 as exec_ms,
           regexp_replace(query, '[[:space:]]+', ' ', 'g') as query
      from pg_stat_statements
     where calls >= 10 and query not ilike '%pg_stat_statements%'
     order by total_plan_time + total_exec_time desc limit 8`.execute(db);
  for (const row of rows) {
    console.log(
      `    ${row.calls.padStart(7)} calls ${row.plans.padStart(7)} plans  plan ${row.plan_ms.toFixed(3)} ms  run ${row.exec_ms.toFixed(3)} ms  ${row.query.slice(0, 110)}`,
    );
  }
  await sql`select pg_stat_statements_reset()`.execute(db);
}

const addressOf = (server: FastifyInstance) => {
  const address = server.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

/**
 * A handle on the same pool as `db` whose log hook counts every statement run through it (BEGIN
 * and COMMIT included): the app is built on it, so the table shows the statements per request.
 */
function countingStatements(db: Database) {
  const pool = poolOf(db);
  if (!pool) throw new Error('the bench database has no pool');
  let statements = 0;
  const counted = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: () => {
      statements += 1;
    },
  });
  return { db: counted, count: () => statements };
}

/** The app's targets, the goals beside those it sets (issue 14). */
async function appTargets(db: Database): Promise<Target[]> {
  const sheet = await seedSheetOf40(db);
  const signedIn = { cookie: `${BENCH_SESSION_COOKIE}=${sheet.token}`, [CSRF_HEADER]: sheet.csrfToken };
  const family = await familyOfDemoParent(db);
  const studentPath = await demoStudentPath(db);
  const deskPresses = await seedDeskPresses(db);
  const boards = await demoFeedAndNoticePaths(db);
  const bills = await demoBillPaths(db);
  const confirms = await seedPaymentConfirms(db, PAYMENT_CONFIRMS);
  const json = { ...signedIn, 'content-type': 'application/json' };
  return [
    { name: 'app GET /api/health (select 1)', path: '/api/health' },
    { name: 'app GET /api/system/inspection', path: '/api/system/inspection' },
    {
      name: 'app GET student detail (director)',
      path: studentPath,
      shape: { headers: signedIn },
      goal: { ratio: 0.5 },
    },
    {
      name: 'app GET class sheet (40 students)',
      path: sheet.path,
      shape: { headers: signedIn },
      goal: { ratio: 0.2, p99Ms: 30 },
    },
    {
      name: 'app GET students list (search ㅎㅅ, page of 20)',
      path: `/api/insts/${sheet.instId}/students?q=${encodeURIComponent('ㅎㅅ')}&page=1&size=20`,
      shape: { headers: signedIn },
      goal: { ratio: 0.2 },
    },
    { name: 'app GET director home (/mainTF)', path: `/api/insts/${sheet.instId}/home`, shape: { headers: signedIn } },
    {
      name: 'app GET parent child home (/mainTF)',
      path: `/api/me/children/${family.childUserId}/home`,
      shape: { headers: family.headers },
    },
    {
      name: 'app GET my notifications (parent, page of 20)',
      path: '/api/me/notifications?limit=20',
      shape: { headers: family.headers },
    },
    {
      name: 'app GET my unread count (the badge)',
      path: '/api/me/notifications/unread-count',
      shape: { headers: family.headers },
    },
    { name: 'app GET class feed (parent, page of 10)', path: boards.feed, shape: { headers: family.headers } },
    { name: 'app GET notices (parent, page of 20)', path: boards.notices, shape: { headers: family.headers } },
    { name: 'app GET notice read list (director)', path: boards.readList, shape: { headers: signedIn } },
    { name: "app GET this month's bills (director, with totals)", path: bills.month, shape: { headers: signedIn } },
    { name: 'app GET bills to pay (parent)', path: bills.due, shape: { headers: family.headers } },
    ...(await booksLedgerTargets(db)),
    ...(await booksTransactionsTargets(db)),
    {
      name: 'app POST payment confirm (parent, sandbox card, one order each)',
      path: bills.confirm,
      shape: {
        method: 'POST',
        headers: { ...confirms.headers, 'content-type': 'application/json' },
        variants: confirms.variants,
      },
    },
    {
      name: 'app PUT class sheet (40 students)',
      path: sheet.path,
      shape: {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({
          rows: sheet.studentIds.map((studentId) => ({ studentId, status: 'PRESENT', memo: '' })),
        }),
      },
      goal: { ratio: 0.1 },
    },
    {
      name: 'app POST desk check-in (kiosk, a student each)',
      path: '/api/desk/check',
      shape: { method: 'POST', headers: { 'content-type': 'application/json' }, variants: deskPresses },
      goal: { ratio: 0.15 },
    },
  ];
}

async function main() {
  const clusterDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-pg-'));
  await chmod(clusterDir, 0o755);
  const databaseDir = path.join(clusterDir, 'data');
  const server = await startEmbeddedServer({
    databaseDir,
    // Any free port: benches of other checkouts may be running on this machine.
    port: await freePort(),
    persistent: false,
    flags: STATEMENTS
      ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track_planning=on']
      : [],
  });
  const results: Result[] = [];
  const closers: Array<() => Promise<unknown>> = [];
  try {
    await ensureDatabase(server.adminUrl, APP_DATABASE);
    const url = withDatabase(server.adminUrl, APP_DATABASE);
    const db = createKysely(url);
    closers.push(() => db.destroy());
    await migrateToLatest(db);
    await seedDemoData(db);
    if (STATEMENTS) await sql`create extension if not exists pg_stat_statements`.execute(db);
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();

    const cpu = cpuMeter(databaseDir);

    // 1. A reference: raw node:http answering the same JSON as /api/health, no database.
    const body = JSON.stringify({ status: 'ok', database: 'up', uptimeSeconds: 1 });
    const raw = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    closers.push(() => new Promise((resolve) => raw.close(resolve)));
    results.push(await load('raw node:http JSON', `${await listen(raw)}/`));

    // 2. The baseline (1.00×): bare Fastify with one primary-key read through pg.
    const bare = Fastify({ logger: false });
    bare.get('/user', async () =>
      sql`select id, user_nm from users where id = ${user.id}`.execute(db).then((r) => r.rows[0]),
    );
    await bare.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => bare.close());
    results.push(await load(BASELINE, `${addressOf(bare)}/user`, {}, { cpu }));

    // 3. The app itself, every plugin on, its statements counted. Running for real (production
    // settings, its cookie names, its log level: the lines go to /dev/null as they would to stdout),
    // with the sandbox providers allowed.
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      ALLOW_SANDBOX_FOR_REAL: 'true',
      PUBLIC_ORIGIN: 'https://bench.academy.example',
    });
    const counted = countingStatements(db);
    const app = await buildApp({
      config,
      db: counted.db,
      logger: { stream: pino.destination({ dest: '/dev/null', sync: true }) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const appUrl = addressOf(app);
    const measured: Target[] = [];
    for (const target of await appTargets(db)) {
      if (ONLY && !ONLY.some((part) => target.name.includes(part))) continue;
      measured.push(target);
      if (STATEMENTS) await sql`select pg_stat_statements_reset()`.execute(db);
      results.push(
        await load(target.name, `${appUrl}${target.path}`, target.shape, {
          goal: target.goal,
          statements: counted,
          cpu,
        }),
      );
      if (STATEMENTS) {
        console.log(`  ${target.name}:`);
        await printStatementStats(db);
      }
    }

    // Requests the load generator left in flight finish before the app and the database close.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    printTable(results, BASELINE);
    if (PLANS) {
      const reads = measured
        .filter((target) => (target.shape?.method ?? 'GET') === 'GET')
        .map(({ name, path: targetPath, shape }) => ({ name, path: targetPath, shape: { headers: shape?.headers } }));
      await (await import('./data-growth.plans')).printPlans(db, {
        config,
        url,
        targets: reads,
        full: process.argv.includes('--explain'),
        heading: 'Plans',
      });
    }
    // The daily mix and the start-to-healthy times run the server in its own process (decision 0039).
    const mix = { db, databaseUrl: url, databaseDir, baseline: results[1] };
    if (!ONLY || ONLY.includes('mix')) await (await import('./daily-mix')).benchDailyMix(mix);
    // A message to 500 sockets in one room: the sockets on the server in its own process, the
    // messages sent to it and, across processes, to this app (decision 0054).
    if (!ONLY || ONLY.includes('chat'))
      await (await import('./chat')).benchChatFanOut({
        db,
        databaseUrl: url,
        databaseDir,
        appUrl,
        statements: STATEMENTS
          ? { reset: () => sql`select pg_stat_statements_reset()`.execute(db), print: () => printStatementStats(db) }
          : undefined,
      });
    // Learning report PDFs: drawing time and size per report, then the demo parent's downloads (decision 0055).
    if (!ONLY || ONLY.includes('reports')) {
      const reports = await import('./reports');
      await reports.benchReportPdfs();
      await reports.benchReportDownloads(app, db);
    }
    if (!ONLY || ONLY.includes('start')) await (await import('./start-to-healthy')).benchStartToHealthy();
    // Lighthouse on the log-in screen and the director's home, in Debian's Chromium (decision 0041).
    if (!ONLY || ONLY.includes('lighthouse')) await (await import('./lighthouse')).benchLighthouse({ appUrl, db });
    if (!ONLY) await benchStudentsImport(app);
    // 100 academies × a year of history, seeded for minutes: only with `--growth` (decision 0038);
    // `--only=growth --growth` runs it with the baselines alone.
    if (process.argv.includes('--growth'))
      await (await import('./data-growth')).benchDataGrowth({ db, url, appUrl, config });
    if (ONLY) return;
    printBundleSizes();
  } finally {
    for (const close of closers.reverse()) await close().catch(() => {});
    await server.stop();
    await rm(clusterDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
