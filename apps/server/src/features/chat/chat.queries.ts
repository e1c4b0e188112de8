import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * The chat's queries: every one takes the academy (`instId`) and filters by it. The class-room rule
 * is SQL here once (`classMembersSql`), so access, the member list, unread counts and the socket's
 * fan-out all ask the same question.
 */

export type RoomRow = {
  inst_id: string;
  id: string;
  channel_url: string;
  kind: 'direct' | 'group' | 'class';
  name: string | null;
  class_id: string | null;
  class_nm: string | null;
  last_seq: number;
  created_at: Date;
};

/**
 * The people a class room admits on `today`, live: the class's teachers, and the own accounts and
 * guardians' accounts of the students enrolled that day — each only while an active member of the
 * academy. `filter` narrows it to some classes (given, or those of some rooms) or to one person
 * (never all empty: a full scan).
 */
export function classMembersSql(
  instId: string,
  today: IsoDate,
  filter: { classIds?: readonly string[]; userId?: string; ofRooms?: readonly string[] },
): RawBuilder<{ class_id: string; user_id: string }> {
  const classes = filter.classIds
    ? sql`and x.class_id = any(${[...filter.classIds]}::uuid[])`
    : filter.ofRooms
      ? sql`and x.class_id in (select r.class_id from chat_rooms r
              where r.inst_id = ${instId} and r.id = any(${[...filter.ofRooms]}::uuid[]) and r.kind = 'class')`
      : sql``;
  const person = filter.userId ? sql`and x.user_id = ${filter.userId}` : sql``;
  const enrolled = sql`cs.inst_id = ${instId} and cs.start_date <= ${today}::date
    and (cs.end_date is null or cs.end_date >= ${today}::date)`;
  return sql<{ class_id: string; user_id: string }>`(
    select distinct x.class_id, x.user_id from (
      select ct.class_id, ct.user_id from class_teachers ct where ct.inst_id = ${instId}
      union all
      select cs.class_id, s.user_id from class_students cs
        join students s on s.inst_id = cs.inst_id and s.id = cs.student_id
       where ${enrolled} and s.user_id is not null
      union all
      select cs.class_id, g.user_id from class_students cs
        join student_guardians g on g.inst_id = cs.inst_id and g.student_id = cs.student_id
       where ${enrolled} and g.user_id is not null
    ) x
    join memberships m on m.inst_id = ${instId} and m.user_id = x.user_id and m.status = 'active'
    where true ${classes} ${person})`;
}

/**
 * The active members of some rooms, as `(room_id, user_id)`: the member rows of 1:1 and group
 * rooms (of people still members of the academy), and the class rule for class rooms.
 */
export function roomMembersSql(
  instId: string,
  today: IsoDate,
  roomIds: readonly string[],
): RawBuilder<{ room_id: string; user_id: string }> {
  const rooms = [...roomIds];
  return sql<{ room_id: string; user_id: string }>`(
    select cm.room_id, cm.user_id from chat_members cm
      join chat_rooms r on r.inst_id = cm.inst_id and r.id = cm.room_id and r.kind <> 'class'
      join memberships m on m.inst_id = cm.inst_id and m.user_id = cm.user_id and m.status = 'active'
     where cm.inst_id = ${instId} and cm.room_id = any(${rooms}::uuid[]) and cm.left_at is null
    union all
    select r.id, c.user_id from chat_rooms r
      join ${classMembersSql(instId, today, { ofRooms: rooms })} c on c.class_id = r.class_id
     where r.inst_id = ${instId} and r.id = any(${rooms}::uuid[]) and r.kind = 'class')`;
}

const roomColumns = sql`r.inst_id, r.id, r.channel_url, r.kind, r.name, r.class_id, cl.class_nm, r.last_seq, r.created_at`;

export async function roomByChannel(db: Executor, instId: string, channelUrl: string): Promise<RoomRow | undefined> {
  const { rows } = await sql<RoomRow>`
    select ${roomColumns} from chat_rooms r
      left join classes cl on cl.inst_id = r.inst_id and cl.id = r.class_id
     where r.inst_id = ${instId} and r.channel_url = ${channelUrl}`.execute(db);
  return rows[0];
}

