import { isStaffRole } from '@academy/domain/access/access.roles';
import {
  DIRECT_ROOM_REFUSAL_MESSAGES,
  directRoomRefusal,
  GROUP_MEMBERS_MAX,
  isQuietAt,
  managesRooms,
  QUIET_HOURS_DEFAULT,
  type QuietHours,
  quietNoticeOf,
  unreadCountOf,
} from '@academy/domain/chat/chat.rules';
import type {
  ChatPersonView,
  ClassRoomsResponse,
  ContactsQuery,
  ContactsResponse,
  CreateRoomBody,
  InviteBody,
  RenameRoomBody,
  RoomCreatedResponse,
  RoomResponse,
  RoomsResponse,
  UnreadResponse,
} from '@academy/domain/chat/chat.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { personViewOf, roleOfRow, roomCardOf, roomNameOf, UNKNOWN_PERSON } from './chat.mappers';
import {
  activeMembersOf,
  classMemberCounts,
  classRoomsOfPerson,
  ensureOwnClassRows,
  familiesMayChat,
  lockRoom,
  membersOfRooms,
  peopleOf,
  quietHoursOf,
  type RoomPersonRow,
  roomsOfPerson,
  totalUnreadOf,
} from './chat.queries';
import {
  addSystemLine,
  announceRoom,
  classAdmits,
  MANAGERS_ONLY,
  newChannelUrl,
  type RoomAccess,
  reachRoom,
} from './chat.rooms';

/** Rooms: the list and the badge, opening 1:1, group and class rooms, a room's page, its name and members. */

const todayOf = (ctx: AppContext) => businessDateOf(ctx.clock.now());

/** GET …/chat/rooms: the caller's rooms, newest activity first, with unread counts (a bounded number of statements). */
export async function listRooms(ctx: AppContext, caller: Caller): Promise<RoomsResponse> {
  const today = todayOf(ctx);
  await ensureOwnClassRows(ctx.db, caller.instId, { userId: caller.userId, today, now: ctx.clock.now() });
  const rows = await roomsOfPerson(ctx.db, caller.instId, caller.userId, today);
  const faces = await membersOfRooms(ctx.db, caller.instId, {
    roomIds: rows.map((row) => row.id),
    today,
    reader: caller.userId,
    places: 4,
  });
  const byRoom = new Map<string, RoomPersonRow[]>();
  for (const face of faces) byRoom.set(face.room_id, [...(byRoom.get(face.room_id) ?? []), face]);
  const rooms = rows.map((row) => {
    const members = byRoom.get(row.id) ?? [];
    const others = members.filter((member) => member.user_id !== caller.userId).map((m) => personViewOf(ctx, m));
    const senderNm =
      row.message_kind !== 'user' ? null : row.sender_status === 'withdrawn' ? UNKNOWN_PERSON : row.sender_nm;
    return roomCardOf(row, { count: members[0]?.member_count ?? 0, faces: others }, senderNm);
  });
  return { rooms, totalUnread: rooms.reduce((total, room) => total + room.unreadCount, 0) };
}

/** GET …/chat/unread: the navigation badge. */
export async function unreadTotal(ctx: AppContext, caller: Caller): Promise<UnreadResponse> {
  return { totalUnread: await totalUnreadOf(ctx.db, caller.instId, caller.userId, todayOf(ctx)) };
}

const CONTACTS_MAX = 100;

/** GET …/chat/contacts: the people the caller may open a 1:1 room with (staff also invite them). */
export async function contacts(ctx: AppContext, caller: Caller, query: ContactsQuery): Promise<ContactsResponse> {
  const families = isStaffRole(caller.role) || (await familiesMayChat(ctx.db, caller.instId));
  const staffOnly = families ? sql`` : sql`and m.relation_cd in ('020', '030', '050')`;
  const named = query.q
    ? sql`and coalesce(m.display_nm, u.user_nm) ilike ${`%${query.q.replace(/[%_\\]/g, '\\$&')}%`}`
    : sql``;
  const { rows } = await sql<{
    user_id: string;
    user_nm: string;
    status: string;
    relation_cd: string | null;
    member: boolean;
    profile_upload_id: string | null;
  }>`
    select u.id as user_id, coalesce(m.display_nm, u.user_nm) as user_nm, u.status, m.relation_cd, true as member,
           u.profile_upload_id
      from memberships m join users u on u.id = m.user_id
     where m.inst_id = ${caller.instId} and m.status = 'active' and u.status = 'active' and m.user_id <> ${caller.userId}
       ${staffOnly} ${named}
       and not exists (select 1 from chat_blocks b where b.inst_id = m.inst_id
                         and b.blocker_user_id = m.user_id and b.blocked_user_id = ${caller.userId})
     order by (m.relation_cd is null), m.relation_cd, coalesce(m.display_nm, u.user_nm), u.id
     limit ${CONTACTS_MAX}`.execute(ctx.db);
  return { people: rows.map((row) => personViewOf(ctx, row)) };
}

