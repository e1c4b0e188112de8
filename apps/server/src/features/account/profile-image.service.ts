import type { ProfileResponse } from '@academy/domain/account/account.schema';
import type { UploadedFileResponse } from '@academy/domain/files/files.schema';
import type { Executor } from '../../db/database';
import type { Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { claimSignupUpload, pendingSignupUploads, type Upload } from '../../platform/files/files.queries';
import {
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  recordUpload,
  storeFile,
} from '../../platform/files/uploads';
import { findVerification } from '../../platform/identity/verification.queries';
import { refreshVerification } from '../../platform/identity/verified-identity';
import { profileOf } from './account.mappers';
import { findUserById, updateUser } from './account.queries';

/**
 * Profile photos (ProfileEditPage, joinUserInfo). A member's uploaded photo replaces the stock
 * picture at once; the photo it replaces is deleted, row and object. Choosing a stock picture again
 * (PATCH /api/account/profile with profileFileNm, or DELETE here) deletes the photo. On sign-up the
 * account does not exist yet: the photo is uploaded against the sign-up's completed identity
 * verification, kept without an owner, and claimed by the sign-up that consumes that verification
 * (docs/decisions/0015-file-storage.md).
 */

type ReadFile = () => Promise<IncomingFile | null>;

async function answerProfile(ctx: AppContext, userId: string): Promise<ProfileResponse> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return profileOf(ctx, ctx.db, user);
}

/** PUT /api/account/profile-image: the signed-in member's new photo, in place of the previous one. */
export async function uploadProfileImage(
  ctx: AppContext,
  session: Session,
  readFile: ReadFile,
): Promise<ProfileResponse> {
  const image = checkFile('profile', await readFile());
  const now = ctx.clock.now();
  const replaced = await storeFile(ctx, image, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const user = await findUserById(trx, session.userId, { lock: true });
      if (!user) throw new AppError('UNAUTHENTICATED');
      await recordUpload(trx, stored, { ownerUserId: user.id, instId: null, signupTransId: null, attached: true }, now);
      await updateUser(trx, user.id, { profile_upload_id: stored.id, updated_at: now });
      return forgetUploads(trx, [user.profile_upload_id]);
    }),
  );
  await deleteStoredObjects(ctx, replaced);
  return answerProfile(ctx, session.userId);
}

/**
 * Ends the use of the member's photo inside the caller's transaction (a stock picture was chosen,
 * or the member withdraws); answers the removed rows for `deleteStoredObjects` after the commit.
 */
export async function dropProfileImage(trx: Executor, userId: string, now: Date): Promise<Upload[]> {
  const user = await findUserById(trx, userId, { lock: true });
  if (!user?.profile_upload_id) return [];
  await updateUser(trx, userId, { profile_upload_id: null, updated_at: now });
  return forgetUploads(trx, [user.profile_upload_id]);
}

/** DELETE /api/account/profile-image: back to the stock picture the account had. */
export async function removeProfileImage(ctx: AppContext, session: Session): Promise<ProfileResponse> {
  const removed = await ctx.db.transaction().execute((trx) => dropProfileImage(trx, session.userId, ctx.clock.now()));
  await deleteStoredObjects(ctx, removed);
  return answerProfile(ctx, session.userId);
}

const SIGNUP_PURPOSES = new Set(['signup', 'signup-guardian']);

/**
 * POST /api/account/signup/profile-image?transId=: a photo for a sign-up whose identity verification
 * is completed and not yet used. A newer photo for the same verification replaces the older one.
 */
export async function uploadSignupProfileImage(
  ctx: AppContext,
  transId: string,
  readFile: ReadFile,
): Promise<UploadedFileResponse> {
  const found = await findVerification(ctx.db, transId);
  if (!found) throw new AppError('VERIFICATION_NOT_FOUND');
  const row = await refreshVerification(ctx, found);
  if (!SIGNUP_PURPOSES.has(row.purpose)) throw new AppError('VERIFICATION_PURPOSE_MISMATCH');
  if (row.consumed_at) throw new AppError('VERIFICATION_ALREADY_USED');
  if (row.status === 'pending') throw new AppError('VERIFICATION_INCOMPLETE');
  if (row.status === 'failed') throw new AppError('VERIFICATION_FAILED');
  if (row.status === 'expired' || row.expires_at <= ctx.clock.now()) throw new AppError('VERIFICATION_SESSION_EXPIRED');

  const image = checkFile('profile', await readFile());
  const now = ctx.clock.now();
  const { fileId, replaced } = await storeFile(ctx, image, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const earlier = await pendingSignupUploads(trx, transId);
      await recordUpload(
        trx,
        stored,
        { ownerUserId: null, instId: null, signupTransId: transId, attached: false },
        now,
      );
      return {
        fileId: stored.id,
        replaced: await forgetUploads(
          trx,
          earlier.map((upload) => upload.id),
        ),
      };
    }),
  );
  await deleteStoredObjects(ctx, replaced);
  return { fileId, contentType: image.contentType, size: image.buffer.length };
}

/**
 * Inside the sign-up's transaction: the photo uploaded for this verification becomes the new
 * member's. Refuses (400, field profileImageId) a photo that is not there, not a profile photo,
 * or was uploaded for another sign-up.
 */
export async function claimSignupProfileImage(
  trx: Executor,
  input: { uploadId: string; transId: string; userId: string; now: Date },
): Promise<void> {
  const claim = { id: input.uploadId, transId: input.transId, userId: input.userId, now: input.now };
  if (!(await claimSignupUpload(trx, claim))) {
    const error = new AppError('PROFILE_IMAGE_NOT_FOUND');
    throw new AppError('PROFILE_IMAGE_NOT_FOUND', error.message, { profileImageId: error.message });
  }
  await updateUser(trx, input.userId, { profile_upload_id: input.uploadId, updated_at: input.now });
}
