import type { ChatFileView } from '@academy/domain/chat/chat.schema';
import { PHONE_IMAGE_MAX_PX } from '@academy/domain/feed/feed.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { uploadKindOf } from '@academy/domain/uploads/uploads.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { phoneSizedJpeg, storeWithPhoneCopy } from '../../platform/files/image-variants';
import {
  checkFile,
  deleteStoredObjects,
  forgetUploads,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  uploadIdOf,
} from '../../platform/files/uploads';
import { fileViewOf } from './chat.mappers';
import { chatFileById } from './chat.queries';
import { reachRoom } from './chat.rooms';

/**
 * Chat files go through the one upload pipeline as `chat-file` uploads (SPEC §5 photos, audio and
 * video, documents; checked, sniffed, counted against the quotas), as the feed's do: a photo also
 * gets a phone-sized JPEG copy. Both wait, unattached, for the message that sends them; unused ones
 * are removed by the clean-up job with their file rows. A file is read through its room, by the
 * room's members (its uploader too while it waits).
 */

type FileKind = ChatFileView['kind'];

/** POST …/chat/files (any member): one file, waiting for its message. */
export async function uploadChatFile(
  ctx: AppContext,
  caller: Caller,
  input: { readFile: () => Promise<IncomingFile | null> },
): Promise<ChatFileView> {
  const file = checkFile('chat-file', await input.readFile());
  const kind = (uploadKindOf(file.fileName) ?? 'document') as FileKind;
  const phone = kind === 'image' ? await phoneSizedJpeg(file.buffer, PHONE_IMAGE_MAX_PX) : null;
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  const originalNm = file.fileName.slice(0, 200);
  const record = (trx: Executor, stored: { id: string }, copy: { id: string } | null) =>
    trx
      .insertInto('chat_files')
      .values({
        inst_id: caller.instId,
        upload_id: stored.id,
        phone_upload_id: copy?.id ?? null,
        uploader_user_id: caller.userId,
        room_id: null,
        message_id: null,
        kind,
        original_nm: originalNm,
        content_type: file.contentType,
        size_bytes: file.buffer.length,
        width: phone?.originalWidth ?? null,
        height: phone?.originalHeight ?? null,
        created_at: now,
      })
      .execute();
  const viewOf = (stored: { id: string; storageKey: string }, copy: { id: string; storageKey: string } | null) =>
    fileViewOf(caller.instId, {
      upload_id: stored.id,
      phone_upload_id: copy?.id ?? null,
      message_id: null,
      kind,
      original_nm: originalNm,
      content_type: file.contentType,
      size_bytes: String(file.buffer.length),
      width: phone?.originalWidth ?? null,
      height: phone?.originalHeight ?? null,
      storage_key: stored.storageKey,
      phone_storage_key: copy?.storageKey ?? null,
    });

  return storeWithPhoneCopy(ctx, file, { phone, owner, now, record, view: viewOf });
}

/** GET …/chat/files/:fileNm: the file (or its phone copy) for the members of its room and its waiting uploader; else 404. */
export async function readChatFile(ctx: AppContext, caller: Caller, input: { fileNm: string }): Promise<OpenedFile> {
  const uploadId = uploadIdOf(input.fileNm);
  const row = uploadId ? await chatFileById(ctx.db, caller.instId, uploadId) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  if (row.room_id === null) {
    if (row.uploader_user_id !== caller.userId) throw new AppError('NOT_FOUND');
  } else {
    const room = await ctx.db
      .selectFrom('chat_rooms')
      .select('channel_url')
      .where('inst_id', '=', caller.instId)
      .where('id', '=', row.room_id)
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const access = await reachRoom(ctx.db, caller, { channelUrl: room.channel_url, today: businessDateOf(now), now });
    const message = await ctx.db
      .selectFrom('chat_messages')
      .select(['seq', 'deleted_at'])
      .where('inst_id', '=', caller.instId)
      .where('id', '=', row.message_id ?? '')
      .executeTakeFirst();
    if (!message || message.seq <= access.floor || message.deleted_at !== null) throw new AppError('NOT_FOUND');
  }
  return openInstUpload(ctx, { instId: caller.instId, purpose: 'chat-file', storedName: input.fileNm });
}

/**
 * Inside the transaction that deletes messages: their files' upload rows (and copies) go, the file
 * rows with them; `removeStored` deletes the bytes once the transaction committed.
 */
export async function forgetChatFiles(trx: Executor, instId: string, messageIds: readonly string[]) {
  const files = await trx
    .selectFrom('chat_files')
    .select(['upload_id', 'phone_upload_id'])
    .where('inst_id', '=', instId)
    .where('message_id', 'in', messageIds.length > 0 ? [...messageIds] : ['00000000-0000-0000-0000-000000000000'])
    .execute();
  const rows = await forgetUploads(
    trx,
    files.flatMap((file) => [file.upload_id, file.phone_upload_id]),
  );
  return { removeStored: (ctx: AppContext) => deleteStoredObjects(ctx, rows) };
}
