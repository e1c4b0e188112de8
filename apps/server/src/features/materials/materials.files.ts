import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { MaterialFileKind, MaterialFileView } from '@academy/domain/materials/materials.schema';
import { uploadKindOf } from '@academy/domain/uploads/uploads.rules';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { attachInstUploads, type Upload } from '../../platform/files/files.queries';
import { isSampleKey, openSample } from '../../platform/files/shipped-samples';
import {
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  originalNameOf,
  recordUpload,
  storedNameOf,
  storeFile,
} from '../../platform/files/uploads';
import { ofInst } from '../../platform/tenancy/of-inst';
import { countDownload, visibleMaterial, waitingFilesOf } from './materials.queries';

/**
 * The materials' files go through the one upload pipeline as `study-material` uploads (every SPEC §5
 * allow-list, checked, sniffed, counted against the quotas). An upload waits, unattached, for the
 * material that names it; one never used is removed by the clean-up job with its file row. A file
 * is downloaded through its material, by those who reach the material's class today.
 */

/** POST …/materials/files (staff): one file, waiting for its material. */
export async function uploadMaterialFile(
  ctx: AppContext,
  caller: Caller,
  input: { readFile: () => Promise<IncomingFile | null> },
): Promise<MaterialFileView> {
  const file = checkFile('study-material', await input.readFile());
  const kind = (uploadKindOf(file.fileName) ?? 'document') as MaterialFileKind;
  const now = ctx.clock.now();
  const originalNm = originalNameOf(file.fileName);
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  return storeFile(ctx, file, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      await recordUpload(trx, stored, owner, now);
      await trx
        .insertInto('study_material_files')
        .values({
          inst_id: caller.instId,
          upload_id: stored.id,
          material_id: null,
          uploader_user_id: caller.userId,
          kind,
          original_nm: originalNm,
          content_type: file.contentType,
          size_bytes: file.buffer.length,
          created_at: now,
        })
        .execute();
      return {
        fileId: stored.id,
        originalNm,
        sizeBytes: file.buffer.length,
        kind,
        contentType: file.contentType,
        downloadCnt: null,
      };
    }),
  );
}

/**
 * Inside the transaction that saves a material: each named file must be the caller's own waiting
 * upload or one the material already has (`current`), named once (otherwise 400 on `fileIds.<index>`
 * and nothing is written). They become the material's, in the order given.
 */
export async function claimMaterialFiles(
  trx: Executor,
  caller: Caller,
  input: { materialId: string; fileIds: readonly string[]; current: ReadonlySet<string>; now: Date },
): Promise<void> {
  const waiting = new Set(
    (
      await waitingFilesOf(
        trx,
        caller,
        input.fileIds.filter((id) => !input.current.has(id)),
      )
    ).map((row) => row.upload_id),
  );
  const seen = new Set<string>();
  const refused = input.fileIds.findIndex((id) => {
    const twice = seen.has(id);
    seen.add(id);
    return twice || !(input.current.has(id) || waiting.has(id));
  });
  if (refused >= 0)
    throw new AppError('FEED_FILE_NOT_FOUND', undefined, {
      [`fileIds.${refused}`]: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
    });
  for (const [index, id] of input.fileIds.entries()) {
    await trx
      .updateTable('study_material_files')
      .set({ material_id: input.materialId, sort_order: index })
      .where(ofInst(caller.instId))
      .where('upload_id', '=', id)
      .execute();
  }
  await attachInstUploads(trx, {
    instId: caller.instId,
    purpose: 'study-material',
    ids: [...waiting],
    now: input.now,
  });
}

/** Inside a transaction: deletes the uploads (their file rows and download counts go with them). */
export async function forgetMaterialFiles(trx: Executor, uploadIds: readonly string[]): Promise<Upload[]> {
  return forgetUploads(trx, uploadIds);
}

/** After the transaction: removes the bytes of forgotten uploads (shipped samples are not stored). */
export async function removeStored(ctx: AppContext, rows: readonly Upload[]): Promise<void> {
  await deleteStoredObjects(
    ctx,
    rows.filter((row) => !isSampleKey(row.storage_key)),
  );
}

/**
 * GET …/materials/:materialId/files/:fileId/download: the file, for those who reach the material's
 * class today (else 404). A student's or parent's download is counted once per file and business
 * day (`DOWNLOAD_COUNTING`); staff opening a file to check it do not count.
 */
export async function downloadMaterialFile(
  ctx: AppContext,
  caller: Caller,
  input: { materialId: string; fileId: string },
): Promise<OpenedFile & { originalNm: string }> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const material = await visibleMaterial(ctx.db, caller, today, input.materialId);
  const file = material
    ? await ctx.db
        .selectFrom('study_material_files as f')
        .innerJoin('uploads', 'uploads.id', 'f.upload_id')
        .select(['f.original_nm', 'f.content_type', 'uploads.storage_key'])
        .where(ofInst(caller.instId, 'f'))
        .where('f.material_id', '=', input.materialId)
        .where('f.upload_id', '=', input.fileId)
        .executeTakeFirst()
    : undefined;
  if (!file) throw new AppError('NOT_FOUND');
  const opened =
    openSample(file.storage_key, file.content_type) ??
    (await openInstUpload(ctx, {
      instId: caller.instId,
      purpose: 'study-material',
      storedName: storedNameOf(file),
    }));
  if (!isStaffCaller(caller)) {
    await countDownload(ctx.db, {
      instId: caller.instId,
      materialId: input.materialId,
      uploadId: input.fileId,
      userId: caller.userId,
      day: today,
      now,
    });
  }
  return { ...opened, originalNm: file.original_nm };
}
