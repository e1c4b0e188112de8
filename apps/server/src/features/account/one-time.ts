import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@academy/domain/account/account.rules';
import type { Transaction } from 'kysely';
import type { AccountCodePurpose, AccountTokenKind, DB, Executor } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { findLatestCode, insertCode, insertToken, updateCode, useToken } from './account.queries';

/**
 * One-time secrets of the account flows. Tokens (app login, password reset, social login) are 32
 * random bytes of which only SHA-256 is stored. Codes are 6 digits sent by SMS or email, good for
 * CODE_TTL_MINUTES and CODE_MAX_ATTEMPTS wrong tries; only an HMAC bound to the row is stored.
 */

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
export const randomToken = (): string => randomBytes(32).toString('base64url');

export async function issueToken(
  db: Executor,
  input: { kind: AccountTokenKind; userId?: string; payload?: unknown; ttlMs: number; now: Date; token?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = input.token ?? randomToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await insertToken(db, {
    token_hash: hashToken(token),
    kind: input.kind,
    user_id: input.userId ?? null,
    payload: JSON.stringify(input.payload ?? {}),
    expires_at: expiresAt,
    created_at: input.now,
  });
  return { token, expiresAt };
}

/** Uses a token once; undefined when it is unknown, of another kind, expired or already used. */
export async function useTokenOnce(db: Executor, kind: AccountTokenKind, token: string, now: Date) {
  return useToken(db, kind, hashToken(token), now);
}

export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

const codeHash = (ctx: AppContext, id: string, code: string) =>
  ctx.adapters.crypto.blindIndex(code, `account-code:${id}`);

export const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;

/** Stores a new code (the caller sends it); earlier codes for the same thing stop counting. */
export async function issueCode(
  ctx: AppContext,
  db: Executor,
  input: { purpose: AccountCodePurpose; recipient: string; subject: string; userId?: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const id = newId();
  const code = newCode();
  const expiresAt = new Date(input.now.getTime() + CODE_TTL_MS);
  await insertCode(db, {
    id,
    purpose: input.purpose,
    recipient: input.recipient,
    subject: input.subject,
    user_id: input.userId ?? null,
    code_hash: codeHash(ctx, id, code),
    expires_at: expiresAt,
    created_at: input.now,
  });
  return { code, expiresAt };
}

/**
 * Checks a code against the newest one sent for this purpose, recipient and subject: true uses it
 * up; false counts a wrong try. No code, an old one and a wrong one look the same to the caller,
 * so the answer never tells whether an account exists.
 */
export async function checkCode(
  ctx: AppContext,
  trx: Transaction<DB>,
  input: { purpose: AccountCodePurpose; recipient: string; subject: string; userId?: string; code: string },
): Promise<{ ok: true; userId: string | null } | { ok: false }> {
  const now = ctx.clock.now();
  const row = await findLatestCode(trx, input);
  if (!row || row.used_at || row.expires_at <= now || row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false };
  const given = Buffer.from(codeHash(ctx, row.id, input.code));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await updateCode(trx, row.id, { attempts: row.attempts + 1 });
    return { ok: false };
  }
  await updateCode(trx, row.id, { used_at: now });
  return { ok: true, userId: row.user_id };
}

/**
 * Runs `work` in a transaction. A refusal it returns (rather than throws) is thrown after the
 * commit, so what it wrote on the way (a wrong try counted) stays; a thrown error rolls back.
 */
export async function settle<T>(ctx: AppContext, work: (trx: Transaction<DB>) => Promise<T | AppError>): Promise<T> {
  const outcome = await ctx.db.transaction().execute(work);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}
