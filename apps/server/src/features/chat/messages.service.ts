import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { MESSAGES_PAGE_MAX, managesRooms, ROOM_FILES_PAGE_MAX } from '@academy/domain/chat/chat.rules';
import type {
  MessagesQuery,
  MessagesResponse,
  MessageView,
  ReadBody,
  ReadResponse,
  RoomFilesResponse,
  SendMessageBody,
} from '@academy/domain/chat/chat.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { publish } from '../../platform/events/events';
import { attachInstUploads } from '../../platform/files/files.queries';
import { uploadIdOf } from '../../platform/files/uploads';
import { newId } from '../../platform/ids/new-id';
import { fileViewOf, messageViewsOf, previewOf, roomNameOf, UNKNOWN_PERSON } from './chat.mappers';
import { pushNewMessage } from './chat.pushes';
import {
  ensureClassMemberRows,
  filesOfMessages,
  filesOfRoom,
  lockRoom,
  type MessageRow,
  membersOfRooms,
  messageByClientId,
  messageInRoom,
  messagesPage,
  peopleOf,
  type RoomRow,
  totalUnreadOf,
} from './chat.queries';
import { MANAGERS_ONLY, reachRoom } from './chat.rooms';
import { forgetChatFiles } from './files.service';

/** Messages: pages by seq, sending (idempotent by the client's id), staff deletion, read positions. */

const todayOf = (ctx: AppContext) => businessDateOf(ctx.clock.now());

export const ETIQUETTE_FIRST = '채팅 에티켓을 먼저 확인해 주세요. 에티켓에 동의하면 메시지를 보낼 수 있습니다.';

/** Messages as views: their senders, files and read receipts (three statements whatever their number). */
export async function viewsOfMessages(
  ctx: AppContext,
  db: Executor,
  instId: string,
  input: { room: Pick<RoomRow, 'id'>; messages: readonly MessageRow[]; reader: string | null },
): Promise<MessageView[]> {
  if (input.messages.length === 0) return [];
  const senders = [...new Set(input.messages.flatMap((message) => message.sender_user_id ?? []))];
  const [people, files, members] = await Promise.all([
    peopleOf(db, instId, senders),
    filesOfMessages(
      db,
      instId,
      input.messages.map((message) => message.id),
    ),
    membersOfRooms(db, instId, { roomIds: [input.room.id], today: todayOf(ctx), reader: input.reader }),
  ]);
  return messageViewsOf(ctx, instId, {
    messages: input.messages,
    people: new Map(people.map((person) => [person.user_id, person])),
    files,
    reads: members.map((member) => ({ userId: member.user_id, lastReadSeq: member.last_read_seq ?? 0 })),
  });
}

/**
 * GET …/messages: the newest page, older ones `before` a seq (scrolling back), or newer ones
 * `after` a seq, oldest first (a reconnecting client catching up); always in seq order.
 */
export async function messagesOf(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string } & MessagesQuery,
): Promise<MessagesResponse> {
  const access = await reachRoom(ctx.db, caller, { ...input, today: todayOf(ctx), now: ctx.clock.now() });
  const limit = Math.min(input.limit, MESSAGES_PAGE_MAX);
  const rows = await messagesPage(ctx.db, caller.instId, {
    roomId: access.room.id,
    floor: access.floor,
    before: input.before,
    after: input.after,
    limit,
  });
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (input.after === undefined) page.reverse();
  const messages = await viewsOfMessages(ctx, ctx.db, caller.instId, {
    room: access.room,
    messages: page,
    reader: caller.userId,
  });
  return { messages, hasMore };
}

/**
 * POST …/messages: stores the message as the room's next seq (the room's row locked meanwhile), with
 * the caller's waiting files; a retry with the same client id answers the stored message. The
 * sender's read position moves to it; the room's sockets hear of it, and members without a pending
 * push get one (chat.pushes.ts).
 */
