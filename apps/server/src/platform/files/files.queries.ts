import type { UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor, UploadsTable } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

export type Upload = Selectable<UploadsTable>;

export async function insertUpload(db: Executor, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Executor, id: string): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An academy's upload of one purpose, or nothing (another academy's id finds nothing). */
export async function findInstUpload(
  db: Executor,
  input: { instId: string; purpose: UploadPurpose; id: string },
): Promise<Upload | undefined> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where(ofInst(input.instId))
    .where('purpose', '=', input.purpose)
    .where('id', '=', input.id)
    .executeTakeFirst();
}

/** Deletes the rows and answers them (their storage keys are deleted once the transaction commits). */
export async function deleteUploads(db: Executor, ids: readonly string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db.deleteFrom('uploads').where('id', 'in', ids).returningAll().execute();
}

/**
 * Marks an academy's uploads of one purpose as in use; answers the rows it marked (an id of
 * another academy or purpose, or of a row already cleaned up, is not among them).
 */
export async function attachInstUploads(
  db: Executor,
  input: { instId: string; purpose: UploadPurpose; ids: readonly string[]; now: Date },
): Promise<Upload[]> {
  if (input.ids.length === 0) return [];
  return db
    .updateTable('uploads')
    .set({ attached_at: input.now })
    .where(ofInst(input.instId))
    .where('purpose', '=', input.purpose)
    .where('id', 'in', input.ids)
    .returningAll()
    .execute();
}

/** Marks an academy's uploads of one purpose as no longer used: the clean-up job removes them. */
export async function detachInstUploads(
  db: Executor,
  input: { instId: string; purpose: UploadPurpose; ids: readonly string[] },
): Promise<void> {
  if (input.ids.length === 0) return;
  await db
    .updateTable('uploads')
    .set({ attached_at: null })
    .where(ofInst(input.instId))
    .where('purpose', '=', input.purpose)
    .where('id', 'in', input.ids)
    .execute();
}

/**
 * Deletes, in one statement, the uploads never attached (or no longer) and older than `before`,
 * and answers them. A row attached at the same moment is kept: the statement re-checks
 * `attached_at` on the row it waited for.
 */
export async function deleteUnattachedUploads(db: Executor, before: Date): Promise<Upload[]> {
  return db
    .deleteFrom('uploads')
    .where('attached_at', 'is', null)
    .where('created_at', '<', before)
    .returningAll()
    .execute();
}

/** The sign-up photos waiting for the sign-up of one identity verification. */
export async function pendingSignupUploads(db: Executor, transId: string): Promise<Upload[]> {
  return db
    .selectFrom('uploads')
    .selectAll()
    .where('owner_user_id', 'is', null)
    .where('signup_trans_id', '=', transId)
    .orderBy('created_at')
    .execute();
}

/** Gives a waiting sign-up photo its owner (and so attaches it); answers whether the photo was there to claim. */
export async function claimSignupUpload(
  db: Executor,
  input: { id: string; transId: string; userId: string; now: Date },
): Promise<boolean> {
  const claimed = await db
    .updateTable('uploads')
    .set({ owner_user_id: input.userId, signup_trans_id: null, attached_at: input.now })
    .where('id', '=', input.id)
    .where('purpose', '=', 'profile')
    .where('owner_user_id', 'is', null)
    .where('signup_trans_id', '=', input.transId)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Who stored a file: an account, or a sign-up before its account exists. */
export type Uploader = { ownerUserId: string | null; signupTransId: string | null };

/**
 * Holds, until the transaction ends, the lock of one uploader's and one academy's quota: a second
 * upload of the same uploader or academy waits here, then reads the usage the first one left.
 * Always in the same order (uploader, then academy), so two uploads never wait on each other.
 */
export async function lockUploadQuotas(trx: Executor, keys: readonly string[]): Promise<void> {
  for (const key of keys)
    await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${key}`}, 0))`.execute(trx);
}

/** The uploader's files nothing uses yet (still within the clean-up's grace), and their bytes. */
export async function pendingUploadsOf(
  db: Executor,
  uploader: Uploader,
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<string>().as('files'),
      eb.fn.coalesce(eb.fn.sum<string>('size_bytes'), sql<string>`0`).as('bytes'),
    ])
    .where('attached_at', 'is', null)
    .where('created_at', '>=', since)
    .where((eb) =>
      uploader.ownerUserId !== null
        ? eb('owner_user_id', '=', uploader.ownerUserId)
        : eb('signup_trans_id', '=', uploader.signupTransId as string),
    )
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** The bytes an academy keeps in the file storage. */
export async function academyUploadBytes(db: Executor, instId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size_bytes'), sql<string>`0`).as('bytes'))
    .where(ofInst(instId))
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}
