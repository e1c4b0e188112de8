import { classImageUrl, type UploadClassImageResponse } from '@academy/domain/class/class.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { attachInstUploads, detachInstUploads } from '../../platform/files/files.queries';
import {
  checkFile,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  recordUpload,
  storedNameOf,
  storeFile,
  uploadIdOf,
} from '../../platform/files/uploads';
import { imagesUsedByOtherClasses } from './images.queries';

/**
 * Class images uploaded by the academy (up to 4 per class) go through the upload pipeline as the
 * academy's `class-image` uploads: the SPEC §5 image list, the size limit and the content check of
 * that purpose, an `uploads` row, the bytes in the file storage. Their name (`<uuid>.<ext>`) goes in
 * a class's `uploadImages`; they are served at `/api/files/<instId>/class-images/<name>` to the
 * academy's members only. An image is attached when a class is saved with it; one that no class
 * uses (never chosen, or dropped by every class) is removed by the clean-up job. The stock images
 * (class001–class005.jpg) ship with the web app instead.
 */

/**
 * POST /api/insts/:instId/class-images (staff, `CLASSES_ACCESS.staff`): one image, checked and
 * stored, not attached until a class is saved with it. Answers the name for `uploadImages`.
 */
export async function uploadClassImage(
  ctx: AppContext,
  caller: Caller,
  input: { readFile: () => Promise<IncomingFile | null> },
): Promise<UploadClassImageResponse> {
  const file = checkFile('class-image', await input.readFile());
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  const fileNm = await storeFile(ctx, file, async (stored) => {
    await recordUpload(ctx.db, stored, owner, now);
    return stored.storedName;
  });
  return { fileNm, url: classImageUrl(caller.instId, fileNm) };
}

const NOT_FOUND_FIELD = '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.';

/**
 * Inside the transaction that saves a class: every name in `fileNms` must be an image this academy
 * uploaded (otherwise 400 on `uploadImages.<index>`, and the transaction writes nothing), and each
 * is attached from now on. On an edit, `replacing` holds the class's images before it: those it
 * drops that no other class uses are detached, for the clean-up job to remove.
 */
export async function attachClassImages(
  trx: Executor,
  input: {
    instId: string;
    fileNms: readonly string[];
    now: Date;
    replacing?: { classId: string; fileNms: readonly string[] };
  },
): Promise<void> {
  const { instId, fileNms, now, replacing } = input;
  const ids = fileNms.map(uploadIdOf).filter((id): id is string => id !== null);
  const attached = await attachInstUploads(trx, { instId, purpose: 'class-image', ids, now });
  const found = new Set(attached.map(storedNameOf));
  const missing = fileNms.findIndex((fileNm) => !found.has(fileNm));
  if (missing >= 0)
    throw new AppError('CLASS_IMAGE_NOT_FOUND', undefined, { [`uploadImages.${missing}`]: NOT_FOUND_FIELD });

  if (!replacing) return;
  const dropped = replacing.fileNms.filter((fileNm) => !fileNms.includes(fileNm));
  const stillUsed = await imagesUsedByOtherClasses(trx, instId, replacing.classId, dropped);
  const unused = dropped.filter((fileNm) => !stillUsed.has(fileNm)).map(uploadIdOf);
  await detachInstUploads(trx, {
    instId,
    purpose: 'class-image',
    ids: unused.filter((id): id is string => id !== null),
  });
}

/** GET /api/files/:instId/class-images/:fileNm (any member, `CLASSES_ACCESS.imageFile`). */
export async function readClassImage(ctx: AppContext, caller: Caller, input: { fileNm: string }): Promise<OpenedFile> {
  return openInstUpload(ctx, { instId: caller.instId, purpose: 'class-image', storedName: input.fileNm });
}
