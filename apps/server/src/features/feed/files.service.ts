import { PHONE_IMAGE_MAX_PX } from '@academy/domain/feed/feed.rules';
import type { FeedFileKind, FeedFileView } from '@academy/domain/feed/feed.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { uploadKindOf } from '@academy/domain/uploads/uploads.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { attachInstUploads, type Upload } from '../../platform/files/files.queries';
import { phoneSizedJpeg, storeWithPhoneCopy } from '../../platform/files/image-variants';
import { isSampleKey, openSample } from '../../platform/files/shipped-samples';
import {
  type CheckedFile,
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  uploadIdOf,
} from '../../platform/files/uploads';
import { fileViewOf } from './feed.mappers';
import { insertWaitingFile, readableFile, waitingFilesOf } from './feed.queries';

/**
 * The feed's files go through the one upload pipeline as `feed-file` uploads (SPEC §5 photos, audio
 * and video, documents; checked, sniffed, counted against the quotas). A photo also gets a
 * phone-sized JPEG copy, a second upload, made once when it is uploaded. Both wait, unattached, for
 * the post or comment that uses them; unused ones are removed by the clean-up job with their file
 * rows. A file is read through the post or comment it belongs to, by those who may see that.
 */

/** POST /api/insts/:instId/feed-files (any member who may read the feed): one file, not attached yet. */
export async function uploadFeedFile(
  ctx: AppContext,
  caller: Caller,
  input: { readFile: () => Promise<IncomingFile | null> },
): Promise<FeedFileView> {
  const file = checkFile('feed-file', await input.readFile());
  const kind = (uploadKindOf(file.fileName) ?? 'document') as FeedFileKind;
  const phone = kind === 'image' ? await phoneSizedJpeg(file.buffer, PHONE_IMAGE_MAX_PX) : null;
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  const record = (trx: Executor, stored: { id: string; storageKey: string }, phoneId: string | null) =>
    insertWaitingFile(trx, {
      instId: caller.instId,
      uploadId: stored.id,
      phoneUploadId: phoneId,
      uploaderUserId: caller.userId,
      kind,
      originalNm: file.fileName.slice(0, 200),
      contentType: file.contentType,
      sizeBytes: file.buffer.length,
      width: phone?.originalWidth ?? null,
      height: phone?.originalHeight ?? null,
      now,
    });

  return storeWithPhoneCopy(ctx, file, {
    phone,
    owner,
    now,
    record: (trx, stored, copy) => record(trx, stored, copy?.id ?? null),
    view: (stored, copy) => viewOf(caller, stored, copy, kind, file, phone),
  });
}

function viewOf(
  caller: Caller,
  stored: { id: string; storageKey: string },
  copy: { id: string; storageKey: string } | null,
  kind: FeedFileKind,
  file: CheckedFile,
  phone: { originalWidth: number; originalHeight: number } | null,
): FeedFileView {
  return fileViewOf(caller.instId, {
    owner_id: '',
    upload_id: stored.id,
    phone_upload_id: copy?.id ?? null,
    kind,
    original_nm: file.fileName.slice(0, 200),
    content_type: file.contentType,
    size_bytes: String(file.buffer.length),
    width: phone?.originalWidth ?? null,
    height: phone?.originalHeight ?? null,
    storage_key: stored.storageKey,
    phone_storage_key: copy?.storageKey ?? null,
  });
}

/** GET /api/insts/:instId/feed-files/:fileNm: the file (or its phone-sized copy) if the caller may see it; else 404. */
export async function readFeedFile(ctx: AppContext, caller: Caller, input: { fileNm: string }): Promise<OpenedFile> {
  const uploadId = uploadIdOf(input.fileNm);
  const today = businessDateOf(ctx.clock.now());
  const row = uploadId ? await readableFile(ctx.db, caller, today, uploadId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  const sample = openSample(row.storage_key, row.content_type);
  if (sample) return sample;
  const storedName = row.storage_key.slice(row.storage_key.lastIndexOf('/') + 1);
  if (storedName !== input.fileNm) throw new AppError('NOT_FOUND');
  return openInstUpload(ctx, { instId: caller.instId, purpose: 'feed-file', storedName });
}

/**
 * Inside the transaction that saves a post or a comment: each named file must be one of the
 * caller's own uploads still waiting — or, on an edit, one the post already has (`current`) — and of
 * a kind the field takes (otherwise 400 on `<field>.<index>`, and nothing is written). The waiting
 * ones are attached from now on, phone copies too. Answers the upload ids in the order given.
 */
export async function claimFiles(
  trx: Executor,
  caller: Caller,
  input: {
    fields: { name: string; fileNms: readonly string[]; kinds: readonly FeedFileKind[] }[];
    current?: ReadonlyMap<string, FeedFileKind>;
    now: Date;
  },
): Promise<string[]> {
  const current = input.current ?? new Map<string, FeedFileKind>();
  const named = input.fields.flatMap((field) =>
    field.fileNms.map((fileNm, index) => ({ field: field.name, index, kinds: field.kinds, id: uploadIdOf(fileNm) })),
  );
  const ids = named.map((entry) => entry.id).filter((id): id is string => id !== null);
  const waiting = new Map(
    (
      await waitingFilesOf(
        trx,
        caller,
        ids.filter((id) => !current.has(id)),
      )
    ).map((row) => [row.upload_id, row]),
  );
  const seen = new Set<string>();
  const refused = named.find((entry) => {
    const kind = entry.id ? (current.get(entry.id) ?? waiting.get(entry.id)?.kind) : undefined;
    const twice = entry.id !== null && seen.has(entry.id);
    if (entry.id) seen.add(entry.id);
    return kind === undefined || !entry.kinds.includes(kind) || twice;
  });
  if (refused)
    throw new AppError('FEED_FILE_NOT_FOUND', undefined, {
      [`${refused.field}.${refused.index}`]: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
    });
  const attach = [...waiting.values()].flatMap((row) => [row.upload_id, row.phone_upload_id ?? []].flat());
  await attachInstUploads(trx, { instId: caller.instId, purpose: 'feed-file', ids: attach, now: input.now });
  return ids;
}

/**
 * Inside the transaction that drops files from a post or comment (an edit, a removal): their upload
 * rows (and copies) are deleted, the file rows with them; answers the rows whose bytes
 * `deleteStoredObjects` removes once the transaction committed.
 */
export async function forgetFiles(
  trx: Executor,
  files: readonly { upload_id: string; phone_upload_id: string | null }[],
): Promise<Upload[]> {
  return forgetUploads(
    trx,
    files.flatMap((file) => [file.upload_id, file.phone_upload_id]),
  );
}

/** After the transaction: removes the bytes of forgotten uploads (shipped samples are not stored, nothing to remove). */
export async function removeForgotten(ctx: AppContext, rows: readonly Upload[]): Promise<void> {
  await deleteStoredObjects(
    ctx,
    rows.filter((row) => !isSampleKey(row.storage_key)),
  );
}
