import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-data';
import { isLoopbackAddress, runModeOf } from '../../src/platform/mode/run-mode';
import {
  assertRunModeAllowed,
  PublicOriginMissingError,
  RunModeRefusedError,
  seedsDemoData,
} from '../../src/platform/mode/run-mode-refusal';
import { freePort } from '../free-port';
import {
  exitWithin,
  killLeftovers,
  launch,
  makeTempDir,
  serverDir,
  startScriptArgs,
  waitForOk,
} from '../process-helpers';
import { testConfig } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * The one gate between trying the product and serving people: which mode a configuration runs in,
 * refusing to run for real with a sandbox provider or the demo seed unless ALLOW_SANDBOX_FOR_REAL,
 * and no demo accounts (with their published password) in a real database.
 */

const { db, url } = await createTestDatabase();
afterAll(() => killLeftovers());

describe('runModeOf', () => {
  it('is local only outside production on a loopback host, and the default configuration is local', () => {
    expect(runModeOf(loadConfig({}))).toBe('local');
    for (const host of ['127.0.0.1', '127.5.6.7', '::1', 'localhost']) {
      expect(runModeOf({ env: 'development', host })).toBe('local');
    }
    for (const host of ['0.0.0.0', '::', '192.168.0.10', '10.0.0.1', 'example.com']) {
      expect(runModeOf({ env: 'development', host })).toBe('real');
    }
    expect(runModeOf({ env: 'production', host: '127.0.0.1' })).toBe('real');
  });

  it('tells loopback socket addresses from others', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '203.0.113.7', '::', '', undefined, '127.0.0.1.evil.com']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('running for real', () => {
  const real = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://academy.example.kr' };

  it('refuses every sandbox provider and SEED_DEMO=true, naming them and the setting', () => {
    const refusal = (() => {
      try {
        assertRunModeAllowed(testConfig({ ...real, SEED_DEMO: 'true' }));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RunModeRefusedError);
    const { message } = refusal as Error;
    for (const name of [
      'MESSAGING_PROVIDER',
      'IDENTITY_PROVIDER',
      'SOCIAL_LOGIN_PROVIDER',
      'PAYMENT_PROVIDER',
      'WEB_PUSH_PROVIDER',
      'NATIVE_PUSH_PROVIDER',
      'SEED_DEMO',
      'ALLOW_SANDBOX_FOR_REAL',
    ]) {
      expect(message).toContain(name);
    }
    expect(() => assertRunModeAllowed(testConfig({ ...real, NODE_ENV: 'test', HOST: '0.0.0.0' }))).toThrow(
      RunModeRefusedError,
    );
    expect(() => assertRunModeAllowed(testConfig({ ...real, ALLOW_SANDBOX_FOR_REAL: 'true' }))).not.toThrow();
    expect(() => assertRunModeAllowed(testConfig())).not.toThrow();
  });

  it('refuses to run for real without the public origin its links need, naming the setting', () => {
    for (const env of [{ NODE_ENV: 'production' }, { HOST: '0.0.0.0' }] as Record<string, string>[]) {
      expect(() => assertRunModeAllowed(testConfig({ ...env, ALLOW_SANDBOX_FOR_REAL: 'true' }))).toThrow(
        PublicOriginMissingError,
      );
      expect(() => assertRunModeAllowed(testConfig({ ...env, ALLOW_SANDBOX_FOR_REAL: 'true' }))).toThrow(
        /PUBLIC_ORIGIN/,
      );
    }
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('buildApp refuses a real configuration with sandbox providers unless the setting allows it', async () => {
    await expect(buildApp({ config: testConfig(real), db, logger: false, jobs: false })).rejects.toThrow(
      /ALLOW_SANDBOX_FOR_REAL/,
    );
    const allowed = await buildApp({
      config: testConfig({ ...real, ALLOW_SANDBOX_FOR_REAL: 'true' }),
      db,
      logger: false,
      jobs: false,
    });
    await allowed.close();
  });

  it('seeds demo data in the local mode only, even when SEED_DEMO=true is allowed for real', () => {
    expect(seedsDemoData(loadConfig({}))).toBe(true);
    expect(seedsDemoData(loadConfig({ SEED_DEMO: 'false' }))).toBe(false);
    expect(seedsDemoData(loadConfig({ ...real, SEED_DEMO: 'true', ALLOW_SANDBOX_FOR_REAL: 'true' }))).toBe(false);
    expect(seedsDemoData(loadConfig({ HOST: '0.0.0.0', ALLOW_SANDBOX_FOR_REAL: 'true' }))).toBe(false);
  });
});

describe('npm start for real', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });
  const newDataDir = async () => {
    const dir = await makeTempDir('academy-real-mode-');
    dataDirs.push(dir);
    return dir;
  };
  const env = async (extra: Record<string, string>) => ({
    // biome-ignore lint/style/noProcessEnv: the started server gets this environment, changed below
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: 'https://academy.example.kr',
    PORT: String(await freePort()),
    DATABASE_URL: url,
    DATA_DIR: await newDataDir(),
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    ...extra,
  });

  it('refuses to start with the sandbox providers and names the setting, exit 1', async () => {
    const server = launch(startScriptArgs(), { cwd: serverDir, env: await env({}) });
    const exit = await exitWithin(server, 30_000);
    expect(exit.code).toBe(1);
    expect(server.output()).toContain('ALLOW_SANDBOX_FOR_REAL');
    expect(server.output()).not.toContain('listening on');
  });

  it('with ALLOW_SANDBOX_FOR_REAL starts, seeds no demo account and answers 404 on /api/dev/* and /dev/*', async () => {
    const settings = await env({ ALLOW_SANDBOX_FOR_REAL: 'true', SEED_DEMO: 'true' });
    const server = launch(startScriptArgs(), { cwd: serverDir, env: settings });
    try {
      const base = `http://127.0.0.1:${settings.PORT}`;
      await waitForOk(`${base}/api/health`, server);
      expect(server.output()).toContain('mode: real');
      expect(server.output()).not.toContain('filled the database with demo data');
      for (const path of ['/api/dev/outbox', '/dev/outbox', '/dev/oauth/kakao/authorize?redirect_uri=x']) {
        expect((await fetch(`${base}${path}`)).status).toBe(404);
      }
      const users = await db.selectFrom('users').select('login_id').execute();
      expect(users.map((user) => user.login_id)).not.toContain('director');
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userInputId: 'director', pw: DEMO_PASSWORD }),
      });
      expect(login.status).not.toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await exitWithin(server, 15_000);
    }
  });
});
