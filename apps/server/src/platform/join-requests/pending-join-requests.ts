import type { Executor } from '../../db/database';
import { ofInst } from '../tenancy/of-inst';

/** How many requests to join the academy wait for an answer. */
export async function countPendingJoinRequests(db: Executor, instId: string): Promise<number> {
  const row = await db
    .selectFrom('join_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(ofInst(instId, 'join_requests'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
