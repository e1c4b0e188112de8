import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { labelled } from '../validation/validation.error-map';
import {
  CHAT_REPORT_REASONS,
  GROUP_MEMBERS_MAX,
  INVITE_MAX,
  MESSAGE_FILES_MAX,
  MESSAGE_TEXT_MAX,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  QUIET_TIME,
  REPORT_TEXT_MAX,
  ROOM_KINDS,
  ROOM_NAME_MAX,
} from './chat.rules';

/**
 * The chat API contract (docs/decisions/0054-chat.md). Every route is under
 * `/api/insts/:instId/chat`; a room is named by its `channelUrl`, an unguessable id. Messages carry
 * `seq`, their place in the room (1, 2, 3 …): paging, read positions and a reconnecting socket's
 * resume all go by it.
 *
 * REST:
 * - GET    …/chat/rooms                         roomsResponse (the caller's rooms, unread counts)
 * - GET    …/chat/unread                        unreadResponse (the navigation badge)
 * - GET    …/chat/contacts?q=                   contactsResponse (people the caller may open a 1:1 with or invite)
 * - POST   …/chat/rooms                         createRoomBody → roomCreatedResponse (a 1:1 is reused)
 * - GET    …/chat/class-rooms                   classRoomsResponse (/classChatRoomList: the class rooms the caller may open)
 * - POST   …/chat/class-rooms/:classId          → roomCreatedResponse (opens, making it on first use)
 * - GET    …/chat/rooms/:channelUrl             roomResponse
 * - PATCH  …/chat/rooms/:channelUrl             renameRoomBody → roomResponse (staff)
 * - POST   …/chat/rooms/:channelUrl/members     inviteBody → roomResponse (staff; not class rooms)
 * - DELETE …/chat/rooms/:channelUrl/members/:userId   (staff remove; audited) → roomResponse
 * - POST   …/chat/rooms/:channelUrl/leave       → 204 (not class rooms)
 * - GET    …/chat/rooms/:channelUrl/messages?before=&after=&limit=   messagesResponse
 * - POST   …/chat/rooms/:channelUrl/messages    sendMessageBody → messageView (idempotent by clientId)
 * - DELETE …/chat/rooms/:channelUrl/messages/:messageId   (staff; audited) → messageView
 * - POST   …/chat/rooms/:channelUrl/read        readBody → readResponse
 * - GET    …/chat/rooms/:channelUrl/files       roomFilesResponse (/chatRoomFileManage)
 * - POST   …/chat/files                         multipart, one file → chatFileView (waits for its message)
 * - GET    …/chat/files/:fileNm                 the file (members of its room only)
 * - POST   …/chat/etiquette                     → etiquetteResponse (accepted before the first message)
 * - POST   …/chat/reports                       reportBody → 201
 * - GET/PUT …/chat/blocks, DELETE …/chat/blocks/:userId   blocksResponse / blockBody
 * - GET/PUT …/chat/quiet-hours                  quietHoursView (staff: their own hours)
 * - GET/PUT …/chat/settings                     chatSettingsView (the academy's; PUT by the director)
 *
 * WebSocket `GET …/chat/socket` (the session is checked at the upgrade): the server sends
 * socketServerEvent; the client sends socketClientEvent. A client that reconnects reads what it
 * missed with GET messages?after=<last seq it holds>, so nothing is lost or shown twice.
 */

export const chatInstParams = z.object({ instId: z.uuid() });
/** `ch_` and 22 url-safe characters (128 random bits). */
export const CHANNEL_URL = /^ch_[A-Za-z0-9_-]{22}$/;
export const roomParams = chatInstParams.extend({ channelUrl: z.string().regex(CHANNEL_URL) });
export const roomMemberParams = roomParams.extend({ userId: z.uuid() });
export const roomMessageParams = roomParams.extend({ messageId: z.uuid() });
export const classRoomParams = chatInstParams.extend({ classId: z.uuid() });
export const blockParams = chatInstParams.extend({ userId: z.uuid() });

/** A stored chat file: `<uuid>.<ext>`. */
export const CHAT_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
export const chatFileParams = chatInstParams.extend({ fileNm: z.string().regex(CHAT_FILE_NAME) });

export const contactsQuery = z.object({ q: z.string().trim().max(50).default('') });
export type ContactsQuery = z.infer<typeof contactsQuery>;

