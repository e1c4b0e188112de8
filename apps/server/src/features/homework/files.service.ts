import { PHONE_IMAGE_MAX_PX } from '@academy/domain/feed/feed.rules';
import {
  type HomeworkFileKind,
  type HomeworkFileView,
  homeworkFileUrl,
} from '@academy/domain/homework/homework.schema';
import type { UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { uploadKindOf } from '@academy/domain/uploads/uploads.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { attachedFileViewOf } from '../../platform/files/file-views';
import { attachInstUploads, type Upload } from '../../platform/files/files.queries';
import { phoneSizedJpeg, storeWithPhoneCopy } from '../../platform/files/image-variants';
import { isSampleKey, openSample } from '../../platform/files/shipped-samples';
import {
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  uploadIdOf,
} from '../../platform/files/uploads';
import { type HomeworkFileRow, readableFile } from './homework.queries';

/**
 * Homework files go through the one upload pipeline, as the feed's do: staff attach `homework-file`
 * uploads to an assignment, a student (or their parent) hands in `homework-submission` uploads with
 * a version (SPEC §5 photos, audio and video, documents; checked, sniffed, counted against the
 * quotas). A photo also gets a phone-sized JPEG copy. Both wait, unattached, for the save that uses
 * them; unused ones are removed by the clean-up job with their rows. A file is read through what it
 * belongs to: an assignment's by those who see it, a version's by the class's staff and that
 * student's family.
 */

type HomeworkPurpose = Extract<UploadPurpose, 'homework-file' | 'homework-submission'>;

export const fileViewOf = (instId: string, row: HomeworkFileRow): HomeworkFileView =>
  attachedFileViewOf(row, (fileNm) => homeworkFileUrl(instId, fileNm));

/** POST …/homework-files (staff) and …/homework-submission-files (families): one file, waiting. */
export async function uploadHomeworkFile(
  ctx: AppContext,
  caller: Caller,
  input: { purpose: HomeworkPurpose; readFile: () => Promise<IncomingFile | null> },
): Promise<HomeworkFileView> {
  const file = checkFile(input.purpose, await input.readFile());
  const kind = (uploadKindOf(file.fileName) ?? 'document') as HomeworkFileKind;
  const phone = kind === 'image' ? await phoneSizedJpeg(file.buffer, PHONE_IMAGE_MAX_PX) : null;
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  const originalNm = file.fileName.slice(0, 200);
  const record = (trx: Executor, stored: { id: string }, copy: { id: string } | null) =>
    trx
      .insertInto('homework_files')
      .values({
        inst_id: caller.instId,
        upload_id: stored.id,
        phone_upload_id: copy?.id ?? null,
        uploader_user_id: caller.userId,
        purpose: input.purpose,
        homework_id: null,
        submission_id: null,
        kind,
        original_nm: originalNm,
        content_type: file.contentType,
        size_bytes: file.buffer.length,
        width: phone?.originalWidth ?? null,
        height: phone?.originalHeight ?? null,
        created_at: now,
      })
      .execute();
  const view = (stored: { id: string; storageKey: string }, copy: { id: string; storageKey: string } | null) =>
    fileViewOf(caller.instId, {
      homework_id: null,
      submission_id: null,
      upload_id: stored.id,
      phone_upload_id: copy?.id ?? null,
      kind,
      original_nm: originalNm,
      content_type: file.contentType,
      size_bytes: String(file.buffer.length),
      width: phone?.originalWidth ?? null,
      height: phone?.originalHeight ?? null,
      storage_key: stored.storageKey,
      phone_storage_key: copy?.storageKey ?? null,
    });
  return storeWithPhoneCopy(ctx, file, { phone, owner, now, record, view });
}

/** GET …/homework-files/:fileNm: the file (or its phone copy) if the caller may read it; else 404. */
export async function readHomeworkFile(
  ctx: AppContext,
  caller: Caller,
  input: { fileNm: string },
): Promise<OpenedFile> {
  const uploadId = uploadIdOf(input.fileNm);
  const row = uploadId ? await readableFile(ctx.db, caller, uploadId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  const sample = openSample(row.storage_key, row.content_type);
  if (sample) return sample;
  const storedName = row.storage_key.slice(row.storage_key.lastIndexOf('/') + 1);
  if (storedName !== input.fileNm) throw new AppError('NOT_FOUND');
  return openInstUpload(ctx, { instId: caller.instId, purpose: row.purpose, storedName });
}

/**
 * Inside the transaction that saves an assignment or a version: each named file must be one of the
 * caller's own uploads of that purpose still waiting, or one the assignment already has
 * (`current`); otherwise 400 on `files.<index>` and nothing is written. The files are given their
 * owner and order, attached (phone copies too); files the owner had and no longer names are
 * forgotten — answered for `removeForgotten` after the commit.
 */
export async function claimFiles(
  trx: Executor,
  caller: Caller,
  input: {
    purpose: HomeworkPurpose;
    fileNms: readonly string[];
    owner: { homeworkId: string } | { submissionId: string };
    now: Date;
  },
): Promise<Upload[]> {
  const ids = input.fileNms.map(uploadIdOf);
  const ownerColumn = 'homeworkId' in input.owner ? 'homework_id' : 'submission_id';
  const ownerId = 'homeworkId' in input.owner ? input.owner.homeworkId : input.owner.submissionId;
  const wanted = ids.filter((id): id is string => id !== null);
  const rows =
    wanted.length === 0
      ? []
      : await trx
          .selectFrom('homework_files')
          .select(['upload_id', 'phone_upload_id', 'homework_id', 'submission_id'])
          .where('inst_id', '=', caller.instId)
          .where('purpose', '=', input.purpose)
          .where('upload_id', 'in', wanted)
          .where((eb) =>
            eb.or([
              eb.and([
                eb('homework_id', 'is', null),
                eb('submission_id', 'is', null),
                eb('uploader_user_id', '=', caller.userId),
              ]),
              eb(ownerColumn, '=', ownerId),
            ]),
          )
          .execute();
  const found = new Map(rows.map((row) => [row.upload_id, row]));
  const seen = new Set<string>();
  const refused = ids.findIndex((id) => {
    const bad = id === null || !found.has(id) || seen.has(id);
    if (id) seen.add(id);
    return bad;
  });
  if (refused >= 0)
    throw new AppError('FEED_FILE_NOT_FOUND', undefined, {
      [`files.${refused}`]: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
    });
  const dropped = await trx
    .selectFrom('homework_files')
    .select(['upload_id', 'phone_upload_id'])
    .where('inst_id', '=', caller.instId)
    .where(ownerColumn, '=', ownerId)
    .where('upload_id', 'not in', wanted.length > 0 ? wanted : ['00000000-0000-0000-0000-000000000000'])
    .execute();
  for (const [index, uploadId] of wanted.entries())
    await trx
      .updateTable('homework_files')
      .set({ [ownerColumn]: ownerId, sort_order: index })
      .where('inst_id', '=', caller.instId)
      .where('upload_id', '=', uploadId)
      .execute();
  const attach = rows
    .filter((row) => row.homework_id === null && row.submission_id === null)
    .flatMap((row) => [row.upload_id, row.phone_upload_id ?? []].flat());
  await attachInstUploads(trx, { instId: caller.instId, purpose: input.purpose, ids: attach, now: input.now });
  return forgetUploads(
    trx,
    dropped.flatMap((row) => [row.upload_id, row.phone_upload_id]),
  );
}

/** Inside the transaction that deletes an assignment: its files and its versions' files are forgotten. */
export async function forgetHomeworkFiles(trx: Executor, instId: string, homeworkId: string): Promise<Upload[]> {
  const files = await trx
    .selectFrom('homework_files as f')
    .select(['f.upload_id', 'f.phone_upload_id'])
    .where('f.inst_id', '=', instId)
    .where((eb) =>
      eb.or([
        eb('f.homework_id', '=', homeworkId),
        eb(
          'f.submission_id',
          'in',
          eb
            .selectFrom('homework_submissions as hs')
            .select('hs.id')
            .where('hs.inst_id', '=', instId)
            .where('hs.homework_id', '=', homeworkId),
        ),
      ]),
    )
    .execute();
  return forgetUploads(
    trx,
    files.flatMap((file) => [file.upload_id, file.phone_upload_id]),
  );
}

/** After the transaction: removes the bytes of forgotten uploads (shipped samples are not stored). */
export async function removeForgotten(ctx: AppContext, rows: readonly Upload[]): Promise<void> {
  await deleteStoredObjects(
    ctx,
    rows.filter((row) => !isSampleKey(row.storage_key)),
  );
}
