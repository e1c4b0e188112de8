import { alimTalkText } from '@academy/domain/notifications/alimtalk-templates';
import {
  advertisingGate,
  DELIVERY_MAX_ATTEMPTS,
  retryDelayMs,
  textMessageKindOf,
} from '@academy/domain/notifications/notification.rules';
import { sql } from 'kysely';
import type { DeliveryChannelColumn, DeliveryStatusColumn, Executor } from '../../db/database';
import type { PushMessage, PushOutcome } from '../adapters/push/push';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';

/**
 * Sending, by jobs: a sender claims due deliveries (FOR UPDATE SKIP LOCKED, in a short statement
 * that marks them `sending` until a lease runs out), sends them outside any transaction, and
 * records each outcome — sent, tried again after a back-off, or failed with its reason. Claims
 * never overlap, so several processes never send the same delivery; a process that dies mid-send
 * leaves its claims to lapse and be sent again (at least once, never lost).
 */

/** Deliveries claimed at once. */
export const SEND_BATCH = 100;
/** How long a claim holds before another sender may take the delivery again. */
export const CLAIM_LEASE_MS = 2 * 60_000;

type Claimed = {
  id: string;
  channel: DeliveryChannelColumn;
  attempts: number;
  notification_id: string;
  user_id: string;
  inst_id: string | null;
  type: string;
  title: string;
  body: string;
  link: string | null;
  advertising: boolean;
  message_template: string | null;
  message_variables: Record<string, string> | null;
  mobile_no: string | null;
  marketing_consent: boolean;
  night_receive_consent: boolean;
};

