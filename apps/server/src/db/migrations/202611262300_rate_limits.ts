import type { Kysely } from 'kysely';

/**
 * Request counts of the rate-limited routes, per route and client, in one window each: kept in
 * PostgreSQL so a limit holds across every server process. A row past its window is reset by the
 * next request and purged by the retention job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_ends_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
