import { Counter } from 'prom-client';

export type JobOutcome = 'succeeded' | 'failed';

/**
 * Runs of the background jobs in this process, by job and outcome. Kept here rather than in an app's
 * metrics, since the scheduler runs beside the app: `/metrics` shows it when metrics are configured.
 */
export const jobRunsCounter = new Counter({
  name: 'academy_job_runs_total',
  help: 'Background job runs in this process, by job and outcome (succeeded | failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [],
});

/** The scheduler's one call after each run. */
export function recordJobRun(job: string, outcome: JobOutcome): void {
  jobRunsCounter.inc({ job, outcome });
}