export async function sendMessage(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string } & SendMessageBody,
  log?: PushLog,
): Promise<MessageView> {
  const now = ctx.clock.now();
  const today = todayOf(ctx);
  const access = await reachRoom(ctx.db, caller, { ...input, today, now });
  const accepted = await ctx.db
    .selectFrom('chat_etiquette')
    .select('accepted_at')
    .where('inst_id', '=', caller.instId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!accepted) throw new AppError('FORBIDDEN', ETIQUETTE_FIRST);
  const { room } = access;
  const key = { roomId: room.id, senderId: caller.userId, clientId: input.clientId };
  const stored = await ctx.db.transaction().execute(async (trx) => {
    await lockRoom(trx, caller.instId, room.id);
    const earlier = await messageByClientId(trx, caller.instId, key);
    if (earlier) return { row: earlier, fresh: false };
    const updated = await trx
      .updateTable('chat_rooms')
      .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: now }))
      .where('inst_id', '=', caller.instId)
      .where('id', '=', room.id)
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    const id = newId();
    await trx
      .insertInto('chat_messages')
      .values({
        inst_id: caller.instId,
        id,
        room_id: room.id,
        seq: updated.last_seq,
        kind: 'user',
        sender_user_id: caller.userId,
        client_id: input.clientId,
        text: input.text,
        created_at: now,
      })
      .execute();
    await claimFiles(trx, caller, { roomId: room.id, messageId: id, fileNms: input.files, now });
    await trx
      .updateTable('chat_members')
      .set({ last_read_seq: updated.last_seq, push_state: null, push_held_until: null })
      .where('inst_id', '=', caller.instId)
      .where('room_id', '=', room.id)
      .where('user_id', '=', caller.userId)
      .execute();
    // A class member without a read position gets one just before this message: it is unread for them.
    if (room.kind === 'class')
      await ensureClassMemberRows(trx, caller.instId, { roomIds: [room.id], today, now, behind: 1 });
    await publish(trx, 'chat-messages', [id]);
    return { row: (await messageInRoom(trx, caller.instId, room.id, id)) as MessageRow, fresh: true };
  });
  if (stored.fresh)
    await pushAfterSend(ctx, caller, { room, message: stored.row, files: input.files.length, today }, log);
  const [view] = await viewsOfMessages(ctx, ctx.db, caller.instId, {
    room,
    messages: [stored.row],
    reader: caller.userId,
  });
  return view as MessageView;
}

type PushLog = { error: (object: object, message: string) => void };

/**
 * The pushes of a message just stored (chat.pushes.ts), in a transaction of their own after the
 * send's: the message is stored and delivered whatever happens here, so a failure is logged, not
 * answered.
 */
async function pushAfterSend(
  ctx: AppContext,
  caller: Caller,
  input: { room: RoomRow; message: MessageRow; files: number; today: IsoDate },
  log?: PushLog,
) {
  const { room, message } = input;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const [sender] = await peopleOf(trx, caller.instId, [caller.userId]);
      const senderNm = sender?.user_nm ?? UNKNOWN_PERSON;
      const preview = previewOf({ text: message.text, deleted: false, files: input.files });
      await pushNewMessage(trx, caller.instId, {
        room,
        seq: message.seq,
        title: room.kind === 'direct' ? senderNm : roomNameOf(room, []),
        senderId: caller.userId,
        body: room.kind === 'direct' ? preview : `${senderNm}: ${preview}`,
        today: input.today,
        now: message.created_at,
      });
    });
  } catch (error) {
    log?.error({ err: error, messageId: message.id }, 'chat pushes of a message failed');
  }
}

/**
 * Inside the send's transaction: each named file must be one of the caller's own chat uploads still
 * waiting for its message (otherwise 400 on `files.<index>`, and nothing is written); they belong to
 * the message from now on, phone copies too.
 */
async function claimFiles(
  trx: Executor,
  caller: Caller,
  input: { roomId: string; messageId: string; fileNms: readonly string[]; now: Date },
): Promise<void> {
  if (input.fileNms.length === 0) return;
  const ids = input.fileNms.map((fileNm) => uploadIdOf(fileNm));
  const known = ids.filter((id): id is string => id !== null);
  const waiting = new Map(
    (
      await trx
        .selectFrom('chat_files')
        .select(['upload_id', 'phone_upload_id'])
        .where('inst_id', '=', caller.instId)
        .where('uploader_user_id', '=', caller.userId)
        .where('message_id', 'is', null)
        .where('upload_id', 'in', known.length > 0 ? known : ['00000000-0000-0000-0000-000000000000'])
        .forUpdate()
        .execute()
    ).map((row) => [row.upload_id, row]),
  );
  const refused = ids.findIndex((id, index) => id === null || !waiting.has(id) || ids.indexOf(id) !== index);
  if (refused >= 0)
    throw new AppError('VALIDATION_FAILED', undefined, {
      [`files.${refused}`]: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
    });
  await sql`
    update chat_files f set room_id = ${input.roomId}, message_id = ${input.messageId}, sort_order = p.ord
      from unnest(${known}::uuid[]) with ordinality as p(upload_id, ord)
     where f.inst_id = ${caller.instId} and f.upload_id = p.upload_id`.execute(trx);
  const attach = [...waiting.values()].flatMap((row) => [row.upload_id, row.phone_upload_id ?? []].flat());
  await attachInstUploads(trx, { instId: caller.instId, purpose: 'chat-file', ids: attach, now: input.now });
}

