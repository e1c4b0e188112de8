import { MESSAGES_PAGE_DEFAULT } from '@academy/domain/chat/chat.rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, insertStudent, multipartFile, PNG_BYTES, tempDataDir } from '../classes/classes.test-helpers';
import { jpegBytes, PDF_BYTES } from '../feed/feed.test-helpers';
import { sendHeldPushes } from './chat.pushes';
import {
  acceptEtiquette,
  chatPeopleOf,
  chatUrl,
  classRoom,
  directRoom,
  expectSeqs,
  expectStatus,
  groupRoom,
  roomAs,
  say,
  uploadChat,
} from './chat.test-helpers';

const { db } = await createTestDatabase();
// Tuesday 12:00 in Seoul: nobody's quiet hours.
const NOON = '2026-11-24T03:00:00Z';
const clock = fixedClock(NOON);
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const people = await chatPeopleOf(app, db, world, clock.now());
const { instId, director, manager, teacher, parent, student } = people;
await acceptEtiquette(instId, director, manager, teacher, parent, student);
const url = (path: string) => chatUrl(instId, path);

const count = async (table: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0;
const chatPushesOf = (userId: string) =>
  db
    .selectFrom('notifications')
    .select(['title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('type', '=', 'chat-message')
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** A parent account of the academy of its own (a second family). */
async function anotherParent() {
  const userId = newId();
  await db
    .insertInto('users')
    .values({ id: userId, login_id: `p${userId.slice(-8)}`, user_nm: '이서연' } as never)
    .execute();
  await db.insertInto('memberships').values({ inst_id: instId, user_id: userId, relation_cd: null }).execute();
  return callerFor(app, db, userId, clock.now());
}

describe('1:1 rooms', () => {
  it('are opened by staff with a family and reused for the same pair, in either direction', async () => {
    const first = await directRoom(teacher, instId, parent.userId);
    expect(first).toMatch(/^ch_[A-Za-z0-9_-]{22}$/);
    expect(await directRoom(teacher, instId, parent.userId)).toBe(first);
    expect(await directRoom(parent, instId, teacher.userId)).toBe(first);
    const room = await roomAs(parent, instId, first);
    expect(room).toMatchObject({ kind: 'direct', classId: null, me: { manages: false, mayLeave: true } });
    expect(room.name).not.toBe('');
    expect(room.members.map((member) => member.userId).sort()).toEqual([teacher.userId, parent.userId].sort());
  });

  it('between two families only when the academy allows it, and never with someone who blocked the opener', async () => {
    const other = await anotherParent();
    const before = await count('chat_rooms');
    const refused = await parent.inject({
      method: 'POST',
      url: url('/rooms'),
      payload: { kind: 'direct', userId: other.userId },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('학부모·학생끼리');
    expect(await count('chat_rooms')).toBe(before);

    expectStatus(
      await parent.inject({ method: 'PUT', url: url('/settings'), payload: { familiesMayChat: true } }),
      403,
    );
    expectStatus(await director.inject({ method: 'PUT', url: url('/settings'), payload: { familiesMayChat: true } }));
    expect((await parent.inject({ method: 'GET', url: url('/settings') })).json()).toEqual({ familiesMayChat: true });
    await directRoom(parent, instId, other.userId);

    // The other parent blocks the demo parent: a new 1:1 room is refused, and they leave the contacts.
    const third = await anotherParent();
    expectStatus(await third.inject({ method: 'PUT', url: url('/blocks'), payload: { userId: parent.userId } }));
    expect(
      (await third.inject({ method: 'GET', url: url('/blocks') }))
        .json()
        .blocked.map((p: { userId: string }) => p.userId),
    ).toEqual([parent.userId]);
    const blocked = await parent.inject({
      method: 'POST',
      url: url('/rooms'),
      payload: { kind: 'direct', userId: third.userId },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toContain('상대방이 대화를 원하지 않아');
    const contacts = (await parent.inject({ method: 'GET', url: url('/contacts') })).json().people as {
      userId: string;
    }[];
    expect(contacts.map((person) => person.userId)).toContain(teacher.userId);
    expect(contacts.map((person) => person.userId)).not.toContain(third.userId);
    expectStatus(await third.inject({ method: 'DELETE', url: url(`/blocks/${parent.userId}`) }));
    await directRoom(parent, instId, third.userId);
    expectStatus(await director.inject({ method: 'PUT', url: url('/settings'), payload: { familiesMayChat: false } }));
    const audit = await db.selectFrom('audit_log').select('action').where('action', '=', 'chat.settings').execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses oneself and people outside the academy', async () => {
    const self = await teacher.inject({
      method: 'POST',
      url: url('/rooms'),
      payload: { kind: 'direct', userId: teacher.userId },
    });
    expect(self.statusCode).toBe(400);
    const stranger = await teacher.inject({
      method: 'POST',
      url: url('/rooms'),
      payload: { kind: 'direct', userId: world.users.other },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('group rooms', () => {
  it('are made, renamed, invited to, removed from (audited) and left by their members', async () => {
    const familyRefused = await parent.inject({
      method: 'POST',
      url: url('/rooms'),
      payload: { kind: 'group', name: '엄마들', userIds: [student.userId] },
    });
    expect(familyRefused.statusCode).toBe(403);

    const channelUrl = await groupRoom(director, instId, [teacher.userId, parent.userId], '수학 상담');
    expect((await roomAs(parent, instId, channelUrl)).name).toBe('수학 상담');
    const renamed = await teacher.inject({
      method: 'PATCH',
      url: url(`/rooms/${channelUrl}`),
      payload: { name: '수학 상담방' },
    });
    expectStatus(renamed);
    expect(renamed.json().name).toBe('수학 상담방');
    expectStatus(
      await parent.inject({ method: 'PATCH', url: url(`/rooms/${channelUrl}`), payload: { name: '바꿈' } }),
      403,
    );
    // Not in the room: 404, as for a room that does not exist.
    expectStatus(await student.inject({ method: 'GET', url: url(`/rooms/${channelUrl}`) }), 404);

    await say(director, instId, channelUrl, '상담 일정 안내드립니다.');
    const invited = await director.inject({
      method: 'POST',
      url: url(`/rooms/${channelUrl}/members`),
      payload: { userIds: [student.userId] },
    });
    expectStatus(invited);
    expect(invited.json().members).toHaveLength(4);
    // The student sees from their join on: the system line, not the earlier message.
    const seen = (await student.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages`) })).json();
    expect(seen.messages.map((message: { kind: string; text: string }) => [message.kind, message.text])).toEqual([
      ['system', '최민준 님이 들어왔습니다.'],
    ]);

    const removed = await teacher.inject({
      method: 'DELETE',
      url: url(`/rooms/${channelUrl}/members/${student.userId}`),
    });
    expectStatus(removed);
    expect(removed.json().members.map((member: { userId: string }) => member.userId)).not.toContain(student.userId);
    expectStatus(await student.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages`) }), 404);
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'before', 'after'])
      .where('action', '=', 'chat.member-remove')
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: teacher.userId,
        before: { userId: student.userId, member: true },
        after: { userId: student.userId, member: false },
      },
    ]);
    expectStatus(
      await parent.inject({ method: 'DELETE', url: url(`/rooms/${channelUrl}/members/${teacher.userId}`) }),
      403,
    );

    const left = await parent.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/leave`) });
    expect(left.statusCode).toBe(204);
    expectStatus(await parent.inject({ method: 'GET', url: url(`/rooms/${channelUrl}`) }), 404);
    const rooms = (await parent.inject({ method: 'GET', url: url('/rooms') })).json().rooms as { channelUrl: string }[];
    expect(rooms.map((room) => room.channelUrl)).not.toContain(channelUrl);
  });

  it('holds at most GROUP_MEMBERS_MAX members under parallel invitations', async () => {
    const channelUrl = await groupRoom(director, instId, [teacher.userId]);
    // Three invitations of 40 each: whichever two come first fill the room to 82, the third would pass 100.
    const newcomers: string[] = [];
    for (let index = 0; index < 120; index += 1) newcomers.push((await anotherParent()).userId);
    const answers = await Promise.all(
      [0, 1, 2].map((part) =>
        director.inject({
          method: 'POST',
          url: url(`/rooms/${channelUrl}/members`),
          payload: { userIds: newcomers.slice(part * 40, part * 40 + 40) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 400]);
    const members = await db
      .selectFrom('chat_members')
      .innerJoin('chat_rooms', (join) => join.onRef('chat_rooms.id', '=', 'chat_members.room_id'))
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('chat_rooms.channel_url', '=', channelUrl)
      .where('chat_members.left_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(82);
  });
});

describe('messages', () => {
  it('are stored once per client id, paged by seq before and after, and marked with read receipts', async () => {
    const channelUrl = await groupRoom(teacher, instId, [parent.userId, student.userId], '숙제방');
    const clientId = newId();
    const [a, b] = await Promise.all([
      say(parent, instId, channelUrl, '안녕하세요 선생님', { clientId }),
      say(parent, instId, channelUrl, '안녕하세요 선생님', { clientId }),
    ]);
    expect(a.messageId).toBe(b.messageId);
    expect(a).toMatchObject({ seq: 1, kind: 'user', text: '안녕하세요 선생님', deleted: false, unreadCount: 2 });
    expect(a.sender).toMatchObject({ userId: parent.userId, role: 'PARENT' });
    for (let index = 2; index <= 40; index += 1) await say(teacher, instId, channelUrl, `메시지 ${index}`);

    const newest = (await teacher.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages`) })).json();
    expect(newest.messages).toHaveLength(MESSAGES_PAGE_DEFAULT);
    expect(newest.messages[0].seq).toBe(11);
    expect(newest.messages.at(-1).seq).toBe(40);
    expect(newest.hasMore).toBe(true);
    const older = (
      await teacher.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages?before=11&limit=20`) })
    ).json();
    expectSeqs(
      older.messages,
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
    expect(older.hasMore).toBe(false);
    const after = (
      await teacher.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages?after=35&limit=3`) })
    ).json();
    expectSeqs(after.messages, [36, 37, 38]);
    expect(after.hasMore).toBe(true);

    // The parent read up to 20, the student nothing: 40 unread, then 20 for the parent.
    const unreadBefore = (await parent.inject({ method: 'GET', url: url('/unread') })).json().totalUnread;
    const read = await parent.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/read`), payload: { seq: 20 } });
    expectStatus(read);
    expect(read.json()).toEqual({ lastReadSeq: 20, totalUnread: unreadBefore - 19 });
    // Never backwards, never past the last message.
    expect(
      (await parent.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/read`), payload: { seq: 3 } })).json()
        .lastReadSeq,
    ).toBe(20);
    const page = (
      await teacher.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages?after=18&limit=4`) })
    ).json();
    expect(page.messages.map((message: { unreadCount: number }) => message.unreadCount)).toEqual([1, 1, 2, 2]);
    const card = (await parent.inject({ method: 'GET', url: url('/rooms') }))
      .json()
      .rooms.find((room: { channelUrl: string }) => room.channelUrl === channelUrl);
    expect(card).toMatchObject({ kind: 'group', name: '숙제방', memberCount: 3, unreadCount: 20 });
    expect(card.lastMessage).toMatchObject({ preview: '메시지 40', senderNm: expect.any(String) });
  });

  it('need the 에티켓 first, and refuse an empty message and a foreign file', async () => {
    const newcomer = await anotherParent();
    const channelUrl = await directRoom(teacher, instId, newcomer.userId);
    const before = await count('chat_messages');
    const refused = await newcomer.inject({
      method: 'POST',
      url: url(`/rooms/${channelUrl}/messages`),
      payload: { clientId: newId(), text: '안녕하세요' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('에티켓');
    expect((await roomAs(newcomer, instId, channelUrl)).me.etiquetteAccepted).toBe(false);
    await acceptEtiquette(instId, newcomer);
    expect((await roomAs(newcomer, instId, channelUrl)).me.etiquetteAccepted).toBe(true);
    const empty = await newcomer.inject({
      method: 'POST',
      url: url(`/rooms/${channelUrl}/messages`),
      payload: { clientId: newId(), text: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    const someoneElses = await uploadChat(teacher, instId, '남의.png', PNG_BYTES, 'image/png');
    const foreign = await newcomer.inject({
      method: 'POST',
      url: url(`/rooms/${channelUrl}/messages`),
      payload: { clientId: newId(), files: [someoneElses.fileNm] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['files.0']);
    expect(await count('chat_messages')).toBe(before);
  });

  it('are deleted by staff only, audited, their files gone', async () => {
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    const photo = await uploadChat(parent, instId, '숙제.jpg', await jpegBytes(80, 60), 'image/jpeg');
    const message = await say(parent, instId, channelUrl, '숙제 사진입니다', { files: [photo.fileNm] });
    expect(message.files).toHaveLength(1);
    expectStatus(
      await parent.inject({ method: 'DELETE', url: url(`/rooms/${channelUrl}/messages/${message.messageId}`) }),
      403,
    );
    const deleted = await teacher.inject({
      method: 'DELETE',
      url: url(`/rooms/${channelUrl}/messages/${message.messageId}`),
    });
    expectStatus(deleted);
    expect(deleted.json()).toMatchObject({ deleted: true, text: '', files: [] });
    const audit = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target'])
      .where('action', '=', 'chat.message-delete')
      .execute();
    expect(audit).toEqual([{ actor_user_id: teacher.userId, target: `chat-message:${message.messageId}` }]);
    const stored = await db
      .selectFrom('chat_messages')
      .select('text')
      .where('id', '=', message.messageId)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe('');
    expect(
      await db.selectFrom('chat_files').select('upload_id').where('message_id', '=', message.messageId).execute(),
    ).toEqual([]);
    expectStatus(await parent.inject({ method: 'GET', url: new URL(photo.url, 'http://x').pathname }), 404);
  });
});

describe('files', () => {
  it('are uploaded first, attached when sent, listed in the room and read by its members only', async () => {
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    const photo = await uploadChat(parent, instId, '사진.jpg', await jpegBytes(1600, 1200), 'image/jpeg');
    const pdf = await uploadChat(parent, instId, '안내문.pdf', PDF_BYTES, 'application/pdf');
    expect(photo.phoneUrl).not.toBeNull();
    // Waiting: the uploader may read it, nobody else.
    expectStatus(await parent.inject({ method: 'GET', url: photo.url }));
    expectStatus(await teacher.inject({ method: 'GET', url: photo.url }), 404);

    const message = await say(parent, instId, channelUrl, '', { files: [photo.fileNm, pdf.fileNm] });
    expect(message.files.map((file) => [file.kind, file.originalNm])).toEqual([
      ['image', '사진.jpg'],
      ['document', '안내문.pdf'],
    ]);
    const read = await teacher.inject({ method: 'GET', url: photo.url });
    expectStatus(read);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expectStatus(await teacher.inject({ method: 'GET', url: photo.phoneUrl as string }));
    expectStatus(await student.inject({ method: 'GET', url: photo.url }), 404);
    expectStatus(await director.inject({ method: 'GET', url: pdf.url }), 404);
    const files = (await teacher.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/files`) })).json().files;
    expect(
      files.slice(0, 2).map((file: { fileNm: string; messageId: string }) => [file.fileNm, file.messageId]),
    ).toEqual([
      [photo.fileNm, message.messageId],
      [pdf.fileNm, message.messageId],
    ]);
    // Sent once: not again in another message.
    const again = await parent.inject({
      method: 'POST',
      url: url(`/rooms/${channelUrl}/messages`),
      payload: { clientId: newId(), files: [photo.fileNm] },
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a file outside the allow-lists', async () => {
    const response = await parent.inject({
      method: 'POST',
      url: url('/files'),
      ...multipartFile('run.sh', Buffer.from('#!/bin/sh\n'), 'text/plain'),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('reports', () => {
  it('take a message or a person of a room the reporter is in', async () => {
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    const message = await say(teacher, instId, channelUrl, '확인 부탁드립니다.');
    const reported = await parent.inject({
      method: 'POST',
      url: url('/reports'),
      payload: { channelUrl, messageId: message.messageId, reason: 'abuse', text: '불쾌합니다' },
    });
    expect(reported.statusCode).toBe(201);
    const rows = await db.selectFrom('chat_reports').select(['reported_user_id', 'reason', 'text']).execute();
    expect(rows).toContainEqual({ reported_user_id: teacher.userId, reason: 'abuse', text: '불쾌합니다' });
    const outsider = await student.inject({
      method: 'POST',
      url: url('/reports'),
      payload: { channelUrl, userId: teacher.userId, reason: 'spam' },
    });
    expect(outsider.statusCode).toBe(404);
  });
});

describe('quiet hours', () => {
  it('are the default until changed, hold a staff push until they end, and show families a calm notice', async () => {
    expect((await teacher.inject({ method: 'GET', url: url('/quiet-hours') })).json()).toEqual({
      enabled: true,
      start: '22:00',
      end: '08:00',
    });
    expectStatus(await parent.inject({ method: 'GET', url: url('/quiet-hours') }), 403);
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    expect((await roomAs(parent, instId, channelUrl)).quietNotice).toBeNull();

    // 23:00 in Seoul.
    clock.set('2026-11-24T14:00:00Z');
    try {
      const room = await roomAs(parent, instId, channelUrl);
      expect(room.quietNotice).toContain('선생님의 채팅 알림이 쉬는 시간');
      expect(room.quietNotice).toContain('08:00 이후');
      expect((await roomAs(teacher, instId, channelUrl)).quietNotice).toBeNull();
      // Read everything first, so this message starts a new push.
      const last = (await roomAs(teacher, instId, channelUrl)).lastSeq;
      await teacher.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/read`), payload: { seq: last } });
      const pushesBefore = (await chatPushesOf(teacher.userId)).length;
      await say(parent, instId, channelUrl, '늦게 죄송합니다. 내일 결석합니다.');
      await say(parent, instId, channelUrl, '감기 기운이 있어서요.');
      expect(await chatPushesOf(teacher.userId)).toHaveLength(pushesBefore);
      const member = await db
        .selectFrom('chat_members')
        .innerJoin('chat_rooms', 'chat_rooms.id', 'chat_members.room_id')
        .select(['push_state', 'push_held_until'])
        .where('chat_rooms.channel_url', '=', channelUrl)
        .where('chat_members.user_id', '=', teacher.userId)
        .executeTakeFirstOrThrow();
      expect(member.push_state).toBe('held');
      expect(new Date(member.push_held_until as Date).toISOString()).toBe('2026-11-24T23:00:00.000Z');

      clock.set('2026-11-24T22:59:00Z');
      expect(await sendHeldPushes({ ...appCtx(), clock })).toEqual({ sent: 0 });
      clock.set('2026-11-24T23:00:00Z');
      expect(await sendHeldPushes({ ...appCtx(), clock })).toEqual({ sent: 1 });
      const pushes = await chatPushesOf(teacher.userId);
      expect(pushes).toHaveLength(pushesBefore + 1);
      expect(pushes.at(-1)).toMatchObject({
        body: '읽지 않은 메시지 2개가 있습니다.',
        link: `/chatRoomInside/${channelUrl}`,
      });

      // Turned off: no notice at 23:00.
      clock.set('2026-11-24T14:00:00Z');
      const changed = await teacher.inject({
        method: 'PUT',
        url: url('/quiet-hours'),
        payload: { enabled: false, start: '22:00', end: '08:00' },
      });
      expect(changed.json()).toEqual({ enabled: false, start: '22:00', end: '08:00' });
      expect((await roomAs(parent, instId, channelUrl)).quietNotice).toBeNull();
    } finally {
      clock.set(NOON);
    }
  });

  it('push a family once per room while it stays unread, and again after they read it', async () => {
    const channelUrl = await directRoom(manager, instId, parent.userId);
    const before = (await chatPushesOf(parent.userId)).length;
    await say(manager, instId, channelUrl, '원비 안내드립니다.');
    await say(manager, instId, channelUrl, '확인 부탁드립니다.');
    const pushes = await chatPushesOf(parent.userId);
    expect(pushes).toHaveLength(before + 1);
    expect(pushes.at(-1)).toMatchObject({ body: '원비 안내드립니다.', link: `/chatRoomInside/${channelUrl}` });
    const room = await roomAs(parent, instId, channelUrl);
    await parent.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/read`), payload: { seq: room.lastSeq } });
    await say(manager, instId, channelUrl, '한 가지 더 있습니다.');
    expect(await chatPushesOf(parent.userId)).toHaveLength(before + 2);
    // The sender gets none.
    expect(
      (await chatPushesOf(manager.userId)).filter((push) => push.link === `/chatRoomInside/${channelUrl}`),
    ).toEqual([]);
  });
});

describe('class rooms', () => {
  it('follow enrolment live: a student who leaves is refused at once, a new one admitted with the history', async () => {
    const listed = (await teacher.inject({ method: 'GET', url: url('/class-rooms') })).json().classes as {
      classId: string;
      channelUrl: string | null;
    }[];
    expect(listed.map((entry) => entry.classId)).toContain(people.classId);
    // The director teaches nothing here: not a member of the class's room.
    expectStatus(await director.inject({ method: 'POST', url: url(`/class-rooms/${people.classId}`) }), 404);

    const channelUrl = await classRoom(teacher, instId, people.classId);
    expect(await classRoom(parent, instId, people.classId)).toBe(channelUrl);
    await say(teacher, instId, channelUrl, '이번 주 금요일은 보강이 있습니다.');
    const room = await roomAs(student, instId, channelUrl);
    expect(room).toMatchObject({ kind: 'class', classId: people.classId, me: { mayLeave: false } });
    expect(room.members.map((member) => member.userId)).toEqual(
      expect.arrayContaining([teacher.userId, parent.userId, student.userId]),
    );
    expectStatus(await student.inject({ method: 'POST', url: url(`/rooms/${channelUrl}/leave`) }), 400);
    expectStatus(
      await teacher.inject({
        method: 'POST',
        url: url(`/rooms/${channelUrl}/members`),
        payload: { userIds: [director.userId] },
      }),
      400,
    );

    // The demo student leaves the class (yesterday was the last day): refused at once, their parent too.
    await db
      .updateTable('class_students')
      .set({ end_date: '2026-11-23' })
      .where('inst_id', '=', instId)
      .where('class_id', '=', people.classId)
      .where('student_id', '=', people.childId)
      .execute();
    expectStatus(await student.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages`) }), 404);
    expectStatus(await parent.inject({ method: 'GET', url: url(`/rooms/${channelUrl}`) }), 404);
    const rooms = (await student.inject({ method: 'GET', url: url('/rooms') })).json().rooms as {
      channelUrl: string;
    }[];
    expect(rooms.map((entry) => entry.channelUrl)).not.toContain(channelUrl);

    // A newly enrolled student with an account is admitted, and sees the class's history.
    const newcomer = await anotherParent();
    const newStudentId = await insertStudent(db, instId, { studentNm: '박지우', userId: newcomer.userId });
    expectStatus(await newcomer.inject({ method: 'GET', url: url(`/rooms/${channelUrl}`) }), 404);
    await db
      .insertInto('class_students')
      .values({
        inst_id: instId,
        id: newId(),
        class_id: people.classId,
        student_id: newStudentId,
        start_date: '2026-11-24',
      })
      .execute();
    const history = (await newcomer.inject({ method: 'GET', url: url(`/rooms/${channelUrl}/messages`) })).json();
    expect(history.messages.map((message: { text: string }) => message.text)).toContain(
      '이번 주 금요일은 보강이 있습니다.',
    );

    // Re-enrol the demo student for the other tests.
    await db
      .updateTable('class_students')
      .set({ end_date: null })
      .where('inst_id', '=', instId)
      .where('class_id', '=', people.classId)
      .where('student_id', '=', people.childId)
      .execute();
  });

  it('count a message as unread for members who never opened the room', async () => {
    const channelUrl = await classRoom(teacher, instId, people.classId);
    const before = (await student.inject({ method: 'GET', url: url('/unread') })).json().totalUnread;
    await say(teacher, instId, channelUrl, '내일 시험 범위는 3단원입니다.');
    expect((await student.inject({ method: 'GET', url: url('/unread') })).json().totalUnread).toBe(before + 1);
  });
});

/** The app's context for calling a job directly (its clock replaced). */
function appCtx() {
  return { db, clock, config: {} as never, adapters: {} as never };
}
