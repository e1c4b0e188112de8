import { type Selectable, sql } from 'kysely';
import type { Database, Executor, QueuedMessagesTable } from '../../db/database';
import type { OutgoingMessage } from '../adapters/messaging/messaging';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';
import type { Job } from '../jobs/scheduler';

/**
 * Messages a request sends (AlimTalk, SMS) leave its transaction as `queued_messages` rows, written
 * in the same statement as what they tell, and are sent after it commits: the request answers
 * without waiting for the provider, and a message exists exactly when what it tells committed.
 *
 * The process that queued them starts a delivery at once (`deliverSoon`, one at a time per
 * database handle: presses arriving meanwhile are sent together by the next round); the delivery
 * job sends, every minute, whatever a stopped process or a failed try left. A delivery takes its
 * rows with SKIP LOCKED and deletes them in the transaction that sends them, so each message is
 * sent by one process once; only a process dying between the provider's answer and its commit
 * makes the message go out again, later (at least once, never lost). A failed send is tried again
 * after MESSAGE_RETRY_MS, MESSAGE_TRIES times in all, then dropped with a log line.
 */

export const MESSAGE_TRIES = 5;
export const MESSAGE_RETRY_MS = 60_000;
/** Messages taken by one round of a delivery. */
const BATCH = 100;

/**
 * The insert queueing `messages`, for a statement that writes more (platform/events
 * writeAndPublish); one statement text whatever the number of messages (they travel as arrays).
 */
export function queuedMessagesWrite(messages: readonly OutgoingMessage[], now: Date) {
  const column = <T>(pick: (message: OutgoingMessage) => T) => messages.map(pick);
  return sql`insert into queued_messages
      (id, channel, recipient, subject, body, template_code, purpose, inst_id, created_at, next_try_at)
    select m.id, m.channel, m.recipient, m.subject, m.body, m.template_code, m.purpose, m.inst_id,
           ${now}::timestamptz, ${now}::timestamptz
      from unnest(${column(() => newId())}::uuid[], ${column((m) => m.channel)}::text[],
                  ${column((m) => m.recipient)}::text[], ${column((m) => m.subject ?? null)}::text[],
                  ${column((m) => m.body)}::text[], ${column((m) => m.templateCode ?? null)}::text[],
                  ${column((m) => m.purpose)}::text[], ${column((m) => m.instId ?? null)}::uuid[])
        as m(id, channel, recipient, subject, body, template_code, purpose, inst_id)`;
}

/** A queued message as a delivery takes it (its queueing times left out). */
type QueuedRow = Omit<Selectable<QueuedMessagesTable>, 'created_at' | 'next_try_at'>;

const outgoing = (row: QueuedRow): OutgoingMessage => ({
  channel: row.channel,
  recipient: row.recipient,
  body: row.body,
  purpose: row.purpose,
  ...(row.subject === null ? {} : { subject: row.subject }),
  ...(row.template_code === null ? {} : { templateCode: row.template_code }),
  ...(row.inst_id === null ? {} : { instId: row.inst_id }),
});

/**
 * Takes (deletes, in `trx`) up to BATCH messages that no other delivery holds: those never tried,
 * whatever the clock says, and failed ones whose next try is due at `now`.
 */
async function takeDue(trx: Executor, now: Date): Promise<QueuedRow[]> {
  const { rows } = await sql<QueuedRow>`
    delete from queued_messages where id in (
      select id from queued_messages where tries = 0 or next_try_at <= ${now}::timestamptz
       order by next_try_at, id limit ${BATCH} for update skip locked)
    returning id, channel, recipient, subject, body, template_code, purpose, inst_id, tries`.execute(trx);
  return rows;
}

/** Puts failed messages back for a later try, or drops those out of tries; answers how many were dropped. */
async function putBack(trx: Executor, failed: readonly QueuedRow[], now: Date): Promise<number> {
  const again = failed.filter((row) => row.tries + 1 < MESSAGE_TRIES);
  if (again.length > 0) {
    await trx
      .insertInto('queued_messages')
      .values(
        again.map((row) => ({
          ...row,
          tries: row.tries + 1,
          created_at: now,
          next_try_at: new Date(now.getTime() + MESSAGE_RETRY_MS),
        })),
      )
      .execute();
  }
  return failed.length - again.length;
}

/** One round: takes the due messages, sends them, puts the failed ones back. */
async function deliverRound(ctx: AppContext): Promise<{ taken: number; sent: number; dropped: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await takeDue(trx, now);
    if (taken.length === 0) return { taken: 0, sent: 0, dropped: 0 };
    const results = await Promise.allSettled(taken.map((row) => ctx.adapters.messaging.send(outgoing(row))));
    const failed = taken.filter((_, index) => results[index]?.status === 'rejected');
    for (const result of results) {
      if (result.status === 'rejected') console.error('[messages] not sent', result.reason);
    }
    const dropped = await putBack(trx, failed, now);
    if (dropped > 0) console.error(`[messages] ${dropped} message(s) dropped after ${MESSAGE_TRIES} tries`);
    return { taken: taken.length, sent: taken.length - failed.length, dropped };
  });
}

/** Sends every queued message due now, a round of BATCH at a time; answers how many were sent. */
export async function deliverQueuedMessages(ctx: AppContext): Promise<{ sent: number; dropped: number }> {
  let sent = 0;
  let dropped = 0;
  for (;;) {
    const round = await deliverRound(ctx);
    sent += round.sent;
    dropped += round.dropped;
    if (round.taken < BATCH) return { sent, dropped };
  }
}

/** The delivery running for a database handle, and whether more was queued while it ran. */
type Delivery = { running: Promise<void> | undefined; again: boolean };
const deliveries = new WeakMap<Database, Delivery>();

/**
 * Starts delivering what was queued (call it after the queueing transaction committed); returns at
 * once. One delivery at a time per database handle: a call during a delivery makes it go round once
 * more, so a burst of requests is sent in a few rounds.
 */
export function deliverSoon(ctx: AppContext): void {
  let delivery = deliveries.get(ctx.db);
  if (!delivery) {
    delivery = { running: undefined, again: false };
    deliveries.set(ctx.db, delivery);
  }
  if (delivery.running) {
    delivery.again = true;
    return;
  }
  const state = delivery;
  state.running = (async () => {
    do {
      state.again = false;
      await deliverQueuedMessages(ctx).catch((error: unknown) => console.error('[messages] delivery failed', error));
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
}

/** Resolves once no delivery started by `deliverSoon` on `db` is running (closing the app, tests). */
export async function deliveriesSettled(db: Database): Promise<void> {
  for (let running = deliveries.get(db)?.running; running; running = deliveries.get(db)?.running) await running;
}

/** Every minute: what a stopped process left queued, and the failed messages' next tries. */
export const queuedMessagesJob: Job = {
  name: 'queued-messages',
  everyMs: 60_000,
  run: (ctx) => deliverQueuedMessages(ctx),
};
