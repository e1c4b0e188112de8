import type { appTokenResponse, LoginBody, MeResponse } from '@academy/domain/account/account.schema';
import type { z } from 'zod';
import type { Executor, User } from '../../db/database';
import { hashPassword, needsRehash, type PasswordHashing, verifyPassword } from '../../platform/auth/password';
import { checkAccountPassword } from '../../platform/auth/password-check';
import { createSession, revokeSession, type Session } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { APP_TOKEN_TTL_MS } from './account.constants';
import { meOf } from './account.mappers';
import { findUserById, findUserByLoginId, replacePasswordHash, updateUser } from './account.queries';
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
  return { session, me: await meOf(ctx, db, input.user, session.csrfToken) };
}

export async function getMe(ctx: AppContext, session: Session): Promise<MeResponse> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return meOf(ctx, ctx.db, user, session.csrfToken);
}

// ── login id + password ─────────────────────────────────────────────────────

/** Compared against when the login id is unknown, so both answers take as long (one per parameter set). */
const dummyHashes = new Map<PasswordHashing, Promise<string>>();

function dummyHash(hashing: PasswordHashing): Promise<string> {
  let hash = dummyHashes.get(hashing);
  if (!hash) {
    hash = hashPassword('not-a-password-0', hashing);
    dummyHashes.set(hashing, hash);
  }
  return hash;
}

/**
 * Login by id and password. An unknown id and a wrong password answer the same LOGIN_FAILED. The
 * password is judged by checkAccountPassword: wrong passwords count per account and client address
 * (the LOGIN_FAILURE_LIMIT-th locks that address, other addresses — the owner's — stay open; many
 * from everywhere start a slower account-wide back-off), and a locked guess is refused before any
 * hashing. A dormant account answers ACCOUNT_DORMANT (only to someone who knows its password);
 * withdrawn accounts have no login id left. A stored hash weaker than today's parameters is
 * replaced by a new hash of the same password as the session starts.
 */
export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<SignedIn> {
  const hashing = ctx.config.passwordHashing;
  const user = await findUserByLoginId(ctx.db, body.userInputId);
  if (!user?.password_hash) {
    await verifyPassword(body.pw, await dummyHash(hashing));
    throw new AppError('LOGIN_FAILED');
  }
  const stored = user.password_hash;
  const right = await checkAccountPassword(ctx, {
    userId: user.id,
    passwordHash: stored,
    password: body.pw,
    client: client.ip,
  });
  if (!right) throw new AppError('LOGIN_FAILED');
  if (user.status === 'dormant') throw new AppError('ACCOUNT_DORMANT');
  const stronger = needsRehash(stored, hashing) ? await hashPassword(body.pw, hashing) : undefined;
  return ctx.db.transaction().execute(async (trx) => {
    if (stronger) await replacePasswordHash(trx, user.id, stored, stronger);
    return signIn(ctx, trx, { user, keep: body.keep, client });
  });
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
