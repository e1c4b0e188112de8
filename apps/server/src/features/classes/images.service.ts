import type { Readable } from 'node:stream';
import { CLASS_IMAGE_MAX_BYTES } from '@academy/domain/class/class.constants';
import { classImageUrl, type UploadClassImageResponse } from '@academy/domain/class/class.schema';
import { checkUpload } from '@academy/domain/uploads/uploads.content';
import { requireMember } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import type { IncomingFile } from '../../platform/files/uploads';
import { newId } from '../../platform/ids/new-id';
import { requireClassStaff } from './classes.access';

/**
 * Class images uploaded by the academy (up to 4 per class), kept in the file storage under
 * `<instId>/class-images/<uuid>.<ext>` (in the local folder `DATA_DIR/files/…`), served at
 * `/api/files/<instId>/class-images/<name>` to the academy's members. Only the image allow-list of
 * SPEC §5 is taken, and the first bytes must match the extension (a renamed script is refused).
 * The stock images (class001–class005.jpg) ship with the web app instead.
 */

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heif',
  heic: 'image/heic',
};

const FILE_NAME = /^[0-9a-f-]{36}\.(jpg|jpeg|png|heif|heic)$/;

/** The storage key of a name, or null for a name that is not one of ours (no path tricks). */
function keyOf(instId: string, fileNm: string): string | null {
  if (!FILE_NAME.test(fileNm)) return null;
  return `${instId}/class-images/${fileNm}`;
}

const contentTypeOf = (fileNm: string) =>
  CONTENT_TYPES[fileNm.slice(fileNm.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export async function uploadClassImage(
  ctx: AppContext,
  actor: { userId: string },
  instId: string,
  file: IncomingFile | null,
): Promise<UploadClassImageResponse> {
  await requireClassStaff(ctx.db, actor.userId, instId);
  if (!file || file.buffer.length === 0) throw new AppError('CLASS_IMAGE_REQUIRED');
  if (file.buffer.length > CLASS_IMAGE_MAX_BYTES) throw new AppError('CLASS_IMAGE_TOO_LARGE');
  const check = checkUpload(file.fileName, file.buffer.subarray(0, 64), ['image']);
  if (!check.ok) throw new AppError('CLASS_IMAGE_TYPE');
  const fileNm = `${newId()}.${check.extension === 'jpeg' ? 'jpg' : check.extension}`;
  await ctx.adapters.storage.put(keyOf(instId, fileNm) as string, file.buffer, contentTypeOf(fileNm));
  return { fileNm, url: classImageUrl(instId, fileNm) };
}

/** Every name must be an image this academy uploaded; otherwise 400 with nothing written. */
export async function assertUploadedImages(ctx: AppContext, instId: string, fileNms: readonly string[]): Promise<void> {
  for (const [index, fileNm] of fileNms.entries()) {
    const key = keyOf(instId, fileNm);
    const stored = key ? await ctx.adapters.storage.get(key) : null;
    stored?.body.destroy();
    if (!stored) {
      throw new AppError('CLASS_IMAGE_NOT_FOUND', undefined, {
        [`uploadImages.${index}`]: '올린 이미지를 찾을 수 없습니다. 이미지를 다시 올려 주세요.',
      });
    }
  }
}

/** GET /api/files/:instId/class-images/:fileNm for a member of the academy. */
export async function readClassImage(
  ctx: AppContext,
  actor: { userId: string },
  instId: string,
  fileNm: string,
): Promise<{ contentType: string; body: Readable; size: number }> {
  await requireMember(ctx.db, actor.userId, instId);
  const key = keyOf(instId, fileNm);
  const stored = key ? await ctx.adapters.storage.get(key) : null;
  if (!stored) throw new AppError('NOT_FOUND');
  return { contentType: contentTypeOf(fileNm), body: stored.body, size: stored.size };
}
