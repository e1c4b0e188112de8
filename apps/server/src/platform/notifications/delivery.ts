import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { AppContext } from '../context';
import type { Job } from '../jobs/scheduler';
import { planDeliveries } from './delivery-plan';
import { sendDueDeliveries } from './delivery-send';

/**
 * The notification pipeline's delivery (decision 0046): plan what is new, then send what is due.
 * Each process runs it when the 'notifications' event says something was written (in any process),
 * one run at a time per database handle (a wake-up during a run makes it go round once more); the
 * sweep job runs it every 30 seconds in one process, for retries, held advertising whose morning
 * came and anything a stopped process left.
 */
export async function deliverNotifications(ctx: AppContext): Promise<{ planned: number; sent: number }> {
  const planned = await planDeliveries(ctx);
  const sent = await sendDueDeliveries(ctx);
  return { planned, sent };
}

type Run = { running: Promise<void> | undefined; again: boolean };
const runs = new WeakMap<Database, Run>();

/** Starts a delivery run unless one is running (then it goes round once more); returns at once. */
export function deliverNotificationsSoon(ctx: AppContext): void {
  let run = runs.get(ctx.db);
  if (!run) {
    run = { running: undefined, again: false };
    runs.set(ctx.db, run);
  }
  if (run.running) {
    run.again = true;
    return;
  }
  const state = run;
  state.running = (async () => {
    do {
      state.again = false;
      await deliverNotifications(ctx).catch((error: unknown) =>
        console.error('[notifications] delivery failed', error),
      );
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
}

/** Resolves once no run started by `deliverNotificationsSoon` on `db` is running (closing the app, tests). */
export async function notificationDeliverySettled(db: Database): Promise<void> {
  for (let running = runs.get(db)?.running; running; running = runs.get(db)?.running) await running;
}

/** Wakes this process's delivery on every new notification, from any process. */
export function wakeDeliveryOnNotifications(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onReady', async () => {
    try {
      await app.events.subscribe('notifications', () => deliverNotificationsSoon(ctx), {
        onResumed: () => deliverNotificationsSoon(ctx),
      });
    } catch (error) {
      // Without the event bus (no connection string) the sweep job still delivers, every 30 seconds.
      app.log.warn({ err: error }, 'notification delivery not woken by events');
    }
    deliverNotificationsSoon(ctx);
  });
  app.addHook('onClose', async () => notificationDeliverySettled(ctx.db));
}

/** Every 30 seconds: retries, held advertising at 08:00, and what a stopped process left. */
export const notificationDeliveryJob: Job = {
  name: 'notification-delivery',
  everyMs: 30_000,
  run: (ctx) => deliverNotifications(ctx),
};
