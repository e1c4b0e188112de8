import type { Executor } from '../../db/database';
import type { ProviderSettlement } from '../../platform/adapters/payments/payments';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';

/** The statuses under which our books hold a payment's money as taken (less what was cancelled). */
export const TAKEN_STATUSES = ['DONE', 'PARTIAL_CANCELED', 'CANCELED'] as const;

/** Card payments (card or registered card) of the academy sold in [from, before). */
export function ourCardPayments(db: Executor, instId: string, from: Date, before: Date) {
  return db
    .selectFrom('payments')
    .select([
      'id',
      'order_id',
      'order_name',
      'payment_key',
      'card_company',
      'amount',
      'cancelled_amount',
      'approved_at',
    ])
    .where(ofInst(instId, 'payments'))
    .where('method', 'in', ['card', 'billing'])
    .where('provider', 'is not', null)
    .where('status', 'in', TAKEN_STATUSES)
    .where('approved_at', '>=', from)
    .where('approved_at', '<', before)
    .execute();
}

/** Report rows of the academy paid out in [first, last], or of the given payments whenever paid out. */
export function reportedRows(db: Executor, instId: string, first: string, last: string, paymentKeys: string[]) {
  return db
    .selectFrom('provider_settlements as s')
    .leftJoin('payments as p', (join) => join.onRef('p.inst_id', '=', 's.inst_id').onRef('p.id', '=', 's.payment_id'))
    .select([
      's.payment_key',
      's.order_id',
      's.payment_id',
      's.amount',
      's.fee',
      's.pay_out_amount',
      's.sold_date',
      's.paid_out_date',
      'p.order_name',
      'p.card_company',
      'p.status as payment_status',
    ])
    .where(ofInst(instId, 's'))
    .where((eb) =>
      eb.or([
        eb.and([eb('s.paid_out_date', '>=', first), eb('s.paid_out_date', '<=', last)]),
        ...(paymentKeys.length > 0 ? [eb('s.payment_key', 'in', paymentKeys)] : []),
      ]),
    )
    .execute();
}

export async function lastSyncOf(db: Executor, instId: string, provider: string): Promise<Date | null> {
  const row = await db
    .selectFrom('provider_settlement_syncs')
    .select('synced_at')
    .where(ofInst(instId))
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.synced_at ?? null;
}

/** Our payments of the given orders (any academy, or one): the academy a report row belongs to. */
export function paymentsOfOrders(db: Executor, orderIds: string[], instId: string | undefined) {
  let query = db.selectFrom('payments').select(['inst_id', 'id', 'order_id']).where('order_id', 'in', orderIds);
  if (instId) query = query.where(ofInst(instId));
  return query.execute();
}

/** Stores report rows as the provider answers them now (one per transaction key). */
export async function upsertReportRows(
  db: Executor,
  provider: string,
  rows: { instId: string; paymentId: string; row: ProviderSettlement }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('provider_settlements')
    .values(
      rows.map(({ instId, paymentId, row }) => ({
        inst_id: instId,
        id: newId(),
        provider: provider as 'sandbox' | 'toss' | 'nicepay',
        transaction_key: row.transactionKey,
        payment_key: row.paymentKey,
        order_id: row.orderId,
        payment_id: paymentId,
        method: row.method,
        amount: row.amount,
        fee: row.fee,
        pay_out_amount: row.payOutAmount,
        sold_date: row.soldDate,
        paid_out_date: row.paidOutDate,
        fetched_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['provider', 'transaction_key']).doUpdateSet((eb) => ({
        amount: eb.ref('excluded.amount'),
        fee: eb.ref('excluded.fee'),
        pay_out_amount: eb.ref('excluded.pay_out_amount'),
        sold_date: eb.ref('excluded.sold_date'),
        paid_out_date: eb.ref('excluded.paid_out_date'),
        payment_id: eb.ref('excluded.payment_id'),
        fetched_at: eb.ref('excluded.fetched_at'),
      })),
    )
    .execute();
}

export async function markSynced(db: Executor, instIds: string[], provider: string, at: Date): Promise<void> {
  if (instIds.length === 0) return;
  await db
    .insertInto('provider_settlement_syncs')
    .values(instIds.map((instId) => ({ inst_id: instId, provider, synced_at: at })))
    .onConflict((conflict) => conflict.columns(['inst_id', 'provider']).doUpdateSet({ synced_at: at }))
    .execute();
}
