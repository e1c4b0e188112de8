import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * The money that moved for some students of an academy in a year, per student and month: payments
 * the bills took (`paid_date` is set only when a payment was applied to its bills — a payment voided
 * at once has none) by their paid date, and refunds (`payment_cancels`, every refund recorded: the
 * money is owed from then) by the day they were made in Seoul. `students` is a SQL subquery of ids.
 */
export async function statementEntries(
  db: Executor,
  input: { instId: string; year: number; students: ReturnType<typeof sql<string>> },
) {
  const { instId, year, students } = input;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const result = await sql<{ student_id: string; student_nm: string; month: string; paid: number; refunded: number }>`
    with moved as (
      select b.student_id, to_char(p.paid_date, 'YYYY-MM') as month, pb.amount as paid, 0 as refunded
        from payment_bills pb
        join payments p on p.inst_id = pb.inst_id and p.id = pb.payment_id
        join bills b on b.inst_id = pb.inst_id and b.id = pb.bill_id
       where pb.inst_id = ${instId} and p.paid_date between ${from}::date and ${to}::date
         and b.student_id in (${students})
      union all
      select b.student_id, to_char((pc.created_at at time zone 'Asia/Seoul')::date, 'YYYY-MM'), 0, pc.amount
        from payment_cancels pc
        join bills b on b.inst_id = pc.inst_id and b.id = pc.bill_id
       where pc.inst_id = ${instId} and pc.status <> 'failed'
         and (pc.created_at at time zone 'Asia/Seoul')::date between ${from}::date and ${to}::date
         and b.student_id in (${students})
    )
    select m.student_id, st.student_nm, m.month, sum(m.paid)::int as paid, sum(m.refunded)::int as refunded
      from moved m join students st on st.inst_id = ${instId} and st.id = m.student_id
     group by m.student_id, st.student_nm, m.month`.execute(db);
  return result.rows;
}
