import type { RetentionKind } from '@academy/domain/privacy/retention';
import { type RawBuilder, sql } from 'kysely';
import type { DB, Executor } from '../../db/database';

/**
 * Where each kind of personal data of the retention table (packages/domain/src/privacy/retention)
 * lives and the moment its purpose ended, in SQL. Unused files are the upload pipeline's own job
 * (platform/files, `uploadsCleanupJob`): their bytes must go with their rows, so they are not here;
 * nor are the academy's export files, which the export's own clean-up deletes with their storage
 * (features/academy-export, `academyExportsCleanupJob`). A kind that is part of a row kept for
 * longer (the payer's number of a 현금영수증, whose receipt stays with the payment) is cleared, not
 * deleted: `CLEARS`.
 */
export type PurgedKind = Exclude<RetentionKind, 'unattached-uploads' | 'academy-exports' | ClearedKind>;

/** Kinds that are columns of a row that stays: their period's end empties the columns. */
export type ClearedKind = 'cash-receipt-identities';

type Purge = {
  table: keyof DB & string;
  /** The primary key's columns. */
  key: readonly string[];
  /** When the row's purpose ended (`least` skips nulls: the earlier of use and expiry). */
  endedAt: RawBuilder<unknown>;
  /** Rows whose purpose has not ended whatever their times (a pending request, an accepted invitation). */
  only?: RawBuilder<unknown>;
};

const PURGES: Record<PurgedKind, Purge> = {
  'identity-verifications': {
    table: 'identity_verifications',
    key: ['id'],
    endedAt: sql`least(expires_at, consumed_at)`,
  },
  'student-import-previews': {
    table: 'student_import_previews',
    key: ['inst_id', 'id'],
    endedAt: sql`least(expires_at, used_at)`,
  },
  sessions: { table: 'sessions', key: ['id'], endedAt: sql`least(expires_at, revoked_at)` },
  'login-attempts': {
    table: 'login_attempts',
    key: ['user_id', 'client'],
    endedAt: sql`greatest(updated_at, locked_until)`,
  },
  'rate-limits': { table: 'rate_limits', key: ['key'], endedAt: sql`window_ends_at` },
  'account-codes': { table: 'account_codes', key: ['id'], endedAt: sql`least(expires_at, used_at)` },
  'account-tokens': { table: 'account_tokens', key: ['token_hash'], endedAt: sql`least(expires_at, used_at)` },
  'family-requests': { table: 'family_requests', key: ['id'], endedAt: sql`least(expires_at, confirmed_at)` },
  'unaccepted-invites': {
    table: 'invites',
    key: ['inst_id', 'id'],
    endedAt: sql`least(expires_at, revoked_at)`,
    only: sql`accepted_at is null`,
  },
  'decided-join-requests': {
    table: 'join_requests',
    key: ['inst_id', 'id'],
    endedAt: sql`coalesce(decided_at, created_at)`,
    only: sql`status <> 'pending'`,
  },
  notifications: { table: 'notifications', key: ['id'], endedAt: sql`created_at` },
  // A failed message is put back with the time of its last try: a message still being retried is kept.
  'queued-messages': { table: 'queued_messages', key: ['id'], endedAt: sql`created_at` },
  // A card's purpose ends with its owner's membership of the academy (leaving it, or withdrawing).
  'registered-cards': {
    table: 'registered_cards',
    key: ['inst_id', 'id'],
    endedAt: sql`(select coalesce(max(m.ended_at), registered_cards.created_at) from memberships m
                   where m.inst_id = registered_cards.inst_id and m.user_id = registered_cards.user_id)`,
    only: sql`not exists (select 1 from memberships m
                           where m.inst_id = registered_cards.inst_id and m.user_id = registered_cards.user_id
                             and m.status = 'active')`,
  },
  // A seller registration's purpose ends when its academy closes.
  'payout-sellers': {
    table: 'payout_sellers',
    key: ['inst_id'],
    endedAt: sql`(select i.closed_at from institutes i where i.id = payout_sellers.inst_id)`,
    only: sql`exists (select 1 from institutes i where i.id = payout_sellers.inst_id and i.status = 'closed')`,
  },
  'sandbox-outbox': { table: 'outbox_messages', key: ['id'], endedAt: sql`created_at` },
  'sandbox-oauth-codes': { table: 'dev_oauth_codes', key: ['code_hash'], endedAt: sql`least(expires_at, used_at)` },
};

/** The kinds this module deletes, in the retention table's order. */
export const PURGED_KINDS = Object.keys(PURGES) as PurgedKind[];

type Clear = Purge & {
  /** The columns holding the personal data, set to null (the table's checks allow it once the purpose ended). */
  columns: readonly string[];
};

const CLEARS: Record<ClearedKind, Clear> = {
  // Issued (and perhaps cancelled later): from the issue. Never issued: from the cancel, or from the
  // moment the issue job gave up (`failed`, stamped with updated_at). A pending one keeps its number.
  'cash-receipt-identities': {
    table: 'cash_receipts',
    key: ['inst_id', 'id'],
    columns: ['identity_enc'],
    endedAt: sql`coalesce(issued_at, cancelled_at, case when status = 'failed' then updated_at end)`,
    only: sql`identity_enc is not null and status <> 'pending'`,
  },
};

/** The kinds this module clears, in the retention table's order. */
export const CLEARED_KINDS = Object.keys(CLEARS) as ClearedKind[];

/**
 * Deletes at most `limit` rows of one kind whose purpose ended before `cutoff`; answers how many.
 * Rows another transaction holds (a verification being used right now) are skipped, not waited
 * for: they are checked again on the next run.
 */
export async function deleteDueBatch(db: Executor, kind: PurgedKind, cutoff: Date, limit: number): Promise<number> {
  const { table, key, endedAt, only } = PURGES[kind];
  const columns = sql.join(key.map((column) => sql.ref(column)));
  const result = await sql`
    delete from ${sql.table(table)}
     where (${columns}) in (
       select ${columns}
         from ${sql.table(table)}
        where ${endedAt} < ${cutoff}${only ? sql` and ${only}` : sql``}
        limit ${limit}
          for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * Empties the personal columns of at most `limit` rows of one kind whose purpose ended before
 * `cutoff`; answers how many rows. Locked rows are skipped as in deleteDueBatch.
 */
export async function clearDueBatch(db: Executor, kind: ClearedKind, cutoff: Date, limit: number): Promise<number> {
  const { table, key, columns, endedAt, only } = CLEARS[kind];
  const keys = sql.join(key.map((column) => sql.ref(column)));
  const cleared = sql.join(columns.map((column) => sql`${sql.ref(column)} = null`));
  const result = await sql`
    update ${sql.table(table)}
       set ${cleared}
     where (${keys}) in (
       select ${keys}
         from ${sql.table(table)}
        where ${endedAt} < ${cutoff}${only ? sql` and ${only}` : sql``}
        limit ${limit}
          for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/** One key for every server process: whoever holds it is the one purging right now. */
const RETENTION_LOCK = 'personal-data-retention';

/**
 * Takes the retention lock for the rest of the transaction, without waiting; false when another
 * process's transaction holds it.
 */
export async function tryRetentionLock(trx: Executor): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtextextended(${RETENTION_LOCK}, 0)) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
