import { type Kysely, sql } from 'kysely';

/**
 * Identity verifications (본인확인), for every provider: what was asked for, where to return, the
 * result (CI/DI encrypted, DI also as a blind index) and when another feature consumed it. The
 * sandbox provider keeps its own state in the same row: what the person typed, the code's hash,
 * its expiry and the wrong tries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_verifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'toss')`))
    .addColumn('provider_tx_id', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`purpose in ('signup', 'signup-guardian', 'find-id', 'find-password', 'phone-change', 'reactivate', 'withdrawal', 'family')`,
        ),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed', 'failed', 'expired')`),
    )
    .addColumn('return_url', 'text', (col) => col.notNull())
    // sandbox: what the person typed on the verification page, until it completes
    .addColumn('req_user_nm', 'text')
    .addColumn('req_birthdate', 'date')
    .addColumn('req_gender_cd', 'text')
    .addColumn('req_carrier', 'text')
    .addColumn('req_mobile_no', 'text')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('codes_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // the verified person, until another feature consumes it
    .addColumn('user_nm', 'text')
    .addColumn('birthdate', 'date')
    .addColumn('gender_cd', 'text', (col) => col.check(sql`gender_cd in ('M', 'F')`))
    .addColumn('mobile_no', 'text')
    .addColumn('carrier', 'text')
    .addColumn('ci_enc', 'text')
    .addColumn('di_enc', 'text')
    .addColumn('di_index', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('identity_verifications_provider_tx_uq', ['provider', 'provider_tx_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
