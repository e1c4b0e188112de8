import { RETENTION_PURGE_EVERY_HOURS, retentionCutoff } from '@academy/domain/privacy/retention';
import type { AppContext } from '../context';
import type { Job } from '../jobs/scheduler';
import { deleteDueBatch, PURGED_KINDS, type PurgedKind, tryRetentionLock } from './retention.queries';

/**
 * 개인정보 파기: deletes every kind of personal data past its period in the retention table
 * (packages/domain/src/privacy/retention, which the privacy policy states). Decision 0027.
 *
 * - Bounded: each batch of at most `batchSize` rows is its own short transaction, so a large
 *   backlog never holds row locks for long.
 * - Once across processes: each batch first takes a PostgreSQL advisory lock for its transaction
 *   (`pg_try_advisory_xact_lock`). A process that finds it taken stops at once (`busy`) and leaves
 *   the rest to the holder, which goes on until nothing is due; the work is done once however many
 *   server processes run the job at the same time.
 * - Idempotent: a run with nothing due deletes nothing.
 */

export const RETENTION_BATCH_SIZE = 1000;

export type RetentionRun = {
  /** Rows deleted, per kind. */
  deleted: Record<PurgedKind, number>;
  /** Another process was purging: this run stopped and left the rest to it. */
  busy: boolean;
};

export async function purgeExpiredPersonalData(
  ctx: AppContext,
  options: { batchSize?: number } = {},
): Promise<RetentionRun> {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const now = ctx.clock.now();
  const deleted = Object.fromEntries(PURGED_KINDS.map((kind) => [kind, 0])) as Record<PurgedKind, number>;
  for (const kind of PURGED_KINDS) {
    const cutoff = retentionCutoff(kind, now);
    for (;;) {
      const count = await ctx.db.transaction().execute(async (trx) => {
        if (!(await tryRetentionLock(trx))) return null;
        return deleteDueBatch(trx, kind, cutoff, batchSize);
      });
      if (count === null) return { deleted, busy: true };
      deleted[kind] += count;
      if (count < batchSize) break;
    }
  }
  return { deleted, busy: false };
}

/** Hourly: personal data past its period goes (the scheduler logs the counts). */
export const retentionJob: Job = {
  name: 'personal-data-retention',
  everyMs: RETENTION_PURGE_EVERY_HOURS * 60 * 60 * 1000,
  run: (ctx) => purgeExpiredPersonalData(ctx),
};
