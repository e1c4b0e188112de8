/**
 * Start to healthy (issue 14, decision 0039): the time from spawning the server process as `npm
 * start` runs it (without the web build) on a data folder whose embedded PostgreSQL cluster exists
 * and whose migrations are applied, until GET /api/health/ready answers 200. Measured for the server
 * run through tsx and for the compiled build, with each one's RSS when ready and after a load of
 * GET /api/health, and that route's requests/s: the figures the choice of `npm start` rests on.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { freePort } from '../apps/server/test/free-port';
import { makeTempDir, repoRoot, serverDir, startScriptArgs } from '../apps/server/test/process-helpers';
import { load } from './http-load';
import { cpuMsOf } from './process-cpu';

/** How node runs the server: through tsx from the TypeScript source, or the compiled build (`npm run build -w @academy/server`). */
export const SERVER_RUNTIMES = {
  tsx: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--enable-source-maps', 'dist/main.mjs'],
} as const;
export type ServerRuntime = keyof typeof SERVER_RUNTIMES;

const GOAL_MS = 3000;
const STARTS_PER_RUNTIME = 5;
const READY_TIMEOUT_MS = 120_000;
const POLL_MS = 20;

/** The runtime `npm start` uses: the start script of apps/server/package.json, its prestart (the build) run. */
export function npmStartRuntime(): ServerRuntime {
  const args = startScriptArgs().join(' ');
  const runtime = (Object.keys(SERVER_RUNTIMES) as ServerRuntime[]).find(
    (name) => SERVER_RUNTIMES[name].join(' ') === args,
  );
  if (!runtime) throw new Error(`the bench does not know the start script's arguments: ${args}`);
  return runtime;
}

/** Compiles the server as `npm start` does before it starts (its prestart). */
export function buildServer() {
  const built = spawnSync('npm', ['run', '--silent', 'build', '-w', '@academy/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`the server build failed (exit ${built.status})`);
}

/**
 * A process's resident memory in MB from /proc (Linux): `now`, or `peak`, the most it has ever held
 * (the kernel's high-water mark, which no sampling interval can miss); undefined once it is gone.
 */
export function residentMb(pid: number, which: 'now' | 'peak' = 'now'): number | undefined {
  const field = which === 'now' ? 'VmRSS' : 'VmHWM';
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export type ServerProcess = {
  pid: number;
  url: string;
  /** From spawning the process to the first 200 of GET /api/health/ready. */
  startMs: number;
  /** From spawning the process to its first line (`[academy] mode: …`): node started and the code loaded. */
  loadedMs: number;
  /** CPU time the server process (not PostgreSQL's) spent until ready: steadier than wall time on a busy machine. */
  cpuMs: number;
  /** Stops it as a process manager does (SIGTERM) and waits for the exit. */
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false; // not listening yet
  }
}

/**
 * Spawns the server (its own process: its RSS is the server's alone) with `env` over this
 * process's environment, and resolves once it is ready. DATABASE_URL is passed on only when `env`
 * names it, so a start meant for the embedded server never reaches another database.
 */
export async function startServer(runtime: ServerRuntime, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...SERVER_RUNTIMES[runtime]], {
    cwd: serverDir,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let loadedMs: number | undefined;
  const keep = (chunk: Buffer) => {
    loadedMs ??= performance.now() - started;
    output = `${output}${chunk.toString('utf8')}`.slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
  };
  while (!(await answersReady(url))) {
    if (!running || performance.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`the ${runtime} server was not ready:\n${output}`);
    }
    await sleep(POLL_MS);
  }
  const startMs = performance.now() - started;
  if (!child.pid) throw new Error('the server process has no pid');
  return {
    pid: child.pid,
    url,
    startMs,
    loadedMs: loadedMs ?? startMs,
    cpuMs: cpuMsOf(`/proc/${child.pid}/stat`) ?? Number.NaN,
    stop,
  };
}

type RuntimeFigures = {
  runtime: ServerRuntime;
  starts: Array<Pick<ServerProcess, 'startMs' | 'loadedMs' | 'cpuMs'>>;
  readyRssMb: number;
  healthRequests: number;
  healthP99: number;
  loadedRssMb: number;
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

export async function benchStartToHealthy() {
  buildServer();
  const dataDir = await makeTempDir('academy-bench-start-');
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
  try {
    // The first start creates the cluster, applies the migrations and seeds the demo data: not timed.
    await (await startServer('tsx', env)).stop();
    const figures = new Map<ServerRuntime, RuntimeFigures>();
    const runtimes = Object.keys(SERVER_RUNTIMES) as ServerRuntime[];
    for (let round = 0; round < STARTS_PER_RUNTIME; round += 1) {
      // Alternating the order, so neither runtime always starts right after the other stopped.
      for (const runtime of round % 2 === 0 ? runtimes : [...runtimes].reverse()) {
        const server = await startServer(runtime, env);
        try {
          const start = { startMs: server.startMs, loadedMs: server.loadedMs, cpuMs: server.cpuMs };
          const seen = figures.get(runtime);
          if (seen) {
            seen.starts.push(start);
            continue;
          }
          const readyRssMb = residentMb(server.pid) ?? 0;
          const health = await load(`${runtime} GET /api/health`, `${server.url}/api/health`);
          figures.set(runtime, {
            runtime,
            starts: [start],
            readyRssMb,
            healthRequests: health.requests,
            healthP99: health.p99,
            loadedRssMb: residentMb(server.pid) ?? 0,
          });
        } finally {
          await server.stop();
        }
      }
    }
    printStartToHealthy([...figures.values()]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function printStartToHealthy(figures: readonly RuntimeFigures[]) {
  const used = npmStartRuntime();
  console.log(
    `\nStart to healthy: spawn → GET /api/health/ready 200 on an existing data folder, median of ${STARTS_PER_RUNTIME} starts (goal ≤ ${GOAL_MS / 1000} s)`,
  );
  console.log('code loaded: spawn → its first line; server CPU: its own CPU time until ready (PostgreSQL not counted)');
  console.log(
    'runtime'.padEnd(22),
    'ready'.padStart(8),
    'fastest'.padStart(8),
    'loaded'.padStart(8),
    'CPU'.padStart(8),
    'RSS ready'.padStart(10),
    'health req/s'.padStart(13),
    'p99 ms'.padStart(7),
    'RSS loaded'.padStart(11),
    '  met',
  );
  for (const f of figures) {
    const ready = median(f.starts.map((start) => start.startMs));
    console.log(
      `${f.runtime}${f.runtime === used ? ' (npm start)' : ''}`.padEnd(22),
      ms(ready).padStart(8),
      ms(Math.min(...f.starts.map((start) => start.startMs))).padStart(8),
      ms(median(f.starts.map((start) => start.loadedMs))).padStart(8),
      ms(median(f.starts.map((start) => start.cpuMs))).padStart(8),
      mb(f.readyRssMb).padStart(10),
      f.healthRequests.toFixed(0).padStart(13),
      f.healthP99.toFixed(1).padStart(7),
      mb(f.loadedRssMb).padStart(11),
      ready <= GOAL_MS ? '  yes' : '  NO',
    );
  }
}
