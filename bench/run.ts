/**
 * `npm run bench`: load figures measured in one run on this machine, with ratios against a bare
 * Fastify + pg primary-key read measured in the same run, plus the gzip size of the JS each first
 * route loads. Not part of `npm test`. Later features add their endpoints to `appTargets`.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { APP_DATABASE, createKysely } from '../apps/server/src/db/connect';
import { ensureDatabase, startEmbeddedServer, withDatabase } from '../apps/server/src/db/embedded-server';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { CSRF_HEADER } from '../apps/server/src/platform/auth/sessions';
import { BENCH_SESSION_COOKIE, familyOfDemoParent, seedSheetOf40 } from './fixtures';
import { listen, load, printTable, type RequestShape, type Result } from './http-load';
import { benchStudentsImport } from './students-import';
import { printBundleSizes } from './web-bundle';

async function main() {
  const clusterDir = await mkdtemp(path.join(os.tmpdir(), 'academy-bench-pg-'));
  await chmod(clusterDir, 0o755);
  const server = await startEmbeddedServer({
    databaseDir: path.join(clusterDir, 'data'),
    port: 54390,
    persistent: false,
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
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();

    // 1. Baseline: raw node:http answering the same JSON as /api/health, no database.
    const body = JSON.stringify({ status: 'ok', database: 'up', uptimeSeconds: 1 });
    const raw = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    });
    closers.push(() => new Promise((resolve) => raw.close(resolve)));
    results.push(await load('raw node:http JSON', `${await listen(raw)}/`));

    // 2. Bare Fastify with one primary-key read through pg.
    const bare = Fastify({ logger: false });
    bare.get('/user', async () =>
      sql`select id, user_nm from users where id = ${user.id}`.execute(db).then((r) => r.rows[0]),
    );
    await bare.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => bare.close());
    const bareAddress = bare.server.address();
    const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;
    results.push(await load('bare Fastify + pg primary-key read', `${bareUrl}/user`));

    // 3. The app itself, every plugin on, quiet logs.
    // Running for real (production settings, its cookie names), with the sandbox providers allowed.
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ALLOW_SANDBOX_FOR_REAL: 'true',
      PUBLIC_ORIGIN: 'https://bench.academy.example',
    });
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const appAddress = app.server.address();
    const appUrl = `http://127.0.0.1:${typeof appAddress === 'object' && appAddress ? appAddress.port : 0}`;
    const sheet = await seedSheetOf40(db);
    const signedIn = { cookie: `${BENCH_SESSION_COOKIE}=${sheet.token}`, [CSRF_HEADER]: sheet.csrfToken };
    const family = await familyOfDemoParent(db);
    const appTargets: Array<[string, string, RequestShape?]> = [
      ['app GET /api/health (select 1)', '/api/health'],
      ['app GET /api/system/inspection', '/api/system/inspection'],
      ['app GET class sheet (40 students)', sheet.path, { headers: signedIn }],
      [
        'app GET students list (search ㅎㅅ, page of 20)',
        `/api/insts/${sheet.instId}/students?q=${encodeURIComponent('ㅎㅅ')}&page=1&size=20`,
        { headers: signedIn },
      ],
      ['app GET director home (/mainTF)', `/api/insts/${sheet.instId}/home`, { headers: signedIn }],
      [
        'app GET parent child home (/mainTF)',
        `/api/me/children/${family.childUserId}/home`,
        { headers: family.headers },
      ],
      [
        'app PUT class sheet (40 students)',
        sheet.path,
        {
          method: 'PUT',
          headers: { ...signedIn, 'content-type': 'application/json' },
          body: JSON.stringify({
            rows: sheet.studentIds.map((studentId) => ({ studentId, status: 'PRESENT', memo: '' })),
          }),
        },
      ],
    ];
    for (const [name, target, shape] of appTargets) results.push(await load(name, `${appUrl}${target}`, shape));

    printTable(results);
    await benchStudentsImport(app);
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
