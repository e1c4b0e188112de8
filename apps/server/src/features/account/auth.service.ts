import { LOGIN_FAILURE_LIMIT, LOGIN_LOCK_MINUTES } from '@academy/domain/account/account.rules';
import type { appTokenResponse, LoginBody, MeResponse } from '@academy/domain/account/account.schema';
import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import type { z } from 'zod';
import type { Executor, User } from '../../db/database';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { createSession, revokeSession, type Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { APP_TOKEN_TTL_MS } from './account.constants';
import { meOf } from './account.mappers';
import { findUserById, findUserByLoginId, updateUser } from './account.queries';
import { claimLoginAttempt, clearLoginFailures } from './login-lock.queries';
import { issueToken, useTokenOnce } from './one-time';

/** Who is asking: the address and browser (kept with the session), and the session the request came with. */
export type ClientInfo = { ip?: string; userAgent?: string; previousSessionId?: string };

export type SignedIn = { session: Session & { token: string }; me: MeResponse };

/**
 * Starts a session for a user (로그인 유지 → 30 days, else a browser session) and rotates: the
 * session the request came with, if any, ends. Records the activity and clears the login lock.
 */
export async function signIn(
  ctx: AppContext,
  db: Executor,
  input: { user: User; keep: boolean; client: ClientInfo },
): Promise<SignedIn> {
  const now = ctx.clock.now();
  if (input.client.previousSessionId) await revokeSession(db, input.client.previousSessionId, now);
  const session = await createSession(db, {
    userId: input.user.id,
    persistent: input.keep,
    now,
    ip: input.client.ip,
    userAgent: input.client.userAgent,
  });
  await updateUser(db, input.user.id, { last_active_at: now, login_failures: 0, locked_until: null });
  return { session, me: await meOf(db, input.user, session.csrfToken) };
}

export async function getMe(ctx: AppContext, session: Session): Promise<MeResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return meOf(ctx.db, user, session.csrfToken);
}

// ── login id + password ─────────────────────────────────────────────────────

/** Compared against when the login id is unknown, so both answers take as long. */
let dummyHash: Promise<string> | undefined;

/** `11월 22일 18시 10분`, Seoul time. */
export function seoulTimeText(instant: Date): string {
  const t = seoulDateTimeParts(instant);
  return `${t.month}월 ${t.day}일 ${t.hour}시 ${String(t.minute).padStart(2, '0')}분`;
}

const lockedError = (until: Date) =>
  new AppError(
    'ACCOUNT_LOCKED',
    `비밀번호를 ${LOGIN_FAILURE_LIMIT}회 잘못 입력하여 로그인이 ${LOGIN_LOCK_MINUTES}분간 제한되었습니다. ${seoulTimeText(until)} 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.`,
  );

const backOffError = (until: Date) =>
  new AppError(
    'ACCOUNT_LOCKED',
    `이 계정에 잘못된 비밀번호가 여러 번 입력되어 로그인이 잠시 제한되었습니다. ${seoulTimeText(until)} 이후에 다시 시도하거나 비밀번호 찾기로 비밀번호를 재설정해 주세요.`,
  );

/**
 * Login by id and password. An unknown id and a wrong password answer the same LOGIN_FAILED. Wrong
 * passwords count per account and client address: the LOGIN_FAILURE_LIMIT-th locks that address
 * LOGIN_LOCK_MINUTES (other addresses, the owner's, stay open), and many from everywhere start a
 * slower account-wide back-off. A locked guess is refused before any hashing. A dormant account
 * answers ACCOUNT_DORMANT (only to someone who knows its password); withdrawn accounts have no
 * login id left.
 */
export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<SignedIn> {
  const user = await findUserByLoginId(ctx.db, body.userInputId);
  if (!user?.password_hash) {
    dummyHash ??= hashPassword('not-a-password-0');
    await verifyPassword(body.pw, await dummyHash);
    throw new AppError('LOGIN_FAILED');
  }
  const address = client.ip ?? 'unknown';
  const claim = await claimLoginAttempt(ctx.db, user.id, address, ctx.clock.now());
  if (!claim.judged) throw claim.scope === 'address' ? lockedError(claim.until) : backOffError(claim.until);
  if (!(await verifyPassword(body.pw, user.password_hash))) {
    if (claim.lockIfWrong) throw lockedError(claim.lockIfWrong);
    throw new AppError('LOGIN_FAILED');
  }
  await clearLoginFailures(ctx.db, user.id, address);
  if (user.status === 'dormant') throw new AppError('ACCOUNT_DORMANT');
  return ctx.db.transaction().execute((trx) => signIn(ctx, trx, { user, keep: body.keep, client }));
}

export async function logout(ctx: AppContext, session: Session | null): Promise<void> {
  if (session) await revokeSession(ctx.db, session.id, ctx.clock.now());
}

// ── the native app's one-time token ─────────────────────────────────────────

/** A token the native app opens `/tokenLogin` with: one use, APP_TOKEN_TTL_MS. */
export async function issueAppToken(ctx: AppContext, session: Session): Promise<z.infer<typeof appTokenResponse>> {
  const issued = await issueToken(ctx.db, {
    kind: 'app-login',
    userId: session.userId,
    ttlMs: APP_TOKEN_TTL_MS,
    now: ctx.clock.now(),
  });
  return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
}

export async function tokenLogin(
  ctx: AppContext,
  input: { token: string; keep: boolean },
  client: ClientInfo,
): Promise<SignedIn> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await useTokenOnce(trx, 'app-login', input.token, ctx.clock.now());
    const user = row?.user_id ? await findUserById(trx, row.user_id) : undefined;
    if (!user || user.status === 'withdrawn') throw new AppError('APP_TOKEN_INVALID');
    if (user.status === 'dormant') throw new AppError('ACCOUNT_DORMANT');
    return signIn(ctx, trx, { user, keep: input.keep, client });
  });
}
