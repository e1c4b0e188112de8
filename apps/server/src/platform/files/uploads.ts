import type { Readable } from 'node:stream';
import { UPLOAD_SNIFF_BYTES } from '@academy/domain/uploads/uploads.content';
import { checkUploadFor, UPLOAD_PURPOSE_RULES, type UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { uploadQuotaMessage, uploadQuotaRefusal } from '@academy/domain/uploads/uploads.quotas';
import type { Executor } from '../../db/database';
import type { AppContext } from '../context';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import type { Job } from '../jobs/scheduler';
import {
  academyUploadBytes,
  deleteUnattachedUploads,
  deleteUploads,
  findInstUpload,
  findUpload,
  insertUpload,
  lockUploadQuotas,
  pendingUploadsOf,
  type Upload,
} from './files.queries';
import { signedLinkLife } from './signed-links';

/**
 * The one upload pipeline (profile photos, academy logos, class images, and every file a later
 * area stores): the purpose's check from the domain table (`uploads.purposes`: allow-list, size,
 * the same content sniffer for all), the bytes in the file storage under `<purpose>/<id>.<ext>`
 * with an `uploads` row beside them, reading them back, and removing them. The features decide who
 * may upload and what the file is attached to; a file nothing attaches is removed by the clean-up
 * job, and a file replaced or dropped by its owner is deleted with its row, so the storage keeps
 * no orphans.
 */

export type IncomingFile = { fileName: string; buffer: Buffer };

/** A file that passed its purpose's check: the extension it is stored under and its real content type. */
export type CheckedFile = {
  purpose: UploadPurpose;
  fileName: string;
  buffer: Buffer;
  extension: string;
  contentType: string;
};

/** Checks a file for its purpose; each refusal is the purpose's Korean error (400, 413 or 415). */
export function checkFile(purpose: UploadPurpose, file: IncomingFile | null): CheckedFile {
  const { refusals } = UPLOAD_PURPOSE_RULES[purpose];
  if (!file) throw new AppError(refusals.missing);
  const check = checkUploadFor(purpose, {
    fileName: file.fileName,
    size: file.buffer.length,
    firstBytes: file.buffer.subarray(0, UPLOAD_SNIFF_BYTES),
  });
  if (!check.ok) throw new AppError(refusals[check.refusal]);
  return {
    purpose,
    fileName: file.fileName,
    buffer: file.buffer,
    extension: check.extension,
    contentType: check.contentType,
  };
}

/** The name the user gave, without any folder part, at most 200 characters (shown, never used as a path). */
export function originalNameOf(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1).trim();
  return (base || 'image').slice(0, 200);
}

/** Stored bytes waiting for their row: the row's id, the storage key, and the name they are stored as. */
export type StoredFile = { id: string; storageKey: string; storedName: string; file: CheckedFile };

/** The last segment of a storage key: `<id>.<ext>`. */
export const storedNameOf = (upload: Pick<Upload, 'storage_key'>): string =>
  upload.storage_key.slice(upload.storage_key.lastIndexOf('/') + 1);

/**
 * Stores a checked file under a fresh key and runs `commit` (the transaction that records its row
 * with `recordUpload` and points the owner at it); when `commit` fails, the bytes just written are
 * deleted again, so a refused or failed request leaves neither a row nor an object. Answers what
 * `commit` answered.
 */
export async function storeFile<T>(
  ctx: AppContext,
  file: CheckedFile,
  commit: (stored: StoredFile) => Promise<T>,
): Promise<T> {
  const id = newId();
  const storedName = `${id}.${file.extension}`;
  const stored: StoredFile = { id, storageKey: `${file.purpose}/${storedName}`, storedName, file };
  await ctx.adapters.storage.put(stored.storageKey, file.buffer, file.contentType);
  try {
    return await commit(stored);
  } catch (error) {
    await ctx.adapters.storage.delete(stored.storageKey);
    throw error;
  }
}

/**
 * Whose a stored file is. `attached`: something uses it from now on (a photo or logo the owner
 * points at); a file not attached yet (a sign-up photo, a class image before its class is saved)
 * is removed by the clean-up job unless attached within `UNATTACHED_UPLOAD_GRACE_MS`.
 */
export type UploadOwner = {
  ownerUserId: string | null;
  instId: string | null;
  signupTransId: string | null;
  attached: boolean;
};

/**
 * Refuses a file that would break the uploader's or the academy's quota (domain `uploads.quotas`):
 * 429 `UPLOAD_PENDING_LIMIT` or 413 `UPLOAD_ACADEMY_FULL`, naming the limit. Holds the quotas'
 * locks until the caller's transaction ends, so parallel uploads are counted one after another.
 */
