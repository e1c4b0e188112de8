import { type Kysely, sql } from 'kysely';

/**
 * Accounts: what sign-up, login, recovery, profile, family and withdrawal keep.
 *
 * - users gain the verified identity (CI/DI sealed, DI as a unique blind index), the guardian of an
 *   under-14 member (name, sealed CI, consent time), the optional profile fields, the consent
 *   flags, the login lock, and when the account went dormant or was withdrawn.
 * - user_consents: every consent given or withdrawn, with the terms version and the time.
 * - social_accounts: Kakao/Naver/Apple logins linked to an account.
 * - account_tokens: one-time secrets kept only as SHA-256 (social login state, social sign-up,
 *   the native app's login token, password reset).
 * - account_codes: 6-digit codes sent by SMS or email (find id, password reset, email change).
 * - family_requests: a family link waiting for the other person to confirm a code.
 * - withdrawal_feedback: why members left, with no link to who they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('ci_enc', 'text')
    .addColumn('di_enc', 'text')
    .addColumn('di_index', 'text')
    .addColumn('parent_nm', 'text')
    .addColumn('parent_ci_enc', 'text')
    .addColumn('guardian_consented_at', 'timestamptz')
    .addColumn('address', 'text')
    .addColumn('detail_address', 'text')
    .addColumn('school_nm', 'text')
    .addColumn('grade_year', 'integer')
    .addColumn('subjects', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('regions', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('recommend_cd', 'text')
    .addColumn('marketing_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('night_receive_consent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('login_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('dormant_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_di_index_uq').on('users').column('di_index').unique().execute();
  await db.schema
    .createIndex('users_active_idle_idx')
    .on('users')
    .expression(sql`coalesce(last_active_at, created_at)`)
    .where(sql.ref('status'), '=', 'active')
    .execute();

  await db.schema
    .createTable('user_consents')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('consent_key', 'text', (col) =>
      col.notNull().check(sql`consent_key in ('age14', 'useTerms', 'personalInfo', 'marketing', 'night', 'guardian')`),
    )
    .addColumn('terms_version', 'text', (col) => col.notNull())
    .addColumn('agreed', 'boolean', (col) => col.notNull())
    .addColumn('given_by', 'text', (col) =>
      col.notNull().defaultTo('self').check(sql`given_by in ('self', 'guardian')`),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_consents_user_idx').on('user_consents').columns(['user_id', 'at']).execute();

  await db.schema
    .createTable('social_accounts')
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('kakao', 'naver', 'apple')`))
    .addColumn('provider_user_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('email', 'text')
    .addColumn('linked_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('social_accounts_pk', ['provider', 'provider_user_id'])
    .addUniqueConstraint('social_accounts_user_provider_uq', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('social-state', 'social-signup', 'app-login', 'password-reset')`),
    )
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('payload', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').column('user_id').execute();
  await db.schema.createIndex('account_tokens_expires_idx').on('account_tokens').column('expires_at').execute();

  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('find-id', 'password-reset', 'email-change')`),
    )
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('account_codes_lookup_idx')
    .on('account_codes')
    .columns(['purpose', 'recipient', 'created_at'])
    .execute();
  await db.schema.createIndex('account_codes_user_idx').on('account_codes').column('user_id').execute();

  await db.schema
    .createTable('family_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('child', 'guardian')`))
    .addColumn('requester_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('target_mobile_no', 'text', (col) => col.notNull())
    .addColumn('relation_type', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('family_requests_target_idx')
    .on('family_requests')
    .columns(['target_mobile_no', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('family_requests_requester_idx')
    .on('family_requests')
    .column('requester_user_id')
    .execute();

  await db.schema
    .createTable('withdrawal_feedback')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reason_text', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
