import type { Readable } from 'node:stream';
import type { ACADEMY_EXPORT_AUDIT_ACTIONS } from '@academy/domain/academy-export/academy-export.rules';
import type {
  AcademyExportResponse,
  LatestAcademyExportResponse,
  StartAcademyExportResponse,
} from '@academy/domain/academy-export/academy-export.schema';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import {
  type AcademyExportRow,
  failStaleExports,
  findExport,
  findLatestExport,
  findRunningExport,
  insertRunningExport,
} from './academy-export.queries';
import { runAcademyExport } from './academy-export.run';

/**
 * 학원 데이터 내보내기 for the director: start an export (or find the one running), follow its
 * progress, download the finished .zip. Starting and downloading are audited: both hand the whole
 * academy's personal data to someone.
 */

type ExportAuditAction = keyof typeof ACADEMY_EXPORT_AUDIT_ACTIONS;
const STARTED: ExportAuditAction = 'academy-export.start';
const DOWNLOADED: ExportAuditAction = 'academy-export.download';

/** Hands work to the background; the routes keep it so the server waits for it when it stops. */
export type RunInBackground = (work: () => Promise<void>) => void;

/** A run that has not moved for this long is taken for stopped (its process ended) and marked failed. */
export const STALE_EXPORT_MS = 10 * 60 * 1000;

function exportResponse(row: AcademyExportRow): AcademyExportResponse {
  return {
    exportId: row.id,
    status: row.status,
    done: row.done,
    total: row.total,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    fileName: row.file_name,
    sizeBytes: row.size_bytes,
  };
}

/**
 * Starts an export of the caller's academy in the background, unless one runs already — then that
 * one is answered (`started: false`), however many requests arrive at once.
 */
export async function startAcademyExport(
  ctx: AppContext,
  caller: Caller,
  runInBackground: RunInBackground,
): Promise<StartAcademyExportResponse> {
  const now = ctx.clock.now();
  const { row, started } = await ctx.db.transaction().execute(async (trx) => {
    await failStaleExports(trx, { instId: caller.instId, staleBefore: new Date(now.getTime() - STALE_EXPORT_MS), now });
    const inserted = await insertRunningExport(trx, {
      instId: caller.instId,
      exportId: newId(),
      requestedBy: caller.userId,
      now,
    });
    if (inserted) {
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: STARTED,
        target: auditTarget('academy-export', inserted.id),
        before: null,
        after: { status: inserted.status },
        at: now,
      });
      return { row: inserted, started: true };
    }
    const running = await findRunningExport(trx, caller.instId);
    // The running export finished between the insert and this read: the caller may simply try again.
    if (!running) throw new AppError('CONFLICT');
    return { row: running, started: false };
  });
  if (started) runInBackground(() => runAcademyExport(ctx, row));
  return { ...exportResponse(row), started };
}

/** The academy's newest export (running, ready, failed or expired), or null. */
export async function latestAcademyExport(ctx: AppContext, caller: Caller): Promise<LatestAcademyExportResponse> {
  const row = await findLatestExport(ctx.db, caller.instId);
  return { latest: row ? exportResponse(row) : null };
}

async function requireExport(ctx: AppContext, caller: Caller, exportId: string): Promise<AcademyExportRow> {
  const row = await findExport(ctx.db, { instId: caller.instId, exportId });
  if (!row) throw new AppError('ACADEMY_EXPORT_NOT_FOUND');
  return row;
}

/** One export's progress. */
export async function getAcademyExport(
  ctx: AppContext,
  caller: Caller,
  input: { exportId: string },
): Promise<AcademyExportResponse> {
  return exportResponse(await requireExport(ctx, caller, input.exportId));
}

export type ExportDownload = { body: Readable; size: number; fileName: string };

/** The finished .zip, while it is kept; each download is audited. */
export async function downloadAcademyExport(
  ctx: AppContext,
  caller: Caller,
  input: { exportId: string },
): Promise<ExportDownload> {
  const row = await requireExport(ctx, caller, input.exportId);
  const now = ctx.clock.now();
  if (row.status === 'running') throw new AppError('ACADEMY_EXPORT_NOT_READY');
  if (row.status === 'failed') throw new AppError('ACADEMY_EXPORT_FAILED');
  if (row.status === 'expired' || !row.storage_key || !row.file_name || (row.expires_at && row.expires_at <= now)) {
    throw new AppError('ACADEMY_EXPORT_EXPIRED');
  }
  const file = await ctx.adapters.storage.get(row.storage_key);
  if (!file) throw new AppError('ACADEMY_EXPORT_EXPIRED');
  try {
    await writeAudit(ctx.db, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: DOWNLOADED,
      target: auditTarget('academy-export', row.id),
      before: null,
      after: { fileName: row.file_name, sizeBytes: row.size_bytes },
      at: now,
    });
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  return { body: file.body, size: file.size, fileName: row.file_name };
}
