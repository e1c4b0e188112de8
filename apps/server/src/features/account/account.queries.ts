import type { SocialProvider } from '@academy/domain/account/account.rules';
import type { Insertable, Updateable } from 'kysely';
import type {
  AccountCodePurpose,
  AccountCodesTable,
  AccountTokenKind,
  AccountTokensTable,
  Executor,
  User,
  UserConsentsTable,
  UsersTable,
} from '../../db/database';

/**
 * Account rows: users, their consents, social logins, memberships and family as the account
 * screens show them, and the one-time tokens and codes of the account flows. Users are not
 * tenant rows (one account, many institutes), so nothing here filters by institute.
 */

type LiveStatus = 'active' | 'dormant';
const LIVE: LiveStatus[] = ['active', 'dormant'];

// ── users ────────────────────────────────────────────────────────────────────

export async function findUserById(db: Executor, id: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('users').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A live (active or dormant) account by its login id; withdrawn accounts have none. */
export async function findUserByLoginId(db: Executor, loginId: string, options: { lock?: boolean } = {}) {
  let query = db.selectFrom('users').selectAll().where('login_id', '=', loginId).where('status', 'in', LIVE);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function isLoginIdTaken(db: Executor, loginId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirst();
  return row !== undefined;
}

/** The account a verified person already has (DI is unique among accounts). */
export async function findUserByDiIndex(db: Executor, diIndex: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('di_index', '=', diIndex).executeTakeFirst();
}

/**
 * Live accounts a verified person may own: the one with their DI, and accounts that have no DI
 * (made before verification, like the demo accounts) under the same name and mobile number.
 */
export async function findUsersOfPerson(
  db: Executor,
  person: { diIndex: string; name: string; mobileNo: string | null },
): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('status', 'in', LIVE)
    .where((eb) => {
      const byDi = eb('di_index', '=', person.diIndex);
      if (!person.mobileNo) return byDi;
      return eb.or([
        byDi,
        eb.and([eb('di_index', 'is', null), eb('user_nm', '=', person.name), eb('mobile_no', '=', person.mobileNo)]),
      ]);
    })
    .orderBy('created_at')
    .execute();
}

/** Live accounts under a name and mobile number (find id by SMS). */
export async function findUsersByNameAndMobile(db: Executor, name: string, mobileNo: string): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('status', 'in', LIVE)
    .where('user_nm', '=', name)
    .where('mobile_no', '=', mobileNo)
    .orderBy('created_at')
    .execute();
}

export async function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(values).execute();
}

export async function updateUser(db: Executor, id: string, values: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/**
 * Swaps a password hash for a stronger one of the same password, only while `from` is still the
 * stored hash: a password changed or reset meanwhile is never put back.
 */
export async function replacePasswordHash(db: Executor, id: string, from: string, to: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: to })
    .where('id', '=', id)
    .where('password_hash', '=', from)
    .execute();
}

export async function insertConsents(db: Executor, rows: Insertable<UserConsentsTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('user_consents').values(rows).execute();
}

// ── social logins ────────────────────────────────────────────────────────────

export async function socialProvidersOf(db: Executor, userId: string): Promise<SocialProvider[]> {
  const rows = await db.selectFrom('social_accounts').select('provider').where('user_id', '=', userId).execute();
  return rows.map((row) => row.provider);
}

export async function findSocialAccount(db: Executor, provider: SocialProvider, providerUserId: string) {
  return db
    .selectFrom('social_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
}

export async function insertSocialAccount(
  db: Executor,
  values: { provider: SocialProvider; providerUserId: string; userId: string; email: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('social_accounts')
    .values({
      provider: values.provider,
      provider_user_id: values.providerUserId,
      user_id: values.userId,
      email: values.email,
      linked_at: values.now,
    })
    .execute();
}

// ── what the header and MyPage show ──────────────────────────────────────────

export async function activeMembershipsOf(db: Executor, userId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('institutes', 'institutes.id', 'memberships.inst_id')
    .select(['memberships.inst_id', 'institutes.inst_nm', 'memberships.relation_cd', 'memberships.auth_cd'])
    .where('memberships.user_id', '=', userId)
    .where('memberships.status', '=', 'active')
    .orderBy('memberships.started_at')
    .orderBy('institutes.inst_nm')
    .execute();
}

/** The other side of each family link of a user: their children and their guardians. */
export async function familyLinksOf(db: Executor, userId: string) {
  const select = [
    'users.id',
    'users.user_nm',
    'users.mobile_no',
    'family_links.relation_type',
    'family_links.created_at',
  ] as const;
  const [children, guardians] = await Promise.all([
    db
      .selectFrom('family_links')
      .innerJoin('users', 'users.id', 'family_links.child_user_id')
      .select(select)
      .where('family_links.parent_user_id', '=', userId)
      .orderBy('family_links.created_at')
      .execute(),
    db
      .selectFrom('family_links')
      .innerJoin('users', 'users.id', 'family_links.parent_user_id')
      .select(select)
      .where('family_links.child_user_id', '=', userId)
      .orderBy('family_links.created_at')
      .execute(),
  ]);
  return { children, guardians };
}

// ── one-time tokens ──────────────────────────────────────────────────────────

export async function insertToken(db: Executor, values: Insertable<AccountTokensTable>): Promise<void> {
  await db.insertInto('account_tokens').values(values).execute();
}

/** Marks a live token of this kind used and returns it; undefined when unknown, expired or used. */
export async function useToken(db: Executor, kind: AccountTokenKind, tokenHash: string, now: Date) {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** A live token of this kind, not marked used. */
export async function findLiveToken(db: Executor, kind: AccountTokenKind, tokenHash: string, now: Date) {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

// ── codes by SMS or email ────────────────────────────────────────────────────

export async function insertCode(db: Executor, values: Insertable<AccountCodesTable>): Promise<void> {
  await db.insertInto('account_codes').values(values).execute();
}

/** The newest code sent for this purpose to this recipient about this subject, locked. */
export async function findLatestCode(
  db: Executor,
  where: { purpose: AccountCodePurpose; recipient: string; subject: string; userId?: string },
) {
  let query = db
    .selectFrom('account_codes')
    .selectAll()
    .where('purpose', '=', where.purpose)
    .where('recipient', '=', where.recipient)
    .where('subject', '=', where.subject);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).forUpdate().executeTakeFirst();
}

export async function updateCode(db: Executor, id: string, values: Updateable<AccountCodesTable>): Promise<void> {
  await db.updateTable('account_codes').set(values).where('id', '=', id).execute();
}
