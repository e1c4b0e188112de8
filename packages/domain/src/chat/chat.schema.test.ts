import { describe, expect, it } from 'vitest';
import { GROUP_MEMBERS_MAX, MESSAGE_FILES_MAX, MESSAGE_TEXT_MAX, MESSAGES_PAGE_MAX } from './chat.rules';
import {
  CHANNEL_URL,
  chatFileUrl,
  chatReportBody,
  chatRoomPath,
  createRoomBody,
  EMPTY_MESSAGE,
  messagesQuery,
  quietHoursView,
  readBody,
  renameRoomBody,
  sendMessageBody,
  socketServerEvent,
} from './chat.schema';

const USER = '0190a4b2-0000-7000-8000-000000000001';
const CLIENT = '0190a4b2-0000-7000-8000-000000000002';
const FILE = '0190a4b2-0000-7000-8000-000000000003.jpg';

describe('chat schemas', () => {
  it('takes a 1:1 room by its other person and a named group with at most GROUP_MEMBERS_MAX - 1 others', () => {
    expect(createRoomBody.parse({ kind: 'direct', userId: USER })).toEqual({ kind: 'direct', userId: USER });
    expect(createRoomBody.parse({ kind: 'group', name: ' 수학반 엄마들 ', userIds: [USER] })).toMatchObject({
      name: '수학반 엄마들',
    });
    expect(createRoomBody.safeParse({ kind: 'group', name: '  ', userIds: [USER] }).success).toBe(false);
    expect(createRoomBody.safeParse({ kind: 'group', name: '반', userIds: [] }).success).toBe(false);
    const tooMany = Array.from({ length: GROUP_MEMBERS_MAX }, () => USER);
    expect(createRoomBody.safeParse({ kind: 'group', name: '반', userIds: tooMany }).success).toBe(false);
    expect(createRoomBody.safeParse({ kind: 'class', classId: USER }).success).toBe(false);
    expect(renameRoomBody.safeParse({ name: 'x'.repeat(31) }).success).toBe(false);
  });

  it('takes a message of text or files or both, and refuses an empty one on text', () => {
    expect(sendMessageBody.parse({ clientId: CLIENT, text: ' 안녕하세요 ' })).toEqual({
      clientId: CLIENT,
      text: '안녕하세요',
      files: [],
    });
    expect(sendMessageBody.safeParse({ clientId: CLIENT, files: [FILE] }).success).toBe(true);
    const empty = sendMessageBody.safeParse({ clientId: CLIENT, text: '   ' });
    expect(empty.error?.issues[0]).toMatchObject({ message: EMPTY_MESSAGE, path: ['text'] });
    expect(sendMessageBody.safeParse({ clientId: CLIENT, text: 'x'.repeat(MESSAGE_TEXT_MAX + 1) }).success).toBe(false);
    const files = Array.from({ length: MESSAGE_FILES_MAX + 1 }, () => FILE);
    expect(sendMessageBody.safeParse({ clientId: CLIENT, files }).success).toBe(false);
    expect(sendMessageBody.safeParse({ clientId: CLIENT, files: ['../secret.jpg'] }).success).toBe(false);
    expect(sendMessageBody.safeParse({ clientId: 'not-a-uuid', text: 'x' }).success).toBe(false);
  });

  it('pages by seq before or after, with a bounded limit', () => {
    expect(messagesQuery.parse({})).toEqual({ limit: 30 });
    expect(messagesQuery.parse({ before: '31', limit: '10' })).toEqual({ before: 31, limit: 10 });
    expect(messagesQuery.parse({ after: '0' })).toMatchObject({ after: 0 });
    expect(messagesQuery.safeParse({ limit: String(MESSAGES_PAGE_MAX + 1) }).success).toBe(false);
    expect(messagesQuery.safeParse({ before: '0' }).success).toBe(false);
    expect(readBody.safeParse({ seq: -1 }).success).toBe(false);
  });

  it('addresses a room page and a chat file', () => {
    expect(chatRoomPath('ch_AbCdEfGhIjKlMnOpQrSt_-')).toBe('/chatRoomInside/ch_AbCdEfGhIjKlMnOpQrSt_-');
    expect(chatFileUrl('i d', FILE)).toBe(`/api/insts/i%20d/chat/files/${FILE}`);
  });

  it('names rooms by an unguessable channel url', () => {
    expect(CHANNEL_URL.test('ch_AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(CHANNEL_URL.test('ch_short')).toBe(false);
    expect(CHANNEL_URL.test('ch_AbCdEfGhIjKlMnOpQrSt/x')).toBe(false);
  });

  it('checks quiet hours as HH:mm and reports with a reason', () => {
    expect(quietHoursView.safeParse({ enabled: true, start: '22:00', end: '08:00' }).success).toBe(true);
    const bad = quietHoursView.safeParse({ enabled: true, start: '24:00', end: '8:00' });
    expect(bad.error?.issues.map((issue) => issue.path[0])).toEqual(['start', 'end']);
    expect(
      chatReportBody.parse({ channelUrl: 'ch_AbCdEfGhIjKlMnOpQrSt_-', userId: USER, reason: 'abuse' }),
    ).toMatchObject({ text: '' });
    expect(chatReportBody.safeParse({ channelUrl: 'ch_AbCdEfGhIjKlMnOpQrSt_-', reason: 'rude' }).success).toBe(false);
  });

  it('knows every socket event the server sends', () => {
    expect(socketServerEvent.parse({ type: 'read', channelUrl: 'ch_x', userId: USER, seq: 3 })).toMatchObject({
      seq: 3,
    });
    expect(socketServerEvent.safeParse({ type: 'typing' }).success).toBe(false);
  });
});
