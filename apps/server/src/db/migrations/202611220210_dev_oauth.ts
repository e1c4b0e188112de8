import { type Kysely, sql } from 'kysely';

/** One-time authorization codes of the sandbox Kakao/Naver/Apple login (only its hash is kept). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dev_oauth_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('kakao', 'naver', 'apple')`))
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text')
    .addColumn('profile', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
