import type { CashBookFileView } from '@academy/domain/books/transactions.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of 입출금 entries; every one takes the academy and reads only live entries. */

/** A live entry with its receipt file and who wrote it; optionally locked for a change. */
export async function findEntry(db: Executor, instId: string, entryId: string, lock = false) {
  let query = db
    .selectFrom('cash_book_entries as e')
    .leftJoin('uploads as u', 'u.id', 'e.file_id')
    .leftJoin('users as cu', 'cu.id', 'e.created_by')
    .select([
      'e.id',
      'e.kind',
      'e.category',
      sql<string>`to_char(e.entry_date, 'YYYY-MM-DD')`.as('entry_date'),
      'e.amount',
      'e.note',
      'e.file_id',
      'u.storage_key as file_storage_key',
      'u.original_nm as file_name',
      'u.size_bytes as file_size',
      'u.content_type as file_content_type',
      'cu.user_nm as created_by_nm',
    ])
    .where(ofInst(instId, 'e'))
    .where('e.id', '=', entryId)
    .where('e.deleted_at', 'is', null);
  if (lock) query = query.forUpdate('e');
  return query.executeTakeFirst();
}
export type EntryRecord = NonNullable<Awaited<ReturnType<typeof findEntry>>>;

/** An entry's receipt as the API shows it (its stored name opens it: `…/cash-book/files/:fileNm`). */
export function cashBookFileOf(entry: EntryRecord): CashBookFileView | null {
  if (!entry.file_id || !entry.file_storage_key) return null;
  return {
    fileNm: entry.file_storage_key.slice(entry.file_storage_key.lastIndexOf('/') + 1),
    name: entry.file_name ?? '',
    size: entry.file_size ?? 0,
    contentType: entry.file_content_type ?? '',
  };
}

/** Whether a receipt file is one a live entry of the academy uses. */
export async function fileInUse(db: Executor, instId: string, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cash_book_entries')
    .select('id')
    .where(ofInst(instId))
    .where('file_id', '=', fileId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
