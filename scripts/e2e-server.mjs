// Starts the real server for end-to-end tests on a fresh embedded database: node scripts/e2e-server.mjs NAME PORT
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [name, port] = process.argv.slice(2);
if (!name || !port) throw new Error('usage: e2e-server.mjs NAME PORT');
const dataDir = path.join(os.tmpdir(), `academy-e2e-${name}-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(Number(port) + 20000),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every journey comes from loopback; the limits themselves are proven by the server tests.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1,::ffff:127.0.0.1',
    // Journeys sign in and up often: the quicker scrypt of the test runs (NODE_ENV=test only); the
    // real parameters and the rehash are proven by the server tests.
    PASSWORD_HASHING: 'fast-for-tests',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
