import type { Insertable } from 'kysely';
import type { DB, Executor } from '../database';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters for the widest demo table. */
const CHUNK = 1000;

/** Inserts many rows with a few multi-row statements (the demo data writes hundreds at a time). */
export async function insertRows<T extends keyof DB & string>(
  db: Executor,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    // Kysely cannot relate a generic table name to its row type; the signature above does.
    await db
      .insertInto(table)
      .values(rows.slice(start, start + CHUNK) as never)
      .execute();
  }
}
