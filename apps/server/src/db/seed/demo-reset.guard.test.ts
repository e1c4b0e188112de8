import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createKysely } from '../connect';
import { otherConnections, productionRefusal, runningPostmaster } from './demo-reset.guard';

const { db, url } = await createTestDatabase();
const folder = mkdtempSync(path.join(os.tmpdir(), 'demo-reset-guard-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const postmasterPid = (content: string) => writeFileSync(path.join(folder, 'postmaster.pid'), content);

describe('npm run demo:reset refuses', () => {
  it('in production, and only there', () => {
    expect(productionRefusal({ env: 'production', host: '127.0.0.1' })).toMatch(/NODE_ENV=production/);
    expect(productionRefusal({ env: 'development', host: '0.0.0.0' })).toMatch(/local mode/);
    expect(productionRefusal({ env: 'development', host: '127.0.0.1' })).toBeNull();
    expect(productionRefusal({ env: 'test', host: 'localhost' })).toBeNull();
  });

  it('while a live process holds the embedded cluster, not for a stale or missing postmaster.pid', () => {
    expect(runningPostmaster(folder)).toBeNull();
    postmasterPid(`${process.pid}\n${folder}\n1795692980\n54329\n`);
    expect(runningPostmaster(folder)).toBe(process.pid);
    // Above any pid_max: no such process (the server crashed and left its lock file).
    postmasterPid('999999999\n');
    expect(runningPostmaster(folder)).toBeNull();
    postmasterPid('not a pid\n');
    expect(runningPostmaster(folder)).toBeNull();
  });

  it('while other sessions are connected to the database (DATABASE_URL)', async () => {
    const server = createKysely(url, 1);
    try {
      await sql`select 1`.execute(server);
      expect(await otherConnections(db)).toBeGreaterThanOrEqual(1);
    } finally {
      await server.destroy();
    }
  });
});
