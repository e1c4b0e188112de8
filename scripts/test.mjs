// `npm test`: every gate in order, stopping at the first failure with its name.
import { spawnSync } from 'node:child_process';

const steps = [
  ['prerequisites for end-to-end tests', 'node', ['scripts/check-browser.mjs']],
  ['lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  [
    'unit tests: domain (with coverage) and web',
    'npx',
    ['vitest', 'run', '--project', 'domain', '--project', 'web', '--coverage'],
  ],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server']],
  ['build the web app', 'npm', ['run', '--silent', 'build']],
  ['end-to-end tests in Chromium', 'npx', ['playwright', 'test']],
];

const only = process.argv.slice(2);
for (const [name, command, args] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
