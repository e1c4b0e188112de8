/** The HTTP load generator of the bench: autocannon on its own thread, and the printed table. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { CpuReading } from './process-cpu';

export const DURATION = Number(process.argv.find((arg) => arg.startsWith('--seconds='))?.split('=')[1] ?? 5);
export const CONNECTIONS = 20;

/** What a target must reach: requests/s as a multiple of the baseline's, and optionally a p99 ceiling. */
export type Goal = { ratio: number; p99Ms?: number };

export type Result = {
  name: string;
  requests: number;
  p99: number;
  errors: number;
  /** SQL statements the server ran per answered request (BEGIN and COMMIT included), when counted. */
  statementsPerRequest?: number;
  /** CPU ms per answered request of the app's thread and of PostgreSQL, when measured. */
  cpuPerRequest?: CpuReading;
  goal?: Goal;
};

/** The headers and body one request sends instead of the target's own. */
export type RequestVariant = { headers?: Record<string, string>; body?: string };

/** What a target sends besides a GET of its URL: method, headers (cookies, CSRF) and a JSON body. */
export type RequestShape = {
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests that must differ (a kiosk press per student): each request takes the next variant, in
   * order across every connection, and the measured run goes on where the warm-up stopped.
   */
  variants?: readonly RequestVariant[];
};

/** Counts the SQL statements the server runs (a log hook on its database handle). */
export type StatementCounter = { count: () => number };

/** autocannon's setupRequest for `variants`, loaded by path in its worker thread. */
const ROTATING_REQUEST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rotating-request.cjs');

export async function load(
  name: string,
  url: string,
  shape: RequestShape = {},
  extras: { goal?: Goal; statements?: StatementCounter; cpu?: { read: () => CpuReading | undefined } } = {},
): Promise<Result> {
  const { variants, ...fixed } = shape;
  const variantsDir = variants ? await mkdtemp(path.join(os.tmpdir(), 'academy-bench-variants-')) : undefined;
  // The load generator runs on its own thread so it does not share the servers' event loop.
  const run = async (connections: number, duration: number, start: number) => {
    if (!variants || !variantsDir) return autocannon({ url, connections, duration, workers: 1, ...fixed });
    const file = path.join(variantsDir, `from-${start}.json`);
    await writeFile(file, JSON.stringify({ start, variants }));
    process.env.BENCH_ROTATING_REQUESTS = file;
    return autocannon({
      url,
      connections,
      duration,
      workers: 1,
      ...fixed,
      requests: [{ setupRequest: ROTATING_REQUEST }],
    });
  };
  try {
    const warmUp = await run(4, 1, 0);
    const before = { statements: extras.statements?.count(), cpu: extras.cpu?.read() };
    const result = await run(CONNECTIONS, DURATION, warmUp.requests.sent);
    const after = { statements: extras.statements?.count(), cpu: extras.cpu?.read() };
    const answered = Math.max(1, result.requests.total);
    const perRequest = (from: number | undefined, to: number | undefined) =>
      from === undefined || to === undefined ? undefined : (to - from) / answered;
    const appMs = perRequest(before.cpu?.appMs, after.cpu?.appMs);
    const databaseMs = perRequest(before.cpu?.databaseMs, after.cpu?.databaseMs);
    return {
      name,
      requests: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      statementsPerRequest: perRequest(before.statements, after.statements),
      cpuPerRequest: appMs === undefined || databaseMs === undefined ? undefined : { appMs, databaseMs },
      goal: extras.goal,
    };
  } finally {
    if (variantsDir) await rm(variantsDir, { recursive: true, force: true });
  }
}

export function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
  });
}

const goalText = (goal: Goal) =>
  `≥ ${goal.ratio.toFixed(2)}×${goal.p99Ms === undefined ? '' : `, p99 ≤ ${goal.p99Ms} ms`}`;

/** Whether a result reached its goal against the baseline's requests/s, without errors. */
export function goalMet(result: Result, baseline: number): boolean | undefined {
  const { goal } = result;
  if (!goal) return undefined;
  const ratioMet = result.requests / baseline >= goal.ratio;
  const p99Met = goal.p99Ms === undefined || result.p99 <= goal.p99Ms;
  return ratioMet && p99Met && result.errors === 0;
}

/** The table: every row's ratio to the row named `baselineName` (1.00×), each goal and whether it was met. */
export function printTable(results: readonly Result[], baselineName: string) {
  const baseline = results.find((r) => r.name === baselineName)?.requests ?? 1;
  console.log(`\nHTTP load: ${CONNECTIONS} connections, ${DURATION} s each, on ${os.cpus().length} cores`);
  console.log(`ratio: requests/s against "${baselineName}" of this run`);
  console.log('SQL/req: statements per request; app ms, pg ms: CPU per request of the app thread and of PostgreSQL');
  console.log(
    'target'.padEnd(48),
    'req/s'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'SQL/req'.padStart(8),
    'app ms'.padStart(7),
    'pg ms'.padStart(6),
    'errors'.padStart(7),
    '  goal'.padEnd(24),
    'met',
  );
  for (const r of results) {
    const met = goalMet(r, baseline);
    console.log(
      r.name.padEnd(48),
      r.requests.toFixed(0).padStart(8),
      r.p99.toFixed(1).padStart(8),
      `${(r.requests / baseline).toFixed(2)}×`.padStart(7),
      (r.statementsPerRequest === undefined ? '' : r.statementsPerRequest.toFixed(1)).padStart(8),
      (r.cpuPerRequest === undefined ? '' : r.cpuPerRequest.appMs.toFixed(2)).padStart(7),
      (r.cpuPerRequest === undefined ? '' : r.cpuPerRequest.databaseMs.toFixed(2)).padStart(6),
      String(r.errors).padStart(7),
      `  ${r.goal ? goalText(r.goal) : ''}`.padEnd(24),
      met === undefined ? '' : met ? 'yes' : 'NO',
    );
  }
  const missed = results.filter((r) => goalMet(r, baseline) === false).map((r) => r.name);
  console.log(missed.length === 0 ? 'every goal met' : `goals missed: ${missed.join('; ')}`);
}
