import type { MessageView, SocketServerEvent } from '@academy/domain/chat/chat.schema';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { createKysely } from '../../db/connect';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { LISTENER_APPLICATION_NAME } from '../../platform/events/event-bus';
import { type Caller, callerFor, tempDataDir } from '../classes/classes.test-helpers';
import { SOCKETS_PER_PERSON } from './chat.socket';
import { acceptEtiquette, chatPeopleOf, chatUrl, classRoom, directRoom, say } from './chat.test-helpers';

/**
 * The chat's sockets across server processes: two app instances, each with its own pool as two
 * processes would have, on one database. A message posted through one reaches a socket held by the
 * other (the event bus); a socket that drops and reconnects catches up with GET messages?after and
 * holds every message exactly once; a visitor, another academy's member and a former class member
 * get nothing.
 */

const { db, url } = await createTestDatabase();
const otherDb = createKysely(url, 4);
const clock = fixedClock('2026-11-24T03:00:00Z');
const dataDir = tempDataDir();
const apps = await Promise.all(
  [db, otherDb].map((database) =>
    buildApp({ config: testConfig({ DATA_DIR: dataDir }), db: database, clock, logger: false, databaseUrl: url }),
  ),
);
const [appA, appB] = apps as [FastifyInstance, FastifyInstance];
await Promise.all(apps.map((app) => app.ready()));
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await otherDb.destroy();
});

