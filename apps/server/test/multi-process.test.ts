import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp, featureJobs } from '../src/app';
import { createKysely } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { fixedClock } from '../src/platform/clock';
import { LISTENER_APPLICATION_NAME } from '../src/platform/events/event-bus';
import { EventPayloadTooLargeError, publish } from '../src/platform/events/events';
import { newId } from '../src/platform/ids/new-id';
import { dueTimeOf } from '../src/platform/jobs/scheduler';
import { notify } from '../src/platform/notifications/notify';
import { createTestUser } from './account-helpers';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * Several stateless API processes on one PostgreSQL (decision 0031): two app instances, each with
 * its own pool as two processes would have, share one database. Their background jobs run once
 * per due time between them, and an event published through one reaches a subscriber of the
 * other, also after the listening connection was cut.
 */

const NOW = '2026-11-22T09:30:00.000Z';
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(new Date(NOW).getTime() - ms);

const { db, url } = await createTestDatabase();
const otherDb: Database = createKysely(url, 4);
const clock = fixedClock(NOW);

// What the jobs have to do: an account idle for over a year, a notification past its 90 days.
const idle = await createTestUser(db, { createdAt: ago(500 * DAY) });
const active = await createTestUser(db, { lastActiveAt: ago(DAY) });
const [oldNotice] = await notify(db, [
  { userId: active.id, type: 'test', title: '지난 알림', body: '오래된 알림입니다.', now: ago(100 * DAY) },
]);

/** Two processes start together: each runs the jobs due at start. */
const processes = await Promise.all(
  [db, otherDb].map((database) =>
    buildApp({ config: testConfig(), db: database, clock, logger: false, jobs: true, databaseUrl: url }),
  ),
);
const [processA, processB] = processes as [(typeof processes)[0], (typeof processes)[0]];
await Promise.all(processes.map((app) => app.ready()));
let closed = false;
afterAll(async () => {
  if (!closed) await Promise.all(processes.map((app) => app.close()));
  await otherDb.destroy();
});

const listenerPids = async () =>
  (
    await sql<{ pid: number }>`
      select pid from pg_stat_activity
       where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
       order by pid`.execute(db)
  ).rows.map((row) => row.pid);

/** Collects what a subscriber of process B hears on 'notifications'. */
async function listenOnB(options: { onResumed?: () => void } = {}) {
  const heard: string[][] = [];
  const unsubscribe = await processB.events.subscribe('notifications', (ids) => void heard.push(ids), options);
  return { heard, unsubscribe };
}

describe('background jobs on two processes', () => {
  it('run once per due time between them, and do their work', async () => {
    const finished = () =>
      db.selectFrom('job_runs').selectAll().where('finished_at', 'is not', null).orderBy('job_name').execute();
    await vi.waitFor(async () => expect(await finished()).toHaveLength(featureJobs.length), { timeout: 5000 });

    const runs = await db.selectFrom('job_runs').selectAll().orderBy('job_name').execute();
    expect(runs.map((run) => [run.job_name, run.due_at, run.outcome, run.error])).toEqual(
      [...featureJobs]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((job) => [job.name, dueTimeOf(job, new Date(NOW)), 'succeeded', null]),
    );

    const statuses = await db
      .selectFrom('users')
      .select(['id', 'status'])
      .where('id', 'in', [idle.id, active.id])
      .execute();
    expect(Object.fromEntries(statuses.map((user) => [user.id, user.status]))).toEqual({
      [idle.id]: 'dormant',
      [active.id]: 'active',
    });
    expect(
      await db
        .selectFrom('notifications')
        .select('id')
        .where('id', '=', oldNotice ?? '')
        .execute(),
    ).toEqual([]);
  });
});

describe('events between two processes', () => {
  it('reach a subscriber of the other process when the publishing transaction commits, never after a rollback', async () => {
    const { heard, unsubscribe } = await listenOnB();
    const user = await createTestUser(db);
    const notice = { userId: user.id, type: 'test', title: '새 알림', body: '알림 내용', now: clock.now() };

    let committedIds: string[] = [];
    await db.transaction().execute(async (trx) => {
      committedIds = await notify(trx, [notice, notice]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toEqual([]); // not yet: delivered at commit
    });
    await vi.waitFor(() => expect(heard).toEqual([committedIds]), { timeout: 2000 });

    const rolledBack = { id: '' };
    await expect(
      db.transaction().execute(async (trx) => {
        [rolledBack.id = ''] = await notify(trx, [notice]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later event arrives alone: the rolled-back one was never delivered.
    const later = newId();
    await publish(db, 'notifications', [later]);
    await vi.waitFor(() => expect(heard).toEqual([committedIds, [later]]), { timeout: 2000 });
    expect(heard.flat()).not.toContain(rolledBack.id);
    await unsubscribe();
  });

  it('carry ids only, split into payloads under 8,000 bytes, and refuse a larger payload', async () => {
    const { heard, unsubscribe } = await listenOnB();
    const ids = Array.from({ length: 250 }, () => newId());
    await publish(otherDb, 'notifications', ids);
    await vi.waitFor(() => expect(heard.map((chunk) => chunk.length)).toEqual([100, 100, 50]), { timeout: 2000 });
    expect(heard.flat()).toEqual(ids);

    await expect(publish(db, 'notifications', ['x'.repeat(8000)])).rejects.toThrow(EventPayloadTooLargeError);
    const marker = newId();
    await publish(db, 'notifications', [marker]);
    await vi.waitFor(() => expect(heard.at(-1)).toEqual([marker]), { timeout: 2000 });
    expect(heard).toHaveLength(4);
    await unsubscribe();
  });

  it('still arrive after the listening connection was cut: the bus reconnects and listens again', async () => {
    let resumed = 0;
    const { heard, unsubscribe } = await listenOnB({
      onResumed: () => {
        resumed += 1;
      },
    });
    // Both processes listen: each one's notification delivery is woken by the events (decision 0046).
    const cut = await listenerPids();
    expect(cut).toHaveLength(2);

    await sql`select pg_terminate_backend(pid) from unnest(${cut}::int[]) as pid`.execute(db);
    await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 5000, interval: 20 });
    await vi.waitFor(async () => {
      const after = await listenerPids();
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => cut.includes(pid))).toEqual([]);
    });

    const id = newId();
    await publish(db, 'notifications', [id]);
    await vi.waitFor(() => expect(heard).toEqual([[id]]), { timeout: 2000 });
    await unsubscribe();
  });

  it('stop listening when the apps close', async () => {
    await listenOnB();
    expect(await listenerPids()).toHaveLength(2);
    await Promise.all(processes.map((app) => app.close()));
    closed = true;
    await vi.waitFor(async () => expect(await listenerPids()).toEqual([]));
    await expect(processA.events.subscribe('notifications', () => {})).rejects.toThrow('stopped');
  });
});
