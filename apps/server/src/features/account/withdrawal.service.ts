import type { WithdrawalBody, WithdrawalCheckResponse } from '@academy/domain/account/withdrawal.schema';
import type { Executor } from '../../db/database';
import { checkAccountPassword } from '../../platform/auth/password-check';
import { revokeUserSessions, type Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { deleteStoredObjects } from '../../platform/files/uploads';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { newId } from '../../platform/ids/new-id';
import { WITHDRAWN_USER_NM } from './account.constants';
import { identityMatchesUser } from './account.identity';
import { findUserById } from './account.queries';
import { dropProfileImage } from './profile-image.service';
import {
  anonymiseUser,
  detachUser,
  insertAudit,
  insertWithdrawalFeedback,
  institutesRunBy,
} from './withdrawal.queries';

/**
 * Withdrawal (WithdrawalNotice → WithdrawalSelect → WithdrawalCheck → Withdrawal). A director who
 * still runs an academy must hand it over or close it first. Then, in one transaction, the person's
 * data is erased (the row stays as '탈퇴회원' because other records refer to it), memberships end,
 * family and social links go, sessions end; the reason is kept apart from who gave it.
 */

const blockerMessage = (instNm: string) =>
  `'${instNm}'의 원장으로 등록되어 있어 탈퇴할 수 없습니다. 학원을 다른 원장에게 넘기거나 폐원한 뒤 다시 시도해 주세요.`;

async function blockersOf(db: Executor, userId: string): Promise<WithdrawalCheckResponse['blockers']> {
  const institutes = await institutesRunBy(db, userId);
  return institutes.map((inst) => ({
    kind: 'owns-institute' as const,
    instId: inst.id,
    instNm: inst.inst_nm,
    message: blockerMessage(inst.inst_nm),
  }));
}

export async function checkWithdrawal(ctx: AppContext, session: Session): Promise<WithdrawalCheckResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return {
    blockers: await blockersOf(ctx.db, user.id),
    confirmWith: user.password_hash ? 'password' : 'verification',
  };
}

/**
 * Confirmed by the password (a wrong one counts toward the same lock as a wrong login, from this
 * client address) or by a verification of the same person.
 */
export async function withdraw(
  ctx: AppContext,
  session: Session,
  body: WithdrawalBody,
  client: string | undefined,
): Promise<{ ok: true }> {
  const now = ctx.clock.now();
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const [blocker] = await blockersOf(ctx.db, user.id);
  if (blocker) throw new AppError('WITHDRAWAL_BLOCKED', blocker.message);

  if (!body.transId) {
    if (!user.password_hash) throw new AppError('NO_PASSWORD');
    const right = await checkAccountPassword(ctx, {
      userId: user.id,
      passwordHash: user.password_hash,
      password: body.pw ?? '',
      client,
    });
    if (!right) {
      const message = '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.';
      throw new AppError('WRONG_PASSWORD', message, { pw: message });
    }
  }

  const droppedImages = await ctx.db.transaction().execute(async (trx) => {
    if (body.transId) {
      const identity = await consumeVerifiedIdentity(ctx, body.transId, 'withdrawal', { db: trx });
      if (!identityMatchesUser(user, identity)) throw new AppError('IDENTITY_MISMATCH');
    }
    // Checked again inside the transaction: an institute may have been created meanwhile.
    const [late] = await blockersOf(trx, user.id);
    if (late) throw new AppError('WITHDRAWAL_BLOCKED', late.message);
    const memberships = await detachUser(trx, user.id, user.mobile_no, now);
    // The profile photo is personal data: its row goes now, its object once this commits.
    const dropped = await dropProfileImage(trx, user.id, now);
    await anonymiseUser(trx, user.id, { name: WITHDRAWN_USER_NM, now });
    await revokeUserSessions(trx, user.id, now);
    await insertWithdrawalFeedback(trx, {
      id: newId(),
      reason: body.reason,
      reasonText: body.reasonText || null,
      now,
    });
    await insertAudit(trx, {
      id: newId(),
      instId: null,
      actorUserId: user.id,
      action: 'account.withdraw',
      target: `user:${user.id}`,
      before: {
        status: user.status,
        memberships: memberships.map((row) => ({ instId: row.inst_id, relationCd: row.relation_cd })),
      },
      after: { status: 'withdrawn' },
      now,
    });
    // Each ended membership is also a membership change of its institute.
    for (const membership of memberships) {
      await insertAudit(trx, {
        id: newId(),
        instId: membership.inst_id,
        actorUserId: user.id,
        action: 'membership.end',
        target: `user:${user.id}`,
        before: { status: 'active', relationCd: membership.relation_cd },
        after: { status: 'ended', reason: 'withdrawal' },
        now,
      });
    }
    return dropped;
  });
  await deleteStoredObjects(ctx, droppedImages);
  return { ok: true };
}
