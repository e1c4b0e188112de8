import { randomBytes } from 'node:crypto';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';
import { publish } from '../../platform/events/events';
import { newId } from '../../platform/ids/new-id';
import { classMembersSql, type MemberRow, memberRow, type RoomRow, roomByChannel } from './chat.queries';

/**
 * The room rule, once: a person reaches a 1:1 or group room while its member row says so, and a
 * class room while the class rule admits them now (a student who left the class is refused at
 * once, a newly enrolled one admitted); any other room answers 404, like another academy's.
 */

export const ROOM_NOT_FOUND = '대화방을 찾을 수 없습니다. 나갔거나 참여하지 않은 대화방입니다.';
export const MANAGERS_ONLY = '대화방 관리는 원장·실장·강사만 할 수 있습니다.';

/** A new room's name to the outside: `ch_` and 22 url-safe characters of 16 random bytes. */
export const newChannelUrl = () => `ch_${randomBytes(16).toString('base64url')}`;

/** A room the caller reached, their read position and the first message they may see (after `floor`). */
export type RoomAccess = { room: RoomRow; member: MemberRow; floor: number };

/** Whether the class rule admits the person to the class's room on `today`. */
export async function classAdmits(
  db: Executor,
  instId: string,
  input: { classId: string; userId: string; today: IsoDate },
): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    select 1 as one from ${classMembersSql(instId, input.today, { classIds: [input.classId], userId: input.userId })} c`.execute(
    db,
  );
  return rows.length > 0;
}

/** The room by its channel url if the caller is in it now (a class room's read position made on first use); else 404. */
export async function reachRoom(
  db: Executor,
  caller: Caller,
  input: { channelUrl: string; today: IsoDate; now: Date },
): Promise<RoomAccess> {
  const room = await roomByChannel(db, caller.instId, input.channelUrl);
  if (!room) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  if (room.kind === 'class') {
    const admitted =
      room.class_id !== null &&
      (await classAdmits(db, caller.instId, { classId: room.class_id, userId: caller.userId, today: input.today }));
    if (!admitted) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
    const member =
      (await memberRow(db, caller.instId, room.id, caller.userId)) ??
      (await insertClassMember(db, caller.instId, {
        roomId: room.id,
        userId: caller.userId,
        at: room.last_seq,
        now: input.now,
      }));
    return { room, member, floor: 0 };
  }
  const member = await memberRow(db, caller.instId, room.id, caller.userId);
  if (!member || member.left_at !== null) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return { room, member, floor: member.joined_seq };
}

async function insertClassMember(
  db: Executor,
  instId: string,
  input: { roomId: string; userId: string; at: number; now: Date },
): Promise<MemberRow> {
  await db
    .insertInto('chat_members')
    .values({
      inst_id: instId,
      room_id: input.roomId,
      user_id: input.userId,
      joined_seq: 0,
      last_read_seq: input.at,
      joined_at: input.now,
    })
    .onConflict((conflict) => conflict.columns(['inst_id', 'room_id', 'user_id']).doNothing())
    .execute();
  const row = await memberRow(db, instId, input.roomId, input.userId);
  if (!row) throw new AppError('NOT_FOUND', ROOM_NOT_FOUND);
  return row;
}

/**
 * A system line ('김하나 님이 들어왔습니다.') as the room's next message, inside the transaction
 * that locked the room; the actor's read position moves past it. Published to the room's sockets
 * when the transaction commits.
 */
export async function addSystemLine(
  trx: Executor,
  instId: string,
  input: { roomId: string; text: string; actorId: string; now: Date },
): Promise<number> {
  const room = await trx
    .updateTable('chat_rooms')
    .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: input.now }))
    .where('inst_id', '=', instId)
    .where('id', '=', input.roomId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  const id = newId();
  await trx
    .insertInto('chat_messages')
    .values({
      inst_id: instId,
      id,
      room_id: input.roomId,
      seq: room.last_seq,
      kind: 'system',
      sender_user_id: null,
      client_id: null,
      text: input.text,
      created_at: input.now,
    })
    .execute();
  await trx
    .updateTable('chat_members')
    .set({ last_read_seq: room.last_seq })
    .where('inst_id', '=', instId)
    .where('room_id', '=', input.roomId)
    .where('user_id', '=', input.actorId)
    .where('left_at', 'is', null)
    .execute();
  await publish(trx, 'chat-messages', [id]);
  return room.last_seq;
}

/** Tells the room's sockets (and `alsoTell`, e.g. a removed member) to read the room again. */
export async function announceRoom(db: Executor, roomId: string, alsoTell: readonly string[] = []): Promise<void> {
  await publish(db, 'chat-rooms', [roomId, ...alsoTell.map((userId) => `${roomId}.${userId}`)]);
}
