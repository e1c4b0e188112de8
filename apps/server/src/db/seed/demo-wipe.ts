import { sql } from 'kysely';
import type { Executor } from '../database';

/** The migrator's own tables: their rows say which migrations ran, so they are never emptied. */
const KEPT_TABLES = ['kysely_migration', 'kysely_migration_lock'] as const;

/**
 * Empties every table of the app (all data of every academy, account and session) except the
 * migrator's, in one statement. Run it in the transaction that writes the new data, so a failure
 * leaves the database as it was.
 */
export async function wipeAllData(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables
     where schemaname = current_schema() and tablename not in (${sql.join(KEPT_TABLES)})
     order by tablename`.execute(db);
  const tables = rows.map((row) => row.tablename);
  if (tables.length > 0) {
    await sql`truncate table ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(db);
  }
  return tables;
}
