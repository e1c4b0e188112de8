import { maskLoginId } from '@academy/domain/account/account.rules';
import type { FoundAccountsResponse, SentResponse } from '@academy/domain/account/account.schema';
import type { Executor, User } from '../../db/database';
import { clearLoginLocks } from '../../platform/auth/login-lock.queries';
import { hashPassword } from '../../platform/auth/password';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { consumeVerifiedIdentity } from '../../platform/identity/verified-identity';
import { RESET_TOKEN_TTL_MS } from './account.constants';
import { identityMatchesUser } from './account.identity';
import { loginMethodsOf } from './account.mappers';
import {
  findLiveToken,
  findUserById,
  findUserByLoginId,
  findUsersByNameAndMobile,
  findUsersOfPerson,
  socialProvidersOf,
  updateUser,
} from './account.queries';
import { refusePasswordWithLoginId } from './new-password';
import { CODE_TTL_MS, checkCode, hashToken, issueCode, issueToken, settle, useTokenOnce } from './one-time';

/**
 * FindId and FindPw: by identity verification, or by a 6-digit SMS code. A code is sent only when
 * an account matches, but the answer is the same `sent` either way, and a code that was never sent
 * fails like a wrong one: nobody learns from these routes whether someone has an account.
 */

async function foundAccounts(db: Executor, users: User[]): Promise<FoundAccountsResponse> {
  const accounts = await Promise.all(
    users.map(async (user) => ({
      maskedLoginId: user.login_id ? maskLoginId(user.login_id) : null,
      loginMethods: loginMethodsOf(user, await socialProvidersOf(db, user.id)),
      joinedAt: user.created_at.toISOString(),
    })),
  );
  return { accounts };
}

const codeMismatch = () => {
  const error = new AppError('CODE_MISMATCH');
  return new AppError('CODE_MISMATCH', error.message, { code: error.message });
};

const sent = (now: Date): SentResponse => ({
  sent: true,
  expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
});

// ── find id ──────────────────────────────────────────────────────────────────

export async function findIdByVerification(ctx: AppContext, transId: string): Promise<FoundAccountsResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await consumeVerifiedIdentity(ctx, transId, 'find-id', { db: trx });
    const users = (await findUsersOfPerson(trx, identity)).filter((user) => identityMatchesUser(user, identity));
    return foundAccounts(trx, users);
  });
}

export async function sendFindIdCode(
  ctx: AppContext,
  input: { userNm: string; mobileNo: string },
): Promise<SentResponse> {
  const now = ctx.clock.now();
  const users = await findUsersByNameAndMobile(ctx.db, input.userNm, input.mobileNo);
  if (users.length) {
    const { code } = await issueCode(ctx, ctx.db, {
      purpose: 'find-id',
      recipient: input.mobileNo,
      subject: input.userNm,
      now,
    });
    await ctx.adapters.messaging.send({
      channel: 'sms',
      recipient: input.mobileNo,
      body: `[학원ON] 아이디 찾기 인증번호는 ${code}입니다. 3분 안에 입력해 주세요.`,
      purpose: 'find-id-code',
    });
  }
  return sent(now);
}

export async function findIdBySms(
  ctx: AppContext,
  input: { userNm: string; mobileNo: string; code: string },
): Promise<FoundAccountsResponse> {
  return settle(ctx, async (trx) => {
    const check = await checkCode(ctx, trx, {
      purpose: 'find-id',
      recipient: input.mobileNo,
      subject: input.userNm,
      code: input.code,
    });
    if (!check.ok) return codeMismatch();
    return foundAccounts(trx, await findUsersByNameAndMobile(trx, input.userNm, input.mobileNo));
  });
}

// ── password reset ───────────────────────────────────────────────────────────

type ResetToken = { resetToken: string; expiresAt: string };

async function issueResetToken(ctx: AppContext, db: Executor, userId: string): Promise<ResetToken> {
  const issued = await issueToken(db, {
    kind: 'password-reset',
    userId,
    ttlMs: RESET_TOKEN_TTL_MS,
    now: ctx.clock.now(),
  });
  return { resetToken: issued.token, expiresAt: issued.expiresAt.toISOString() };
}

export async function passwordResetByVerification(
  ctx: AppContext,
  input: { userInputId: string; transId: string },
): Promise<ResetToken> {
  return ctx.db.transaction().execute(async (trx) => {
    const identity = await consumeVerifiedIdentity(ctx, input.transId, 'find-password', { db: trx });
    const user = await findUserByLoginId(trx, input.userInputId);
    if (!user?.password_hash || !identityMatchesUser(user, identity)) throw new AppError('ACCOUNT_NOT_FOUND');
    return issueResetToken(ctx, trx, user.id);
  });
}

export async function sendPasswordResetCode(
  ctx: AppContext,
  input: { userInputId: string; mobileNo: string },
): Promise<SentResponse> {
  const now = ctx.clock.now();
  const user = await findUserByLoginId(ctx.db, input.userInputId);
  if (user?.password_hash && user.mobile_no === input.mobileNo) {
    const { code } = await issueCode(ctx, ctx.db, {
      purpose: 'password-reset',
      recipient: input.mobileNo,
      subject: input.userInputId,
      userId: user.id,
      now,
    });
    await ctx.adapters.messaging.send({
      channel: 'sms',
      recipient: input.mobileNo,
      body: `[학원ON] 비밀번호 재설정 인증번호는 ${code}입니다. 3분 안에 입력해 주세요.`,
      purpose: 'password-reset-code',
    });
  }
  return sent(now);
}

export async function passwordResetBySms(
  ctx: AppContext,
  input: { userInputId: string; mobileNo: string; code: string },
): Promise<ResetToken> {
  return settle(ctx, async (trx) => {
    const check = await checkCode(ctx, trx, {
      purpose: 'password-reset',
      recipient: input.mobileNo,
      subject: input.userInputId,
      code: input.code,
    });
    if (!check.ok || !check.userId) return codeMismatch();
    return issueResetToken(ctx, trx, check.userId);
  });
}

/**
 * PwChange: the new password (it may not hold the account's login id; a refused one leaves the token
 * usable), then every session of the account ends (the member logs in again).
 */
export async function resetPassword(ctx: AppContext, input: { resetToken: string; pw: string }): Promise<{ ok: true }> {
  const now = ctx.clock.now();
  // Hash only for a token that can still work: scrypt is the expensive part of this request.
  const token = await findLiveToken(ctx.db, 'password-reset', hashToken(input.resetToken), now);
  const owner = token?.user_id ? await findUserById(ctx.db, token.user_id) : undefined;
  if (!owner) throw new AppError('RESET_TOKEN_INVALID');
  refusePasswordWithLoginId(input.pw, owner.login_id);
  const passwordHash = await hashPassword(input.pw, ctx.config.passwordHashing);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await useTokenOnce(trx, 'password-reset', input.resetToken, now);
    const user = row?.user_id ? await findUserById(trx, row.user_id) : undefined;
    if (!user || user.status === 'withdrawn') throw new AppError('RESET_TOKEN_INVALID');
    await updateUser(trx, user.id, {
      password_hash: passwordHash,
      login_failures: 0,
      locked_until: null,
      updated_at: now,
    });
    await clearLoginLocks(trx, user.id);
    await revokeUserSessions(trx, user.id, now);
  });
  return { ok: true };
}
