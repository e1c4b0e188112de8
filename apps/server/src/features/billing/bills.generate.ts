import { ATTENDED_STATUSES } from '@academy/domain/attendance/attendance.rules';
import { isRoundExhausted, proratedTuition } from '@academy/domain/billing/bill-amounts';
import { billDueDate, monthlyBillPeriod } from '@academy/domain/billing/bill-dates';
import { billTitle } from '@academy/domain/billing/bill-titles';
import type { GenerateBillsBody } from '@academy/domain/billing/billing.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { PayDtTpCd } from '@academy/domain/class/class.constants';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { expandSessions, monthRange } from '@academy/domain/schedule/schedule.rules';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import { classTimelines } from '../../platform/schedule/class-timelines';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * Drafts of a month's bills (InstBill's 청구서 만들기): one per enrolment of the chosen classes that
 * is running in the month, from the class's tuition on its billing rule (payDtTpCd, appointedDt):
 * - `010`/`020` monthly: the tuition times the months paid ahead (선납), over the rule's period; a
 *   first month that starts after the period's first day (a student who joined mid-month) is
 *   prorated by the lessons left in it;
 * - `030` per round: a new round is billed when the last round's lessons are used up (attendance
 *   counted since that round began), or the first round when there is none.
 * Drafts are for the office to review, edit and send. An enrolment that already has a bill for the
 * period is left alone (a unique index keeps it so under parallel requests too).
 */

type EnrolmentRow = {
  enrolment_id: string;
  student_id: string;
  start_date: IsoDate;
  end_date: IsoDate | null;
  class_id: string;
  class_nm: string;
  pay_dt_tp_cd: string;
  appointed_dt: string;
  lec_start_dt: IsoDate;
  lec_end_dt: IsoDate | null;
  closed_at: Date | null;
  amount: number;
  billing_unit: 'MONTH' | 'ROUND';
  rounds: number | null;
};

/** The enrolments running in the month, in open classes that have a tuition, with what billing needs. */
async function enrolmentsToBill(
  db: Executor,
  instId: string,
  range: { from: IsoDate; to: IsoDate },
  classIds?: readonly string[],
) {
  let query = db
    .selectFrom('class_students as cs')
    .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'cs.inst_id').onRef('c.id', '=', 'cs.class_id'))
    .innerJoin('tuitions as t', (join) => join.onRef('t.inst_id', '=', 'c.inst_id').onRef('t.id', '=', 'c.tuition_id'))
    .innerJoin('students as s', (join) =>
      join.onRef('s.inst_id', '=', 'cs.inst_id').onRef('s.id', '=', 'cs.student_id'),
    )
    .select([
      'cs.id as enrolment_id',
      'cs.student_id',
      'cs.start_date',
      'cs.end_date',
      'c.id as class_id',
      'c.class_nm',
      'c.pay_dt_tp_cd',
      'c.appointed_dt',
      'c.lec_start_dt',
      'c.lec_end_dt',
      'c.closed_at',
      't.amount',
      't.billing_unit',
      't.rounds',
    ])
    .where(ofInst(instId, 'cs'))
    .where('c.status', '=', 'open')
    .where('cs.start_date', '<=', range.to)
    .where((eb) => eb.or([eb('cs.end_date', 'is', null), eb('cs.end_date', '>=', range.from)]))
    .orderBy('c.class_nm')
    .orderBy('c.id')
    .orderBy('s.student_nm')
    .orderBy('s.id');
  if (classIds) {
    if (classIds.length === 0) return [];
    query = query.where('c.id', 'in', [...classIds]);
  }
  return (await query.execute()) as EnrolmentRow[];
}

/** Per enrolment of a per-round class: its last round bill (not cancelled) and what was attended since. */
async function lastRounds(db: Executor, instId: string, enrolmentIds: readonly string[]) {
  if (enrolmentIds.length === 0) return new Map<string, { round: number; attended: number }>();
  const rows = await sql<{ enrolment_id: string; round: number; attended: number }>`
    select b.enrolment_id, b.round,
           (select count(*)::int from attendance a
             where a.inst_id = b.inst_id and a.class_id = b.class_id and a.student_id = b.student_id
               and a.attend_date >= b.period_start and a.status = any(${[...ATTENDED_STATUSES]}::text[])) as attended
      from bills b
     where b.inst_id = ${instId} and b.enrolment_id = any(${[...enrolmentIds]}::uuid[])
       and b.status <> 'cancelled' and b.round is not null
       and not exists (select 1 from bills n where n.inst_id = b.inst_id and n.enrolment_id = b.enrolment_id
                        and n.status <> 'cancelled' and n.round > b.round)`.execute(db);
  return new Map(rows.rows.map((row) => [row.enrolment_id, { round: row.round, attended: row.attended }]));
}

type DraftBill = {
  enrolment: EnrolmentRow;
  title: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  dueDate: IsoDate;
  round: number | null;
  amount: number;
  prorationNote: string | null;
};

/** Who makes bills: a member of the office, or the automatic issue (no user). */
export type BillingActor = { instId: string; userId: string | null };

