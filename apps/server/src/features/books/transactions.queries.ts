import type { PaymentMethod } from '@academy/domain/billing/billing.constants';
import type { TransactionKindFilter } from '@academy/domain/books/transactions';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { BooksSight } from './transactions.access';

/**
 * The academy's money movements as one relation (`union all` of three sources, each filtered by
 * the academy first): payments that took money (done, or since cancelled in part or whole — the
 * cancel is its own row), cancels and refunds that were paid back (`done`), and live 입출금
 * entries. A payment's day is the day it was paid (`paid_date` for cash and transfers, else the
 * approval in Seoul); a refund's, the day it was done in Seoul.
 */

export type TransactionFilter = {
  instId: string;
  from: string;
  to: string;
  kind?: TransactionKindFilter | undefined;
  method?: PaymentMethod | undefined;
  classId?: string | undefined;
  studentId?: string | undefined;
  sight: Pick<BooksSight, 'payments' | 'cashBook'>;
};

const SEOUL = 'Asia/Seoul';

/** Which sources a filter can match at all (a source the caller may not see is never read). */
function sourcesOf(filter: TransactionFilter) {
  const kind = filter.kind;
  const notEntries = Boolean(filter.method || filter.classId || filter.studentId);
  return {
    payment: filter.sight.payments && (!kind || kind === 'in' || kind === 'payment'),
    refund: filter.sight.payments && (!kind || kind === 'out' || kind === 'refund'),
    // Entries have no method, class or student: a filter by one of them leaves them out.
    cashIn: filter.sight.cashBook && !notEntries && (!kind || kind === 'in' || kind === 'paid-in'),
    cashOut: filter.sight.cashBook && !notEntries && (!kind || kind === 'out' || kind === 'paid-out'),
  };
}

/** The academy's bills of the filter's class and student (a set the planner builds once, not per row). */
function billsOfFilter(filter: TransactionFilter): RawBuilder<unknown> {
  return sql`select fb.id from bills fb where fb.inst_id = ${filter.instId}
    ${filter.classId ? sql`and fb.class_id = ${filter.classId}` : sql``}
    ${filter.studentId ? sql`and fb.student_id = ${filter.studentId}` : sql``}`;
}

const billScoped = (filter: TransactionFilter) => Boolean(filter.classId || filter.studentId);

/**
 * The movements matching a filter, with the columns every row has; `null` when the caller sees no
 * source the filter could match (the list is empty without a query).
 */
export function movementsOf(filter: TransactionFilter): RawBuilder<unknown> | null {
  const sources = sourcesOf(filter);
  const parts: RawBuilder<unknown>[] = [];
  const { instId, from, to } = filter;
  const method = filter.method ? sql`and p.method = ${filter.method}` : sql``;
  if (sources.payment) {
    parts.push(sql`select * from (
      select 'payment'::text as type, p.id, 'in'::text as direction,
        coalesce(p.paid_date, (p.approved_at at time zone ${SEOUL})::date) as date,
        p.amount, p.method, null::text as category, p.order_name as title, false as has_file,
        null::uuid as bill_id
      from payments p
      where p.inst_id = ${instId} and p.status in ('DONE', 'PARTIAL_CANCELED', 'CANCELED') ${method}
        ${
          billScoped(filter)
            ? sql`and p.id in (select pb.payment_id from payment_bills pb
                where pb.inst_id = ${instId} and pb.bill_id in (${billsOfFilter(filter)}))`
            : sql``
        }
    ) pay where pay.date between ${from}::date and ${to}::date`);
  }
  if (sources.refund) {
    parts.push(sql`select * from (
      select 'refund'::text as type, pc.id, 'out'::text as direction,
        (pc.done_at at time zone ${SEOUL})::date as date,
        pc.amount, p.method, null::text as category, pc.reason as title, false as has_file, pc.bill_id
      from payment_cancels pc
      join payments p on p.inst_id = pc.inst_id and p.id = pc.payment_id
      where pc.inst_id = ${instId} and pc.status = 'done' ${method}
        ${billScoped(filter) ? sql`and pc.bill_id in (${billsOfFilter(filter)})` : sql``}
    ) ref where ref.date between ${from}::date and ${to}::date`);
  }
  if (sources.cashIn || sources.cashOut) {
    const kinds = [sources.cashIn ? 'in' : null, sources.cashOut ? 'out' : null].filter(Boolean) as string[];
    parts.push(sql`select 'inout'::text as type, e.id, e.kind as direction, e.entry_date as date,
        e.amount, null::text as method, e.category, e.note as title, e.file_id is not null as has_file,
        null::uuid as bill_id
      from cash_book_entries e
      where e.inst_id = ${instId} and e.deleted_at is null
        and e.entry_date between ${from}::date and ${to}::date
        and e.kind in (${sql.join(kinds)})`);
  }
  if (parts.length === 0) return null;
  return sql.join(parts, sql` union all `);
}

