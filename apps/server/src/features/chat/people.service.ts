import { QUIET_HOURS_DEFAULT } from '@academy/domain/chat/chat.rules';
import type {
  BlockBody,
  BlocksResponse,
  ChatReportBody,
  ChatSettingsView,
  EtiquetteResponse,
  QuietHoursView,
} from '@academy/domain/chat/chat.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { personViewOf } from './chat.mappers';
import { activeMembersOf, familiesMayChat, messageInRoom, peopleOf, quietHoursOf } from './chat.queries';
import { reachRoom } from './chat.rooms';

/** The person's side of chat: the 에티켓, reports, blocks, a staff member's quiet hours, the academy's settings. */

/** POST …/chat/etiquette: the caller accepted the 에티켓 (once per academy; again answers the first time). */
export async function acceptEtiquette(ctx: AppContext, caller: Caller): Promise<EtiquetteResponse> {
  await ctx.db
    .insertInto('chat_etiquette')
    .values({ inst_id: caller.instId, user_id: caller.userId, accepted_at: ctx.clock.now() })
    .onConflict((conflict) => conflict.columns(['inst_id', 'user_id']).doNothing())
    .execute();
  const row = await ctx.db
    .selectFrom('chat_etiquette')
    .select('accepted_at')
    .where('inst_id', '=', caller.instId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirstOrThrow();
  return { acceptedAt: new Date(row.accepted_at).toISOString() };
}

/** POST …/chat/reports: a report of a message or a person of a room the caller is in, for the academy's staff. */
export async function reportInRoom(ctx: AppContext, caller: Caller, body: ChatReportBody): Promise<void> {
  const now = ctx.clock.now();
  const access = await reachRoom(ctx.db, caller, {
    channelUrl: body.channelUrl,
    today: businessDateOf(now),
    now,
  });
  let reported = body.userId ?? null;
  if (body.messageId) {
    const message = await messageInRoom(ctx.db, caller.instId, access.room.id, body.messageId);
    if (!message || message.seq <= access.floor)
      throw new AppError('NOT_FOUND', '신고할 메시지를 찾을 수 없습니다. 대화를 새로고침해 주세요.');
    reported = message.sender_user_id;
  } else if (!reported) {
    throw new AppError('VALIDATION_FAILED', undefined, { userId: '신고할 메시지나 사람을 선택해 주세요.' });
  }
  if (reported === caller.userId) throw new AppError('BAD_REQUEST', '본인은 신고할 수 없습니다.');
  await ctx.db
    .insertInto('chat_reports')
    .values({
      inst_id: caller.instId,
      id: newId(),
      room_id: access.room.id,
      message_id: body.messageId ?? null,
      reported_user_id: reported,
      reporter_user_id: caller.userId,
      reason: body.reason,
      text: body.text,
      created_at: now,
    })
    .execute();
}

/** GET …/chat/blocks: the people the caller blocked. */
export async function blocksOf(ctx: AppContext, caller: Caller): Promise<BlocksResponse> {
  const rows = await ctx.db
    .selectFrom('chat_blocks')
    .select('blocked_user_id')
    .where('inst_id', '=', caller.instId)
    .where('blocker_user_id', '=', caller.userId)
    .orderBy('created_at')
    .execute();
  const people = new Map(
    (
      await peopleOf(
        ctx.db,
        caller.instId,
        rows.map((row) => row.blocked_user_id),
      )
    ).map((row) => [row.user_id, row]),
  );
  return {
    blocked: rows.flatMap((row) => {
      const person = people.get(row.blocked_user_id);
      return person ? [personViewOf(ctx, person)] : [];
    }),
  };
}

/** PUT …/chat/blocks: the caller blocks a member of the academy (who then cannot open a 1:1 room with them). */
export async function block(ctx: AppContext, caller: Caller, body: BlockBody): Promise<BlocksResponse> {
  if (body.userId === caller.userId) throw new AppError('BAD_REQUEST', '본인은 차단할 수 없습니다.');
  const [member] = await activeMembersOf(ctx.db, caller.instId, [body.userId]);
  if (!member) throw new AppError('NOT_FOUND', '차단할 사람을 찾을 수 없습니다. 학원 구성원인지 확인해 주세요.');
  await ctx.db
    .insertInto('chat_blocks')
    .values({
      inst_id: caller.instId,
      blocker_user_id: caller.userId,
      blocked_user_id: body.userId,
      created_at: ctx.clock.now(),
    })
    .onConflict((conflict) => conflict.columns(['inst_id', 'blocker_user_id', 'blocked_user_id']).doNothing())
    .execute();
  return blocksOf(ctx, caller);
}

/** DELETE …/chat/blocks/:userId: the block is lifted (none: 404). */
export async function unblock(ctx: AppContext, caller: Caller, input: { userId: string }): Promise<BlocksResponse> {
  const removed = await ctx.db
    .deleteFrom('chat_blocks')
    .where('inst_id', '=', caller.instId)
    .where('blocker_user_id', '=', caller.userId)
    .where('blocked_user_id', '=', input.userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0)
    throw new AppError('NOT_FOUND', '차단한 사람이 아닙니다. 목록을 새로고침해 주세요.');
  return blocksOf(ctx, caller);
}

/** GET …/chat/quiet-hours: the staff member's own (the default until they change it). */
export async function quietHours(ctx: AppContext, caller: Caller): Promise<QuietHoursView> {
  const [row] = await quietHoursOf(ctx.db, caller.instId, [caller.userId]);
  return row ? { enabled: row.enabled, start: row.start_time, end: row.end_time } : { ...QUIET_HOURS_DEFAULT };
}

/** PUT …/chat/quiet-hours. */
export async function setQuietHours(ctx: AppContext, caller: Caller, body: QuietHoursView): Promise<QuietHoursView> {
  const values = { enabled: body.enabled, start_time: body.start, end_time: body.end, updated_at: ctx.clock.now() };
  await ctx.db
    .insertInto('chat_quiet_hours')
    .values({ inst_id: caller.instId, user_id: caller.userId, ...values })
    .onConflict((conflict) => conflict.columns(['inst_id', 'user_id']).doUpdateSet(values))
    .execute();
  return quietHours(ctx, caller);
}

/** GET …/chat/settings (every member: the web hides what the academy does not allow). */
export async function chatSettings(ctx: AppContext, caller: Caller): Promise<ChatSettingsView> {
  return { familiesMayChat: await familiesMayChat(ctx.db, caller.instId) };
}

/** PUT …/chat/settings (the director; audited). */
export async function setChatSettings(
  ctx: AppContext,
  caller: Caller,
  body: ChatSettingsView,
): Promise<ChatSettingsView> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await familiesMayChat(trx, caller.instId);
    await trx
      .insertInto('chat_settings')
      .values({ inst_id: caller.instId, families_may_chat: body.familiesMayChat, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('inst_id').doUpdateSet({ families_may_chat: body.familiesMayChat, updated_at: now }),
      )
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'chat.settings',
      target: auditTarget('institute', caller.instId),
      before: { familiesMayChat: before },
      after: { familiesMayChat: body.familiesMayChat },
      at: now,
    });
  });
  return chatSettings(ctx, caller);
}
