import { isStaffRole, roleFromRelationCd } from '@academy/domain/access/access.roles';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { isQuietAt, QUIET_HOURS_DEFAULT, type QuietHours, seoulMinutesOf } from '@academy/domain/chat/chat.rules';
import { chatRoomPath } from '@academy/domain/chat/chat.schema';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { AppContext } from '../../platform/context';
import type { Job } from '../../platform/jobs/scheduler';
import { type NewNotification, notify } from '../../platform/notifications/notify';
import { classMembersSql, lockRoom } from './chat.queries';

/**
 * Chat pushes (docs/decisions/0054-chat.md): one `chat-message` notification per recipient per room
 * while the room stays unread for them — a member's `push_state` says one went out (or is held), and
 * reading the room clears it. A staff recipient in quiet hours gets it held until their quiet hours
 * end (`push_held_until`), and not at all if they read the room before: the held-pushes job sends
 * the due ones. The notification pipeline then delivers by the channels each person allows; the
 * web's service worker leaves a chat push out while a window of the app is visible (SPEC §4).
 */

export const CHAT_PUSH_TYPE = 'chat-message';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When the quiet hours holding `now` end (the next `end` in Seoul, to the minute). */
export function quietEndAfter(hours: QuietHours, now: Date): Date {
  const delta = (minutesOf(hours.end) - seoulMinutesOf(now) + 24 * 60) % (24 * 60) || 24 * 60;
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(minute + delta * 60_000);
}

/**
 * Right after the transaction that stored message `seq` committed (so its socket delivery never
 * waits for these writes), under the room's lock (so two messages' pushes are decided one after
 * the other): marks the recipients who had no push pending for the room and have not read this far,
 * and records the pushes of those not in quiet hours. A class room's members got their read
 * positions in the send's transaction (`ensureClassMemberRows`).
 */
export async function pushNewMessage(
  trx: Executor,
  instId: string,
  input: {
    room: { id: string; kind: 'direct' | 'group' | 'class'; class_id: string | null; channel_url: string };
    seq: number;
    title: string;
    senderId: string;
    body: string;
    today: IsoDate;
    now: Date;
  },
): Promise<void> {
  const { room, now } = input;
  await lockRoom(trx, instId, room.id);
  const { rows } = await sql<{
    user_id: string;
    relation_cd: string | null;
    enabled: boolean | null;
    start_time: string | null;
    end_time: string | null;
  }>`
    select rm.user_id, m.relation_cd, q.enabled, q.start_time, q.end_time
      from ${recipientsOf(instId, input.today, room)} rm
      join chat_members cm on cm.inst_id = ${instId} and cm.room_id = ${room.id} and cm.user_id = rm.user_id
      join memberships m on m.inst_id = ${instId} and m.user_id = rm.user_id and m.status = 'active'
      left join chat_quiet_hours q on q.inst_id = ${instId} and q.user_id = rm.user_id
     where rm.user_id <> ${input.senderId} and cm.push_state is null
       and cm.last_read_seq < ${input.seq}`.execute(trx);
  if (rows.length === 0) return;
  const sent: string[] = [];
  const held: { userId: string; until: Date }[] = [];
  for (const row of rows) {
    const hours: QuietHours =
      row.enabled === null
        ? QUIET_HOURS_DEFAULT
        : { enabled: row.enabled, start: row.start_time ?? '', end: row.end_time ?? '' };
    if (isStaffRole(roleFromRelationCd(row.relation_cd)) && isQuietAt(hours, now))
      held.push({ userId: row.user_id, until: quietEndAfter(hours, now) });
    else sent.push(row.user_id);
  }
  await sql`
    update chat_members cm set push_state = p.state, push_held_until = p.until
      from unnest(${[...sent, ...held.map((entry) => entry.userId)]}::uuid[],
                  ${[...sent.map(() => 'sent'), ...held.map(() => 'held')]}::text[],
                  ${[...sent.map(() => null), ...held.map((entry) => entry.until.toISOString())]}::timestamptz[])
        as p(user_id, state, until)
     where cm.inst_id = ${instId} and cm.room_id = ${room.id} and cm.user_id = p.user_id`.execute(trx);
  await notify(
    trx,
    sent.map((userId) => pushOf(instId, userId, room.channel_url, input.title, input.body, now)),
  );
}

/**
 * The room's members now, by its kind alone — a class room's by the class rule for that one class,
 * another room's by its member rows — so the statement's plan never depends on how many rows the
 * other kind has (a plan made on stale statistics once took seconds for a 500-member room).
 */
function recipientsOf(
  instId: string,
  today: IsoDate,
  room: { id: string; kind: 'direct' | 'group' | 'class'; class_id: string | null },
): RawBuilder<{ user_id: string }> {
  if (room.kind === 'class' && room.class_id)
    return sql<{
      user_id: string;
    }>`(select c.user_id from ${classMembersSql(instId, today, { classIds: [room.class_id] })} c)`;
  return sql<{ user_id: string }>`(
    select cm.user_id from chat_members cm
     where cm.inst_id = ${instId} and cm.room_id = ${room.id} and cm.left_at is null)`;
}

const pushOf = (
  instId: string,
  userId: string,
  channelUrl: string,
  title: string,
  body: string,
  now: Date,
): NewNotification => ({
  userId,
  instId,
  type: CHAT_PUSH_TYPE,
  title,
  body,
  link: chatRoomPath(channelUrl),
  now,
});

/** Sends the held pushes whose quiet hours ended, for rooms still unread; answers how many. */
export async function sendHeldPushes(ctx: AppContext): Promise<{ sent: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      inst_id: string;
      room_id: string;
      user_id: string;
      channel_url: string;
      kind: string;
      title: string;
      unread: number;
    }>`
      select cm.inst_id, cm.room_id, cm.user_id, r.channel_url, r.kind,
             coalesce(r.name, cl.class_nm, '1:1 채팅') as title, (r.last_seq - cm.last_read_seq)::int as unread
        from chat_members cm
        join chat_rooms r on r.inst_id = cm.inst_id and r.id = cm.room_id
        left join classes cl on cl.inst_id = r.inst_id and cl.id = r.class_id
       where cm.push_state = 'held' and cm.push_held_until <= ${now}::timestamptz
       order by cm.push_held_until
       limit 1000
       for update of cm skip locked`.execute(trx);
    if (rows.length === 0) return { sent: 0 };
    const unread = rows.filter((row) => row.unread > 0);
    await sql`
      update chat_members cm set push_state = case when p.unread > 0 then 'sent' else null end, push_held_until = null
        from unnest(${rows.map((row) => row.inst_id)}::uuid[], ${rows.map((row) => row.room_id)}::uuid[],
                    ${rows.map((row) => row.user_id)}::uuid[], ${rows.map((row) => row.unread)}::int[])
          as p(inst_id, room_id, user_id, unread)
       where cm.inst_id = p.inst_id and cm.room_id = p.room_id and cm.user_id = p.user_id`.execute(trx);
    await notify(
      trx,
      unread.map((row) =>
        pushOf(
          row.inst_id,
          row.user_id,
          row.channel_url,
          row.title,
          `읽지 않은 메시지 ${row.unread}개가 있습니다.`,
          now,
        ),
      ),
    );
    return { sent: unread.length };
  });
}

/** Every five minutes: held chat pushes whose quiet hours ended go out. */
export const chatHeldPushesJob: Job = { name: 'chat-held-pushes', everyMs: 5 * 60 * 1000, run: sendHeldPushes };
