import type {
  ChatFileView,
  ChatPersonView,
  MessageView,
  RoomCard,
  RoomResponse,
} from '@academy/domain/chat/chat.schema';
import { DIRECTOR_ID, INST_ID, TEACHER_ID } from '../../../test/fixtures';

/** Rooms, people and messages for the chat screens' tests, shaped as the contract (chat.schema.ts) has them. */

export const CHANNEL = 'ch_AbCdEfGhIjKlMnOpQrStUv';
export const CHAT_BASE = `/api/insts/${INST_ID}/chat`;
export const ROOM_BASE = `${CHAT_BASE}/rooms/${CHANNEL}`;
export const PARENT_ID = '019a0000-0000-7000-8000-000000000021';
export const STUDENT_ID = '019a0000-0000-7000-8000-000000000031';

export const person = (overrides: Partial<ChatPersonView> = {}): ChatPersonView => ({
  userId: PARENT_ID,
  name: '최학부모',
  role: 'PARENT',
  caption: '최민준 학부모',
  profileImageUrl: null,
  ...overrides,
});

export const DIRECTOR = person({ userId: DIRECTOR_ID, name: '김원장', role: 'DIRECTOR', caption: '원장' });
export const TEACHER = person({ userId: TEACHER_ID, name: '박강사', role: 'TEACHER', caption: '수학A 담임' });
export const PARENT = person();
export const STUDENT = person({ userId: STUDENT_ID, name: '최민준', role: 'STUDENT', caption: '수학A' });

export const photo = (n: number, overrides: Partial<ChatFileView> = {}): ChatFileView => ({
  fileNm: `019a0000-0000-7000-8000-00000000f00${n}.jpg`,
  kind: 'image',
  originalNm: `사진${n}.jpg`,
  sizeBytes: 200_000,
  contentType: 'image/jpeg',
  url: `${CHAT_BASE}/files/019a0000-0000-7000-8000-00000000f00${n}.jpg`,
  phoneUrl: `${CHAT_BASE}/files/019a0000-0000-7000-8000-00000000f00${n}.jpg?size=phone`,
  width: 1600,
  height: 1200,
  ...overrides,
});

export const document = (overrides: Partial<ChatFileView> = {}): ChatFileView => ({
  fileNm: '019a0000-0000-7000-8000-00000000d001.pdf',
  kind: 'document',
  originalNm: '겨울방학 안내.pdf',
  sizeBytes: 3 * 1024 * 1024,
  contentType: 'application/pdf',
  url: `${CHAT_BASE}/files/019a0000-0000-7000-8000-00000000d001.pdf`,
  phoneUrl: null,
  width: null,
  height: null,
  ...overrides,
});

/** Message `seq` of the room, by `sender` (null: a system line), sent `seq` minutes after 10:00 KST on 11-26. */
export function message(seq: number, overrides: Partial<MessageView> = {}): MessageView {
  const minute = String(seq % 60).padStart(2, '0');
  return {
    messageId: `019a0000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
    channelUrl: CHANNEL,
    seq,
    kind: 'user',
    sender: PARENT,
    clientId: null,
    text: `메시지 ${seq}`,
    files: [],
    sentAt: `2026-11-26T01:${minute}:00.000Z`,
    deleted: false,
    unreadCount: 0,
    ...overrides,
  };
}

export const roomCard = (overrides: Partial<RoomCard> = {}): RoomCard => ({
  channelUrl: CHANNEL,
  kind: 'direct',
  name: '최학부모',
  classId: null,
  memberCount: 2,
  faces: [PARENT],
  lastMessage: { preview: '내일 결석합니다', sentAt: '2026-11-26T01:05:00.000Z', senderNm: '최학부모' },
  unreadCount: 2,
  ...overrides,
});

export const roomResponse = (
  overrides: Partial<RoomResponse> = {},
  me: Partial<RoomResponse['me']> = {},
): RoomResponse => ({
  channelUrl: CHANNEL,
  kind: 'direct',
  name: '최학부모',
  classId: null,
  lastSeq: 3,
  members: [
    { ...DIRECTOR, lastReadSeq: 1 },
    { ...PARENT, lastReadSeq: 3 },
  ],
  me: {
    userId: DIRECTOR_ID,
    manages: true,
    mayLeave: true,
    lastReadSeq: 1,
    etiquetteAccepted: true,
    ...me,
  },
  quietNotice: null,
  ...overrides,
});
