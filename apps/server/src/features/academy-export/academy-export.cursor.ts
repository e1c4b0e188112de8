import { type Compilable, CompiledQuery } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * Reading an area's rows a batch at a time, so a large academy is never held in memory: a
 * server-side cursor (`DECLARE … CURSOR`, then `FETCH`) over the area's query. Call it inside a
 * transaction (cursors live as long as their transaction); the export reads every area in one
 * read-only repeatable-read transaction, so the counts and the rows are one snapshot of the academy.
 */

const CURSOR = 'academy_export_rows';

/** The query's rows, `batchSize` at a time. */
export async function* rowBatches(
  trx: Executor,
  query: Compilable<unknown>,
  batchSize: number,
): AsyncGenerator<unknown[]> {
  const compiled = query.compile();
  await trx.executeQuery(
    CompiledQuery.raw(`declare ${CURSOR} no scroll cursor for ${compiled.sql}`, [...compiled.parameters]),
  );
  for (;;) {
    const { rows } = await trx.executeQuery(CompiledQuery.raw(`fetch forward ${batchSize} from ${CURSOR}`));
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) break;
  }
  // Closed only when read to the end: a failure ends the transaction, and its cursors with it.
  await trx.executeQuery(CompiledQuery.raw(`close ${CURSOR}`));
}

/** How many rows the query answers. */
export async function countRows(trx: Executor, query: Compilable<unknown>): Promise<number> {
  const compiled = query.compile();
  const { rows } = await trx.executeQuery<{ count: number }>(
    CompiledQuery.raw(`select count(*)::int as count from (${compiled.sql}) as area_rows`, [...compiled.parameters]),
  );
  return rows[0]?.count ?? 0;
}
