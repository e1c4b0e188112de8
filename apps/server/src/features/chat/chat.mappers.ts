import { ROLE_LABELS, type Role, roleFromRelationCd } from '@academy/domain/access/access.roles';
import { unreadCountOf, unreadMarksOf } from '@academy/domain/chat/chat.rules';
import {
  type ChatFileView,
  type ChatPersonView,
  chatFileUrl,
  type MessageView,
  type RoomCard,
} from '@academy/domain/chat/chat.schema';
import { attachedFileViewOf } from '../../platform/files/file-views';
import { type FileLinkSigner, signedFileLink } from '../../platform/files/signed-links';
import type { ChatFileRow, MessageRow, PersonRow, RoomListRow, RoomRow } from './chat.queries';

/** Rows of the chat's queries as the API's views. */

/** How a person who left the service shows in the rooms they wrote in. */
export const UNKNOWN_PERSON = '(알 수 없음)';

export const roleOfRow = (row: Pick<PersonRow, 'relation_cd'>): Role => roleFromRelationCd(row.relation_cd);

export function personViewOf(ctx: FileLinkSigner, row: PersonRow): ChatPersonView {
  const withdrawn = row.status === 'withdrawn';
  const role = roleOfRow(row);
  return {
    userId: row.user_id,
    name: withdrawn ? UNKNOWN_PERSON : row.user_nm,
    role,
    caption: withdrawn ? '' : ROLE_LABELS[role],
    profileImageUrl: !withdrawn && row.profile_upload_id ? signedFileLink(ctx, row.profile_upload_id) : null,
  };
}

export function fileViewOf(instId: string, row: ChatFileRow): ChatFileView {
  return attachedFileViewOf(row, (fileNm) => chatFileUrl(instId, fileNm));
}

/** The name a room shows to its reader: a 1:1 room the other person's, a class room the class's. */
export function roomNameOf(
  room: Pick<RoomRow, 'kind' | 'name' | 'class_nm'>,
  others: readonly ChatPersonView[],
): string {
  if (room.kind === 'class') return room.class_nm ?? '반 채팅';
  if (room.kind === 'direct') return others[0]?.name ?? UNKNOWN_PERSON;
  return room.name ?? others.map((person) => person.name).join(', ');
}

/** What a room card or a push shows of a message. */
export function previewOf(message: { text: string; deleted: boolean; files: number }): string {
  if (message.deleted) return '삭제된 메시지입니다.';
  if (message.text) return message.text.length > 80 ? `${message.text.slice(0, 80)}…` : message.text;
  return message.files > 0 ? `사진·파일 ${message.files}개` : '';
}

export type ReadPosition = { userId: string; lastReadSeq: number };

/** Messages as views: their senders, files, and read receipts from the room's members' read positions. */
export function messageViewsOf(
  ctx: FileLinkSigner,
  instId: string,
  input: {
    messages: readonly MessageRow[];
    people: ReadonlyMap<string, PersonRow>;
    files: readonly ChatFileRow[];
    reads: readonly ReadPosition[];
  },
): MessageView[] {
  const filesOf = new Map<string, ChatFileRow[]>();
  for (const file of input.files) {
    if (file.message_id) filesOf.set(file.message_id, [...(filesOf.get(file.message_id) ?? []), file]);
  }
  const marks = unreadMarksOf(
    input.messages.map((message) => ({ seq: message.seq, senderId: message.sender_user_id })),
    input.reads,
  );
  return input.messages.map((message, index) => {
    const sender = message.sender_user_id ? input.people.get(message.sender_user_id) : undefined;
    const deleted = message.deleted_at !== null;
    return {
      messageId: message.id,
      channelUrl: message.channel_url,
      seq: message.seq,
      kind: message.kind,
      sender: message.kind === 'system' || !sender ? null : personViewOf(ctx, sender),
      clientId: message.client_id,
      text: deleted ? '' : message.text,
      files: deleted ? [] : (filesOf.get(message.id) ?? []).map((file) => fileViewOf(instId, file)),
      sentAt: new Date(message.created_at).toISOString(),
      deleted,
      unreadCount: marks[index] ?? 0,
    };
  });
}

/** A room of the list as its card. */
export function roomCardOf(
  row: RoomListRow,
  members: { count: number; faces: ChatPersonView[] },
  senderNm: string | null,
): RoomCard {
  const lastMessage =
    row.message_kind === null || row.last_message_at === null
      ? null
      : {
          preview: previewOf({
            text: row.message_text ?? '',
            deleted: row.message_deleted ?? false,
            files: row.message_files ?? 0,
          }),
          sentAt: new Date(row.last_message_at).toISOString(),
          senderNm,
        };
  return {
    channelUrl: row.channel_url,
    kind: row.kind,
    name: roomNameOf(row, members.faces),
    classId: row.class_id,
    memberCount: members.count,
    faces: members.faces.slice(0, 4),
    lastMessage,
    unreadCount: unreadCountOf(row.last_seq, row.last_read_seq),
  };
}
