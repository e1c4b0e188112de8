import { describe, expect, it, vi } from 'vitest';
import { createTestUser, loginAs, TEST_PASSWORD, testAddress } from '../../../test/account-helpers';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { markDormantAccounts } from './dormant.service';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const app = await createTestApp(db, { clock });
const config = testConfig();
const ctx: AppContext = { db, clock, config, adapters: createAdapters(config, db, clock) };

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);
const statusOf = async (id: string) =>
  (await db.selectFrom('users').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('markDormantAccounts', () => {
  it('makes accounts idle for a year dormant and ends their sessions; others stay', async () => {
    const idle = await createTestUser(db, { lastActiveAt: daysAgo(1) });
    const session = await loginAs(app, idle);
    await db
      .updateTable('users')
      .set({ last_active_at: daysAgo(366) })
      .where('id', '=', idle.id)
      .execute();
    const neverUsed = await createTestUser(db, { createdAt: daysAgo(400) });
    const recent = await createTestUser(db, { lastActiveAt: daysAgo(364), createdAt: daysAgo(900) });

    const result = await markDormantAccounts(ctx);
    expect(result.dormant).toBeGreaterThanOrEqual(2);
    expect(await statusOf(idle.id)).toBe('dormant');
    expect(await statusOf(neverUsed.id)).toBe('dormant');
    expect(await statusOf(recent.id)).toBe('active');
    expect((await session.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const row = await db.selectFrom('users').select('dormant_at').where('id', '=', idle.id).executeTakeFirstOrThrow();
    expect(row.dormant_at?.toISOString()).toBe('2026-11-22T09:00:00.000Z');

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { userInputId: idle.loginId, pw: TEST_PASSWORD },
      remoteAddress: testAddress(),
    });
    expect(login.json().code).toBe('ACCOUNT_DORMANT');
    expect((await markDormantAccounts(ctx)).dormant).toBe(0);
  });
});

describe('the job scheduler', () => {
  // How the scheduler runs jobs (once per due time across processes) is tested in platform/jobs/scheduler.test.ts.
  it('starts with the app unless turned off, and stops when the app closes', async () => {
    const old = await createTestUser(db, { createdAt: daysAgo(500) });
    const withJobs = await buildApp({ config, db, clock, logger: false, jobs: true });
    await withJobs.ready();
    await vi.waitFor(async () => expect(await statusOf(old.id)).toBe('dormant'), { timeout: 5000 });
    await withJobs.close();
  });
});
