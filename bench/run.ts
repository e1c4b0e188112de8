/**
 * `npm run bench`: load figures measured in one run on this machine, with ratios against a raw
 * node:http baseline measured in the same run, plus the gzip size of the JS each first route loads.
 * Not part of `npm test`. Later features add their endpoints to `appTargets`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { BATCH_COLUMNS } from '@academy/domain/students/students.batch';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { APP_DATABASE, createKysely } from '../apps/server/src/db/connect';
import type { Database } from '../apps/server/src/db/database';
import { ensureDatabase, startEmbeddedServer, withDatabase } from '../apps/server/src/db/embedded-server';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../apps/server/src/platform/auth/sessions';
import { cookieName } from '../apps/server/src/platform/http/cookies';
import { newId } from '../apps/server/src/platform/ids/new-id';

/** The session cookie's name on a server running for real, as the bench's app runs. */
const BENCH_SESSION_COOKIE = cookieName('real', { base: SESSION_COOKIE, path: '/' });

const DURATION = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
const CONNECTIONS = 20;

type Result = { name: string; requests: number; p99: number; errors: number };

/** What a target sends besides a GET of its URL: method, headers (cookies, CSRF) and a JSON body. */
type RequestShape = { method?: 'GET' | 'PUT' | 'POST'; headers?: Record<string, string>; body?: string };

async function load(name: string, url: string, shape: RequestShape = {}): Promise<Result> {
  await autocannon({ url, connections: 4, duration: 1, ...shape }); // warm-up
  // The load generator runs on its own thread so it does not share the servers' event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1, ...shape });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, requests: result.requests.average, p99: result.latency.p99, errors };
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

function printTable(results: Result[]) {
  const baseline = results[0]?.requests ?? 1;
  console.log(`\nHTTP load: ${CONNECTIONS} connections, ${DURATION} s each, on ${os.cpus().length} cores`);
  console.log(
    'target'.padEnd(44),
    'req/s'.padStart(9),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(44),
      r.requests.toFixed(0).padStart(9),
      r.p99.toFixed(1).padStart(8),
      `${(r.requests / baseline).toFixed(2)}×`.padStart(7),
      String(r.errors).padStart(7),
    );
  }
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/** Gzip size of the entry JS plus each area's lazily loaded chunk (with their static imports). */
function printBundleSizes() {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.log('\nWeb bundle: not built (run `npm run build` first)');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
    return seen;
  };
  const gzipOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) total += gzipSync(readFileSync(path.join(dist, file))).length;
    }
    return total;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return;
  const entry = closure(entryKey);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nWeb bundle (gzip) a first visit loads');
  console.log('entry (shell, router, store)'.padEnd(60), kb(gzipOf(entry)).padStart(10));
  const areas = Object.keys(manifest)
    .filter((key) => /src\/features\/[^/]+\/pages\//.test(key))
    .sort();
  for (const key of areas) {
    const area = closure(key);
    const extra = [...area].filter((chunk) => !entry.has(chunk));
    const label = `+ ${key.replace(/^.*src\/features\//, '')}`;
    console.log(label.padEnd(60), kb(gzipOf(entry) + gzipOf(extra)).padStart(10));
  }
}

/**
 * Students batch import (StudentBatch): a generated 5,000-row .xlsx previewed and imported by the
 * demo director, through the app (inject, no network), timed end to end.
 */
