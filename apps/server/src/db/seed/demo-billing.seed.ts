import { randomBytes } from 'node:crypto';
import { billDueDate, monthlyBillPeriod } from '@academy/domain/billing/bill-dates';
import { billTitle } from '@academy/domain/billing/bill-titles';
import { AUTOPAY_CONSENT_VERSION } from '@academy/domain/billing/cards.rules';
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import type { Insertable } from 'kysely';
import { BILLING_KEY_CONTEXT } from '../../features/billing/cards.service';
import { customerKeyOf } from '../../features/billing/payments.service';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import type { PlanEnrolment } from './demo-attendance.plan';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, daysAgo, momentOn } from './demo-world';

/**
 * A demo academy's tuition books (features/billing, decision 0049), from its monthly classes'
 * tuition on their billing rule:
 * - last month: every bill paid — by card (the sandbox provider) where the family has an account,
 *   in cash or by transfer otherwise — and one refunded after the student left mid-month;
 * - this month: sent bills in every state — paid by card, paid in cash, partly paid, waiting, overdue
 *   once the due date has passed — and one cancelled; the demo parent's children's bills wait to be
 *   paid, so the parent can pay them in the demo;
 * - next month: drafts of the first class, for the director to review and send;
 * - the demo parent's registered card with automatic payment on.
 * Per-round (030) classes are left to the office's own 청구서 만들기.
 */

type BillRow = Insertable<DB['bills']>;
type PaymentRow = Insertable<DB['payments']>;

const orderId = () => `ord_${randomBytes(18).toString('base64url')}`;

