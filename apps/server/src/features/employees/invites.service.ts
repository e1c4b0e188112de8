import {
  billedTypeOf,
  channelCosts,
  type InviteChannel,
  inviteLink,
  MESSAGE_COSTS,
  STAFF_INVITE_TEMPLATE,
  staffInviteMessage,
} from '@academy/domain/employees/employees.rules';
import type {
  InviteListResponse,
  InviteMessageResponse,
  InviteResponse,
  SendInviteResponse,
} from '@academy/domain/employees/employees.schema';
import { displayMaskedPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError, isAppError } from '../../platform/errors/app-error';
import { inviteState, revokeInvite } from '../../platform/invites/invites';
import { toStaffInvite } from './employees.mappers';
import { findInstitute, findStaffInvite, listStaffInvites } from './employees.queries';

/**
 * Staff invitations (InviteCode, /inviteMessage): the list with their codes, revoking one, and the
 * invitation message: previewed with its per-channel cost before anything is sent, then sent as
 * SMS/LMS or AlimTalk through the messaging adapter (the sandbox writes to the outbox). Codes are
 * secrets that let someone join as staff, so every route here needs 032 (EMPLOYEE_ACCESS.write).
 */

export async function listInvites(ctx: AppContext, caller: Caller): Promise<InviteListResponse> {
  const now = ctx.clock.now();
  const rows = await listStaffInvites(ctx.db, caller.instId);
  return { invites: rows.map((row) => toStaffInvite(row, now)) };
}

/** Revokes a usable staff invitation (one audit row); a used, expired or revoked one is refused. */
export async function revokeStaffInvite(
  ctx: AppContext,
  caller: Caller,
  input: { inviteId: string },
): Promise<InviteResponse> {
  const { instId } = caller;
  const { inviteId } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findStaffInvite(trx, instId, inviteId);
    if (!row) throw new AppError('NOT_FOUND');
    if (inviteState(row, now) !== 'usable' || !(await revokeInvite(trx, instId, inviteId, now))) {
      throw new AppError('INVITE_NOT_USABLE');
    }
    await writeAudit(trx, {
      instId,
      actorUserId: caller.userId,
      action: 'employee.invite-revoke',
      target: auditTarget('invite', inviteId),
      before: { relationCd: row.relation_cd, targetNm: row.target_nm, state: 'usable' },
      after: { relationCd: row.relation_cd, targetNm: row.target_nm, state: 'revoked' },
      at: now,
    });
    const revoked = await findStaffInvite(trx, instId, inviteId);
    if (!revoked) throw new Error('the invitation vanished');
    return { invite: toStaffInvite(revoked, now) };
  });
}

async function messageOf(ctx: AppContext, instId: string, inviteId: string, origin: string) {
  const [row, inst] = await Promise.all([findStaffInvite(ctx.db, instId, inviteId), findInstitute(ctx.db, instId)]);
  if (!row || !inst) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  const invite = toStaffInvite(row, now);
  const link = inviteLink(origin, row.code);
  const text = staffInviteMessage({
    instNm: inst.inst_nm,
    relationCd: invite.relationCd,
    targetNm: row.target_nm,
    code: row.code,
    link,
    expiresAt: new Date(row.expires_at),
  });
  return { invite, link, text, sendable: invite.state === 'usable' && row.target_mobile_no !== null };
}

/** /inviteMessage: the text with the code and the link, and what each channel would cost. */
export async function previewInviteMessage(
  ctx: AppContext,
  caller: Caller,
  input: { inviteId: string; origin: string },
): Promise<InviteMessageResponse> {
  const message = await messageOf(ctx, caller.instId, input.inviteId, input.origin);
  return { ...message, channels: channelCosts(message.text) };
}

/** 보내기: sends the previewed text to the invited mobile number on the chosen channel. */
export async function sendInviteMessage(
  ctx: AppContext,
  caller: Caller,
  input: { inviteId: string; channel: InviteChannel; origin: string },
): Promise<SendInviteResponse> {
  const { instId } = caller;
  const { invite, text } = await messageOf(ctx, instId, input.inviteId, input.origin);
  if (invite.state !== 'usable') throw new AppError('INVITE_NOT_USABLE');
  if (!invite.mobileNo) throw new AppError('INVITE_NO_RECIPIENT');
  const billedAs = billedTypeOf(input.channel, text);
  try {
    await ctx.adapters.messaging.send({
      channel: billedAs,
      recipient: invite.mobileNo,
      body: text,
      templateCode: billedAs === 'alimtalk' ? STAFF_INVITE_TEMPLATE : undefined,
      purpose: 'invitation',
      instId,
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('MESSAGE_SEND_FAILED');
  }
  return {
    sent: true,
    channel: input.channel,
    billedAs,
    cost: MESSAGE_COSTS[billedAs],
    maskedMobileNo: displayMaskedPhoneNo(invite.mobileNo),
    sentAt: ctx.clock.now().toISOString(),
  };
}
