import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { newId } from '../ids/new-id';

/** Finished runs older than this are deleted (they only serve operators and metrics). */
export const JOB_RUNS_KEPT_DAYS = 30;

/**
 * Claims the run of `jobName` due at `dueAt` for `runner`: answers the new run's id, or null when
 * another process (or this one, earlier) already claimed that due time. The unique index on
 * (job_name, due_at) decides between processes inserting at the same moment.
 */
export async function claimDueRun(db: Executor, jobName: string, dueAt: Date, runner: string): Promise<string | null> {
  const row = await db
    .insertInto('job_runs')
    .values({ id: newId(), job_name: jobName, due_at: dueAt, runner, finished_at: null, error: null })
    .onConflict((conflict) => conflict.columns(['job_name', 'due_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Records a run asked for by hand (no due time: it never stands in for a scheduled one). */
export async function startRunByHand(db: Executor, jobName: string, runner: string): Promise<string> {
  const id = newId();
  await db
    .insertInto('job_runs')
    .values({ id, job_name: jobName, due_at: null, runner, finished_at: null, error: null })
    .execute();
  return id;
}

/** Ends a run with its outcome, and forgets this job's runs older than JOB_RUNS_KEPT_DAYS. */
export async function finishRun(
  db: Executor,
  run: { id: string; jobName: string },
  outcome: 'succeeded' | 'failed',
  error: string | null,
): Promise<void> {
  await db
    .updateTable('job_runs')
    .set({ outcome, error, finished_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', run.id)
    .execute();
  await db
    .deleteFrom('job_runs')
    .where('job_name', '=', run.jobName)
    .where('started_at', '<', sql<Date>`now() - make_interval(days => ${JOB_RUNS_KEPT_DAYS})`)
    .execute();
}