async function benchStudentsImport(app: FastifyInstance) {
  const rows = 5000;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: 'director', pw: DEMO_PASSWORD, keep: true },
  });
  const me = login.json() as { memberships: { instId: string }[]; csrfToken: string };
  const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
  const headers = { 'x-csrf-token': me.csrfToken };
  const instId = me.memberships[0]?.instId as string;

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원생 목록');
  sheet.addRow(BATCH_COLUMNS.map((column) => column.header));
  const syllables = '가나다라마바사아자차';
  for (let n = 0; n < rows; n += 1) {
    const tag = [...String(n).padStart(4, '0')].map((digit) => syllables[Number(digit)]).join('');
    const mobile = `0107${String(n).padStart(7, '0')}`;
    sheet.addRow([
      `벤${tag}`,
      `201${n % 8}-0${(n % 9) + 1}-1${n % 10}`,
      n % 2 ? '여' : '남',
      '한빛중학교',
      '중2',
      mobile,
      `벤보호${tag}`,
      '어머니',
      `0108${String(n).padStart(7, '0')}`,
      '',
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = '----academybench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  const started = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: `/api/insts/${instId}/students/batch/preview`,
    payload,
    cookies,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const previewed = performance.now();
  const { previewToken, validCount } = preview.json() as { previewToken: string; validCount: number };
  const imported = await app.inject({
    method: 'POST',
    url: `/api/insts/${instId}/students/batch/import`,
    payload: { previewToken },
    cookies,
    headers,
  });
  const done = performance.now();
  const result = imported.json() as { imported: number };
  console.log(
    `\nStudents batch import: ${rows.toLocaleString('en-US')} rows (${(file.length / 1024).toFixed(0)} KiB .xlsx)`,
  );
  console.log('preview (upload, read, check, store)'.padEnd(44), `${(previewed - started).toFixed(0)} ms`.padStart(10));
  console.log('import (one transaction, chunks of 500)'.padEnd(44), `${(done - previewed).toFixed(0)} ms`.padStart(10));
  console.log('total'.padEnd(44), `${(done - started).toFixed(0)} ms`.padStart(10));
  if (preview.statusCode !== 200 || imported.statusCode !== 200 || validCount !== rows || result.imported !== rows) {
    throw new Error(
      `students import bench failed: ${preview.statusCode} ${imported.statusCode} ${imported.body.slice(0, 200)}`,
    );
  }
}

/**
 * The demo academy's director with a class of 40 students meeting every day of the week, so today's
 * sheet can be read and saved: the attendance sheet targets of the bench.
 */
async function seedSheetOf40(db: Database) {
  const inst = await db.selectFrom('institutes').select(['id', 'president_user_id']).executeTakeFirstOrThrow();
  const classId = newId();
  await db
    .insertInto('classes')
    .values({ inst_id: inst.id, id: classId, class_nm: '벤치마크반', lec_start_dt: '2026-01-01' })
    .execute();
  await db
    .insertInto('class_lectures')
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        inst_id: inst.id,
        id: newId(),
        class_id: classId,
        weekday,
        start_time: '00:00',
        end_time: '23:59',
        room: null,
      })),
    )
    .execute();
  const studentIds = Array.from({ length: 40 }, () => newId());
  await db
    .insertInto('students')
    .values(studentIds.map((id, index) => ({ inst_id: inst.id, id, student_nm: `학생${index + 1}` })))
    .execute();
  await db
    .insertInto('class_students')
    .values(
      studentIds.map((studentId) => ({
        inst_id: inst.id,
        id: newId(),
        class_id: classId,
        student_id: studentId,
        start_date: '2026-01-01',
      })),
    )
    .execute();
  const session = await createSession(db, { userId: inst.president_user_id, persistent: true, now: new Date() });
  const date = businessDateOf(new Date());
  return {
    instId: inst.id,
    path: `/api/insts/${inst.id}/classes/${classId}/attendance?date=${date}`,
    studentIds,
    token: session.token,
    csrfToken: session.csrfToken,
  };
}

/** The demo parent (login `parent`) signed in, and their first child's account: the child home target. */
async function familyOfDemoParent(db: Database) {
  const parent = await db.selectFrom('users').select('id').where('login_id', '=', 'parent').executeTakeFirstOrThrow();
  const link = await db
    .selectFrom('family_links')
    .select('child_user_id')
    .where('parent_user_id', '=', parent.id)
    .orderBy('child_user_id')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: parent.id, persistent: true, now: new Date() });
  return {
    childUserId: link.child_user_id,
    headers: { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken },
  };
}

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
