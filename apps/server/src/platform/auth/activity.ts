import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** `users.last_active_at` is written at most this often per signed-in user. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 60 * 1000;

/** Forget the per-process memory when it grows this large (it only saves writes). */
const MAX_REMEMBERED = 50_000;

/**
 * Keeps `users.last_active_at` current for signed-in requests (dormancy counts from it), writing
 * at most once an hour per user: an in-process memory skips the query, and the UPDATE's own
 * condition keeps several API nodes from writing more often.
 */
export function registerActivityTracking(app: FastifyInstance, ctx: AppContext): void {
  const written = new Map<string, number>();
  // A callback hook: most requests only look at the memory, and no promise is made for them.
  app.addHook('onRequest', (request, _reply, done) => {
    const userId = request.session?.userId;
    if (!userId) return done();
    const now = ctx.clock.now();
    const last = written.get(userId);
    if (last !== undefined && now.getTime() >= last && now.getTime() - last < ACTIVITY_WRITE_INTERVAL_MS) return done();
    if (written.size >= MAX_REMEMBERED) written.clear();
    recordActivity(userId, now).then(
      () => done(),
      (error: unknown) => {
        // Bookkeeping only: a failed write must not fail the request it rides on.
        request.log.warn({ err: error }, 'could not record activity');
        done();
      },
    );
  });

  async function recordActivity(userId: string, now: Date) {
    const result = await ctx.db
      .updateTable('users')
      .set({ last_active_at: now })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('last_active_at', 'is', null),
          eb('last_active_at', '<=', new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS)),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) {
      written.set(userId, now.getTime());
      return;
    }
    // Written recently (a login, another node): remember when, so the next write comes an hour after it.
    const row = await ctx.db.selectFrom('users').select('last_active_at').where('id', '=', userId).executeTakeFirst();
    written.set(userId, row?.last_active_at?.getTime() ?? now.getTime());
  }
}
