// `npm run dev`: the API server restarting on change (tsx watch) and Vite with HMR, side by side.
// PORT (default 3000) is the API server's port and WEB_PORT (default 5173) Vite's, which proxies
// /api to the server; the server reads the rest of its configuration from the environment as usual.
//
// Each side runs in its own process group, so a Ctrl-C reaches only this script, which passes the
// signal on once: tsx hands it to the server, which finishes requests in flight, closes the pool and
// stops the embedded PostgreSQL itself (a terminal's Ctrl-C would otherwise stop PostgreSQL under it,
// and a second signal makes tsx kill the server outright).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.PORT || '3000';
const webPort = process.env.WEB_PORT || '5173';
const color = process.stdout.isTTY;
const GIVE_UP_MS = 15_000;

const sides = [
  {
    name: 'server',
    tint: 32,
    cwd: `${root}apps/server`,
    args: [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', '--clear-screen=false', 'src/main.ts'],
    env: { PORT: apiPort },
  },
  {
    name: 'web',
    tint: 34,
    cwd: `${root}apps/web`,
    args: [`${root}node_modules/vite/bin/vite.js`, '--port', String(Number(webPort))],
    env: { API_ORIGIN: `http://localhost:${apiPort}` },
  },
];

const label = (side) => (color ? `\x1b[${side.tint}m[${side.name}]\x1b[0m` : `[${side.name}]`);
const say = (message) => process.stdout.write(`[dev] ${message}\n`);

let stopping; // the signal passed on, once stopping
let exitCode = 0;
const running = new Set();

const stop = (signal) => {
  if (stopping) return;
  stopping = signal;
  for (const child of running) child.kill(signal);
  // A side that does not stop in time takes its whole group (the server's PostgreSQL too) with it.
  setTimeout(() => {
    for (const child of running) {
      say(`${child.side.name} did not stop within ${GIVE_UP_MS / 1000} s; killing it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  }, GIVE_UP_MS).unref();
};

for (const side of sides) {
  const child = spawn(process.execPath, side.args, {
    cwd: side.cwd,
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}), ...side.env },
    // stdin stays an open pipe: Vite stops when it closes, i.e. when this script is gone.
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  child.side = side;
  running.add(child);
  child.on('error', (error) => {
    say(`${side.name} could not start: ${error.message}`);
    process.exitCode = 1;
    stop('SIGTERM');
  });
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => target.write(`${label(side)} ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      say(`${side.name} exited (${signal ?? `code ${code}`}); stopping the other side`);
      exitCode = code || 1;
      stop('SIGTERM');
    } else if (code && code !== 128 + constants.signals[stopping]) {
      // Vite answers SIGTERM with 143 (128 + 15): a clean stop, not a failure.
      exitCode = code;
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => stop(signal === 'SIGHUP' ? 'SIGTERM' : signal));
