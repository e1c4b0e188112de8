import { RETENTION_PURGE_EVERY_HOURS, type RetentionKind, retentionCutoff } from '@academy/domain/privacy/retention';
import type { Executor } from '../../db/database';
import type { AppContext } from '../context';
import type { Job } from '../jobs/scheduler';
import {
  CLEARED_KINDS,
  type ClearedKind,
  clearDueBatch,
  deleteDueBatch,
  PURGED_KINDS,
  type PurgedKind,
  tryRetentionLock,
} from './retention.queries';

/**
 * 개인정보 파기: deletes every kind of personal data past its period in the retention table
 * (packages/domain/src/privacy/retention, which the privacy policy states), or empties its columns
 * when it is part of a row kept for longer (a 현금영수증's payer number). Decision 0027.
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
  /** Rows whose personal columns were emptied, per kind. */
  cleared: Record<ClearedKind, number>;
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
  const cleared = Object.fromEntries(CLEARED_KINDS.map((kind) => [kind, 0])) as Record<ClearedKind, number>;
  /** One kind's batches until one is not full; false when another process holds the lock. */
  async function drain(
    kind: RetentionKind,
    batch: (trx: Executor, cutoff: Date) => Promise<number>,
    add: (n: number) => void,
  ) {
    const cutoff = retentionCutoff(kind, now);
    for (;;) {
      const count = await ctx.db
        .transaction()
        .execute(async (trx) => ((await tryRetentionLock(trx)) ? batch(trx, cutoff) : null));
      if (count === null) return false;
      add(count);
      if (count < batchSize) return true;
    }
  }
  for (const kind of PURGED_KINDS) {
    const done = await drain(
      kind,
      (trx, cutoff) => deleteDueBatch(trx, kind, cutoff, batchSize),
      (count) => {
        deleted[kind] += count;
      },
    );
    if (!done) return { deleted, cleared, busy: true };
  }
  for (const kind of CLEARED_KINDS) {
    const done = await drain(
      kind,
      (trx, cutoff) => clearDueBatch(trx, kind, cutoff, batchSize),
      (count) => {
        cleared[kind] += count;
      },
    );
    if (!done) return { deleted, cleared, busy: true };
  }
  return { deleted, cleared, busy: false };
}

/** Hourly: personal data past its period goes (the scheduler logs the counts). */
export const retentionJob: Job = {
  name: 'personal-data-retention',
  everyMs: RETENTION_PURGE_EVERY_HOURS * 60 * 60 * 1000,
  run: (ctx) => purgeExpiredPersonalData(ctx),
};
