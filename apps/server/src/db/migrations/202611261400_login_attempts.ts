import { type Kysely, sql } from 'kysely';

/**
 * Wrong passwords per account and client address. The lock an address earns stops only that
 * address, so a stranger cannot lock the owner out everywhere; `users.login_failures` and
 * `users.locked_until` keep counting across all addresses for the slower account-wide back-off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_attempts_pk', ['user_id', 'client'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