/** DELETE …/messages/:messageId: staff delete a message (its text and files go; audited). */
export async function deleteMessage(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string; messageId: string },
): Promise<MessageView> {
  const now = ctx.clock.now();
  const access = await reachRoom(ctx.db, caller, { ...input, today: todayOf(ctx), now });
  if (!managesRooms(caller.role)) throw new AppError('FORBIDDEN', MANAGERS_ONLY);
  const message = await messageInRoom(ctx.db, caller.instId, access.room.id, input.messageId);
  if (!message || message.seq <= access.floor || message.kind !== 'user')
    throw new AppError('NOT_FOUND', '메시지를 찾을 수 없습니다. 대화를 새로고침해 주세요.');
  if (message.deleted_at === null) {
    const forgotten = await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('chat_messages')
        .set({ deleted_at: now, deleted_by: caller.userId, text: '' })
        .where('inst_id', '=', caller.instId)
        .where('id', '=', message.id)
        .execute();
      const files = await forgetChatFiles(trx, caller.instId, [message.id]);
      await writeAudit(trx, {
        instId: caller.instId,
        actorUserId: caller.userId,
        action: 'chat.message-delete',
        target: auditTarget('chat-message', message.id),
        before: { roomId: access.room.id, seq: message.seq, senderUserId: message.sender_user_id, deleted: false },
        after: { deleted: true },
        at: now,
      });
      await publish(trx, 'chat-messages', [message.id]);
      return files;
    });
    await forgotten.removeStored(ctx);
  }
  const [view] = await viewsOfMessages(ctx, ctx.db, caller.instId, {
    room: access.room,
    messages: [(await messageInRoom(ctx.db, caller.instId, access.room.id, message.id)) as MessageRow],
    reader: caller.userId,
  });
  return view as MessageView;
}

/** POST …/read: the caller has read up to `seq` (never backwards, never past the room's last message). */
export async function markRead(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string } & ReadBody,
): Promise<ReadResponse> {
  const today = todayOf(ctx);
  const access = await reachRoom(ctx.db, caller, { ...input, today, now: ctx.clock.now() });
  const seq = Math.min(input.seq, access.room.last_seq);
  let lastReadSeq = access.member.last_read_seq;
  if (seq > lastReadSeq) {
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('chat_members')
        .set({ last_read_seq: sql`greatest(last_read_seq, ${seq})`, push_state: null, push_held_until: null })
        .where('inst_id', '=', caller.instId)
        .where('room_id', '=', access.room.id)
        .where('user_id', '=', caller.userId)
        .returning('last_read_seq')
        .executeTakeFirstOrThrow();
      await publish(trx, 'chat-reads', [`${access.room.id}.${caller.userId}`]);
      return row.last_read_seq;
    });
    lastReadSeq = updated;
  }
  return { lastReadSeq, totalUnread: await totalUnreadOf(ctx.db, caller.instId, caller.userId, today) };
}

/** GET …/files: the room's photos and files the caller may see, newest first (/chatRoomFileManage). */
export async function roomFiles(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string },
): Promise<RoomFilesResponse> {
  const access = await reachRoom(ctx.db, caller, { ...input, today: todayOf(ctx), now: ctx.clock.now() });
  const rows = await filesOfRoom(ctx.db, caller.instId, {
    roomId: access.room.id,
    floor: access.floor,
    limit: ROOM_FILES_PAGE_MAX,
  });
  const senders = new Map(
    (await peopleOf(ctx.db, caller.instId, [...new Set(rows.flatMap((row) => row.sender_user_id ?? []))])).map(
      (row) => [row.user_id, row],
    ),
  );
  return {
    files: rows.map((row) => {
      const sender = row.sender_user_id ? senders.get(row.sender_user_id) : undefined;
      return {
        ...fileViewOf(caller.instId, row),
        messageId: row.message_id ?? '',
        sentAt: new Date(row.sent_at).toISOString(),
        senderNm: !sender || sender.status === 'withdrawn' ? UNKNOWN_PERSON : sender.user_nm,
      };
    }),
  };
}
