import type { Updateable } from 'kysely';
import type { Executor, IdentityVerification, IdentityVerificationsTable } from '../../db/database';

/** One verification by our id; `lock` takes the row for the rest of the transaction. */
export async function findVerification(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<IdentityVerification | undefined> {
  let query = db.selectFrom('identity_verifications').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Updates one verification, only while it is still pending when `whilePending`; the row after, if any. */
export async function updateVerification(
  db: Executor,
  id: string,
  values: Updateable<IdentityVerificationsTable>,
  options: { whilePending?: boolean } = {},
): Promise<IdentityVerification | undefined> {
  let query = db.updateTable('identity_verifications').set(values).where('id', '=', id);
  if (options.whilePending) query = query.where('status', '=', 'pending');
  return query.returningAll().executeTakeFirst();
}
