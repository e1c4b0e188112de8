import { PAYOUT_MAX_RETRIES, type PayoutStatus } from '@academy/domain/books/payouts.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Settlement days looked at per academy and run, oldest first; the rest wait for the next run. */
const DAYS_PER_RUN = 60;

/** The statuses under which a payout is still with the provider. */
export const OPEN_PAYOUT_STATUSES = ['REQUESTED', 'IN_PROGRESS'] as const satisfies readonly PayoutStatus[];

const PAYOUT_COLUMNS = [
  'inst_id',
  'id',
  'settlement_date',
  'amount',
  'provider',
  'seller_id',
  'ref_payout_id',
  'payout_id',
  'status',
  'attempts',
  'last_attempt_date',
  'requested_at',
  'completed_at',
  'failure',
  'checked_at',
] as const;

/**
 * The sellers of academies still open, registered with `provider` (of one academy, or of all), with
 * their status as last read: only an APPROVED one is paid, the others' open payouts are read back.
 */
export function sellersOf(db: Executor, provider: string, instId?: string) {
  let query = db
    .selectFrom('payout_sellers as s')
    .innerJoin('institutes as i', 'i.id', 's.inst_id')
    .select(['s.inst_id', 's.seller_id', 's.provider', 's.status'])
    .where('s.provider', '=', provider as 'sandbox' | 'toss')
    .where('i.closed_at', 'is', null);
  if (instId) query = query.where('s.inst_id', '=', instId);
  return query.orderBy('s.inst_id').execute();
}

/**
 * The academy's settlement days the provider has paid to the platform by `today` (its report's
 * `paid_out_date`) with no payout yet, each with its net (sales less fees, cancels subtracting);
 * only days whose net is more than 0 — a day of 0 or less is never paid out.
 */
export function unrequestedDays(db: Executor, instId: string, provider: string, today: string) {
  return db
    .selectFrom('provider_settlements as s')
    .select(['s.paid_out_date as date', sql<number>`sum(s.pay_out_amount)::int`.as('amount')])
    .where(ofInst(instId, 's'))
    .where('s.provider', '=', provider as 'sandbox' | 'toss')
    .where('s.paid_out_date', '<=', today)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('seller_payouts as p')
            .select(sql`1`.as('one'))
            .whereRef('p.inst_id', '=', 's.inst_id')
            .whereRef('p.settlement_date', '=', 's.paid_out_date'),
        ),
      ),
    )
    .groupBy('s.paid_out_date')
    .having(sql`sum(s.pay_out_amount)`, '>', 0)
    .orderBy('s.paid_out_date')
    .limit(DAYS_PER_RUN)
    .execute();
}

export type PayoutRow = Awaited<ReturnType<typeof payoutsOf>>[number];

/** The academy's payouts still with the provider, and the FAILED ones whose retry is due today. */
export function payoutsOf(db: Executor, instId: string, today: string) {
  return db
    .selectFrom('seller_payouts')
    .select(PAYOUT_COLUMNS)
    .where(ofInst(instId))
    .where((eb) =>
      eb.or([
        eb('status', 'in', OPEN_PAYOUT_STATUSES),
        eb.and([
          eb('status', '=', 'FAILED'),
          eb('attempts', '<=', PAYOUT_MAX_RETRIES),
          eb('last_attempt_date', '<', today),
        ]),
      ]),
    )
    .orderBy('settlement_date')
    .execute();
}

/**
 * Claims a settlement day for its first request: the row is written before the provider is asked,
 * and `(inst_id, settlement_date)` is unique, so of runs racing for the day one gets the row (the
 * others wait for its commit and get nothing). Answers the row, or undefined when it was taken.
 */
export function claimDay(
  db: Executor,
  row: {
    inst_id: string;
    id: string;
    settlement_date: string;
    amount: number;
    provider: 'sandbox' | 'toss';
    seller_id: string;
    ref_payout_id: string;
    last_attempt_date: string;
    requested_at: Date;
  },
) {
  return db
    .insertInto('seller_payouts')
    .values({ ...row, status: 'REQUESTED', attempts: 1 })
    .onConflict((oc) => oc.doNothing())
    .returning(PAYOUT_COLUMNS)
    .executeTakeFirst();
}

/**
 * Claims a FAILED day for its next request under the next attempt's reference: one UPDATE … WHERE
 * the attempt it read, so of runs racing for the retry one gets it.
 */
export function claimRetry(
  db: Executor,
  payout: PayoutRow,
  next: { refPayoutId: string; sellerId: string; today: string; at: Date },
) {
  return db
    .updateTable('seller_payouts')
    .set({
      status: 'REQUESTED',
      attempts: payout.attempts + 1,
      ref_payout_id: next.refPayoutId,
      seller_id: next.sellerId,
      payout_id: null,
      failure: null,
      completed_at: null,
      last_attempt_date: next.today,
      requested_at: next.at,
    })
    .where(ofInst(payout.inst_id))
    .where('id', '=', payout.id)
    .where('status', '=', 'FAILED')
    .where('attempts', '=', payout.attempts)
    .returning(PAYOUT_COLUMNS)
    .executeTakeFirst();
}

/**
 * Keeps what the provider answers of a payout still open here; answers whether this call moved it
 * (a payout already ended here is left alone, so an end is told once).
 */
export async function recordPayout(
  db: Executor,
  payout: { inst_id: string; id: string },
  answer: { payoutId: string | null; status: PayoutStatus; failure: string | null; at: Date },
): Promise<boolean> {
  const moved = await db
    .updateTable('seller_payouts')
    .set({
      ...(answer.payoutId ? { payout_id: answer.payoutId } : {}),
      status: answer.status,
      failure: answer.failure,
      checked_at: answer.at,
      ...(answer.status === 'COMPLETED' ? { completed_at: answer.at } : {}),
    })
    .where(ofInst(payout.inst_id))
    .where('id', '=', payout.id)
    .where('status', 'in', OPEN_PAYOUT_STATUSES)
    .returning('id')
    .executeTakeFirst();
  return moved !== undefined;
}

/** The academy's payouts of the settlement days from `first` to `last` (the 정산 list's month). */
export function payoutsOfMonth(db: Executor, instId: string, first: string, last: string) {
  return db
    .selectFrom('seller_payouts')
    .select(PAYOUT_COLUMNS)
    .where(ofInst(instId))
    .where('settlement_date', '>=', first)
    .where('settlement_date', '<=', last)
    .execute();
}

/** The academy's directors still in it: they hear of a payout that failed. */
export async function directorsOf(db: Executor, instId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where(ofInst(instId))
    .where('relation_cd', '=', '020')
    .where('status', '=', 'active')
    .execute();
  return rows.map((row) => row.user_id);
}
