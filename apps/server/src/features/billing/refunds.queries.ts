import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { expandSessions } from '@academy/domain/schedule/schedule.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { classTimelines } from '../../platform/schedule/class-timelines';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Typed queries of refunds (`payment_cancels`); every one takes the academy and filters by it. */

/**
 * The payments of a bill that money may still go back to, newest first (a refund returns the
 * latest money first): their method, the provider's key, and `refundable`, this bill's share of
 * the payment less what was already returned of it (a refund whose provider later failed aside),
 * never more than what is left of the payment itself. Locked when asked, so two refunds of bills
 * paid together cannot both take the same won.
 */
export async function refundablePayments(db: Executor, instId: string, billId: string, lock = false) {
  let query = db
    .selectFrom('payment_bills as pb')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pb.inst_id').onRef('p.id', '=', 'pb.payment_id'),
    )
    .select([
      'p.id',
      'p.order_id',
      'p.method',
      'p.provider',
      'p.payment_key',
      'p.status',
      'p.amount',
      'p.cancelled_amount',
      'pb.amount as share',
      sql<number>`least(pb.amount - coalesce((select sum(pc.amount) from payment_cancels pc
          where pc.inst_id = pb.inst_id and pc.payment_id = pb.payment_id and pc.bill_id = pb.bill_id
            and pc.status <> 'failed'), 0), p.amount - p.cancelled_amount)::int`.as('refundable'),
    ])
    .where(ofInst(instId, 'pb'))
    .where('pb.bill_id', '=', billId)
    .where('p.status', 'in', ['DONE', 'PARTIAL_CANCELED'])
    .orderBy(sql`coalesce(p.approved_at, p.created_at)`, 'desc')
    .orderBy('p.id', 'desc');
  if (lock) query = query.forUpdate('p');
  return (await query.execute()).filter((row) => row.refundable > 0);
}
export type RefundablePayment = Awaited<ReturnType<typeof refundablePayments>>[number];

/** The refunds of some bills with the payment each went back through, newest first. */
export async function refundsOfBills(db: Executor, instId: string, billIds: readonly string[]) {
  if (billIds.length === 0) return [];
  return db
    .selectFrom('payment_cancels as pc')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pc.inst_id').onRef('p.id', '=', 'pc.payment_id'),
    )
    .select([
      'pc.id',
      'pc.bill_id',
      'pc.payment_id',
      'p.method',
      'pc.amount',
      'pc.status',
      'pc.refund_rule',
      'pc.explanation',
      'pc.reason',
      'pc.due_date',
      'pc.created_at',
      'pc.done_at',
    ])
    .where(ofInst(instId, 'pc'))
    .where('pc.bill_id', 'in', [...billIds])
    .orderBy('pc.created_at', 'desc')
    .orderBy('pc.id', 'desc')
    .execute();
}
export type RefundRow = Awaited<ReturnType<typeof refundsOfBills>>[number];

/** One refund of a bill, optionally locked; undefined when the bill has no such refund. */
export async function findRefund(db: Executor, instId: string, billId: string, cancelId: string, lock = false) {
  let query = db
    .selectFrom('payment_cancels')
    .select(['id', 'payment_id', 'amount', 'status', 'due_date', 'done_at'])
    .where(ofInst(instId))
    .where('bill_id', '=', billId)
    .where('id', '=', cancelId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * The lessons a class holds in a period, one date per lesson (a day with two lessons twice), from
 * its timeline: its weekly slots and reschedules, without cancelled (휴강) or moved days, and
 * without 보강 — a makeup is for the students it was given to, not a lesson everyone paid for.
 * Null when the class is not there.
 */
export async function lessonsOfClass(
  db: Executor,
  instId: string,
  classId: string,
  period: { from: IsoDate; to: IsoDate },
): Promise<IsoDate[] | null> {
  const cls = await db
    .selectFrom('classes')
    .select(['id', 'lec_start_dt', 'lec_end_dt', 'closed_at'])
    .where(ofInst(instId))
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!cls) return null;
  const timeline = (await classTimelines(db, instId, [cls], period)).get(cls.id);
  if (!timeline) return null;
  return expandSessions(timeline, period, () => null)
    .filter((session) => session.status === 'scheduled' && session.kind !== 'makeup')
    .map((session) => session.date);
}
