import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { chatPeopleOf, chatUrl, roomAs } from './chat.test-helpers';

/** The demo academy's chat (db/seed/demo-chat.seed.ts), as the demo accounts see it through the API. */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const { instId, parent, student, teacher } = await chatPeopleOf(app, db, world, clock.now());

describe('the demo chat', () => {
  it('gives the demo parent a class room and two 1:1 rooms, one message unread', async () => {
    const { rooms, totalUnread } = (await parent.inject({ method: 'GET', url: chatUrl(instId, '/rooms') })).json();
    expect(totalUnread).toBe(1);
    expect(rooms.map((room: { kind: string }) => room.kind).sort()).toEqual(['class', 'direct', 'direct']);
    const unread = rooms.find((room: { unreadCount: number }) => room.unreadCount === 1);
    expect(unread.lastMessage.preview).toContain('오답 노트');
    const classRoom = rooms.find((room: { kind: string }) => room.kind === 'class');
    expect(classRoom.name).toBe('중3 수학 심화반');
    const page = (
      await student.inject({ method: 'GET', url: chatUrl(instId, `/rooms/${classRoom.channelUrl}/messages`) })
    ).json();
    expect(page.messages.map((message: { sender: { userId: string } }) => message.sender.userId)).toEqual([
      teacher.userId,
      parent.userId,
      teacher.userId,
    ]);
    // The student has read the first message only: the teacher's reply waits for them.
    expect(page.messages.map((message: { unreadCount: number }) => message.unreadCount)).toEqual([0, 1, 1]);
    expect((await roomAs(parent, instId, classRoom.channelUrl)).me.etiquetteAccepted).toBe(true);
    expect((await roomAs(student, instId, classRoom.channelUrl)).me.etiquetteAccepted).toBe(false);
  });
});