/** POST …/chat/rooms: a 1:1 room (the pair's one room, opened again) or a group room made by staff. */
export async function createRoom(ctx: AppContext, caller: Caller, body: CreateRoomBody): Promise<RoomCreatedResponse> {
  const now = ctx.clock.now();
  if (body.kind === 'direct') return openDirectRoom(ctx, caller, body.userId, now);
  if (!managesRooms(caller.role)) throw new AppError('FORBIDDEN', '그룹 대화방은 원장·실장·강사만 만들 수 있습니다.');
  const invited = [...new Set(body.userIds)].filter((userId) => userId !== caller.userId);
  await assertMembers(ctx.db, caller, invited);
  if (invited.length + 1 > GROUP_MEMBERS_MAX) throw groupFull();
  const roomId = newId();
  const channelUrl = newChannelUrl();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_rooms')
      .values({
        inst_id: caller.instId,
        id: roomId,
        channel_url: channelUrl,
        kind: 'group',
        name: body.name,
        class_id: null,
        direct_key: null,
        created_by: caller.userId,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('chat_members')
      .values(
        [caller.userId, ...invited].map((userId) => ({
          inst_id: caller.instId,
          room_id: roomId,
          user_id: userId,
          joined_at: now,
        })),
      )
      .execute();
  });
  return { channelUrl };
}

async function openDirectRoom(ctx: AppContext, caller: Caller, otherId: string, now: Date) {
  const [other] = otherId === caller.userId ? [] : await activeMembersOf(ctx.db, caller.instId, [otherId]);
  if (otherId === caller.userId) throw new AppError('BAD_REQUEST', DIRECT_ROOM_REFUSAL_MESSAGES.self);
  if (!other) throw new AppError('NOT_FOUND', '대화 상대를 찾을 수 없습니다. 학원 구성원인지 확인해 주세요.');
  const blocked = await ctx.db
    .selectFrom('chat_blocks')
    .select('blocker_user_id')
    .where('inst_id', '=', caller.instId)
    .where('blocker_user_id', '=', otherId)
    .where('blocked_user_id', '=', caller.userId)
    .executeTakeFirst();
  const refusal = directRoomRefusal({
    openerId: caller.userId,
    openerRole: caller.role,
    otherId,
    otherRole: roleOfRow(other),
    familiesMayChat: isStaffRole(caller.role) ? false : await familiesMayChat(ctx.db, caller.instId),
    blockedByOther: blocked !== undefined,
  });
  if (refusal)
    throw new AppError(refusal === 'self' ? 'BAD_REQUEST' : 'FORBIDDEN', DIRECT_ROOM_REFUSAL_MESSAGES[refusal]);
  const directKey = [caller.userId, otherId].sort().join(':');
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_rooms')
      .values({
        inst_id: caller.instId,
        id: newId(),
        channel_url: newChannelUrl(),
        kind: 'direct',
        name: null,
        class_id: null,
        direct_key: directKey,
        created_by: caller.userId,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['inst_id', 'direct_key']).where('direct_key', 'is not', null).doNothing(),
      )
      .execute();
    const room = await trx
      .selectFrom('chat_rooms')
      .select(['id', 'channel_url', 'last_seq'])
      .where('inst_id', '=', caller.instId)
      .where('direct_key', '=', directKey)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Both are in the pair's room again; one who had left sees it from now on.
    await trx
      .insertInto('chat_members')
      .values(
        [caller.userId, otherId].map((userId) => ({
          inst_id: caller.instId,
          room_id: room.id,
          user_id: userId,
          joined_seq: room.last_seq,
          last_read_seq: room.last_seq,
          joined_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['inst_id', 'room_id', 'user_id'])
          .doUpdateSet({
            joined_seq: sql`excluded.joined_seq`,
            last_read_seq: sql`excluded.last_read_seq`,
            joined_at: sql`excluded.joined_at`,
            left_at: null,
          })
          .where('chat_members.left_at', 'is not', null),
      )
      .execute();
    return { channelUrl: room.channel_url };
  });
}

