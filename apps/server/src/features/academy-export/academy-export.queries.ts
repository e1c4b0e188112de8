import { type Selectable, sql } from 'kysely';
import type { AcademyExportsTable, Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/** The academy_exports rows (migration 202611271100): one per export, its progress and its file. */

export type AcademyExportRow = Selectable<AcademyExportsTable>;
export type ExportKey = { instId: string; exportId: string };

const byKey = (key: ExportKey) => ofInst(key.instId, 'academy_exports');

/**
 * Starts an export unless one of the academy runs already: the partial unique index lets one
 * insert win however many arrive at once; the others insert nothing (answer undefined).
 */
export async function insertRunningExport(
  db: Executor,
  input: { instId: string; exportId: string; requestedBy: string; now: Date },
): Promise<AcademyExportRow | undefined> {
  // The index's predicate is written as a literal: PostgreSQL matches ON CONFLICT to the partial
  // index when it plans, and a prepared statement's generic plan (after five runs on a connection)
  // would hold a parameter it cannot match, and refuse the insert.
  return db
    .insertInto('academy_exports')
    .values({
      inst_id: input.instId,
      id: input.exportId,
      requested_by: input.requestedBy,
      storage_key: null,
      file_name: null,
      size_bytes: null,
      error: null,
      created_at: input.now,
      heartbeat_at: input.now,
    })
    .onConflict((conflict) => conflict.column('inst_id').where('status', '=', sql.lit('running')).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findRunningExport(db: Executor, instId: string): Promise<AcademyExportRow | undefined> {
  return db
    .selectFrom('academy_exports')
    .selectAll()
    .where(ofInst(instId, 'academy_exports'))
    .where('status', '=', 'running')
    .executeTakeFirst();
}

export async function findExport(db: Executor, key: ExportKey): Promise<AcademyExportRow | undefined> {
  return db
    .selectFrom('academy_exports')
    .selectAll()
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .executeTakeFirst();
}

export async function findLatestExport(db: Executor, instId: string): Promise<AcademyExportRow | undefined> {
  return db
    .selectFrom('academy_exports')
    .selectAll()
    .where(ofInst(instId, 'academy_exports'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A run begins: says it is alive; false when the export no longer runs (taken for stopped while it waited). */
export async function touchRunningExport(db: Executor, key: ExportKey, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('academy_exports')
    .set({ heartbeat_at: now })
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows written so far (and, once counted, of how many); also says the run is alive. */
export async function recordProgress(
  db: Executor,
  key: ExportKey,
  progress: { done: number; total?: number; now: Date },
): Promise<void> {
  await db
    .updateTable('academy_exports')
    .set({
      done: progress.done,
      ...(progress.total === undefined ? {} : { total: progress.total }),
      heartbeat_at: progress.now,
    })
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .where('status', '=', 'running')
    .execute();
}

/** The run finished: its file and how long it is kept. False when the export no longer runs (marked failed meanwhile). */
export async function markExportReady(
  db: Executor,
  key: ExportKey,
  file: { storageKey: string; fileName: string; sizeBytes: number; now: Date; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('academy_exports')
    .set((eb) => ({
      status: 'ready',
      done: eb.ref('total'),
      storage_key: file.storageKey,
      file_name: file.fileName,
      size_bytes: file.sizeBytes,
      heartbeat_at: file.now,
      finished_at: file.now,
      expires_at: file.expiresAt,
    }))
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Error texts are for the log and the operator, never shown; they are cut to this length. */
const ERROR_TEXT_LIMIT = 1000;

export async function markExportFailed(db: Executor, key: ExportKey, error: string, now: Date): Promise<void> {
  await db
    .updateTable('academy_exports')
    .set({ status: 'failed', error: error.slice(0, ERROR_TEXT_LIMIT), finished_at: now, heartbeat_at: now })
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Runs whose process stopped (no progress since `staleBefore`) are marked failed, so the academy can
 * export again; of one academy, or of every academy when `instId` is null.
 */
export async function failStaleExports(
  db: Executor,
  input: { instId: string | null; staleBefore: Date; now: Date },
): Promise<number> {
  let query = db
    .updateTable('academy_exports')
    .set({ status: 'failed', error: 'stopped without finishing', finished_at: input.now })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', input.staleBefore);
  if (input.instId !== null) query = query.where(ofInst(input.instId, 'academy_exports'));
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ready exports past their keeping time, locked for this transaction; rows another process is
 * expiring right now are skipped.
 */
export async function lockExpiredExports(trx: Executor, now: Date, limit: number): Promise<AcademyExportRow[]> {
  return trx
    .selectFrom('academy_exports')
    .selectAll()
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The file is gone: the row stays as the record that the export happened. */
export async function markExportExpired(trx: Executor, key: ExportKey): Promise<void> {
  await trx
    .updateTable('academy_exports')
    .set({ status: 'expired', storage_key: null })
    .where(byKey(key))
    .where('id', '=', key.exportId)
    .execute();
}