export async function generateBills(ctx: AppContext, caller: BillingActor, body: GenerateBillsBody) {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const { instId } = caller;
  const range = monthRange(body.month);
  const enrolments = await enrolmentsToBill(ctx.db, instId, range, body.classIds);
  const classes = [...new Map(enrolments.map((row) => [row.class_id, row])).values()].map((row) => ({
    id: row.class_id,
    lec_start_dt: row.lec_start_dt,
    lec_end_dt: row.lec_end_dt,
    closed_at: row.closed_at,
  }));
  const [timelines, rounds] = await Promise.all([
    classTimelines(ctx.db, instId, classes, range),
    lastRounds(
      ctx.db,
      instId,
      enrolments.filter((row) => row.pay_dt_tp_cd === '030').map((row) => row.enrolment_id),
    ),
  ]);
  const lessonDates = (classId: string, from: IsoDate, to: IsoDate): IsoDate[] => {
    const timeline = timelines.get(classId);
    if (!timeline) return [];
    const dates = expandSessions(timeline, { from, to }, () => null)
      .filter((session) => session.status === 'scheduled')
      .map((session) => session.date);
    return [...new Set(dates)];
  };

  const drafts: DraftBill[] = [];
  for (const enrolment of enrolments) {
    const payDtTpCd = enrolment.pay_dt_tp_cd as PayDtTpCd;
    if (payDtTpCd === '030') {
      const last = rounds.get(enrolment.enrolment_id);
      const perRound = enrolment.rounds ?? 1;
      if (last && !isRoundExhausted(last.attended, perRound)) continue;
      const round = (last?.round ?? 0) + 1;
      const periodStart = enrolment.start_date > today ? enrolment.start_date : today;
      drafts.push({
        enrolment,
        title: billTitle({ classNm: enrolment.class_nm, month: body.month, prepaymentMonths: 1, round }),
        periodStart,
        periodEnd: enrolment.end_date && enrolment.end_date < range.to ? enrolment.end_date : range.to,
        dueDate: periodStart,
        round,
        amount: enrolment.amount,
        prorationNote: null,
      });
      continue;
    }
    const rule = { payDtTpCd, appointedDt: enrolment.appointed_dt, enrolmentStart: enrolment.start_date };
    const period = monthlyBillPeriod(rule, body.month, body.prepaymentMonths);
    const dueDate = billDueDate(rule, body.month);
    if (!period || !dueDate) continue;
    if (enrolment.end_date && enrolment.end_date < period.start) continue;
    const months = body.prepaymentMonths;
    let amount = enrolment.amount * months;
    let prorationNote: string | null = null;
    if (payDtTpCd === '010' && period.start > range.from) {
      const prorated = proratedTuition({
        monthlyAmount: enrolment.amount,
        lessonsInPeriod: lessonDates(enrolment.class_id, range.from, range.to).length,
        lessonsFromStart: lessonDates(enrolment.class_id, period.start, range.to).length,
        startDate: period.start,
      });
      amount = prorated.amount + enrolment.amount * (months - 1);
      prorationNote = prorated.explanation;
    }
    drafts.push({
      enrolment,
      title: billTitle({ classNm: enrolment.class_nm, month: body.month, prepaymentMonths: months, round: null }),
      periodStart: period.start,
      periodEnd: period.end,
      dueDate,
      round: null,
      amount,
      prorationNote,
    });
  }

  return ctx.db.transaction().execute(async (trx) => {
    const rows = drafts.map((draft) => ({
      inst_id: instId,
      id: newId(),
      student_id: draft.enrolment.student_id,
      class_id: draft.enrolment.class_id,
      enrolment_id: draft.enrolment.enrolment_id,
      bill_month: `${body.month}-01`,
      title: draft.title,
      period_start: draft.periodStart,
      period_end: draft.periodEnd,
      round: draft.round,
      prepayment_months: draft.round === null ? body.prepaymentMonths : 1,
      due_date: draft.dueDate,
      subtotal: draft.amount,
      discount: 0,
      total: draft.amount,
      proration_note: draft.prorationNote,
      created_by: caller.userId,
      created_at: now,
      updated_at: now,
    }));
    const inserted =
      rows.length === 0
        ? []
        : await trx
            .insertInto('bills')
            .values(rows)
            .onConflict((oc) =>
              // A literal predicate: a prepared statement's generic plan (after five runs on a
              // connection) must still find the partial index, which a parameter would not match.
              oc
                .columns(['inst_id', 'enrolment_id', 'period_start'])
                .where('status', '<>', sql.lit('cancelled'))
                .doNothing(),
            )
            .returning('id')
            .execute();
    const made = new Set(inserted.map((row) => row.id));
    const items = rows
      .filter((row) => made.has(row.id))
      .map((row) => ({
        inst_id: instId,
        bill_id: row.id,
        seq: 0,
        kind: 'tuition' as const,
        discount_kind: null,
        name: '교습비',
        amount: row.total,
        reason: null,
      }));
    if (items.length > 0) await trx.insertInto('bill_items').values(items).execute();
    const billIds = rows.filter((row) => made.has(row.id)).map((row) => row.id);
    if (billIds.length > 0) {
      await writeAudit(trx, {
        instId,
        actorUserId: caller.userId,
        action: 'bill.generate',
        target: auditTarget('bill-month', body.month),
        before: null,
        after: { billIds, prepaymentMonths: body.prepaymentMonths },
        at: now,
      });
    }
    return { created: billIds.length, skipped: rows.length - billIds.length, billIds };
  });
}