/** Every id must be an active member of the academy (400 on `userIds` otherwise). */
async function assertMembers(db: Executor, caller: Caller, userIds: readonly string[]) {
  const found = new Set((await activeMembersOf(db, caller.instId, userIds)).map((row) => row.user_id));
  if (userIds.some((userId) => !found.has(userId)))
    throw new AppError('VALIDATION_FAILED', undefined, {
      userIds: '초대할 사람을 찾을 수 없습니다. 목록을 새로고침한 뒤 다시 선택해 주세요.',
    });
}

const groupFull = () =>
  new AppError('VALIDATION_FAILED', undefined, {
    userIds: `그룹 대화방에는 최대 ${GROUP_MEMBERS_MAX}명까지 참여할 수 있습니다.`,
  });

/** GET …/chat/class-rooms: the classes whose room admits the caller now (/classChatRoomList). */
export async function classRooms(ctx: AppContext, caller: Caller): Promise<ClassRoomsResponse> {
  const today = todayOf(ctx);
  const rows = await classRoomsOfPerson(ctx.db, caller.instId, caller.userId, today);
  const counts = await classMemberCounts(
    ctx.db,
    caller.instId,
    rows.map((row) => row.class_id),
    today,
  );
  return {
    classes: rows.map((row) => ({
      classId: row.class_id,
      classNm: row.class_nm,
      channelUrl: row.channel_url,
      memberCount: counts.get(row.class_id) ?? 0,
      unreadCount:
        row.last_seq === null || row.last_read_seq === null ? 0 : unreadCountOf(row.last_seq, row.last_read_seq),
    })),
  };
}

/** POST …/chat/class-rooms/:classId: the class's room, made on first use, for those the class rule admits. */
export async function openClassRoom(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string },
): Promise<RoomCreatedResponse> {
  const today = todayOf(ctx);
  if (!(await classAdmits(ctx.db, caller.instId, { classId: input.classId, userId: caller.userId, today })))
    throw new AppError('NOT_FOUND', '반 채팅방을 찾을 수 없습니다. 반의 강사나 수강생 가족만 들어갈 수 있습니다.');
  await ctx.db
    .insertInto('chat_rooms')
    .values({
      inst_id: caller.instId,
      id: newId(),
      channel_url: newChannelUrl(),
      kind: 'class',
      name: null,
      class_id: input.classId,
      direct_key: null,
      created_by: caller.userId,
      created_at: ctx.clock.now(),
    })
    .onConflict((conflict) => conflict.columns(['inst_id', 'class_id']).where('class_id', 'is not', null).doNothing())
    .execute();
  const room = await ctx.db
    .selectFrom('chat_rooms')
    .select('channel_url')
    .where('inst_id', '=', caller.instId)
    .where('class_id', '=', input.classId)
    .executeTakeFirstOrThrow();
  await reachRoom(ctx.db, caller, { channelUrl: room.channel_url, today, now: ctx.clock.now() });
  return { channelUrl: room.channel_url };
}

/** GET …/chat/rooms/:channelUrl: the room, its members and their read positions, and the quiet notice. */
export async function roomOf(ctx: AppContext, caller: Caller, input: { channelUrl: string }): Promise<RoomResponse> {
  const today = todayOf(ctx);
  const access = await reachRoom(ctx.db, caller, { ...input, today, now: ctx.clock.now() });
  return roomResponseOf(ctx, caller, access, today);
}