// Both processes listen on every chat channel before anything is sent.
await vi.waitFor(
  async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}
         and query like 'listen "chat-rooms"'`.execute(db);
    expect(rows[0]?.n).toBe(2);
  },
  { timeout: 5000, interval: 50 },
);

const world = await createMatrixWorld(db, clock.now());
const people = await chatPeopleOf(appA, db, world, clock.now());
const { instId, teacher, parent, student } = people;
await acceptEtiquette(instId, teacher, parent, student);
/** The same people talking to process B. */
const onB = async (caller: Caller) => callerFor(appB, db, caller.userId, clock.now());

type Socket = Awaited<ReturnType<FastifyInstance['injectWS']>>;
type Listening = { socket: Socket; events: SocketServerEvent[]; closed: Promise<void> };

/** A signed-in socket on `app` collecting what the server sends. */
async function connect(
  app: FastifyInstance,
  userId: string | null,
  options: { autoPong?: boolean; origin?: string } = {},
) {
  // A browser's handshake: the page's origin and the address asked for.
  const headers: Record<string, string> = options.origin ? { origin: options.origin, host: 'academy.test' } : {};
  if (userId) {
    const session = await createSession(db, { userId, persistent: true, now: clock.now() });
    headers.cookie = `${SESSION_COOKIE}=${session.token}`;
    headers[CSRF_HEADER] = session.csrfToken;
  }
  const events: SocketServerEvent[] = [];
  const socket = await app.injectWS(
    `/api/insts/${instId}/chat/socket`,
    { headers },
    {
      onInit: (ws) => {
        // A browser answers protocol pings by itself (the injected client only when told to); off plays
        // a client whose end stopped answering.
        (ws as unknown as { _autoPong: boolean })._autoPong = options.autoPong ?? true;
        ws.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
      },
    },
  );
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, events, closed } satisfies Listening;
}

const messagesIn = (events: readonly SocketServerEvent[]) =>
  events.flatMap((event) => (event.type === 'message' ? [event.message] : []));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat sockets across two server processes', () => {
  it('deliver a message posted through process A to a socket held by process B, and its read', async () => {
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    const parentOnB = await connect(appB, parent.userId);
    const teacherOnA = await connect(appA, teacher.userId);
    const sent = await say(teacher, instId, channelUrl, '내일 수업 자료 올려 두었습니다.');
    await vi.waitFor(() =>
      expect(messagesIn(parentOnB.events).map((message) => message.messageId)).toEqual([sent.messageId]),
    );
    expect(messagesIn(parentOnB.events)[0]).toMatchObject({
      channelUrl,
      seq: sent.seq,
      text: sent.text,
      unreadCount: 1,
    });
    // The sender's other tabs hear of it too.
    await vi.waitFor(() => expect(messagesIn(teacherOnA.events)).toHaveLength(1));

    const parentB = await onB(parent);
    await parentB.inject({
      method: 'POST',
      url: chatUrl(instId, `/rooms/${channelUrl}/read`),
      payload: { seq: sent.seq },
    });
    await vi.waitFor(() =>
      expect(teacherOnA.events).toContainEqual({ type: 'read', channelUrl, userId: parent.userId, seq: sent.seq }),
    );
    // The client's heartbeat is answered.
    parentOnB.socket.send(JSON.stringify({ type: 'ping' }));
    await vi.waitFor(() => expect(parentOnB.events).toContainEqual({ type: 'pong' }));
    parentOnB.socket.terminate();
    teacherOnA.socket.terminate();
  });

  it('lets a socket that dropped catch up on reconnect, holding each message exactly once', async () => {
    const channelUrl = await directRoom(teacher, instId, parent.userId);
    const held = new Map<number, MessageView>();
    const hold = (messages: readonly MessageView[]) => {
      for (const message of messages) {
        expect(held.has(message.seq), `seq ${message.seq} twice`).toBe(false);
        held.set(message.seq, message);
      }
    };
    const first = await connect(appB, parent.userId);
    const one = await say(teacher, instId, channelUrl, '첫 번째 안내');
    await vi.waitFor(() => expect(messagesIn(first.events)).toHaveLength(1));
    hold(messagesIn(first.events));

    // The connection drops; a message is sent meanwhile, through the other process.
    first.socket.terminate();
    await first.closed;
    await vi.waitFor(() => expect(appB.chatHub.socketsOf(parent.userId)).toBe(0));
    const two = await say(teacher, instId, channelUrl, '두 번째 안내 (끊긴 사이)');

    const second = await connect(appB, parent.userId);
    const lastHeld = Math.max(...held.keys());
    const parentB = await onB(parent);
    const missed = await parentB.inject({
      method: 'GET',
      url: chatUrl(instId, `/rooms/${channelUrl}/messages?after=${lastHeld}`),
    });
    hold(missed.json().messages);
    const three = await say(teacher, instId, channelUrl, '세 번째 안내');
    await vi.waitFor(() => expect(messagesIn(second.events)).toHaveLength(1));
    hold(messagesIn(second.events));
    expect([...held.values()].map((message) => message.messageId)).toEqual([
      one.messageId,
      two.messageId,
      three.messageId,
    ]);
    expect([...held.keys()]).toEqual([one.seq, two.seq, three.seq]);
    second.socket.terminate();
  });

  it('refuses a visitor and another academy member at the upgrade, and sends a former class member nothing', async () => {
    await expect(connect(appA, null)).rejects.toThrow('Unexpected server response: 401');
    await expect(connect(appB, world.users.other)).rejects.toThrow('Unexpected server response: 404');

    const channelUrl = await classRoom(teacher, instId, people.classId);
    const studentOnB = await connect(appB, student.userId);
    const parentOnB = await connect(appB, parent.userId);
    await say(teacher, instId, channelUrl, '이번 주 숙제입니다.');
    await vi.waitFor(() => expect(messagesIn(studentOnB.events)).toHaveLength(1));

    // The demo student leaves the class: the next message reaches neither them nor their parent.
    await db
      .updateTable('class_students')
      .set({ end_date: '2026-11-23' })
      .where('inst_id', '=', instId)
      .where('class_id', '=', people.classId)
      .where('student_id', '=', people.childId)
      .execute();
    const teacherOnB = await connect(appB, teacher.userId);
    await say(teacher, instId, channelUrl, '다음 주 시험 범위입니다.');
    await vi.waitFor(() => expect(messagesIn(teacherOnB.events)).toHaveLength(1));
    await pause(100);
    expect(messagesIn(studentOnB.events)).toHaveLength(1);
    expect(messagesIn(parentOnB.events)).toHaveLength(1);
    for (const listening of [studentOnB, parentOnB, teacherOnB]) listening.socket.terminate();
  });

  it('refuses a handshake from another site’s page, which would carry the member’s cookie', async () => {
    await expect(connect(appA, parent.userId, { origin: 'https://evil.example' })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    expect(appA.chatHub.socketsOf(parent.userId)).toBe(0);
    // The app's own page (the address asked for, no public origin configured) is let in.
    const own = await connect(appA, parent.userId, { origin: 'http://academy.test' });
    expect(appA.chatHub.socketsOf(parent.userId)).toBe(1);
    own.socket.terminate();
  });

  it('holds at most SOCKETS_PER_PERSON sockets of one person, closing the oldest, and ends one sending a huge frame', async () => {
    const opened: Listening[] = [];
    for (let index = 0; index < SOCKETS_PER_PERSON + 3; index += 1) opened.push(await connect(appA, student.userId));
    await Promise.all(opened.slice(0, 3).map((listening) => listening.closed));
    expect(appA.chatHub.socketsOf(student.userId)).toBe(SOCKETS_PER_PERSON);
    for (const listening of opened.slice(3)) listening.socket.terminate();

    const flooding = await connect(appA, parent.userId);
    flooding.socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(10_000) }));
    await flooding.closed;
    await vi.waitFor(() => expect(appA.chatHub.socketsOf(parent.userId)).toBe(0));
  });

  it('ends a socket that stops answering the heartbeat, and keeps one that answers', async () => {
    const silent = await connect(appA, parent.userId, { autoPong: false });
    const answering = await connect(appA, teacher.userId);
    appA.chatHub.sweep();
    await pause(50);
    appA.chatHub.sweep();
    await silent.closed;
    expect(appA.chatHub.socketsOf(parent.userId)).toBe(0);
    expect(appA.chatHub.socketsOf(teacher.userId)).toBe(1);
    answering.socket.terminate();
  });
});
