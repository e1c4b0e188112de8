// `npm test`: every gate in order, stopping at the first failure with its name; at the end (and on a
// failure) a table of each stage's time. `node scripts/test.mjs server e2e` runs the stages whose
// name holds one of the words.
import { spawnSync } from 'node:child_process';

const steps = [
  ['prerequisites for end-to-end tests', 'node', ['scripts/check-browser.mjs']],
  ['lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // Coverage is measured (and held at 95 %) for the domain only, so only its files pay for it.
  ['unit tests: domain (with coverage)', 'npx', ['vitest', 'run', '--project', 'domain', '--coverage']],
  ['unit tests: web', 'npx', ['vitest', 'run', '--project', 'web']],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server']],
  ['build the web app', 'npm', ['run', '--silent', 'build']],
  ['end-to-end tests in Chromium', 'npx', ['playwright', 'test']],
];

/** Each stage run so far: its name, seconds and whether it passed. */
const ran = [];

function printTimes() {
  const width = Math.max(...ran.map(({ name }) => name.length), 'total'.length);
  const line = (name, seconds, result) => `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${result}`;
  console.log('\nStage times');
  for (const { name, seconds, passed } of ran) console.log(line(name, seconds, passed ? 'passed' : 'FAILED'));
  const total = ran.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(line('total', total, ''));
}

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  const passed = result.status === 0;
  ran.push({ name, seconds, passed });
  if (!passed) {
    if (result.error) console.error(result.error.message);
    console.error(`\n✖ ${name} failed (${seconds.toFixed(1)} s)`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
}
printTimes();
