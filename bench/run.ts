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
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { APP_DATABASE, createKysely } from '../apps/server/src/db/connect';
import { ensureDatabase, startEmbeddedServer, withDatabase } from '../apps/server/src/db/embedded-server';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';

const DURATION = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
const CONNECTIONS = 20;

type Result = { name: string; requests: number; p99: number; errors: number };

async function load(name: string, url: string): Promise<Result> {
  await autocannon({ url, connections: 4, duration: 1 }); // warm-up
  // The load generator runs on its own thread so it does not share the servers' event loop.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1 });
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
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    const app = await buildApp({ config, db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    closers.push(() => app.close());
    const appAddress = app.server.address();
    const appUrl = `http://127.0.0.1:${typeof appAddress === 'object' && appAddress ? appAddress.port : 0}`;
    const appTargets: Array<[string, string]> = [
      ['app GET /api/health (select 1)', '/api/health'],
      ['app GET /api/system/inspection', '/api/system/inspection'],
    ];
    for (const [name, target] of appTargets) results.push(await load(name, `${appUrl}${target}`));

    printTable(results);
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