async function roomResponseOf(
  ctx: AppContext,
  caller: Caller,
  { room, member }: RoomAccess,
  today: string,
): Promise<RoomResponse> {
  const [members, etiquette] = await Promise.all([
    membersOfRooms(ctx.db, caller.instId, { roomIds: [room.id], today, reader: caller.userId }),
    ctx.db
      .selectFrom('chat_etiquette')
      .select('accepted_at')
      .where('inst_id', '=', caller.instId)
      .where('user_id', '=', caller.userId)
      .executeTakeFirst(),
  ]);
  const views = members.map((row) => ({ ...personViewOf(ctx, row), lastReadSeq: row.last_read_seq ?? 0 }));
  const others = views.filter((view) => view.userId !== caller.userId);
  return {
    channelUrl: room.channel_url,
    kind: room.kind,
    name: roomNameOf(room, others),
    classId: room.class_id,
    lastSeq: room.last_seq,
    members: views,
    me: {
      userId: caller.userId,
      manages: managesRooms(caller.role),
      mayLeave: room.kind !== 'class',
      lastReadSeq: member.last_read_seq,
      etiquetteAccepted: etiquette !== undefined,
    },
    quietNotice: isStaffRole(caller.role) ? null : await quietNoticeFor(ctx, caller.instId, others),
  };
}

/** The calm notice of the first staff member of the room who is in quiet hours now, or null. */
export async function quietNoticeFor(
  ctx: AppContext,
  instId: string,
  people: readonly ChatPersonView[],
): Promise<string | null> {
  const staff = people.filter((person) => isStaffRole(person.role));
  if (staff.length === 0) return null;
  const stored = new Map(
    (
      await quietHoursOf(
        ctx.db,
        instId,
        staff.map((person) => person.userId),
      )
    ).map((row) => [row.user_id, { enabled: row.enabled, start: row.start_time, end: row.end_time }]),
  );
  const now = ctx.clock.now();
  for (const person of staff) {
    const hours: QuietHours = stored.get(person.userId) ?? QUIET_HOURS_DEFAULT;
    if (isQuietAt(hours, now)) return quietNoticeOf(person.name, hours);
  }
  return null;
}

/** Staff only, on a room they are in (404 first for a room they are not in). */
async function reachManaged(ctx: AppContext, caller: Caller, channelUrl: string, db: Executor = ctx.db) {
  const access = await reachRoom(db, caller, { channelUrl, today: todayOf(ctx), now: ctx.clock.now() });
  if (!managesRooms(caller.role)) throw new AppError('FORBIDDEN', MANAGERS_ONLY);
  return access;
}

/** PATCH …/chat/rooms/:channelUrl: a group room's new name (staff). */
export async function renameRoom(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string } & RenameRoomBody,
): Promise<RoomResponse> {
  const access = await reachManaged(ctx, caller, input.channelUrl);
  if (access.room.kind !== 'group')
    throw new AppError('BAD_REQUEST', '그룹 대화방만 이름을 바꿀 수 있습니다. 1:1·반 대화방의 이름은 정해져 있습니다.');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_rooms')
      .set({ name: input.name })
      .where('inst_id', '=', caller.instId)
      .where('id', '=', access.room.id)
      .execute();
    await announceRoom(trx, access.room.id);
  });
  return roomOf(ctx, caller, input);
}

/** POST …/chat/rooms/:channelUrl/members: invites to a group room (staff), within GROUP_MEMBERS_MAX even in parallel. */
export async function inviteMembers(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string } & InviteBody,
): Promise<RoomResponse> {
  const access = await reachManaged(ctx, caller, input.channelUrl);
  if (access.room.kind !== 'group')
    throw new AppError('BAD_REQUEST', '그룹 대화방에만 초대할 수 있습니다. 새 그룹 대화방을 만들어 주세요.');
  const invited = [...new Set(input.userIds)].filter((userId) => userId !== caller.userId);
  await assertMembers(ctx.db, caller, invited);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // The room's lock counts parallel invitations one after another.
    const lastSeq = await lockRoom(trx, caller.instId, access.room.id);
    const current = new Set(
      (
        await trx
          .selectFrom('chat_members')
          .select('user_id')
          .where('inst_id', '=', caller.instId)
          .where('room_id', '=', access.room.id)
          .where('left_at', 'is', null)
          .execute()
      ).map((row) => row.user_id),
    );
    const joining = invited.filter((userId) => !current.has(userId));
    if (joining.length === 0) return;
    if (current.size + joining.length > GROUP_MEMBERS_MAX) throw groupFull();
    await trx
      .insertInto('chat_members')
      .values(
        joining.map((userId) => ({
          inst_id: caller.instId,
          room_id: access.room.id,
          user_id: userId,
          joined_seq: lastSeq,
          last_read_seq: lastSeq,
          joined_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['inst_id', 'room_id', 'user_id']).doUpdateSet({
          joined_seq: sql`excluded.joined_seq`,
          last_read_seq: sql`excluded.last_read_seq`,
          joined_at: sql`excluded.joined_at`,
          left_at: null,
          push_state: null,
          push_held_until: null,
        }),
      )
      .execute();
    const names = (await peopleOf(trx, caller.instId, joining)).map((row) => row.user_nm).join(', ');
    await addSystemLine(trx, caller.instId, {
      roomId: access.room.id,
      text: `${names} 님이 들어왔습니다.`,
      actorId: caller.userId,
      now,
    });
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'chat.member-invite',
      target: auditTarget('chat-room', access.room.id),
      before: null,
      after: { userIds: joining },
      at: now,
    });
    await announceRoom(trx, access.room.id);
  });
  return roomOf(ctx, caller, input);
}