export type TransactionRecord = {
  type: 'payment' | 'refund' | 'inout';
  id: string;
  direction: 'in' | 'out';
  date: string;
  amount: number;
  method: PaymentMethod | null;
  category: string | null;
  title: string;
  has_file: boolean;
  student_nm: string | null;
  /** The students one by one, by name (json from the same statement). */
  students: { studentId: string; studentNm: string }[];
  class_nm: string | null;
};

/**
 * One page of movements, newest day first (ids are time-ordered within a day), after `after`; the
 * students and classes are named only for the page's rows, in the same statement.
 */
export async function listMovements(
  db: Executor,
  filter: TransactionFilter,
  page: { after?: { date: string; id: string } | undefined; limit: number },
): Promise<TransactionRecord[]> {
  const movements = movementsOf(filter);
  if (!movements) return [];
  const after = page.after
    ? sql`where (m.date < ${page.after.date}::date or (m.date = ${page.after.date}::date and m.id < ${page.after.id}::uuid))`
    : sql``;
  const { rows } = await sql<TransactionRecord>`
    with page as (
      select m.* from (${movements}) m ${after}
      order by m.date desc, m.id desc
      limit ${page.limit}
    ),
    named as (
      select page.type, page.id, coalesce(page.bill_id, pb.bill_id) as bill_id
      from page
      left join payment_bills pb on page.type = 'payment' and pb.inst_id = ${filter.instId} and pb.payment_id = page.id
    ),
    names as (
      select n.type, n.id,
        string_agg(distinct st.student_nm, ', ') as student_nm,
        jsonb_agg(distinct jsonb_build_object('studentId', st.id, 'studentNm', st.student_nm)) as students,
        string_agg(distinct c.class_nm, ', ') as class_nm
      from named n
      join bills b on b.inst_id = ${filter.instId} and b.id = n.bill_id
      join students st on st.inst_id = b.inst_id and st.id = b.student_id
      left join classes c on c.inst_id = b.inst_id and c.id = b.class_id
      group by n.type, n.id
    )
    select page.type, page.id, page.direction, to_char(page.date, 'YYYY-MM-DD') as date, page.amount,
      page.method, page.category, page.title, page.has_file, names.student_nm,
      coalesce(names.students, '[]'::jsonb) as students, names.class_nm
    from page
    left join names on names.type = page.type and names.id = page.id
    order by page.date desc, page.id desc`.execute(db);
  return rows;
}

/** The sums per day and direction over every movement the filter matches (not one page): one statement. */
export async function movementSums(
  db: Executor,
  filter: TransactionFilter,
): Promise<{ date: string; direction: 'in' | 'out'; amount: number }[]> {
  const movements = movementsOf(filter);
  if (!movements) return [];
  const { rows } = await sql<{ date: string; direction: 'in' | 'out'; amount: number }>`
    select to_char(m.date, 'YYYY-MM-DD') as date, m.direction, sum(m.amount)::bigint::float8 as amount
    from (${movements}) m
    group by m.date, m.direction`.execute(db);
  return rows;
}
