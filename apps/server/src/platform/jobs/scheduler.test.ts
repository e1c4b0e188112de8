import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createKysely } from '../../db/connect';
import type { Database } from '../../db/database';
import { createAdapters } from '../adapters/create-adapters';
import { type Clock, fixedClock, systemClock } from '../clock';
import type { AppContext } from '../context';
import { JOB_RUNS_KEPT_DAYS } from './job-runs.queries';
import { dueTimeOf, type Job, startScheduler } from './scheduler';

/**
 * The scheduler runs each job once per due time across server processes: here two processes are
 * two pools on one database, each with its own scheduler, as two API nodes would be.
 */

const { db, url } = await createTestDatabase();
const otherDb: Database = createKysely(url, 2);
afterAll(() => otherDb.destroy());

const config = testConfig();
const contextOn = (database: Database, clock: Clock): AppContext => ({
  db: database,
  clock,
  config,
  adapters: createAdapters(config, database, clock),
});
const silent = () => ({ info: vi.fn(), error: vi.fn() });

const HOUR = 60 * 60 * 1000;

/** A job that counts its runs and takes a moment, so runs of two processes would overlap. */
function countingJob(name: string, everyMs = HOUR) {
  const job = {
    name,
    everyMs,
    runs: 0,
    run: async () => {
      job.runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { counted: job.runs };
    },
  };
  return job;
}

const runsOf = (jobName: string) =>
  db
    .selectFrom('job_runs')
    .select(['due_at', 'outcome', 'error', 'finished_at', 'runner'])
    .where('job_name', '=', jobName)
    .orderBy('started_at')
    .execute();

describe('the job scheduler across processes', () => {
  const clock = fixedClock('2026-11-22T09:20:00.000Z');
  const processA = contextOn(db, clock);
  const processB = contextOn(otherDb, clock);
  const counted = countingJob('count');
  const broken: Job = { name: 'broken', everyMs: HOUR, run: async () => Promise.reject(new Error('boom')) };
  const jobs = [counted, broken];

  /** Both processes start (and so run what is due) at the same moment, then stop. */
  async function startBoth() {
    const logs = [silent(), silent()] as const;
    const schedulers = [startScheduler(processA, jobs, logs[0]), startScheduler(processB, jobs, logs[1])];
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    return logs;
  }

  it('runs each due job once when two processes start at the same moment, and records the run', async () => {
    const logs = await startBoth();
    expect(counted.runs).toBe(1);
    const dueAt = new Date('2026-11-22T09:00:00.000Z');
    expect(await runsOf('count')).toEqual([
      { due_at: dueAt, outcome: 'succeeded', error: null, finished_at: expect.any(Date), runner: expect.any(String) },
    ]);
    expect(await runsOf('broken')).toEqual([
      { due_at: dueAt, outcome: 'failed', error: 'boom', finished_at: expect.any(Date), runner: expect.any(String) },
    ]);
    const finished = logs.flatMap((log) => log.info.mock.calls.filter(([, message]) => message === 'job finished'));
    expect(finished).toEqual([[expect.objectContaining({ job: 'count', result: { counted: 1 } }), 'job finished']]);
    const failed = logs.flatMap((log) => log.error.mock.calls);
    expect(failed).toEqual([[expect.objectContaining({ job: 'broken' }), 'job failed']]);
  });

  it('does not run again within the same due time (a restart), and runs again at the next one', async () => {
    clock.set('2026-11-22T09:59:59.999Z');
    await startBoth();
    expect(counted.runs).toBe(1);
    expect(await runsOf('broken')).toHaveLength(1);

    clock.set('2026-11-22T10:00:00.000Z');
    await startBoth();
    expect(counted.runs).toBe(2);
    // The failed job is tried again at its next due time.
    expect((await runsOf('broken')).map((run) => [run.due_at?.toISOString(), run.outcome])).toEqual([
      ['2026-11-22T09:00:00.000Z', 'failed'],
      ['2026-11-22T10:00:00.000Z', 'failed'],
    ]);
  });
});

