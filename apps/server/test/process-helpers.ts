import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Helpers for tests that run the server as people do: as a real process, stopped by a signal. */

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const serverDir = path.join(repoRoot, 'apps/server');

let prestartDone = false;

/**
 * The arguments `npm start -w @academy/server` gives node, read from its package.json, once its
 * prestart (the build of dist/ from the current source) has run in this test process.
 */
export function startScriptArgs(): string[] {
  if (!prestartDone) {
    const prestart = spawnSync('npm', ['run', '--silent', 'prestart'], { cwd: serverDir, stdio: 'inherit' });
    if (prestart.status !== 0) throw new Error(`npm run prestart failed (exit ${prestart.status})`);
    prestartDone = true;
  }
  const { scripts } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.split(' ');
  if (command !== 'node') throw new Error(`the start script does not run node: ${scripts.start}`);
  return args;
}

/** A folder under the OS temp folder that the unprivileged postgres user can enter (we may run as root). */
export async function makeTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type Launched = {
  child: ChildProcess;
  pid: number;
  /** stdout and stderr so far, in arrival order. */
  output: () => string;
  exited: Promise<Exit>;
  hasExited: () => boolean;
  /** Resolves when `pattern` has appeared `times` times in the output; rejects on exit or time-out. */
  waitForOutput: (pattern: RegExp, options?: { times?: number; timeoutMs?: number }) => Promise<void>;
};

/** Every process started here, so that afterAll can kill what a failed test left running. */
const launched = new Set<Launched>();

/**
 * Runs `node <args>` in its own process group (so a test can send a terminal's Ctrl-C to the group,
 * and clean-up can reach everything), collecting what it prints.
 */
export function launch(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Launched {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  let done = false;
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
      for (const listener of listeners) listener();
    });
  });
  if (!child.pid) throw new Error(`could not start node ${args.join(' ')}`);
  const handle: Launched = {
    child,
    pid: child.pid,
    output: () => text,
    exited,
    hasExited: () => done,
    waitForOutput: (pattern, { times = 1, timeoutMs = 60_000 } = {}) =>
      new Promise<void>((resolve, reject) => {
        const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
        const check = () => {
          if ((text.match(global)?.length ?? 0) >= times) finish();
          else if (done) finish(new Error(`exited before printing ${pattern} ×${times}:\n${text}`));
        };
        const timer = setTimeout(
          () => finish(new Error(`no ${pattern} ×${times} within ${timeoutMs} ms:\n${text}`)),
          timeoutMs,
        );
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        check();
      }),
  };
  launched.add(handle);
  return handle;
}

/** Resolves with the exit, or rejects when the process is still running after `timeoutMs`. */
export async function exitWithin(handle: Launched, timeoutMs: number): Promise<Exit & { ms: number }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still running ${timeoutMs} ms after the signal:\n${handle.output()}`)),
      timeoutMs,
    );
  });
  try {
    const exit = await Promise.race([handle.exited, late]);
    return { ...exit, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `url` until it answers 200 (the server may need a while on a busy machine to create its cluster). */
export async function waitForOk(url: string, handle: Launched, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle.hasExited()) throw new Error(`exited before ${url} answered:\n${handle.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return response;
      await response.arrayBuffer();
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${handle.output()}`);
}

/** True when nothing listens on the port. */
export function portIsClosed(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A POST whose body is held back, on a keep-alive connection as a browser keeps them: resolves once
 * the server has taken the request in (it answered `100 Continue`, which Node's server sends as it
 * hands the request to the app), and `send()` then sends the body and reads the answer.
 */
export function holdRequest(
  port: number,
  url: string,
  body: string,
): Promise<{ send: () => Promise<Answer>; agent: http.Agent }> {
  const agent = new http.Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    let fail: (error: Error) => void = reject;
    const answered = new Promise<Answer>((resolveAnswer, rejectAnswer) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      request.on('error', (error) => fail(error));
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', rejectAnswer);
      });
      request.once('continue', () => {
        fail = rejectAnswer;
        resolve({
          agent,
          send: () => {
            request.end(body);
            return answered;
          },
        });
      });
      request.flushHeaders();
    });
  });
}

// ── processes, read from /proc ──────────────────────────────────────────────

function readStat(pid: number): { state: string; ppid: number; startTime: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid … starttime (the 22nd field) …"; comm may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', ppid: Number(fields[1]), startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

/**
 * Gone: no such process, or a zombie (it has exited; only its exit status waits for a parent, and
 * a process whose parent died first is adopted by pid 1, which may reap it late).
 */
export function isGone(pid: number): boolean {
  const stat = readStat(pid);
  return !stat || stat.state === 'Z' || stat.state === 'X';
}

/** The process and all its descendants that are still running. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift() as number;
    if (isGone(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Polls until every pid is gone; returns those still running after `timeoutMs`. */
export async function stillRunningAfter(pids: number[], timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let left = pids.filter((pid) => !isGone(pid));
  while (left.length && Date.now() < deadline) {
    await sleep(100);
    left = left.filter((pid) => !isGone(pid));
  }
  return left.map((pid) => `${pid} ${commandLine(pid)}`);
}

/** The pid of the PostgreSQL server running on a cluster folder, from its lock file. */
export function postmasterPid(clusterDir: string): number | undefined {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** Processes a test saw, with their start times, so that clean-up never hits a reused pid. */
const seen = new Map<number, string>();

/** Remembers processes to kill in clean-up should a test fail before they stop. */
export function remember(pids: (number | undefined)[]): void {
  for (const pid of pids) {
    const stat = pid ? readStat(pid) : undefined;
    if (pid && stat && !isGone(pid)) seen.set(pid, stat.startTime);
  }
}

/** Kills whatever a test left running: every process started here with its tree, and those remembered. */
export function killLeftovers(): void {
  for (const handle of launched) {
    if (!handle.hasExited()) remember(processTree(handle.pid));
    launched.delete(handle);
  }
  for (const [pid, startTime] of seen) {
    seen.delete(pid);
    if (isGone(pid) || readStat(pid)?.startTime !== startTime) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}