/** Locks the room's row for the rest of the transaction (sends, invites), answering its count of messages. */
export async function lockRoom(trx: Executor, instId: string, roomId: string): Promise<number> {
  const row = await trx
    .selectFrom('chat_rooms')
    .select('last_seq')
    .where('inst_id', '=', instId)
    .where('id', '=', roomId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.last_seq;
}

export type MemberRow = { joined_seq: number; last_read_seq: number; left_at: Date | null };

export async function memberRow(
  db: Executor,
  instId: string,
  roomId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('chat_members')
    .select(['joined_seq', 'last_read_seq', 'left_at'])
    .where('inst_id', '=', instId)
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The read position of a class room's member, made the first time they list or open it: starting at
 * the room's last message then (`startAt`: the room's `last_seq`, or one before a message sent now).
 */
export async function ensureClassMemberRows(
  db: Executor,
  instId: string,
  input: { roomIds: readonly string[]; userIds?: readonly string[]; today: IsoDate; now: Date; behind?: number },
): Promise<void> {
  if (input.roomIds.length === 0) return;
  const people = input.userIds ? sql`and x.user_id = any(${[...input.userIds]}::uuid[])` : sql``;
  await sql`
    insert into chat_members (inst_id, room_id, user_id, joined_seq, last_read_seq, joined_at)
    select ${instId}, x.room_id, x.user_id, 0, greatest(0, r.last_seq - ${input.behind ?? 0}), ${input.now}::timestamptz
      from ${roomMembersSql(instId, input.today, input.roomIds)} x
      join chat_rooms r on r.inst_id = ${instId} and r.id = x.room_id and r.kind = 'class'
     where true ${people}
    on conflict (inst_id, room_id, user_id) do nothing`.execute(db);
}

/** Whether the person is an active member of the academy now. */
export async function activeMembersOf(db: Executor, instId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('memberships')
    .select(['user_id', 'relation_cd'])
    .where('inst_id', '=', instId)
    .where('user_id', 'in', [...userIds])
    .where('status', '=', 'active')
    .execute();
}

export type PersonRow = {
  user_id: string;
  user_nm: string;
  status: string;
  relation_cd: string | null;
  member: boolean;
  profile_upload_id: string | null;
};

/** People as the academy shows them (its display name), whether or not still members. */
export async function peopleOf(db: Executor, instId: string, userIds: readonly string[]): Promise<PersonRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<PersonRow>`
    select u.id as user_id, coalesce(m.display_nm, u.user_nm) as user_nm, u.status, m.relation_cd,
           (m.status = 'active') is true as member, u.profile_upload_id
      from users u
      left join memberships m on m.inst_id = ${instId} and m.user_id = u.id
     where u.id = any(${[...userIds]}::uuid[])`.execute(db);
  return rows;
}

export type RoomListRow = RoomRow & {
  last_read_seq: number;
  joined_seq: number;
  last_message_at: Date | null;
  message_kind: 'user' | 'system' | null;
  message_text: string | null;
  message_deleted: boolean | null;
  message_files: number | null;
  message_sender: string | null;
  sender_nm: string | null;
  sender_status: string | null;
};

/**
 * The rooms the person is in now, newest activity first, with each room's last message: 1:1 and
 * group rooms by their member rows, class rooms by the class rule (their member rows are made first,
 * `ensureClassMemberRows`). One statement.
 */
export async function roomsOfPerson(db: Executor, instId: string, userId: string, today: IsoDate) {
  const { rows } = await sql<RoomListRow>`
    select ${roomColumns}, cm.last_read_seq, cm.joined_seq, r.last_message_at,
           lm.kind as message_kind, lm.text as message_text, lm.deleted_at is not null as message_deleted,
           (select count(*)::int from chat_files f where f.inst_id = lm.inst_id and f.message_id = lm.id) as message_files,
           lm.sender_user_id as message_sender, coalesce(sm.display_nm, su.user_nm) as sender_nm, su.status as sender_status
      from chat_rooms r
      join chat_members cm on cm.inst_id = r.inst_id and cm.room_id = r.id and cm.user_id = ${userId}
      left join classes cl on cl.inst_id = r.inst_id and cl.id = r.class_id
      left join chat_messages lm on lm.inst_id = r.inst_id and lm.room_id = r.id and lm.seq = r.last_seq
                                and lm.seq > cm.joined_seq
      left join users su on su.id = lm.sender_user_id
      left join memberships sm on sm.inst_id = r.inst_id and sm.user_id = lm.sender_user_id
     where r.inst_id = ${instId}
       and ((r.kind <> 'class' and cm.left_at is null)
         or (r.kind = 'class' and r.class_id in (select class_id from ${classMembersSql(instId, today, { userId })} mine)))
     order by coalesce(r.last_message_at, r.created_at) desc, r.id desc`.execute(db);
  return rows;
}

/** The class rooms (made or not) of the classes whose room admits the person now. */
export async function classRoomsOfPerson(db: Executor, instId: string, userId: string, today: IsoDate) {
  const { rows } = await sql<{
    class_id: string;
    class_nm: string;
    room_id: string | null;
    channel_url: string | null;
    last_seq: number | null;
    last_read_seq: number | null;
  }>`
    select cl.id as class_id, cl.class_nm, r.id as room_id, r.channel_url, r.last_seq, cm.last_read_seq
      from ${classMembersSql(instId, today, { userId })} mine
      join classes cl on cl.inst_id = ${instId} and cl.id = mine.class_id
      left join chat_rooms r on r.inst_id = cl.inst_id and r.class_id = cl.id
      left join chat_members cm on cm.inst_id = r.inst_id and cm.room_id = r.id and cm.user_id = ${userId}
     order by cl.class_nm, cl.id`.execute(db);
  return rows;
}