describe('runDue and runNow', () => {
  const clock = fixedClock('2026-12-01T03:00:00.000Z');
  const processA = contextOn(db, clock);
  const processB = contextOn(otherDb, clock);

  it('runDue claims the current due time: of two processes asking at once, one runs it', async () => {
    const job = countingJob('asked');
    // Started an hour earlier: their start-up runs claimed the previous due time.
    clock.set('2026-12-01T02:00:00.000Z');
    const schedulers = [startScheduler(processA, [job], silent()), startScheduler(processB, [job], silent())];
    await vi.waitFor(async () => expect(await runsOf('asked')).toMatchObject([{ outcome: 'succeeded' }]));
    clock.set('2026-12-01T03:00:00.000Z');
    const ran = await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));
    expect(ran.flat()).toEqual(['asked']);
    expect(job.runs).toBe(2);
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runDue()))).toEqual([[], []]);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect((await runsOf('asked')).map((run) => run.due_at?.toISOString())).toEqual([
      '2026-12-01T02:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
    ]);
  });

  it('runNow runs whatever the due time, after the run in flight, and records a run by hand', async () => {
    let release!: () => void;
    let started = 0;
    const slow: Job = {
      name: 'slow',
      everyMs: HOUR,
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    const scheduler = startScheduler(processA, [slow], silent());
    await vi.waitFor(() => expect(started).toBe(1));
    // Never two runs of a job at once in a process: asking while it runs does nothing.
    expect(await scheduler.runDue()).toEqual([]);
    const byHand = scheduler.runNow('slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(1);
    release();
    await vi.waitFor(() => expect(started).toBe(2));
    release();
    await byHand;
    await scheduler.stop();
    expect((await runsOf('slow')).map((run) => [run.due_at?.toISOString() ?? null, run.outcome])).toEqual([
      ['2026-12-01T03:00:00.000Z', 'succeeded'],
      [null, 'succeeded'],
    ]);
    await expect(scheduler.runNow('missing')).rejects.toThrow('no job named missing');
  });
});

describe('the timers', () => {
  it('wake at each due time on the clock, and stop', async () => {
    const job = countingJob('often', 400);
    const scheduler = startScheduler(contextOn(db, systemClock), [job], silent());
    await vi.waitFor(() => expect(job.runs).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 50 });
    await scheduler.stop();
    const runs = job.runs;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(job.runs).toBe(runs);
    const dueTimes = (await runsOf('often')).map((run) => run.due_at?.getTime() ?? 0);
    expect(dueTimes).toHaveLength(runs);
    // One run per due time, each a multiple of the interval, in order.
    for (const [index, dueAt] of dueTimes.entries()) {
      expect(dueAt % 400).toBe(0);
      if (index > 0) expect(dueAt).toBeGreaterThan(dueTimes[index - 1] ?? 0);
    }
    expect(dueTimeOf(job, new Date(dueTimes[0] ?? 0))).toEqual(new Date(dueTimes[0] ?? 0));
  });
});

describe('the runs kept', () => {
  it(`forgets a job's runs older than ${JOB_RUNS_KEPT_DAYS} days when it runs again`, async () => {
    const job = countingJob('kept');
    await sql`
      insert into job_runs (id, job_name, due_at, runner, started_at, finished_at, outcome)
      values (gen_random_uuid(), 'kept', '2020-01-01T00:00:00Z', 'old#1', now() - interval '31 days', now() - interval '31 days', 'succeeded'),
             (gen_random_uuid(), 'kept', '2020-01-01T01:00:00Z', 'old#1', now() - interval '29 days', now() - interval '29 days', 'succeeded'),
             (gen_random_uuid(), 'other', '2020-01-01T00:00:00Z', 'old#1', now() - interval '31 days', now() - interval '31 days', 'succeeded')`.execute(
      db,
    );
    await startScheduler(contextOn(db, fixedClock('2026-12-02T00:00:00.000Z')), [job], silent()).stop();
    expect((await runsOf('kept')).map((run) => run.due_at?.toISOString())).toEqual([
      '2020-01-01T01:00:00.000Z',
      '2026-12-02T00:00:00.000Z',
    ]);
    expect(await runsOf('other')).toHaveLength(1);
  });
});