/** Claims up to SEND_BATCH due deliveries (never tried, failed ones whose retry is due, held ones whose morning came, lapsed claims). */
async function claimDue(db: Executor, now: Date): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    with claimed as (
      update notification_deliveries d
         set status = 'sending', attempts = d.attempts + 1, last_attempt_at = ${now}::timestamptz,
             next_attempt_at = ${new Date(now.getTime() + CLAIM_LEASE_MS)}::timestamptz
       where d.id in (select id from notification_deliveries
                       where status in ('pending', 'held', 'sending') and next_attempt_at <= ${now}::timestamptz
                       order by next_attempt_at, id limit ${SEND_BATCH} for update skip locked)
      returning d.id, d.channel, d.attempts, d.notification_id)
    select c.id, c.channel, c.attempts, c.notification_id, n.user_id, n.inst_id, n.type, n.title, n.body, n.link,
           n.advertising, n.message_template, n.message_variables, u.mobile_no, u.marketing_consent,
           u.night_receive_consent
      from claimed c
      join notifications n on n.id = c.notification_id
      join users u on u.id = n.user_id`.execute(db);
  return rows;
}

/** What became of a delivery. */
type Outcome =
  | { kind: 'sent'; reason?: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'held'; until: Date }
  /** AlimTalk did not go: the same text goes as SMS or LMS. */
  | { kind: 'fallback'; reason: string; channel: 'sms' | 'lms' };

/** The screen a push opens: /pushPage, which marks it read and routes by type and link. */
export function pushPageUrl(notification: { id: string; type: string; link: string | null }): string {
  const query = new URLSearchParams({ id: notification.id, type: notification.type });
  if (notification.link) query.set('link', notification.link);
  return `/pushPage?${query}`;
}

const pushMessageOf = (row: Claimed): PushMessage => ({
  notificationId: row.notification_id,
  type: row.type,
  title: row.title,
  body: row.body,
  url: pushPageUrl({ id: row.notification_id, type: row.type, link: row.link }),
});

/** A failed try: again after the back-off, or failed for good once out of attempts. */
const retryOrFail = (row: Claimed, reason: string): Outcome =>
  row.attempts >= DELIVERY_MAX_ATTEMPTS ? { kind: 'failed', reason } : { kind: 'retry', reason };

/** Push to every device of the person: sent when one got it; devices the push service forgot are deleted. */
async function sendToDevices<Device extends { id: string }>(
  row: Claimed,
  devices: readonly Device[],
  send: (device: Device) => Promise<PushOutcome>,
  gone: string[],
): Promise<Outcome> {
  if (devices.length === 0) return { kind: 'failed', reason: 'no-device' };
  const outcomes = await Promise.all(devices.map(send));
  outcomes.forEach((outcome, index) => {
    if (!outcome.ok && outcome.gone) gone.push(devices[index]?.id ?? '');
  });
  if (outcomes.some((outcome) => outcome.ok)) return { kind: 'sent' };
  const failures = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]));
  if (failures.every((failure) => failure.gone))
    return { kind: 'failed', reason: failures[0]?.reason ?? 'unsubscribed' };
  return retryOrFail(row, failures.find((failure) => !failure.gone)?.reason ?? 'provider-error');
}

type Devices = {
  web: Map<string, { id: string; endpoint: string; p256dh: string; auth: string }[]>;
  native: Map<string, { id: string; token: string }[]>;
};

async function devicesOf(db: Executor, rows: readonly Claimed[]): Promise<Devices> {
  const group = <T extends { user_id: string }>(list: T[]) => {
    const byUser = new Map<string, T[]>();
    for (const item of list) byUser.set(item.user_id, [...(byUser.get(item.user_id) ?? []), item]);
    return byUser;
  };
  const webUsers = [...new Set(rows.filter((row) => row.channel === 'webpush').map((row) => row.user_id))];
  const nativeUsers = [...new Set(rows.filter((row) => row.channel === 'fcm').map((row) => row.user_id))];
  const [web, native] = await Promise.all([
    webUsers.length === 0
      ? []
      : db
          .selectFrom('push_subscriptions')
          .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
          .where('user_id', 'in', webUsers)
          .execute(),
    nativeUsers.length === 0
      ? []
      : db.selectFrom('device_tokens').select(['id', 'user_id', 'token']).where('user_id', 'in', nativeUsers).execute(),
  ]);
  return { web: group(web), native: group(native) };
}

type Gone = { subscriptions: string[]; tokens: string[] };

async function sendOne(ctx: AppContext, row: Claimed, devices: Devices, gone: Gone, now: Date): Promise<Outcome> {
  if (row.advertising) {
    // Consent may have changed since planning, and a held push is sent only once its morning came.
    const gate = advertisingGate(
      { marketingConsent: row.marketing_consent, nightReceiveConsent: row.night_receive_consent },
      now,
    );
    if (gate.kind === 'refuse') return { kind: 'failed', reason: gate.reason };
    if (gate.kind === 'hold') return { kind: 'held', until: gate.until };
  }
  switch (row.channel) {
    case 'webpush': {
      const message = pushMessageOf(row);
      const subscriptions = devices.web.get(row.user_id) ?? [];
      return sendToDevices(
        row,
        subscriptions,
        (target) => ctx.adapters.webPush.send(target, message),
        gone.subscriptions,
      );
    }
    case 'fcm': {
      const message = pushMessageOf(row);
      const tokens = devices.native.get(row.user_id) ?? [];
      return sendToDevices(row, tokens, (target) => ctx.adapters.nativePush.send(target.token, message), gone.tokens);
    }
    case 'alimtalk':
    case 'sms':
    case 'lms':
      return sendMessage(ctx, row);
  }
}

/** AlimTalk by its template; when it fails, the same text as SMS or LMS (by its length in bytes). */
async function sendMessage(ctx: AppContext, row: Claimed): Promise<Outcome> {
  if (!row.mobile_no) return { kind: 'failed', reason: 'no-mobile' };
  const text = alimTalkText({ template: row.message_template ?? '', variables: row.message_variables ?? {} });
  if (!text.ok) return { kind: 'failed', reason: text.reason === 'too-long' ? 'too-long' : 'template-invalid' };
  const common = {
    recipient: row.mobile_no,
    body: text.text,
    purpose: row.type,
    ...(row.inst_id ? { instId: row.inst_id } : {}),
  };
  try {
    if (row.channel === 'alimtalk') {
      await ctx.adapters.messaging.send({ ...common, channel: 'alimtalk', templateCode: row.message_template ?? '' });
    } else {
      if (textMessageKindOf(text.text) === null) return { kind: 'failed', reason: 'too-long' };
      await ctx.adapters.messaging.send({
        ...common,
        channel: row.channel === 'lms' ? 'lms' : 'sms',
        subject: row.title,
      });
    }
    return row.channel === 'alimtalk' ? { kind: 'sent' } : { kind: 'sent', reason: 'alimtalk-failed' };
  } catch (error) {
    const reason = `provider-error: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
    if (row.channel !== 'alimtalk') return retryOrFail(row, reason);
    const kind = textMessageKindOf(text.text);
    return kind ? { kind: 'fallback', reason, channel: kind } : { kind: 'failed', reason };
  }
}