export async function writeDemoBilling(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
  enrolments: readonly PlanEnrolment[],
): Promise<void> {
  const { instId } = seeded;
  const tuitions = new Map(seeded.academy.tuitions.map((tuition) => [tuition.tuitionNm, tuition]));
  // Each student's family account (the student's own or a guardian's), to pay by card.
  const family = await world.db
    .selectFrom('student_guardians')
    .select(['student_id', 'user_id'])
    .where('inst_id', '=', instId)
    .where('user_id', 'is not', null)
    .execute();
  const payerOf = new Map(family.map((row) => [row.student_id, row.user_id as string]));
  const parentId = world.users.get('parent');
  // The enrolments' ids, so the office's own 청구서 만들기 knows these months are billed.
  const enrolmentIds = new Map(
    (
      await world.db
        .selectFrom('class_students')
        .select(['id', 'class_id', 'student_id', 'start_date'])
        .where('inst_id', '=', instId)
        .execute()
    ).map((row) => [`${row.class_id}|${row.student_id}|${row.start_date}`, row.id]),
  );

  const thisMonth = world.today.slice(0, 7);
  const lastMonth = shiftIsoMonth(thisMonth, -1);
  const nextMonth = shiftIsoMonth(thisMonth, 1);

  const bills: BillRow[] = [];
  const items: Insertable<DB['bill_items']>[] = [];
  const payments: PaymentRow[] = [];
  const shares: Insertable<DB['payment_bills']>[] = [];
  const cancels: Insertable<DB['payment_cancels']>[] = [];

  const classById = new Map(classes.map((cls) => [cls.id, cls]));
  const monthly = enrolments.filter((enrolment) => {
    const spec = classById.get(enrolment.classId)?.spec;
    return spec !== undefined && spec.payDtTpCd !== '030' && tuitions.get(spec.tuitionNm)?.billingUnit === 'MONTH';
  });

  /** A bill of `month` for an enrolment running then, or null. */
  const billOf = (enrolment: PlanEnrolment, month: string, sent: boolean): BillRow | null => {
    const cls = classById.get(enrolment.classId);
    const tuition = cls ? tuitions.get(cls.spec.tuitionNm) : undefined;
    if (!cls || !tuition) return null;
    const rule = {
      payDtTpCd: cls.spec.payDtTpCd,
      appointedDt: cls.spec.appointedDt,
      enrolmentStart: enrolment.startDate,
    };
    if (enrolment.startDate > `${month}-31`) return null;
    const period = monthlyBillPeriod(rule, month, 1);
    const dueDate = billDueDate(rule, month);
    if (!period || !dueDate || (enrolment.endDate !== null && enrolment.endDate < period.start)) return null;
    if (period.start !== `${month}-01`) return null;
    const createdAt = momentOn(world, addDays(dueDate, -7), '10:00');
    const bill: BillRow = {
      inst_id: instId,
      id: newId(),
      student_id: enrolment.studentId,
      class_id: enrolment.classId,
      enrolment_id: enrolmentIds.get(`${enrolment.classId}|${enrolment.studentId}|${enrolment.startDate}`) ?? null,
      bill_month: `${month}-01`,
      title: billTitle({ classNm: cls.classNm, month, prepaymentMonths: 1, round: null }),
      period_start: period.start,
      period_end: period.end,
      due_date: dueDate,
      subtotal: tuition.amount,
      discount: 0,
      total: tuition.amount,
      status: sent ? 'sent' : 'draft',
      sent_at: sent ? createdAt : null,
      created_by: seeded.directorId,
      created_at: createdAt,
      updated_at: createdAt,
    };
    bills.push(bill);
    items.push({
      inst_id: instId,
      bill_id: bill.id,
      seq: 0,
      kind: 'tuition',
      discount_kind: null,
      name: '교습비',
      amount: tuition.amount,
      reason: null,
    });
    return bill;
  };

  /** Pays `amount` of a bill, by card when the family has an account (unless cash is asked), else in cash. */
  const pay = (bill: BillRow, amount: number, on: IsoDate, cash = false) => {
    const payer = payerOf.get(bill.student_id);
    const byCard = !cash && payer !== undefined;
    const at = momentOn(world, on, '19:30');
    const payment: PaymentRow = {
      inst_id: instId,
      id: newId(),
      order_id: orderId(),
      order_name: bill.title,
      method: byCard ? 'card' : on.endsWith('5') ? 'transfer' : 'cash',
      provider: byCard ? 'sandbox' : null,
      payment_key: byCard ? `sandbox_${randomBytes(12).toString('hex')}` : null,
      status: 'DONE',
      amount,
      installment_cd: byCard && amount >= 300_000 ? '03' : '00',
      card_company: byCard ? '신한' : null,
      card_number_masked: byCard ? '4330-12**-****-123*' : null,
      approve_no: byCard ? String(10_000_000 + bills.length) : null,
      payer_user_id: byCard ? payer : null,
      recorded_by: byCard ? null : seeded.directorId,
      paid_date: on,
      approved_at: at,
      created_at: at,
      updated_at: at,
    };
    payments.push(payment);
    shares.push({ inst_id: instId, payment_id: payment.id as string, bill_id: bill.id as string, amount });
    bill.paid = (bill.paid ?? 0) + amount;
    bill.status = bill.paid === bill.total ? 'paid' : 'partly_paid';
    return payment;
  };

  // Last month: all paid; the last of them refunded by 2/3 after the student left a week in.
  const last = monthly.map((enrolment) => billOf(enrolment, lastMonth, true)).filter((bill) => bill !== null);
  last.forEach((bill, index) => {
    const payment = pay(bill, bill.total as number, addDays(bill.due_date as IsoDate, -(index % 4)), index % 3 === 2);
    if (index === last.length - 1 && last.length > 2) {
      const refund = Math.floor(((bill.total as number) * 2) / 3);
      const refundedOn = addDays(bill.period_start as IsoDate, 6);
      bill.refunded = refund;
      bill.status = 'refunded';
      payment.cancelled_amount = refund;
      payment.status = 'PARTIAL_CANCELED';
      cancels.push({
        inst_id: instId,
        id: newId(),
        payment_id: payment.id as string,
        bill_id: bill.id as string,
        amount: refund,
        reason: '이사로 인한 퇴원',
        refund_rule: 'two_thirds',
        explanation: `총 교습시간의 1/3 경과 전: 교습비의 2/3인 ${refund.toLocaleString('ko-KR')}원 환불`,
        transaction_key: null,
        due_date: addDays(refundedOn, 5),
        status: 'done',
        created_by: seeded.directorId,
        created_at: momentOn(world, refundedOn, '11:00'),
        done_at: momentOn(world, addDays(refundedOn, 1), '11:00'),
      });
    }
  });

  // This month: sent, in every state; the demo parent's children wait for the parent to pay.
  const current = monthly.map((enrolment) => billOf(enrolment, thisMonth, true)).filter((bill) => bill !== null);
  let other = 0;
  for (const bill of current) {
    const payer = payerOf.get(bill.student_id);
    if (payer !== undefined && payer === parentId) continue;
    other += 1;
    const due = bill.due_date as IsoDate;
    const paidOn = due < world.today ? due : world.today;
    if (other % 5 === 1) pay(bill, bill.total as number, paidOn);
    else if (other % 5 === 2) pay(bill, bill.total as number, paidOn, true);
    else if (other % 5 === 3) pay(bill, Math.floor((bill.total as number) / 2), paidOn, true);
    else if (other === 9) {
      bill.status = 'cancelled';
      bill.cancelled_at = momentOn(world, paidOn, '12:00');
      bill.cancel_reason = '수강 일정 변경으로 다시 청구';
    }
  }

  // Next month: drafts of the first class.
  const firstClass = classes[0];
  for (const enrolment of monthly.filter((row) => row.classId === firstClass?.id)) billOf(enrolment, nextMonth, false);

  await insertRows(world.db, 'bills', bills);
  await insertRows(world.db, 'bill_items', items);
  await insertRows(world.db, 'payments', payments);
  await insertRows(world.db, 'payment_bills', shares);
  await insertRows(world.db, 'payment_cancels', cancels);
  if (parentId) await writeDemoCard(world, instId, parentId);
}