/** How many people each class's room admits now. */
export async function classMemberCounts(db: Executor, instId: string, classIds: readonly string[], today: IsoDate) {
  if (classIds.length === 0) return new Map<string, number>();
  const { rows } = await sql<{ class_id: string; count: number }>`
    select c.class_id, count(*)::int as count from ${classMembersSql(instId, today, { classIds })} c
     group by c.class_id`.execute(db);
  return new Map(rows.map((row) => [row.class_id, row.count]));
}

export type RoomPersonRow = PersonRow & {
  room_id: string;
  last_read_seq: number | null;
  member_count: number;
  place: number;
};

/**
 * The members of some rooms with their read positions, each room's count, and each member's place
 * in the room's list (the reader last, then by name): `places` keeps only the first ones (the
 * room's faces); none, everybody.
 */
export async function membersOfRooms(
  db: Executor,
  instId: string,
  input: { roomIds: readonly string[]; today: IsoDate; reader: string | null; places?: number },
): Promise<RoomPersonRow[]> {
  if (input.roomIds.length === 0) return [];
  const limit = input.places === undefined ? sql`` : sql`where x.place <= ${input.places}`;
  const { rows } = await sql<RoomPersonRow>`
    select * from (
      select rm.room_id, rm.user_id, coalesce(m.display_nm, u.user_nm) as user_nm, u.status, m.relation_cd,
             true as member, u.profile_upload_id, cm.last_read_seq,
             count(*) over (partition by rm.room_id)::int as member_count,
             row_number() over (partition by rm.room_id
               order by (rm.user_id = ${input.reader}::uuid) is true, coalesce(m.display_nm, u.user_nm), rm.user_id)::int as place
        from ${roomMembersSql(instId, input.today, input.roomIds)} rm
        join users u on u.id = rm.user_id
        join memberships m on m.inst_id = ${instId} and m.user_id = rm.user_id
        left join chat_members cm on cm.inst_id = ${instId} and cm.room_id = rm.room_id and cm.user_id = rm.user_id
    ) x ${limit}
    order by x.room_id, x.place`.execute(db);
  return rows;
}

export type MessageRow = {
  id: string;
  room_id: string;
  channel_url: string;
  seq: number;
  kind: 'user' | 'system';
  sender_user_id: string | null;
  client_id: string | null;
  text: string;
  created_at: Date;
  deleted_at: Date | null;
};

const messageColumns = sql`msg.id, msg.room_id, r.channel_url, msg.seq, msg.kind, msg.sender_user_id, msg.client_id,
  msg.text, msg.created_at, msg.deleted_at`;

/** A page of a room's messages after `floor` (the member's join): the newest, before a seq, or after one. */
export async function messagesPage(
  db: Executor,
  instId: string,
  input: { roomId: string; floor: number; before?: number; after?: number; limit: number },
): Promise<MessageRow[]> {
  const after = Math.max(input.floor, input.after ?? 0);
  const before = input.before === undefined ? sql`` : sql`and msg.seq < ${input.before}`;
  // Catching up reads oldest first from `after`; otherwise newest first, turned around by the caller.
  const order = input.after !== undefined ? sql`msg.seq asc` : sql`msg.seq desc`;
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from chat_messages msg
      join chat_rooms r on r.inst_id = msg.inst_id and r.id = msg.room_id
     where msg.inst_id = ${instId} and msg.room_id = ${input.roomId} and msg.seq > ${after} ${before}
     order by ${order} limit ${input.limit + 1}`.execute(db);
  return rows;
}

/** Messages by id, of any of the given academies (the socket's fan-out reads what an event names). */
export async function messagesByIds(db: Executor, instIds: readonly string[], ids: readonly string[]) {
  if (ids.length === 0 || instIds.length === 0) return [];
  const { rows } = await sql<MessageRow & { inst_id: string }>`
    select ${messageColumns}, msg.inst_id from chat_messages msg
      join chat_rooms r on r.inst_id = msg.inst_id and r.id = msg.room_id
     where msg.inst_id = any(${[...instIds]}::uuid[]) and msg.id = any(${[...ids]}::uuid[])
     order by msg.seq`.execute(db);
  return rows;
}

export async function messageByClientId(
  db: Executor,
  instId: string,
  input: { roomId: string; senderId: string; clientId: string },
): Promise<MessageRow | undefined> {
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from chat_messages msg
      join chat_rooms r on r.inst_id = msg.inst_id and r.id = msg.room_id
     where msg.inst_id = ${instId} and msg.room_id = ${input.roomId}
       and msg.sender_user_id = ${input.senderId} and msg.client_id = ${input.clientId}`.execute(db);
  return rows[0];
}

