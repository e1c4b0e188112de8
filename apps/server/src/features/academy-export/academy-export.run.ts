import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACADEMY_EXPORT_KEEP_HOURS, academyExportFileName } from '@academy/domain/academy-export/academy-export.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { AppContext } from '../../platform/context';
import { notify } from '../../platform/notifications/notify';
import { openAcademyArchive } from './academy-export.archive';
import { EXPORT_AREAS } from './academy-export.areas';
import { countRows, rowBatches } from './academy-export.cursor';
import {
  type AcademyExportRow,
  type ExportKey,
  markExportFailed,
  markExportReady,
  recordProgress,
  touchRunningExport,
} from './academy-export.queries';

/**
 * The background work of one export: every area read from one snapshot of the academy, written
 * batch by batch into the files in a private temporary folder (progress recorded after each batch),
 * packed, stored in the file storage, and the director told it is ready. A failure marks the export
 * failed (and is thrown for the caller to log); the temporary folder goes either way.
 */

/** Rows read per cursor fetch, and written between two progress updates. */
export const EXPORT_BATCH_SIZE = 500;

const HOUR_MS = 60 * 60 * 1000;

/** Where a finished export's .zip lives in the file storage. */
export const exportStorageKey = (key: ExportKey) => `academy-exports/${key.instId}/${key.exportId}.zip`;

/** The export's own page, where the download waits. */
export const ACADEMY_EXPORT_PAGE = '/v3/inst/export';

async function writeArchive(ctx: AppContext, key: ExportKey, folder: string) {
  const exportedAt = ctx.clock.now();
  const input = { instId: key.instId, today: businessDateOf(exportedAt), at: exportedAt };
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const inst = await trx
        .selectFrom('institutes')
        .select('inst_nm')
        .where('id', '=', key.instId)
        .executeTakeFirstOrThrow();
      let total = 0;
      for (const area of EXPORT_AREAS) total += await countRows(trx, area.query(trx, input));
      await recordProgress(ctx.db, key, { done: 0, total, now: ctx.clock.now() });

      const archive = await openAcademyArchive(folder, { instId: key.instId, instNm: inst.inst_nm, exportedAt });
      try {
        let done = 0;
        for (const area of EXPORT_AREAS) {
          await archive.beginArea(area);
          for await (const batch of rowBatches(trx, area.query(trx, input), EXPORT_BATCH_SIZE)) {
            await archive.writeRows(batch.map(area.record));
            done += batch.length;
            await recordProgress(ctx.db, key, { done, now: ctx.clock.now() });
          }
          await archive.endArea();
        }
        const packed = await archive.finish();
        return { ...packed, fileName: academyExportFileName(inst.inst_nm, input.today) };
      } catch (error) {
        archive.abort();
        throw error;
      }
    });
}

export async function runAcademyExport(ctx: AppContext, row: AcademyExportRow): Promise<void> {
  const key: ExportKey = { instId: row.inst_id, exportId: row.id };
  if (!(await touchRunningExport(ctx.db, key, ctx.clock.now()))) return;
  // mkdtemp makes the folder readable by this process's user only.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'academy-export-'));
  const storageKey = exportStorageKey(key);
  let stored = false;
  try {
    const archive = await writeArchive(ctx, key, folder);
    await ctx.adapters.storage.put(storageKey, createReadStream(archive.zipPath), 'application/zip');
    stored = true;
    const now = ctx.clock.now();
    const ready = await ctx.db.transaction().execute(async (trx) => {
      const marked = await markExportReady(trx, key, {
        storageKey,
        fileName: archive.fileName,
        sizeBytes: archive.sizeBytes,
        now,
        expiresAt: new Date(now.getTime() + ACADEMY_EXPORT_KEEP_HOURS * HOUR_MS),
      });
      if (marked) {
        await notify(trx, [
          {
            userId: row.requested_by,
            instId: key.instId,
            type: 'academy-export-ready',
            title: '학원 데이터 내보내기 완료',
            body: `학원 데이터 파일이 준비되었습니다. ${ACADEMY_EXPORT_KEEP_HOURS}시간 동안 내려받을 수 있습니다.`,
            link: ACADEMY_EXPORT_PAGE,
            now,
          },
        ]);
      }
      return marked;
    });
    // Marked failed meanwhile (taken for stopped): nobody will download this file.
    if (!ready) await ctx.adapters.storage.delete(storageKey);
  } catch (error) {
    await markExportFailed(ctx.db, key, error instanceof Error ? error.message : String(error), ctx.clock.now());
    if (stored) await ctx.adapters.storage.delete(storageKey);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
