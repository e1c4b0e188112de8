import type { Executor } from '../../db/database';

/** An academy's name (학원명), for a notification's title or an AlimTalk; empty when it is gone. */
export async function instNameOf(db: Executor, instId: string): Promise<string> {
  const row = await db.selectFrom('institutes').select('inst_nm').where('id', '=', instId).executeTakeFirst();
  return row?.inst_nm ?? '';
}
