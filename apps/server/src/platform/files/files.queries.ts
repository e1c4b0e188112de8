import type { Insertable, Selectable } from 'kysely';
import type { Executor, UploadsTable } from '../../db/database';

export type Upload = Selectable<UploadsTable>;

export async function insertUpload(db: Executor, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function findUpload(db: Executor, id: string): Promise<Upload | undefined> {
  return db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Deletes the rows and answers them (their storage keys are deleted once the transaction commits). */
export async function deleteUploads(db: Executor, ids: readonly string[]): Promise<Upload[]> {
  if (ids.length === 0) return [];
  return db.deleteFrom('uploads').where('id', 'in', ids).returningAll().execute();
}

/** Sign-up photos still waiting for their sign-up: of one verification, or all older than a time. */
export async function pendingSignupUploads(
  db: Executor,
  filter: { transId: string } | { createdBefore: Date },
): Promise<Upload[]> {
  let query = db.selectFrom('uploads').selectAll().where('owner_user_id', 'is', null);
  query =
    'transId' in filter
      ? query.where('signup_trans_id', '=', filter.transId)
      : query.where('signup_trans_id', 'is not', null).where('created_at', '<', filter.createdBefore);
  return query.orderBy('created_at').execute();
}

/** Gives a waiting sign-up photo its owner; answers whether the photo was there to claim. */
export async function claimSignupUpload(
  db: Executor,
  input: { id: string; transId: string; userId: string },
): Promise<boolean> {
  const claimed = await db
    .updateTable('uploads')
    .set({ owner_user_id: input.userId, signup_trans_id: null })
    .where('id', '=', input.id)
    .where('purpose', '=', 'profile')
    .where('owner_user_id', 'is', null)
    .where('signup_trans_id', '=', input.transId)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
