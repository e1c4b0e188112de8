import { alimTalkText } from '@academy/domain/notifications/alimtalk-templates';
import { notificationCategoryOf } from '@academy/domain/notifications/notification.categories';
import {
  advertisingGate,
  type DeliveryReason,
  isChannelOn,
  type PreferenceOff,
} from '@academy/domain/notifications/notification.rules';
import { sql } from 'kysely';
import type { DeliveryChannelColumn, DeliveryStatusColumn, Executor } from '../../db/database';
import type { AppContext } from '../context';
import { newId } from '../ids/new-id';
import { preferencesOffOf } from './preferences.queries';

/**
 * Planning, after commit: each new notification gets one delivery row per channel its recipient
 * allows (web push and native push when they have a subscription or a token, AlimTalk when it
 * carries one), unique per notification and channel, so a notification is planned once however
 * many processes plan. Advertising without marketing consent is withheld from every channel (and
 * the app's list); at night without night-time consent its pushes are held until 08:00 in Seoul.
 */

/** Notifications planned in one transaction. */
export const PLAN_BATCH = 200;

/** A new notification with what planning needs of its recipient. */
export type Unplanned = {
  id: string;
  user_id: string;
  type: string;
  advertising: boolean;
  message_template: string | null;
  message_variables: Record<string, string> | null;
  user_status: string;
  mobile_no: string | null;
  marketing_consent: boolean;
  night_receive_consent: boolean;
  has_web_push: boolean;
  has_native_push: boolean;
};

export type PlannedDelivery = {
  channel: DeliveryChannelColumn;
  status: DeliveryStatusColumn;
  nextAttemptAt: Date;
  reason: DeliveryReason | null;
};

export type Plan = { deliveries: PlannedDelivery[]; withheld: DeliveryReason | null };

/** What one notification becomes: its deliveries, and whether the app's list leaves it out. */
export function planOf(row: Unplanned, off: readonly PreferenceOff[], now: Date): Plan {
  const category = notificationCategoryOf(row.type);
  let status: DeliveryStatusColumn = 'pending';
  let due = now;
  const withheld: DeliveryReason | null = isChannelOn(off, category, 'app') ? null : 'turned-off';
  if (row.advertising) {
    const gate = advertisingGate(
      { marketingConsent: row.marketing_consent, nightReceiveConsent: row.night_receive_consent },
      now,
    );
    if (gate.kind === 'refuse') return { deliveries: [], withheld: gate.reason };
    if (gate.kind === 'hold') {
      status = 'held';
      due = gate.until;
    }
  }
  if (row.user_status !== 'active') return { deliveries: [], withheld };

  const deliveries: PlannedDelivery[] = [];
  if (isChannelOn(off, category, 'push')) {
    if (row.has_web_push) deliveries.push({ channel: 'webpush', status, nextAttemptAt: due, reason: null });
    if (row.has_native_push) deliveries.push({ channel: 'fcm', status, nextAttemptAt: due, reason: null });
  }
  if (row.message_template && !row.advertising && isChannelOn(off, category, 'message')) {
    const text = alimTalkText({ template: row.message_template, variables: row.message_variables ?? {} });
    const reason: DeliveryReason | null = !row.mobile_no
      ? 'no-mobile'
      : text.ok
        ? null
        : text.reason === 'too-long'
          ? 'too-long'
          : 'template-invalid';
    deliveries.push({ channel: 'alimtalk', status: reason ? 'failed' : 'pending', nextAttemptAt: now, reason });
  }
  return { deliveries, withheld };
}

/** Takes up to PLAN_BATCH unplanned notifications no other planner holds, with their recipients. */
async function takeUnplanned(trx: Executor): Promise<Unplanned[]> {
  const { rows } = await sql<Unplanned>`
    select n.id, n.user_id, n.type, n.advertising, n.message_template, n.message_variables,
           u.status as user_status, u.mobile_no, u.marketing_consent, u.night_receive_consent,
           exists (select 1 from push_subscriptions s where s.user_id = n.user_id) as has_web_push,
           exists (select 1 from device_tokens t where t.user_id = n.user_id) as has_native_push
      from notifications n
      join users u on u.id = n.user_id
     where n.id in (select id from notifications where planned_at is null
                     order by id limit ${PLAN_BATCH} for update skip locked)`.execute(trx);
  return rows;
}

/** One round: plans what it took and marks it planned; answers how many notifications it planned. */
async function planRound(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const taken = await takeUnplanned(trx);
    if (taken.length === 0) return 0;
    const off = await preferencesOffOf(
      trx,
      taken.map((row) => row.user_id),
    );
    const plans = taken.map((row) => ({ row, plan: planOf(row, off.get(row.user_id) ?? [], now) }));
    const deliveries = plans.flatMap(({ row, plan }) =>
      plan.deliveries.map((delivery) => ({
        id: newId(),
        notification_id: row.id,
        channel: delivery.channel,
        status: delivery.status,
        next_attempt_at: delivery.nextAttemptAt,
        reason: delivery.reason,
        last_attempt_at: delivery.status === 'failed' ? now : null,
        created_at: now,
      })),
    );
    if (deliveries.length > 0) {
      await trx
        .insertInto('notification_deliveries')
        .values(deliveries)
        .onConflict((conflict) => conflict.columns(['notification_id', 'channel']).doNothing())
        .execute();
    }
    await sql`update notifications n set planned_at = ${now}::timestamptz, withheld = p.withheld
        from unnest(${plans.map(({ row }) => row.id)}::uuid[], ${plans.map(({ plan }) => plan.withheld)}::text[])
          as p(id, withheld)
       where n.id = p.id`.execute(trx);
    return taken.length;
  });
}

/** Plans every notification not planned yet, a round of PLAN_BATCH at a time; answers how many. */
export async function planDeliveries(ctx: AppContext): Promise<number> {
  let planned = 0;
  for (;;) {
    const round = await planRound(ctx);
    planned += round;
    if (round < PLAN_BATCH) return planned;
  }
}
