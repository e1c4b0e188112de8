import type { CashBookCategory } from '@academy/domain/books/cash-book';
import type {
  CashBookEntryInput,
  CashBookEntryResponse,
  UploadCashBookFileResponse,
} from '@academy/domain/books/cash-book.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { attachInstUploads, detachInstUploads } from '../../platform/files/files.queries';
import {
  checkFile,
  type IncomingFile,
  type OpenedFile,
  openInstUpload,
  originalNameOf,
  recordUpload,
  storeFile,
  uploadIdOf,
} from '../../platform/files/uploads';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { cashBookFileOf, type EntryRecord, fileInUse, findEntry } from './cash-book.queries';

/**
 * 입출금 entries (the academy's own income and expenses): made, changed and deleted by the director
 * or a manager holding 062, each change audited (`cash-book.create|update|delete`, before and
 * after) in its own transaction. A receipt is uploaded first through the one pipeline
 * (`cash-book-receipt`) and attached when the entry is saved; a replaced or dropped one is
 * detached, so the clean-up job removes it.
 */

const PURPOSE = 'cash-book-receipt';

const auditedOf = (entry: Pick<EntryRecord, 'kind' | 'category' | 'entry_date' | 'amount' | 'note' | 'file_id'>) => ({
  kind: entry.kind,
  category: entry.category,
  entryDate: entry.entry_date,
  amount: entry.amount,
  note: entry.note,
  fileId: entry.file_id,
});

function viewOf(entry: EntryRecord): CashBookEntryResponse {
  return {
    entry: {
      entryId: entry.id,
      kind: entry.kind,
      category: entry.category as CashBookCategory,
      entryDate: entry.entry_date,
      amount: entry.amount,
      note: entry.note,
      fileId: entry.file_id,
      file: cashBookFileOf(entry),
    },
  };
}

/** Marks an uploaded receipt as used by an entry; a file that is not the academy's receipt answers 400. */
async function attachReceipt(trx: Executor, caller: Caller, fileId: string, now: Date): Promise<void> {
  const attached = await attachInstUploads(trx, { instId: caller.instId, purpose: PURPOSE, ids: [fileId], now });
  if (attached.length !== 1) throw new AppError('CASH_BOOK_FILE_NOT_FOUND');
}

export async function createEntry(
  ctx: AppContext,
  caller: Caller,
  input: CashBookEntryInput,
): Promise<CashBookEntryResponse> {
  const now = ctx.clock.now();
  const id = newId();
  const entry = await ctx.db.transaction().execute(async (trx) => {
    if (input.fileId) await attachReceipt(trx, caller, input.fileId, now);
    await trx
      .insertInto('cash_book_entries')
      .values({
        inst_id: caller.instId,
        id,
        kind: input.kind,
        category: input.category,
        entry_date: input.entryDate,
        amount: input.amount,
        note: input.note,
        file_id: input.fileId,
        created_by: caller.userId,
        updated_by: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const written = await findEntry(trx, caller.instId, id);
    if (!written) throw new AppError('INTERNAL');
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'cash-book.create',
      target: auditTarget('cash-book', id),
      before: null,
      after: auditedOf(written),
      at: now,
    });
    return written;
  });
  return viewOf(entry);
}

export async function updateEntry(
  ctx: AppContext,
  caller: Caller,
  entryId: string,
  input: CashBookEntryInput,
): Promise<CashBookEntryResponse> {
  const now = ctx.clock.now();
  const entry = await ctx.db.transaction().execute(async (trx) => {
    const before = await findEntry(trx, caller.instId, entryId, true);
    if (!before) throw new AppError('NOT_FOUND');
    if (input.fileId !== before.file_id) {
      if (input.fileId) await attachReceipt(trx, caller, input.fileId, now);
      if (before.file_id)
        await detachInstUploads(trx, { instId: caller.instId, purpose: PURPOSE, ids: [before.file_id] });
    }
    await trx
      .updateTable('cash_book_entries')
      .set({
        kind: input.kind,
        category: input.category,
        entry_date: input.entryDate,
        amount: input.amount,
        note: input.note,
        file_id: input.fileId,
        updated_by: caller.userId,
        updated_at: now,
      })
      .where(ofInst(caller.instId))
      .where('id', '=', entryId)
      .execute();
    const after = await findEntry(trx, caller.instId, entryId);
    if (!after) throw new AppError('INTERNAL');
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'cash-book.update',
      target: auditTarget('cash-book', entryId),
      before: auditedOf(before),
      after: auditedOf(after),
      at: now,
    });
    return after;
  });
  return viewOf(entry);
}

/** Deletes an entry (kept with `deleted_at` for the audit trail); its receipt is left to the clean-up job. */
export async function deleteEntry(ctx: AppContext, caller: Caller, entryId: string): Promise<{ deleted: true }> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findEntry(trx, caller.instId, entryId, true);
    if (!before) throw new AppError('NOT_FOUND');
    await trx
      .updateTable('cash_book_entries')
      .set({ deleted_at: now, updated_by: caller.userId, updated_at: now })
      .where(ofInst(caller.instId))
      .where('id', '=', entryId)
      .execute();
    if (before.file_id)
      await detachInstUploads(trx, { instId: caller.instId, purpose: PURPOSE, ids: [before.file_id] });
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'cash-book.delete',
      target: auditTarget('cash-book', entryId),
      before: auditedOf(before),
      after: null,
      at: now,
    });
  });
  return { deleted: true };
}

/** A receipt photo or PDF, stored for the academy and attached when its entry is saved. */
export async function uploadCashBookFile(
  ctx: AppContext,
  caller: Caller,
  readFile: () => Promise<IncomingFile | null>,
): Promise<UploadCashBookFileResponse> {
  const file = checkFile(PURPOSE, await readFile());
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  return storeFile(ctx, file, async (stored) => {
    await recordUpload(ctx.db, stored, owner, now);
    return {
      id: stored.id,
      fileNm: stored.storedName,
      name: originalNameOf(file.fileName),
      size: file.buffer.length,
      contentType: file.contentType,
    };
  });
}

/**
 * A receipt by its stored name, for those who see 입출금: one a live entry uses, or one the caller
 * just uploaded (the form shows it before saving). Anything else answers 404.
 */
export async function openCashBookFile(ctx: AppContext, caller: Caller, fileNm: string): Promise<OpenedFile> {
  const fileId = uploadIdOf(fileNm);
  if (!fileId) throw new AppError('NOT_FOUND');
  if (!(await fileInUse(ctx.db, caller.instId, fileId))) {
    const own = await ctx.db
      .selectFrom('uploads')
      .select('id')
      .where(ofInst(caller.instId))
      .where('id', '=', fileId)
      .where('owner_user_id', '=', caller.userId)
      .where('attached_at', 'is', null)
      .executeTakeFirst();
    if (!own) throw new AppError('NOT_FOUND');
  }
  return openInstUpload(ctx, { instId: caller.instId, purpose: PURPOSE, storedName: fileNm });
}
