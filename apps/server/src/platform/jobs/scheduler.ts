import { hostname } from 'node:os';
import type { AppContext } from '../context';
import { recordJobRun } from '../metrics/job-runs';
import { claimDueRun, finishRun, startRunByHand } from './job-runs.queries';

/**
 * A background task due once every `everyMs` (dormant accounts, clean-ups …). Its due times are
 * the multiples of `everyMs` since the epoch (UTC) on the context's clock: an hourly job is due at
 * every full hour, a daily one at 00:00 UTC (09:00 in Seoul).
 */
export type Job = {
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
};

export type Scheduler = {
  /** Stops the timers and waits for runs in flight. */
  stop: () => Promise<void>;
  /** What the timers do: claims each job's current due time and runs those this process won; answers their names. */
  runDue: () => Promise<string[]>;
  /** Runs a job now whatever its due time (after a run of it in flight), for an operator or a test. */
  runNow: (name: string) => Promise<void>;
};

type Log = { info: (object: object, message: string) => void; error: (object: object, message: string) => void };

/** The process a run belongs to, as `job_runs.runner` records it. */
const RUNNER = `${hostname()}#${process.pid}`;
/** Longest error text kept on a failed run. */
const ERROR_TEXT_LIMIT = 1000;

/** The start of the interval `now` falls in: the due time a run at `now` claims. */
export function dueTimeOf(job: Job, now: Date): Date {
  return new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
}

/**
 * Runs each job once per due time however many server processes run them: a process claims a due
 * run by inserting its `job_runs` row (platform/jobs/job-runs.queries), and only the process whose
 * insert won runs it. Every process tries at start and then at each due time (timers unref'd, so
 * they never keep the process alive). A job never overlaps itself within a process; a run that
 * failed is recorded with its error and the job runs again at its next due time. A run that takes
 * longer than its interval may meet the next due time's run in another process, so jobs stay
 * idempotent (single UPDATE … WHERE statements, SKIP LOCKED, or a lock of their own).
 */
export function startScheduler(ctx: AppContext, jobs: readonly Job[], log: Log): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Map<string, Promise<boolean>>();
  let stopped = false;

  /** Runs `job` under the row `record` makes, unless it is running here already or `record` answers null. */
  const runUnder = (job: Job, record: () => Promise<string | null>): Promise<boolean> => {
    if (stopped || running.has(job.name)) return Promise.resolve(false);
    const run = (async () => {
      let runId: string | null;
      try {
        runId = await record();
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job run could not be claimed');
        return false;
      }
      if (!runId) return false;
      const startedAt = Date.now();
      let outcome: 'succeeded' | 'failed' = 'succeeded';
      let errorText: string | null = null;
      try {
        const result = await job.run(ctx);
        log.info({ job: job.name, result, ms: Date.now() - startedAt }, 'job finished');
      } catch (error) {
        outcome = 'failed';
        errorText = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
        log.error({ job: job.name, err: error }, 'job failed');
      }
      recordJobRun(job.name, outcome);
      try {
        await finishRun(ctx.db, { id: runId, jobName: job.name }, outcome, errorText);
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job run could not be recorded');
      }
      return true;
    })().finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  const runIfDue = (job: Job) =>
    runUnder(job, () => claimDueRun(ctx.db, job.name, dueTimeOf(job, ctx.clock.now()), RUNNER));

  /**
   * Wakes at the job's next due time; whatever the clock says (a test's fixed clock), it waits at
   * least a second or a twentieth of the interval, whichever is shorter.
   */
  const wakeAtNextDueTime = (job: Job) => {
    if (stopped) return;
    const untilDue = job.everyMs - (ctx.clock.now().getTime() % job.everyMs);
    const timer = setTimeout(
      () => {
        void runIfDue(job);
        wakeAtNextDueTime(job);
      },
      Math.max(untilDue, Math.min(1000, Math.ceil(job.everyMs / 20))),
    );
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) {
    void runIfDue(job);
    wakeAtNextDueTime(job);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running.values());
    },
    async runDue() {
      const ran = await Promise.all(jobs.map(runIfDue));
      return jobs.filter((_, index) => ran[index]).map((job) => job.name);
    },
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      while (running.has(name)) await running.get(name);
      await runUnder(job, () => startRunByHand(ctx.db, job.name, RUNNER));
    },
  };
}