/**
 * The demo parent's registered card at an academy she belongs to, with automatic payment agreed today: the
 * bills still to fall due this month are charged on their due dates (those already due are the
 * parent's to pay now). The card is the sandbox provider's, registered as its card page would; its
 * billing key is sealed as the card routes seal it, so without the server's crypto there is no card.
 */
async function writeDemoCard(world: DemoWorld, instId: string, parentId: string): Promise<void> {
  if (!world.crypto) return;
  const member = await world.db
    .selectFrom('memberships')
    .select('user_id')
    .where('inst_id', '=', instId)
    .where('user_id', '=', parentId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!member) return;
  const customerKey = customerKeyOf(world.crypto, parentId);
  const billingKey = `sbx_bill_${randomBytes(24).toString('base64url')}`;
  const cardNumber = '94106120****123*';
  const registeredAt = momentOn(world, daysAgo(world, 20), '21:10');
  await world.db
    .insertInto('sandbox_billing_keys')
    .values({
      auth_key: `sbx_auth_${randomBytes(24).toString('base64url')}`,
      billing_key: billingKey,
      customer_key: customerKey,
      outcome: 'approve',
      card_company: '신한',
      card_number: cardNumber,
      created_at: registeredAt,
      issued_at: registeredAt,
    })
    .execute();
  const cardId = newId();
  await world.db
    .insertInto('registered_cards')
    .values({
      inst_id: instId,
      id: cardId,
      user_id: parentId,
      provider: 'sandbox',
      billing_key_enc: world.crypto.encrypt(billingKey, BILLING_KEY_CONTEXT),
      billing_key_index: world.crypto.blindIndex(billingKey, BILLING_KEY_CONTEXT),
      card_company: '신한',
      card_number_masked: cardNumber,
      created_at: registeredAt,
    })
    .execute();
  await world.db
    .insertInto('autopay_settings')
    .values({
      inst_id: instId,
      user_id: parentId,
      card_id: cardId,
      consent_version: AUTOPAY_CONSENT_VERSION,
      consented_at: world.now,
    })
    .execute();
}