export async function messageInRoom(
  db: Executor,
  instId: string,
  roomId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from chat_messages msg
      join chat_rooms r on r.inst_id = msg.inst_id and r.id = msg.room_id
     where msg.inst_id = ${instId} and msg.room_id = ${roomId} and msg.id = ${messageId}`.execute(db);
  return rows[0];
}

export type ChatFileRow = {
  upload_id: string;
  phone_upload_id: string | null;
  message_id: string | null;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: string;
  width: number | null;
  height: number | null;
  storage_key: string;
  phone_storage_key: string | null;
};

const fileColumns = sql`f.upload_id, f.phone_upload_id, f.message_id, f.kind, f.original_nm, f.content_type,
  f.size_bytes, f.width, f.height, u.storage_key, pu.storage_key as phone_storage_key`;

/** The files of some messages, in their order. */
export async function filesOfMessages(
  db: Executor,
  instId: string,
  messageIds: readonly string[],
): Promise<ChatFileRow[]> {
  if (messageIds.length === 0) return [];
  const { rows } = await sql<ChatFileRow>`
    select ${fileColumns} from chat_files f
      join uploads u on u.id = f.upload_id
      left join uploads pu on pu.id = f.phone_upload_id
     where f.inst_id = ${instId} and f.message_id = any(${[...messageIds]}::uuid[])
     order by f.message_id, f.sort_order`.execute(db);
  return rows;
}

/** The files of a room's messages the member may see, newest first. */
export async function filesOfRoom(
  db: Executor,
  instId: string,
  input: { roomId: string; floor: number; limit: number },
) {
  const { rows } = await sql<ChatFileRow & { sent_at: Date; sender_user_id: string | null }>`
    select ${fileColumns}, msg.created_at as sent_at, msg.sender_user_id from chat_files f
      join chat_messages msg on msg.inst_id = f.inst_id and msg.id = f.message_id
      join uploads u on u.id = f.upload_id
      left join uploads pu on pu.id = f.phone_upload_id
     where f.inst_id = ${instId} and f.room_id = ${input.roomId} and msg.seq > ${input.floor}
       and msg.deleted_at is null
     order by msg.seq desc, f.sort_order limit ${input.limit}`.execute(db);
  return rows;
}

/** A chat file by its upload id: its room (null while it waits for its message) and uploader. */
export async function chatFileById(db: Executor, instId: string, uploadId: string) {
  return db
    .selectFrom('chat_files')
    .select(['upload_id', 'room_id', 'uploader_user_id', 'message_id'])
    .where('inst_id', '=', instId)
    .where((eb) => eb.or([eb('upload_id', '=', uploadId), eb('phone_upload_id', '=', uploadId)]))
    .executeTakeFirst();
}

/** The quiet hours of some staff members (none stored: the default). */
export async function quietHoursOf(db: Executor, instId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('chat_quiet_hours')
    .select(['user_id', 'enabled', 'start_time', 'end_time'])
    .where('inst_id', '=', instId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function familiesMayChat(db: Executor, instId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_settings')
    .select('families_may_chat')
    .where('inst_id', '=', instId)
    .executeTakeFirst();
  return row?.families_may_chat ?? false;
}

/** Unread messages over every room the person is in now (the navigation badge). One statement. */
export async function totalUnreadOf(db: Executor, instId: string, userId: string, today: IsoDate): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(greatest(0, r.last_seq - cm.last_read_seq)), 0)::int as total
      from chat_rooms r
      join chat_members cm on cm.inst_id = r.inst_id and cm.room_id = r.id and cm.user_id = ${userId}
     where r.inst_id = ${instId}
       and ((r.kind <> 'class' and cm.left_at is null)
         or (r.kind = 'class' and r.class_id in (select class_id from ${classMembersSql(instId, today, { userId })} mine)))`.execute(
    db,
  );
  return rows[0]?.total ?? 0;
}

/** The person's read positions in the class rooms that admit them now, made where missing (at the rooms' last message). */
export async function ensureOwnClassRows(
  db: Executor,
  instId: string,
  input: { userId: string; today: IsoDate; now: Date },
): Promise<void> {
  await sql`
    insert into chat_members (inst_id, room_id, user_id, joined_seq, last_read_seq, joined_at)
    select r.inst_id, r.id, ${input.userId}, 0, r.last_seq, ${input.now}::timestamptz
      from chat_rooms r
     where r.inst_id = ${instId} and r.kind = 'class'
       and r.class_id in (select class_id from ${classMembersSql(instId, input.today, { userId: input.userId })} mine)
    on conflict (inst_id, room_id, user_id) do nothing`.execute(db);
}
