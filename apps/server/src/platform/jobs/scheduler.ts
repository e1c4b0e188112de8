import type { AppContext } from '../context';

/** A background task run at start and then every `everyMs` (dormant accounts, clean-ups …). */
export type Job = {
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
};

export type Scheduler = {
  /** Stops the timers and waits for runs in flight. */
  stop: () => Promise<void>;
  /** Runs a job now (what the timer does), for an operator or a test. */
  runNow: (name: string) => Promise<void>;
};

type Log = { info: (object: object, message: string) => void; error: (object: object, message: string) => void };

/**
 * A tiny in-process interval scheduler. Timers are unref'd (they never keep the process alive),
 * a job never overlaps itself, and a failure is logged and tried again at the next interval.
 * Every API node runs the jobs; they must be idempotent (single UPDATE … WHERE statements are).
 */
export function startScheduler(ctx: AppContext, jobs: readonly Job[], log: Log): Scheduler {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const runJob = (job: Job): Promise<void> => {
    const inFlight = running.get(job.name);
    if (inFlight) return inFlight;
    if (stopped) return Promise.resolve();
    const run = (async () => {
      const startedAt = Date.now();
      try {
        const result = await job.run(ctx);
        log.info({ job: job.name, result, ms: Date.now() - startedAt }, 'job finished');
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job failed');
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
    return run;
  };

  for (const job of jobs) {
    const first = setTimeout(() => void runJob(job), 0);
    first.unref();
    const every = setInterval(() => void runJob(job), job.everyMs);
    every.unref();
    timers.push(first, every);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running.values());
    },
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      await runJob(job);
    },
  };
}