/** DELETE …/chat/rooms/:channelUrl/members/:userId: staff remove a member of a group room (audited). */
export async function removeMember(
  ctx: AppContext,
  caller: Caller,
  input: { channelUrl: string; userId: string },
): Promise<RoomResponse> {
  const access = await reachManaged(ctx, caller, input.channelUrl);
  if (access.room.kind !== 'group')
    throw new AppError('BAD_REQUEST', '그룹 대화방에서만 내보낼 수 있습니다. 반 대화방은 수강 정보를 따릅니다.');
  if (input.userId === caller.userId)
    throw new AppError('BAD_REQUEST', '본인은 내보낼 수 없습니다. 나가기를 이용해 주세요.');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockRoom(trx, caller.instId, access.room.id);
    const removed = await trx
      .updateTable('chat_members')
      .set({ left_at: now, push_state: null, push_held_until: null })
      .where('inst_id', '=', caller.instId)
      .where('room_id', '=', access.room.id)
      .where('user_id', '=', input.userId)
      .where('left_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (!removed) throw new AppError('NOT_FOUND', '대화방에 없는 사람입니다. 대화방을 새로고침해 주세요.');
    const [person] = await peopleOf(trx, caller.instId, [input.userId]);
    await addSystemLine(trx, caller.instId, {
      roomId: access.room.id,
      text: `${person?.status === 'withdrawn' ? UNKNOWN_PERSON : (person?.user_nm ?? UNKNOWN_PERSON)} 님을 내보냈습니다.`,
      actorId: caller.userId,
      now,
    });
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'chat.member-remove',
      target: auditTarget('chat-room', access.room.id),
      before: { userId: input.userId, member: true },
      after: { userId: input.userId, member: false },
      at: now,
    });
    await announceRoom(trx, access.room.id, [input.userId]);
  });
  return roomOf(ctx, caller, input);
}

/** POST …/chat/rooms/:channelUrl/leave: the caller leaves a 1:1 or group room (a class room follows enrolment). */
export async function leaveRoom(ctx: AppContext, caller: Caller, input: { channelUrl: string }): Promise<void> {
  const now = ctx.clock.now();
  const access = await reachRoom(ctx.db, caller, { ...input, today: todayOf(ctx), now });
  if (access.room.kind === 'class')
    throw new AppError('BAD_REQUEST', '반 대화방은 나갈 수 없습니다. 반의 수강이 끝나면 자동으로 나가집니다.');
  await ctx.db.transaction().execute(async (trx) => {
    await lockRoom(trx, caller.instId, access.room.id);
    const [person] = await peopleOf(trx, caller.instId, [caller.userId]);
    await addSystemLine(trx, caller.instId, {
      roomId: access.room.id,
      text: `${person?.user_nm ?? UNKNOWN_PERSON} 님이 나갔습니다.`,
      actorId: caller.userId,
      now,
    });
    await trx
      .updateTable('chat_members')
      .set({ left_at: now, push_state: null, push_held_until: null })
      .where('inst_id', '=', caller.instId)
      .where('room_id', '=', access.room.id)
      .where('user_id', '=', caller.userId)
      .execute();
    await announceRoom(trx, access.room.id, [caller.userId]);
  });
}
