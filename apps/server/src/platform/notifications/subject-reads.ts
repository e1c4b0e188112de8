import type { Executor } from '../../db/database';
import type { NotificationSubject } from './notify';

/**
 * Marks read a person's notifications about what they have just read themselves (the posts they
 * opened or scrolled past), so the bell and the sender's delivery status agree with the reading.
 * Only their own notifications of this academy change.
 */
export async function markSubjectsRead(
  db: Executor,
  input: { userId: string; instId: string; kind: NotificationSubject['kind']; ids: readonly string[]; now: Date },
): Promise<void> {
  if (input.ids.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ read_at: input.now })
    .where('user_id', '=', input.userId)
    .where('inst_id', '=', input.instId)
    .where('subject_kind', '=', input.kind)
    .where('subject_id', 'in', [...input.ids])
    .where('read_at', 'is', null)
    .execute();
}
