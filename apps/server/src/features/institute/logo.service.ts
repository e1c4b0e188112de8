import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import type { Upload } from '../../platform/files/files.queries';
import {
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  originalNameOf,
  recordUpload,
  storeFile,
} from '../../platform/files/uploads';
import { instDetailOf } from './institute.mappers';
import { findInstitute } from './institute.queries';
import { setInstLogo } from './logo.queries';

/**
 * The academy's logo (instCreateTF right after the academy is made, instEditInfoN): uploaded by
 * the director or staff holding 010, like any other change of the academy's details. A new logo
 * replaces the old one, whose row and object are deleted; the change is audited.
 */

async function lockedInstitute(trx: Executor, instId: string) {
  const inst = await findInstitute(trx, instId, { lock: true });
  if (!inst) throw new AppError('NOT_FOUND');
  return inst;
}

/** Ends the academy's uploaded logo inside the caller's transaction; delete the answer's objects after it commits. */
export async function dropInstLogo(trx: Executor, instId: string, now: Date): Promise<Upload[]> {
  const inst = await lockedInstitute(trx, instId);
  if (!inst.logo_upload_id) return [];
  await setInstLogo(trx, instId, null, now);
  return forgetUploads(trx, [inst.logo_upload_id]);
}

/** PUT /api/insts/:instId/logo (multipart). */
export async function uploadInstLogo(
  ctx: AppContext,
  caller: Caller,
  readFile: () => Promise<IncomingFile | null>,
): Promise<InstDetailResponse> {
  // Who may is settled by the route (INSTITUTE_ACCESS.edit) before a byte of the file is read.
  const { instId, userId } = caller;
  const image = checkFile('inst-logo', await readFile());
  const now = ctx.clock.now();
  const { detail, replaced } = await storeFile(ctx, image, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const before = await lockedInstitute(trx, instId);
      const fileNm = originalNameOf(image.fileName);
      await recordUpload(trx, stored, { ownerUserId: userId, instId, signupTransId: null, attached: true }, now);
      await setInstLogo(trx, instId, { uploadId: stored.id, fileNm }, now);
      await writeAudit(trx, {
        instId,
        actorUserId: userId,
        action: 'institute.logo',
        target: auditTarget('institute', instId),
        before: { logoFileNm: before.logo_file_nm, logoUploadId: before.logo_upload_id },
        after: { logoFileNm: fileNm, logoUploadId: stored.id },
        at: now,
      });
      return {
        detail: instDetailOf(await lockedInstitute(trx, instId), caller),
        replaced: await forgetUploads(trx, [before.logo_upload_id]),
      };
    }),
  );
  await deleteStoredObjects(ctx, replaced);
  return detail;
}

/** DELETE /api/insts/:instId/logo: the academy shows no logo. */
export async function removeInstLogo(ctx: AppContext, caller: Caller): Promise<InstDetailResponse> {
  const { instId, userId } = caller;
  const now = ctx.clock.now();
  const { detail, removed } = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedInstitute(trx, instId);
    const removedRows = await dropInstLogo(trx, instId, now);
    if (before.logo_file_nm !== null || removedRows.length > 0) {
      await setInstLogo(trx, instId, null, now);
      await writeAudit(trx, {
        instId,
        actorUserId: userId,
        action: 'institute.logo',
        target: auditTarget('institute', instId),
        before: { logoFileNm: before.logo_file_nm, logoUploadId: before.logo_upload_id },
        after: { logoFileNm: null, logoUploadId: null },
        at: now,
      });
    }
    return { detail: instDetailOf(await lockedInstitute(trx, instId), caller), removed: removedRows };
  });
  await deleteStoredObjects(ctx, removed);
  return detail;
}
