import { instConnectPath, studentInvitationText } from '@academy/domain/students/students.rules';
import type { Executor } from '../../db/database';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { createInvite, DEFAULT_INVITE_DAYS, type Invite } from '../../platform/invites/invites';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Invitations of the students area: a guardian (purpose 'parent') or the student (purpose 'student')
 * gets a code tied to the student record; accepting it (features/institute) links the account. A new
 * invitation to the same person for the same student revokes the earlier, still usable one, so one
 * code is live at a time.
 */

export type StudentInviteTarget = {
  instId: string;
  studentId: string;
  purpose: 'parent' | 'student';
  targetNm: string;
  mobileNo: string;
  actorUserId: string;
  now: Date;
};

/** Creates the invitation (and its audit row) inside the caller's transaction. */
export async function createStudentInvite(trx: Executor, target: StudentInviteTarget): Promise<Invite> {
  await trx
    .updateTable('invites')
    .set({ revoked_at: target.now })
    .where(ofInst(target.instId))
    .where('student_id', '=', target.studentId)
    .where('purpose', '=', target.purpose)
    .where('target_mobile_no', '=', target.mobileNo)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null)
    .execute();
  const invite = await createInvite(trx, {
    instId: target.instId,
    purpose: target.purpose,
    studentId: target.studentId,
    targetNm: target.targetNm,
    targetMobileNo: target.mobileNo,
    createdBy: target.actorUserId,
    now: target.now,
  });
  await writeAudit(trx, {
    instId: target.instId,
    actorUserId: target.actorUserId,
    action: target.purpose === 'parent' ? 'student.guardian.invite' : 'student.invite',
    target: auditTarget('student', target.studentId),
    before: null,
    after: { inviteId: invite.id, targetNm: target.targetNm, expiresAt: invite.expiresAt.toISOString() },
    at: target.now,
  });
  return invite;
}

/** Revokes the usable invitations of a student to one mobile (a guardian removed, an account unlinked). */
export async function revokeStudentInvites(
  trx: Executor,
  input: { instId: string; studentId: string; purpose: 'parent' | 'student'; mobileNo: string | null; now: Date },
): Promise<void> {
  let query = trx
    .updateTable('invites')
    .set({ revoked_at: input.now })
    .where(ofInst(input.instId))
    .where('student_id', '=', input.studentId)
    .where('purpose', '=', input.purpose)
    .where('revoked_at', 'is', null)
    .where('accepted_at', 'is', null);
  if (input.mobileNo) query = query.where('target_mobile_no', '=', input.mobileNo);
  await query.execute();
}

/** Sends the invitation SMS with the code and the InstConnect link (the sandbox writes the outbox). */
export async function sendStudentInvite(
  ctx: AppContext,
  input: {
    instId: string;
    studentNm: string;
    purpose: 'parent' | 'student';
    mobileNo: string;
    invite: Invite;
    origin: string;
  },
): Promise<void> {
  const inst = await ctx.db
    .selectFrom('institutes')
    .select('inst_nm')
    .where('id', '=', input.instId)
    .executeTakeFirst();
  await ctx.adapters.messaging.send({
    channel: 'sms',
    recipient: input.mobileNo,
    body: studentInvitationText({
      purpose: input.purpose,
      instNm: inst?.inst_nm ?? '',
      studentNm: input.studentNm,
      code: input.invite.code,
      link: `${input.origin}${instConnectPath(input.invite.code)}`,
      days: DEFAULT_INVITE_DAYS,
    }),
    purpose: 'invitation',
    instId: input.instId,
  });
}

/** Sends, turning a messaging failure into the Korean MESSAGE_SEND_FAILED (the code stays usable). */
export async function sendOrFail(ctx: AppContext, input: Parameters<typeof sendStudentInvite>[1]): Promise<void> {
  try {
    await sendStudentInvite(ctx, input);
  } catch {
    throw new AppError('MESSAGE_SEND_FAILED');
  }
}
