import type { Insertable } from 'kysely';
import type { Executor, IdentityVerificationsTable } from '../../db/database';

export async function insertVerification(db: Executor, values: Insertable<IdentityVerificationsTable>): Promise<void> {
  await db.insertInto('identity_verifications').values(values).execute();
}
