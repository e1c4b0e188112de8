// `npm test`: every gate, stopping at the first failure with its name; at the end (and on a
// failure) a table of each stage's time. `node scripts/test.mjs server e2e` runs the stages whose
// name holds one of the words.
//
// The quick checks — lint, the five typechecks, the domain's unit tests and the web build — are each
// single-threaded for most of their run, so they share the machine's cores two at a time (their
// output is printed whole, stage by stage, as each ends). The test suites after them use every core
// on their own and run one after another.
import { spawn } from 'node:child_process';
import os from 'node:os';

const tsc = (project) => ['npx', ['tsc', '-p', project]];

/** Stages run side by side, at most LANES at once. */
const QUICK = [
  ['prerequisites for end-to-end tests', 'node', ['scripts/check-browser.mjs']],
  ['lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['typecheck: server', ...tsc('apps/server')],
  ['typecheck: web', ...tsc('apps/web')],
  ['typecheck: domain', ...tsc('packages/domain')],
  ['typecheck: end-to-end tests', ...tsc('e2e')],
  ['typecheck: bench', ...tsc('bench')],
  // Coverage is measured (and held at 95 %) for the domain only, so only its files pay for it.
  ['unit tests: domain (with coverage)', 'npx', ['vitest', 'run', '--project', 'domain', '--coverage']],
  ['build the web app', 'npm', ['run', '--silent', 'build']],
];

/** Stages run one after another, each with the whole machine. */
const SUITES = [
  ['unit tests: web', 'npx', ['vitest', 'run', '--project', 'web']],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server']],
  ['end-to-end tests in Chromium', 'npx', ['playwright', 'test']],
];

const LANES = Math.max(1, Math.min(2, os.availableParallelism()));
const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Each stage run so far: its name, seconds and whether it passed. */
const ran = [];

function printTimes() {
  const width = Math.max(...ran.map(({ name }) => name.length), 'wall clock'.length);
  const line = (name, seconds, result) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${result}`;
  console.log('\nStage times');
  for (const { name, seconds, passed } of ran) console.log(line(name, seconds, passed ? 'passed' : 'FAILED'));
  console.log(line('wall clock', (Date.now() - startedAt) / 1000, ''));
}

/** Stages still running (the other lane's, when one fails). */
const running = new Set();

function fail(name, seconds, status, error) {
  for (const child of running) child.kill('SIGTERM');
  if (error) console.error(error.message);
  console.error(`\n✖ ${name} failed (${seconds.toFixed(1)} s)`);
  printTimes();
  process.exit(status ?? 1);
}

/** Runs a stage; `quiet` keeps its output until it ends. Resolves with its time and exit status. */
function run([name, command, args], { quiet }) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (!quiet) console.log(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (status, error) => {
      running.delete(child);
      const seconds = (Date.now() - started) / 1000;
      if (quiet) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, status, error });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (status) => finish(status ?? 1));
  });
}

function record({ name, seconds, status, error }) {
  const passed = status === 0;
  ran.push({ name, seconds, passed });
  if (!passed) fail(name, seconds, status, error);
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
}

const only = process.argv.slice(2);
const chosen = (stages) => stages.filter(([name]) => !only.length || only.some((word) => name.includes(word)));
const startedAt = Date.now();

const quick = chosen(QUICK);
let next = 0;
async function lane() {
  while (next < quick.length) {
    const stage = quick[next];
    next += 1;
    record(await run(stage, { quiet: true }));
  }
}
await Promise.all(Array.from({ length: LANES }, lane));

for (const stage of chosen(SUITES)) record(await run(stage, { quiet: false }));
printTimes();