async function assertWithinQuota(trx: Executor, owner: UploadOwner, size: number, now: Date): Promise<void> {
  const uploaderKey = owner.ownerUserId !== null ? `user:${owner.ownerUserId}` : `signup:${owner.signupTransId}`;
  await lockUploadQuotas(trx, owner.instId !== null ? [uploaderKey, `inst:${owner.instId}`] : [uploaderKey]);
  const pending = await pendingUploadsOf(trx, owner, new Date(now.getTime() - UNATTACHED_UPLOAD_GRACE_MS));
  const academyBytes = owner.instId !== null ? await academyUploadBytes(trx, owner.instId) : null;
  const usage = { pendingFiles: pending.files, pendingBytes: pending.bytes, academyBytes };
  const refusal = uploadQuotaRefusal(usage, { size, attached: owner.attached });
  if (refusal === 'pending') throw new AppError('UPLOAD_PENDING_LIMIT', uploadQuotaMessage(refusal));
  if (refusal === 'academy') throw new AppError('UPLOAD_ACADEMY_FULL', uploadQuotaMessage(refusal));
}

/**
 * The `uploads` row of stored bytes, once the file fits the uploader's and the academy's quotas:
 * inside the caller's transaction, or in one of its own.
 */
export async function recordUpload(db: Executor, stored: StoredFile, owner: UploadOwner, now: Date): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => recordUpload(trx, stored, owner, now));
    return;
  }
  await assertWithinQuota(db, owner, stored.file.buffer.length, now);
  await insertUpload(db, {
    id: stored.id,
    owner_user_id: owner.ownerUserId,
    inst_id: owner.instId,
    purpose: stored.file.purpose,
    original_nm: originalNameOf(stored.file.fileName),
    content_type: stored.file.contentType,
    size_bytes: stored.file.buffer.length,
    storage_key: stored.storageKey,
    signup_trans_id: owner.signupTransId,
    created_at: now,
    attached_at: owner.attached ? now : null,
  });
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

export type OpenedFile = { body: Readable; contentType: string; size: number };

async function openRow(ctx: AppContext, row: Upload | undefined): Promise<OpenedFile> {
  if (!row) throw new AppError('NOT_FOUND');
  const stored = await ctx.adapters.storage.get(row.storage_key);
  if (!stored) throw new AppError('NOT_FOUND');
  return { body: stored.body, contentType: row.content_type, size: stored.size };
}

/**
 * GET /api/files/:fileId: a file in use that anyone with its link may read (a logo), or that a
 * signed link opens (a photo: `signed-links`), with how long it may be kept (seconds). A file kept
 * for an academy's members only, one still waiting for its owner, a photo without a valid
 * signature and an expired link answer 404.
 */
export async function openUpload(
  ctx: AppContext,
  fileId: string,
  link: { exp?: number; sig?: string },
): Promise<OpenedFile & { maxAgeS: number; cacheScope: 'public' | 'private' }> {
  const row = await findUpload(ctx.db, fileId);
  const readBy = row && row.attached_at !== null ? UPLOAD_PURPOSE_RULES[row.purpose].readBy : null;
  const maxAgeS =
    readBy === 'anyone-with-link'
      ? DAY_S
      : readBy === 'signed-link'
        ? Math.min(DAY_S, signedLinkLife(ctx, fileId, link) ?? 0)
        : 0;
  const opened = await openRow(ctx, maxAgeS > 0 ? row : undefined);
  return { ...opened, maxAgeS, cacheScope: readBy === 'anyone-with-link' ? 'public' : 'private' };
}

const DAY_S = 24 * 60 * 60;

/**
 * An academy's file by its stored name (`<id>.<ext>`), for a reader the feature has already let
 * in; a name that is not one of this academy's files of that purpose answers 404.
 */
export async function openInstUpload(
  ctx: AppContext,
  input: { instId: string; purpose: UploadPurpose; storedName: string },
): Promise<OpenedFile> {
  const id = uploadIdOf(input.storedName);
  const row = id ? await findInstUpload(ctx.db, { instId: input.instId, purpose: input.purpose, id }) : undefined;
  return openRow(ctx, row && storedNameOf(row) === input.storedName ? row : undefined);
}

const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{2,5}$/;

/** The upload id in a stored name (`<uuid>.<ext>`), or null for a name that is not one. */
export function uploadIdOf(storedName: string): string | null {
  return STORED_NAME.exec(storedName)?.[1] ?? null;
}

/** A file nothing attached is deleted after this long (a sign-up's verification lasts 30 minutes). */
export const UNATTACHED_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Deletes the uploads nothing attached within the grace period (sign-up photos, class images), rows and objects. */
export async function purgeUnattachedUploads(ctx: AppContext): Promise<{ deleted: number }> {
  const removed = await deleteUnattachedUploads(
    ctx.db,
    new Date(ctx.clock.now().getTime() - UNATTACHED_UPLOAD_GRACE_MS),
  );
  await deleteStoredObjects(ctx, removed);
  return { deleted: removed.length };
}

/** Hourly: files nothing attached go. */
export const uploadsCleanupJob: Job = {
  name: 'uploads-cleanup',
  everyMs: 60 * 60 * 1000,
  run: purgeUnattachedUploads,
};