export const messagesQuery = z.object({
  /** Older than this seq (scrolling back); none: the newest page. */
  before: z.coerce.number().int().min(1).optional(),
  /** Newer than this seq (a reconnecting client catching up), oldest first. */
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

const roomName = labelled(z.string().trim().min(1).max(ROOM_NAME_MAX), '채팅방 이름');

export const createRoomBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct'), userId: labelled(z.uuid(), '대화 상대', 'choice') }),
  z.object({
    kind: z.literal('group'),
    name: roomName,
    userIds: labelled(
      z
        .array(z.uuid())
        .min(1)
        .max(GROUP_MEMBERS_MAX - 1),
      '초대할 사람',
      'choice',
    ),
  }),
]);
export type CreateRoomBody = z.infer<typeof createRoomBody>;

export const renameRoomBody = z.object({ name: roomName });
export type RenameRoomBody = z.infer<typeof renameRoomBody>;

export const inviteBody = z.object({
  userIds: labelled(z.array(z.uuid()).min(1).max(INVITE_MAX), '초대할 사람', 'choice'),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const EMPTY_MESSAGE = '메시지를 입력하거나 사진·파일을 올려 주세요.';

export const sendMessageBody = z
  .object({
    /** Made by the client once per message: a retried send is stored once. */
    clientId: z.uuid(),
    text: labelled(z.string().trim().max(MESSAGE_TEXT_MAX), '메시지').default(''),
    files: labelled(z.array(z.string().regex(CHAT_FILE_NAME)).max(MESSAGE_FILES_MAX), '사진·파일').default([]),
  })
  .refine((body) => body.text.length > 0 || body.files.length > 0, { message: EMPTY_MESSAGE, path: ['text'] });
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export type SendMessageBodyInput = z.input<typeof sendMessageBody>;

export const readBody = z.object({ seq: z.number().int().min(0) });
export type ReadBody = z.infer<typeof readBody>;

export const chatReportBody = z.object({
  channelUrl: z.string().regex(CHANNEL_URL),
  /** A message of the room; none: the person (`userId`). */
  messageId: z.uuid().optional(),
  userId: z.uuid().optional(),
  reason: labelled(z.enum(CHAT_REPORT_REASONS), '신고 사유', 'choice'),
  text: labelled(z.string().trim().max(REPORT_TEXT_MAX), '신고 내용').default(''),
});
export type ChatReportBody = z.infer<typeof chatReportBody>;
export type ChatReportBodyInput = z.input<typeof chatReportBody>;

export const blockBody = z.object({ userId: labelled(z.uuid(), '차단할 사람', 'choice') });
export type BlockBody = z.infer<typeof blockBody>;

const quietTime = (label: string) =>
  labelled(z.string().regex(QUIET_TIME, { message: `${label}은 00:00 형식으로 입력해 주세요.` }), label);
export const quietHoursView = z.object({
  enabled: z.boolean(),
  start: quietTime('시작 시각'),
  end: quietTime('끝 시각'),
});
export type QuietHoursView = z.infer<typeof quietHoursView>;

/** The academy's chat settings (the director's). */
export const chatSettingsView = z.object({
  /** Parents and students may open 1:1 rooms with other families (off by default). */
  familiesMayChat: z.boolean(),
});
export type ChatSettingsView = z.infer<typeof chatSettingsView>;

// ── views ────────────────────────────────────────────────────────────────────

export const chatPersonView = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** e.g. '김하나 학부모', '수학A 담임' — who this person is to the reader. */
  caption: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type ChatPersonView = z.infer<typeof chatPersonView>;

export const CHAT_FILE_KINDS = ['image', 'media', 'document'] as const;
export const chatFileView = z.object({
  fileNm: z.string(),
  kind: z.enum(CHAT_FILE_KINDS),
  originalNm: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  url: z.string(),
  /** A photo's phone-sized JPEG; null for other files. */
  phoneUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ChatFileView = z.infer<typeof chatFileView>;

export const MESSAGE_KINDS = ['user', 'system'] as const;
export const messageView = z.object({
  messageId: z.string(),
  channelUrl: z.string(),
  seq: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** Null for a system line ('김하나 님이 들어왔습니다.'). */
  sender: chatPersonView.nullable(),
  clientId: z.string().nullable(),
  /** Plain text: never rendered as HTML (links are made safe by the client). Empty once deleted. */
  text: z.string(),
  files: z.array(chatFileView),
  sentAt: z.iso.datetime(),
  deleted: z.boolean(),
  /** Members who have not read it yet (read receipts; unreadMarksOf). */
  unreadCount: z.number().int(),
});
export type MessageView = z.infer<typeof messageView>;

export const roomCard = z.object({
  channelUrl: z.string(),
  kind: z.enum(ROOM_KINDS),
  /** A 1:1 room's name is the other person's; a class room's the class's. */
  name: z.string(),
  classId: z.string().nullable(),
  memberCount: z.number().int(),
  /** Up to four members other than the reader, for the room's picture. */
  faces: z.array(chatPersonView),
  lastMessage: z.object({ preview: z.string(), sentAt: z.iso.datetime(), senderNm: z.string().nullable() }).nullable(),
  unreadCount: z.number().int(),
});
export type RoomCard = z.infer<typeof roomCard>;

export const roomsResponse = z.object({ rooms: z.array(roomCard), totalUnread: z.number().int() });
export type RoomsResponse = z.infer<typeof roomsResponse>;

export const unreadResponse = z.object({ totalUnread: z.number().int() });
export type UnreadResponse = z.infer<typeof unreadResponse>;

export const contactsResponse = z.object({ people: z.array(chatPersonView) });
export type ContactsResponse = z.infer<typeof contactsResponse>;

export const classRoomsResponse = z.object({
  classes: z.array(
    z.object({
      classId: z.string(),
      classNm: z.string(),
      /** Null until someone opens the class's room. */
      channelUrl: z.string().nullable(),
      memberCount: z.number().int(),
      unreadCount: z.number().int(),
    }),
  ),
});
export type ClassRoomsResponse = z.infer<typeof classRoomsResponse>;

export const roomCreatedResponse = z.object({ channelUrl: z.string() });
export type RoomCreatedResponse = z.infer<typeof roomCreatedResponse>;

export const roomMemberView = chatPersonView.extend({ lastReadSeq: z.number().int() });
export type RoomMemberView = z.infer<typeof roomMemberView>;

export const roomResponse = z.object({
  channelUrl: z.string(),
  kind: z.enum(ROOM_KINDS),
  name: z.string(),
  classId: z.string().nullable(),
  lastSeq: z.number().int(),
  members: z.array(roomMemberView),
  me: z.object({
    userId: z.string(),
    /** Staff: rename, invite, remove, delete messages. */
    manages: z.boolean(),
    /** Leaving is for 1:1 and group rooms (a class room follows enrolment). */
    mayLeave: z.boolean(),
    lastReadSeq: z.number().int(),
    /** The 에티켓 was accepted: the composer is open. */
    etiquetteAccepted: z.boolean(),
  }),
  /** A teacher of the room is in quiet hours now: the calm notice a family sees (quietNoticeOf). */
  quietNotice: z.string().nullable(),
});
export type RoomResponse = z.infer<typeof roomResponse>;

export const messagesResponse = z.object({
  messages: z.array(messageView),
  /** More before the first one (scrolling back) or after the last (catching up). */
  hasMore: z.boolean(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

export const readResponse = z.object({ lastReadSeq: z.number().int(), totalUnread: z.number().int() });
export type ReadResponse = z.infer<typeof readResponse>;

export const roomFilesResponse = z.object({
  files: z.array(chatFileView.extend({ messageId: z.string(), sentAt: z.iso.datetime(), senderNm: z.string() })),
});
export type RoomFilesResponse = z.infer<typeof roomFilesResponse>;

export const etiquetteResponse = z.object({ acceptedAt: z.iso.datetime() });
export type EtiquetteResponse = z.infer<typeof etiquetteResponse>;

export const blocksResponse = z.object({ blocked: z.array(chatPersonView) });
export type BlocksResponse = z.infer<typeof blocksResponse>;

// ── socket ───────────────────────────────────────────────────────────────────

/** What the server sends on the socket. */
export const socketServerEvent = z.discriminatedUnion('type', [
  /** A new message in one of the reader's rooms (also the reader's own, from another device). */
  z.object({ type: z.literal('message'), message: messageView }),
  /** A message deleted by staff. */
  z.object({ type: z.literal('deleted'), channelUrl: z.string(), messageId: z.string(), seq: z.number().int() }),
  /** Someone read up to `seq`: unread marks of the room's messages change. */
  z.object({ type: z.literal('read'), channelUrl: z.string(), userId: z.string(), seq: z.number().int() }),
  /** The room's name or members changed, or the reader was removed: re-read the room. */
  z.object({ type: z.literal('room'), channelUrl: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type SocketServerEvent = z.infer<typeof socketServerEvent>;

/** What the client sends: a heartbeat (the server also pings at the protocol level). */
export const socketClientEvent = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type SocketClientEvent = z.infer<typeof socketClientEvent>;

/** Where a chat file (or a photo's phone-sized copy) is read, by the members of its room. */
export const chatFileUrl = (instId: string, fileNm: string) =>
  `/api/insts/${encodeURIComponent(instId)}/chat/files/${encodeURIComponent(fileNm)}`;

/** The page a chat push and a room card open. */
export const chatRoomPath = (channelUrl: string) => `/chatRoomInside/${channelUrl}`;
