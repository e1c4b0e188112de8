/**
 * The chat's rows for the bench, written straight into the bench database: a group room of 500
 * members signed in (the fan-out bench, bench/chat.ts), and the demo academy's rooms with the demo
 * accounts that are in them (the daily mix's room list and history).
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/db/database';
import { CSRF_HEADER, createSession } from '../apps/server/src/platform/auth/sessions';
import { newId } from '../apps/server/src/platform/ids/new-id';
import { BENCH_SESSION_COOKIE, demoAcademy } from './fixtures';

/** Rows per insert, well under PostgreSQL's limit of bound parameters per statement. */
const CHUNK = 1000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** A member of the bench's room: who, and the cookie their socket opens with. */
export type ChatBenchMember = { userId: string; cookie: string };

/**
 * An academy of its own, run by the demo director, with one group room of `members` people: the
 * director (who sends, the 에티켓 accepted) and `members − 1` students with accounts of their own,
 * each signed in once. The room and its member rows are written directly: the API caps a group at
 * GROUP_MEMBERS_MAX (100) invitations, but the socket fan-out reads a group room's member rows
 * without any limit, which is what the bench measures.
 */
export async function seedChatRoom(db: Database, members: number) {
  const director = (await demoAcademy(db)).president_user_id;
  const now = new Date();
  const instId = newId();
  await db
    .insertInto('institutes')
    .values({
      id: instId,
      inst_nm: '벤치채팅학원',
      tel_no: null,
      address: null,
      detail_address: null,
      president_user_id: director,
      biz_reg_no: null,
      logo_file_nm: null,
      intro: null,
      closed_at: null,
    })
    .execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: director, relation_cd: '020', auth_cd: '000' })
    .execute();
  const students = Array.from({ length: members - 1 }, (_, index) => ({
    id: newId(),
    login_id: `bench-chat-${index + 1}`,
    user_nm: `채팅학생${index + 1}`,
  }));
  await insertChunked(students, (chunk) => db.insertInto('users').values(chunk).execute());
  await insertChunked(students, (chunk) =>
    db
      .insertInto('memberships')
      .values(
        chunk.map((student) => ({ inst_id: instId, user_id: student.id, relation_cd: '010' as const, auth_cd: null })),
      )
      .execute(),
  );
  const roomId = newId();
  const channelUrl = `ch_${randomBytes(16).toString('base64url')}`;
  await db
    .insertInto('chat_rooms')
    .values({
      inst_id: instId,
      id: roomId,
      channel_url: channelUrl,
      kind: 'group',
      name: '전체 공지방',
      class_id: null,
      direct_key: null,
      last_message_at: null,
      created_by: director,
      created_at: now,
    })
    .execute();
  const userIds = [director, ...students.map((student) => student.id)];
  await insertChunked(userIds, (chunk) =>
    db
      .insertInto('chat_members')
      .values(
        chunk.map((userId) => ({ inst_id: instId, room_id: roomId, user_id: userId, joined_at: now, left_at: null })),
      )
      .execute(),
  );
  await db.insertInto('chat_etiquette').values({ inst_id: instId, user_id: director, accepted_at: now }).execute();
  const people: ChatBenchMember[] = [];
  let sender: Record<string, string> | undefined;
  for (const userId of userIds) {
    const session = await createSession(db, { userId, persistent: true, now });
    const cookie = `${BENCH_SESSION_COOKIE}=${session.token}`;
    people.push({ userId, cookie });
    // The director's tab that sends is another session than the one whose socket listens.
    if (userId === director) {
      const sending = await createSession(db, { userId, persistent: true, now });
      sender = { cookie: `${BENCH_SESSION_COOKIE}=${sending.token}`, [CSRF_HEADER]: sending.csrfToken };
    }
  }
  if (!sender) throw new Error('the bench room has no sender');
  return {
    instId,
    roomId,
    channelUrl,
    members: people,
    sender,
    socketPath: `/api/insts/${instId}/chat/socket`,
    messagesPath: `/api/insts/${instId}/chat/rooms/${channelUrl}/messages`,
  };
}

/**
 * The demo academy's chat rooms (db/seed/demo-chat.seed.ts: the class room of 중3 수학 심화반 and
 * the demo parent's two 1:1 rooms) as `{ channelUrl, userId }`, one per demo account in the room
 * now: who may read each room's history.
 */
export async function demoChatReaders(db: Database) {
  const inst = await demoAcademy(db);
  const rows = await db
    .selectFrom('chat_members')
    .innerJoin('chat_rooms', (join) =>
      join.onRef('chat_rooms.inst_id', '=', 'chat_members.inst_id').onRef('chat_rooms.id', '=', 'chat_members.room_id'),
    )
    .select(['chat_rooms.channel_url', 'chat_members.user_id'])
    .where('chat_members.inst_id', '=', inst.id)
    .where('chat_members.left_at', 'is', null)
    .orderBy('chat_rooms.channel_url')
    .orderBy('chat_members.user_id')
    .execute();
  if (rows.length === 0) throw new Error('the demo academy has no chat rooms');
  return { instId: inst.id, readers: rows.map((row) => ({ channelUrl: row.channel_url, userId: row.user_id })) };
}
