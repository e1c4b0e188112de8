import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/** One payment or refund of the academy as the 거래 상세 shows it; undefined when not the academy's. */

const SEOUL = 'Asia/Seoul';

export async function paymentOfDetail(db: Executor, instId: string, paymentId: string) {
  return db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.order_name',
      'p.method',
      'p.status',
      'p.amount',
      'p.card_company',
      'p.card_number_masked',
      sql<string>`to_char(coalesce(p.paid_date, (p.approved_at at time zone ${SEOUL})::date), 'YYYY-MM-DD')`.as('date'),
    ])
    .where(ofInst(instId, 'p'))
    .where('p.id', '=', paymentId)
    .where('p.status', 'in', ['DONE', 'PARTIAL_CANCELED', 'CANCELED'])
    .executeTakeFirst();
}

export async function refundOfDetail(db: Executor, instId: string, cancelId: string) {
  return db
    .selectFrom('payment_cancels as pc')
    .innerJoin('payments as p', (join) =>
      join.onRef('p.inst_id', '=', 'pc.inst_id').onRef('p.id', '=', 'pc.payment_id'),
    )
    .select([
      'pc.id',
      'pc.payment_id',
      'pc.bill_id',
      'pc.amount',
      'pc.reason',
      'pc.explanation',
      'p.method',
      'p.status as payment_status',
      'p.card_company',
      'p.card_number_masked',
      sql<string | null>`to_char((pc.done_at at time zone ${SEOUL})::date, 'YYYY-MM-DD')`.as('date'),
    ])
    .where(ofInst(instId, 'pc'))
    .where('pc.id', '=', cancelId)
    .where('pc.status', '=', 'done')
    .executeTakeFirst();
}

/** The bills some payments paid, with each bill's share. */
export async function billsOfPayment(db: Executor, instId: string, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .selectFrom('payment_bills as pb')
    .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pb.inst_id').onRef('b.id', '=', 'pb.bill_id'))
    .innerJoin('students as st', (join) =>
      join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
    )
    .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
    .select(['b.id', 'b.title', 'st.id as student_id', 'st.student_nm', 'c.class_nm', 'pb.amount'])
    .where(ofInst(instId, 'pb'))
    .where('pb.payment_id', 'in', [...paymentIds])
    .orderBy('st.student_nm')
    .orderBy('b.id')
    .execute();
  return rows.map((row) => ({
    billId: row.id,
    title: row.title,
    studentId: row.student_id,
    studentNm: row.student_nm,
    classNm: row.class_nm,
    amount: row.amount,
  }));
}
