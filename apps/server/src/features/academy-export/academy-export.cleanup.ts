import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { failStaleExports, lockExpiredExports, markExportExpired } from './academy-export.queries';
import { STALE_EXPORT_MS } from './academy-export.service';

/**
 * The export's files are personal data kept only while they can be downloaded: every hour, the
 * .zip of each ready export past its keeping time is deleted from the file storage and the export
 * marked expired; runs that stopped without finishing (their process ended) are marked failed.
 * Each batch is one transaction whose rows are locked with SKIP LOCKED, so several server processes
 * running the job at once never handle a row twice; deleting a file already gone is no error.
 */

export const EXPIRY_BATCH_SIZE = 100;

export type ExportCleanup = { expired: number; stopped: number };

export async function cleanUpAcademyExports(ctx: AppContext): Promise<ExportCleanup> {
  const now = ctx.clock.now();
  let expired = 0;
  for (;;) {
    const count = await ctx.db.transaction().execute(async (trx) => {
      const due = await lockExpiredExports(trx, now, EXPIRY_BATCH_SIZE);
      for (const row of due) {
        if (row.storage_key) await ctx.adapters.storage.delete(row.storage_key);
        await markExportExpired(trx, { instId: row.inst_id, exportId: row.id });
      }
      return due.length;
    });
    expired += count;
    if (count < EXPIRY_BATCH_SIZE) break;
  }
  const stopped = await failStaleExports(ctx.db, {
    instId: null,
    staleBefore: new Date(now.getTime() - STALE_EXPORT_MS),
    now,
  });
  return { expired, stopped };
}

export const academyExportsCleanupJob: Job = {
  name: 'academy-exports-cleanup',
  everyMs: 60 * 60 * 1000,
  run: (ctx) => cleanUpAcademyExports(ctx),
};
