import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import type { MembershipRow } from '../access/access';
import { newId } from '../ids/new-id';
import { compiledOnce } from '../queries/compiled-once';

export const SESSION_COOKIE = 'academy_session';
export const CSRF_COOKIE = 'academy_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const DAY = 24 * 60 * 60 * 1000;
/** 로그인 유지 keeps a session 30 days; without it the cookie dies with the browser and the row after 12 hours. */
export const PERSISTENT_SESSION_MS = 30 * DAY;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export type Session = { id: string; userId: string; csrfToken: string; persistent: boolean; expiresAt: Date };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const randomToken = () => randomBytes(32).toString('base64url');

export async function createSession(
  db: Executor,
  input: { userId: string; persistent: boolean; now: Date; ip?: string; userAgent?: string },
): Promise<Session & { token: string }> {
  const token = randomToken();
  const session = {
    id: newId(),
    userId: input.userId,
    csrfToken: randomToken(),
    persistent: input.persistent,
    expiresAt: new Date(input.now.getTime() + (input.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS)),
  };
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      token_hash: hashToken(token),
      user_id: session.userId,
      csrf_token: session.csrfToken,
      persistent: session.persistent,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: session.expiresAt,
    })
    .execute();
  return { ...session, token };
}

/** The live sessions behind a token's hash: not expired, not revoked, their user active. */
function liveSessions(db: Executor, tokenHash: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.csrf_token', 'sessions.persistent', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');
}

// Every signed-in request runs one of these two: built and compiled once (platform/queries).
const sessionRows = compiledOnce(liveSessions);
const sessionWithMembershipRows = compiledOnce((db: Executor, tokenHash: string, now: Date, instId: string) =>
  liveSessions(db, tokenHash, now)
    .leftJoin('memberships', (join) =>
      join
        .onRef('memberships.user_id', '=', 'sessions.user_id')
        .on('memberships.inst_id', '=', instId)
        .on('memberships.status', '=', 'active'),
    )
    .select(['memberships.user_id as member_user_id', 'memberships.relation_cd', 'memberships.auth_cd']),
);

type SessionRow = { id: string; user_id: string; csrf_token: string; persistent: boolean; expires_at: Date | string };

const sessionOf = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  csrfToken: row.csrf_token,
  persistent: row.persistent,
  expiresAt: new Date(row.expires_at),
});

/** The live session behind a cookie token, or undefined when unknown, expired, revoked or its user is not active. */
export async function findSession(db: Executor, token: string, now: Date): Promise<Session | undefined> {
  const [row] = await sessionRows(db, hashToken(token), now);
  return row ? sessionOf(row) : undefined;
}

/**
 * The live session and, in the same statement, its user's active membership of the academy
 * `instId` (undefined when there is none): what a route of an academy needs before its rule can be
 * checked (platform/access), read in one round trip instead of two.
 */
export async function findSessionWithMembership(
  db: Executor,
  token: string,
  now: Date,
  instId: string,
): Promise<{ session: Session; membership: MembershipRow | undefined } | undefined> {
  const [row] = await sessionWithMembershipRows(db, hashToken(token), now, instId);
  if (!row) return undefined;
  const membership = row.member_user_id ? { relation_cd: row.relation_cd, auth_cd: row.auth_cd } : undefined;
  return { session: sessionOf(row), membership };
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password reset, withdrawal), optionally keeping one. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