/** Writes every outcome of a round in one statement, deletes forgotten devices, adds SMS fallbacks (answers how many). */
async function record(
  db: Executor,
  rows: readonly Claimed[],
  outcomes: readonly Outcome[],
  gone: Gone,
  now: Date,
): Promise<number> {
  const status = (outcome: Outcome): DeliveryStatusColumn =>
    outcome.kind === 'sent'
      ? 'sent'
      : outcome.kind === 'retry'
        ? 'pending'
        : outcome.kind === 'held'
          ? 'held'
          : 'failed';
  const next = (row: Claimed, outcome: Outcome): Date =>
    outcome.kind === 'retry'
      ? new Date(now.getTime() + retryDelayMs(row.attempts))
      : outcome.kind === 'held'
        ? outcome.until
        : now;
  await sql`update notification_deliveries d
       set status = o.status, next_attempt_at = o.next_attempt_at, reason = o.reason, sent_at = o.sent_at,
           attempts = d.attempts - o.uncounted
      from unnest(${rows.map((row) => row.id)}::uuid[], ${outcomes.map(status)}::text[],
                  ${rows.map((row, index) => next(row, outcomes[index] as Outcome))}::timestamptz[],
                  ${outcomes.map((outcome) => ('reason' in outcome ? (outcome.reason ?? null) : null))}::text[],
                  ${outcomes.map((outcome) => (outcome.kind === 'sent' ? now : null))}::timestamptz[],
                  ${outcomes.map((outcome) => (outcome.kind === 'held' ? 1 : 0))}::int[])
        as o(id, status, next_attempt_at, reason, sent_at, uncounted)
     where d.id = o.id`.execute(db);
  const fallbacks = rows.flatMap((row, index) => {
    const outcome = outcomes[index];
    return outcome?.kind === 'fallback'
      ? [
          {
            id: newId(),
            notification_id: row.notification_id,
            channel: outcome.channel,
            status: 'pending' as const,
            next_attempt_at: now,
            reason: 'alimtalk-failed',
            created_at: now,
          },
        ]
      : [];
  });
  if (fallbacks.length > 0) {
    await db
      .insertInto('notification_deliveries')
      .values(fallbacks)
      .onConflict((conflict) => conflict.columns(['notification_id', 'channel']).doNothing())
      .execute();
  }
  if (gone.subscriptions.length > 0) {
    await db.deleteFrom('push_subscriptions').where('id', 'in', gone.subscriptions).execute();
  }
  if (gone.tokens.length > 0) await db.deleteFrom('device_tokens').where('id', 'in', gone.tokens).execute();
  return fallbacks.length;
}

/** One round: claims, sends, records; answers how many it sent and whether more is due now. */
async function sendRound(ctx: AppContext): Promise<{ sent: number; more: boolean }> {
  const now = ctx.clock.now();
  const rows = await claimDue(ctx.db, now);
  if (rows.length === 0) return { sent: 0, more: false };
  const devices = await devicesOf(ctx.db, rows);
  const gone: Gone = { subscriptions: [], tokens: [] };
  const outcomes = await Promise.all(
    rows.map((row) =>
      sendOne(ctx, row, devices, gone, now).catch(
        (error: unknown): Outcome => retryOrFail(row, `provider-error: ${String(error)}`.slice(0, 500)),
      ),
    ),
  );
  const fallbacks = await record(ctx.db, rows, outcomes, gone, now);
  return {
    sent: outcomes.filter((outcome) => outcome.kind === 'sent').length,
    // A full batch may have left more; a fallback SMS is due at once.
    more: rows.length === SEND_BATCH || fallbacks > 0,
  };
}

/** Sends every delivery due now, a round of SEND_BATCH at a time; answers how many were sent. */
export async function sendDueDeliveries(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const round = await sendRound(ctx);
    sent += round.sent;
    if (!round.more) return sent;
  }
}
