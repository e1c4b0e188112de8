import type { Readable } from 'node:stream';
import { type FilePurpose, IMAGE_UPLOAD_MAX_BYTES } from '@academy/domain/files/files.schema';
import { checkUpload } from '@academy/domain/uploads/uploads.content';
import type { Executor } from '../../db/database';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import type { Job } from '../jobs/scheduler';
import { deleteUploads, findUpload, insertUpload, pendingSignupUploads, type Upload } from './files.queries';

/**
 * Uploaded images (profile photos, academy logos): the checks every upload passes, storing the bytes
 * and the `uploads` row together, reading them back, and removing them. The features decide who may
 * upload and what the upload replaces; removing a replaced upload deletes its object too, so the
 * storage keeps no orphans.
 */

export type IncomingFile = { fileName: string; buffer: Buffer };

/** The stored image of a passed check: its extension as stored and its real content type. */
export type CheckedImage = { fileName: string; buffer: Buffer; extension: string; contentType: string };

const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heif',
  heic: 'image/heic',
};

/**
 * SPEC §5 images only (jpg, jpeg, png, heif, heic), at most 10 MB, not empty, and the first bytes
 * must be what the extension says (a renamed text file or script is refused). Each refusal has its
 * own Korean message.
 */
export function checkImage(file: IncomingFile | null): CheckedImage {
  if (!file) throw new AppError('FILE_REQUIRED');
  if (file.buffer.length === 0) throw new AppError('FILE_EMPTY');
  if (file.buffer.length > IMAGE_UPLOAD_MAX_BYTES) throw new AppError('IMAGE_FILE_TOO_LARGE');
  const check = checkUpload(file.fileName, file.buffer.subarray(0, 1024), ['image']);
  if (!check.ok) throw new AppError(check.reason === 'extension' ? 'IMAGE_FILE_TYPE' : 'IMAGE_FILE_CONTENT');
  const extension = check.extension === 'jpeg' ? 'jpg' : check.extension;
  return {
    fileName: file.fileName,
    buffer: file.buffer,
    extension,
    contentType: IMAGE_CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}

/** The name the user gave, without any folder part, at most 200 characters (shown, never used as a path). */
export function originalNameOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).trim();
  return (base || 'image').slice(0, 200);
}

export type StoredImage = { id: string; storageKey: string; image: CheckedImage };

/** Writes the bytes to the storage under a fresh key (`<purpose>/<uuid>.<ext>`); the row comes next. */
export async function putImage(ctx: AppContext, purpose: FilePurpose, image: CheckedImage): Promise<StoredImage> {
  const id = newId();
  const storageKey = `${purpose}/${id}.${image.extension}`;
  await ctx.adapters.storage.put(storageKey, image.buffer, image.contentType);
  return { id, storageKey, image };
}

/** The `uploads` row of stored bytes, inside the caller's transaction. */
export async function recordImage(
  db: Executor,
  stored: StoredImage,
  owner: { purpose: FilePurpose; ownerUserId: string | null; instId: string | null; signupTransId: string | null },
  now: Date,
): Promise<void> {
  await insertUpload(db, {
    id: stored.id,
    owner_user_id: owner.ownerUserId,
    inst_id: owner.instId,
    purpose: owner.purpose,
    original_nm: originalNameOf(stored.image.fileName),
    content_type: stored.image.contentType,
    size_bytes: stored.image.buffer.length,
    storage_key: stored.storageKey,
    signup_trans_id: owner.signupTransId,
    created_at: now,
  });
}

/**
 * Stores an image and runs `commit` (the transaction that records it and points the owner at it);
 * when `commit` fails, the bytes just written are deleted again, so a refused or failed request
 * leaves neither a row nor an object. Answers what `commit` answered.
 */
export async function storeImage<T>(
  ctx: AppContext,
  purpose: FilePurpose,
  image: CheckedImage,
  commit: (stored: StoredImage) => Promise<T>,
): Promise<T> {
  const stored = await putImage(ctx, purpose, image);
  try {
    return await commit(stored);
  } catch (error) {
    await ctx.adapters.storage.delete(stored.storageKey);
    throw error;
  }
}

/** Deletes upload rows inside a transaction; pass the answer to `deleteStoredObjects` after it commits. */
export async function forgetUploads(db: Executor, ids: readonly (string | null | undefined)[]): Promise<Upload[]> {
  return deleteUploads(
    db,
    ids.filter((id): id is string => Boolean(id)),
  );
}

/** Deletes the objects of removed rows (after their transaction committed). */
export async function deleteStoredObjects(ctx: AppContext, rows: readonly Upload[]): Promise<void> {
  for (const row of rows) await ctx.adapters.storage.delete(row.storage_key);
}

/** GET /api/files/:fileId: an upload in use (claimed by an owner), with its bytes. */
export async function openUpload(
  ctx: AppContext,
  fileId: string,
): Promise<{ body: Readable; contentType: string; size: number }> {
  const row = await findUpload(ctx.db, fileId);
  if (!row || row.owner_user_id === null) throw new AppError('NOT_FOUND');
  const stored = await ctx.adapters.storage.get(row.storage_key);
  if (!stored) throw new AppError('NOT_FOUND');
  return { body: stored.body, contentType: row.content_type, size: stored.size };
}

/** A sign-up photo its sign-up never claimed is deleted after this long (the verification lasts 30 minutes). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes sign-up photos left unclaimed, rows and objects; answers how many. */
export async function purgePendingUploads(ctx: AppContext): Promise<{ deleted: number }> {
  const stale = await pendingSignupUploads(ctx.db, {
    createdBefore: new Date(ctx.clock.now().getTime() - PENDING_UPLOAD_TTL_MS),
  });
  const removed = await forgetUploads(
    ctx.db,
    stale.map((row) => row.id),
  );
  await deleteStoredObjects(ctx, removed);
  return { deleted: removed.length };
}

/** Hourly: unclaimed sign-up photos go. */
export const uploadsCleanupJob: Job = {
  name: 'uploads-cleanup',
  everyMs: 60 * 60 * 1000,
  run: purgePendingUploads,
};
