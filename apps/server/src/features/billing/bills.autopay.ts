import { PERM, roleHasPermission } from '@academy/domain/access/access.permissions';
import { roleFromRelationCd } from '@academy/domain/access/access.roles';
import { billOutstanding } from '@academy/domain/billing/bill-ledger';
import {
  AUTOPAY_HOUR,
  AUTOPAY_WINDOW_DAYS,
  type AutopayAttempt,
  type AutopayAttemptOutcome,
  autopayStep,
  autopayWillRetry,
  CARD_MESSAGES,
} from '@academy/domain/billing/cards.rules';
import type { RunAutopayResponse } from '@academy/domain/billing/cards.schema';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { AutopayAttemptsTable, Executor } from '../../db/database';
import type { ProviderPayment } from '../../platform/adapters/payments/payments';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { isAppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import type { Job } from '../../platform/jobs/scheduler';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { billPayLink } from './bills.service';
import { BILLING_KEY_CONTEXT } from './cards.service';
import { newOrderId } from './payments.ids';
import { customerKeyOf, settlePayment } from './payments.service';

/** How often the job looks for bills due today (the first run after AUTOPAY_HOUR charges them). */
export const AUTOPAY_EVERY_MS = 10 * 60_000;

/** A charge still marked in progress this long (its process died mid-call) is asked about again. */
export const AUTOPAY_STALE_MS = 5 * 60_000;

/** Bills looked at per run, earliest due first. */
const AUTOPAY_BATCH = 200;

type Attempt = Selectable<AutopayAttemptsTable>;

/** An unpaid bill whose family turned automatic payment on, with the account whose card pays it. */
type DueBill = {
  inst_id: string;
  bill_id: string;
  user_id: string;
  card_id: string;
  consented_at: Date;
};

type Outcome = 'charged' | 'declined' | 'pending' | 'none';

/**
 * Automatic payment (자동결제) on the due date: for each sent or partly paid bill of a family one of
 * whose accounts chose a registered card with consent, from AUTOPAY_HOUR in Seoul on its due date,
 * the card is charged what is outstanding — through the provider's billing key, with an
 * unguessable order id and the payment's id as the Idempotency-Key — and the money is settled as a
 * card payment is (`settlePayment`). The domain's `autopayStep` decides each bill: once a day at
 * most, three times in all, a week after the due date at the latest. A declined charge is recorded
 * and told to the card's account and the academy's office with the card company's reason.
 *
 * Never twice: a charge is claimed (the bill locked, the attempt row written with the day and its
 * number, both unique) before the provider is asked, so two runs at once or in two processes charge
 * one bill once; a lost answer is asked again under the same order and key, which the provider
 * answers with its first result.
 */
export async function chargeDueBills(
  ctx: AppContext,
  at: Date,
  scope: { instId?: string } = {},
): Promise<RunAutopayResponse> {
  const result = { charged: 0, declined: 0, pending: 0 };
  if (seoulDateTimeParts(at).hour < AUTOPAY_HOUR) return result;
  const today = businessDateOf(at);
  for (const bill of await dueBills(ctx, today, scope.instId)) {
    const outcome = await chargeBill(ctx, bill, at, today);
    if (outcome !== 'none') result[outcome] += 1;
  }
  return result;
}

/**
 * The bills to look at today: open, with money outstanding, due within the window, of an academy
 * still open; each with the account whose card pays it — of the student's own account and the
 * guardians', those active in the academy with automatic payment on, the first to have agreed.
 */
async function dueBills(ctx: AppContext, today: string, instId: string | undefined): Promise<DueBill[]> {
  const { rows } = await sql<DueBill>`
    select b.inst_id, b.id as bill_id, a.user_id, a.card_id, a.consented_at
      from bills b
      join institutes i on i.id = b.inst_id and i.closed_at is null
      join students st on st.inst_id = b.inst_id and st.id = b.student_id
      join lateral (
        select s.user_id, s.card_id, s.consented_at
          from autopay_settings s
          join memberships m on m.inst_id = s.inst_id and m.user_id = s.user_id and m.status = 'active'
         where s.inst_id = b.inst_id
           and (s.user_id = st.user_id or exists (select 1 from student_guardians g
                 where g.inst_id = b.inst_id and g.student_id = b.student_id and g.user_id = s.user_id))
         order by s.consented_at, s.user_id
         limit 1) a on true
     where b.status in ('sent', 'partly_paid')
       and b.paid < b.total
       and b.due_date <= ${today}
       and b.due_date >= ${addDays(today, -AUTOPAY_WINDOW_DAYS)}
       ${instId ? sql`and b.inst_id = ${instId}` : sql``}
     order by b.due_date, b.inst_id, b.id
     limit ${AUTOPAY_BATCH}`.execute(ctx.db);
  return rows;
}

/** An earlier attempt as the domain's rule reads it. */
function outcomeOf(attempt: Attempt, at: Date): AutopayAttemptOutcome {
  if (attempt.status === 'done' || attempt.status === 'voided') return 'settled';
  if (attempt.status === 'declined') return 'declined';
  if (attempt.status === 'unknown') return 'unknown';
  return at.getTime() - attempt.updated_at.getTime() > AUTOPAY_STALE_MS ? 'unknown' : 'in-flight';
}

/** What one run does with one bill: claims a charge (or a lost one to ask again), then asks the provider. */
async function chargeBill(ctx: AppContext, due: DueBill, at: Date, today: string): Promise<Outcome> {
  const now = ctx.clock.now();
  const claim = await ctx.db.transaction().execute(async (trx) => {
    // The bill's lock orders every run deciding about it: one claims, the others see its attempt.
    const bill = await trx
      .selectFrom('bills')
      .select(['id', 'title', 'due_date', 'total', 'paid', 'refunded', 'status'])
      .where(ofInst(due.inst_id))
      .where('id', '=', due.bill_id)
      .forUpdate()
      .executeTakeFirst();
    if (!bill || (bill.status !== 'sent' && bill.status !== 'partly_paid')) return null;
    const attempts = await trx
      .selectFrom('autopay_attempts')
      .selectAll()
      .where(ofInst(due.inst_id))
      .where('bill_id', '=', due.bill_id)
      .orderBy('attempt_no')
      .execute();
    const step = autopayStep({
      dueDate: bill.due_date,
      today,
      consentedOn: businessDateOf(due.consented_at),
      attempts: attempts.map(
        (attempt): AutopayAttempt => ({ date: attempt.attempt_date, outcome: outcomeOf(attempt, at) }),
      ),
    });
    if (step.kind === 'resume') {
      const lost = attempts.find((attempt) => ['unknown', 'charging'].includes(attempt.status)) as Attempt;
      await trx
        .updateTable('autopay_attempts')
        .set({ status: 'charging', updated_at: now })
        .where(ofInst(due.inst_id))
        .where('id', '=', lost.id)
        .execute();
      return { attempt: lost, title: bill.title };
    }
    if (step.kind !== 'charge') return null;
    const amount = billOutstanding(bill);
    if (amount <= 0) return null;
    const paymentId = newId();
    await trx
      .insertInto('payments')
      .values({
        inst_id: due.inst_id,
        id: paymentId,
        order_id: newOrderId(),
        order_name: bill.title,
        method: 'billing',
        provider: ctx.adapters.payments.name,
        status: 'IN_PROGRESS',
        amount,
        payer_user_id: due.user_id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('payment_bills')
      .values({ inst_id: due.inst_id, payment_id: paymentId, bill_id: bill.id, amount })
      .execute();
    const attempt = await trx
      .insertInto('autopay_attempts')
      .values({
        inst_id: due.inst_id,
        id: newId(),
        bill_id: bill.id,
        user_id: due.user_id,
        card_id: due.card_id,
        payment_id: paymentId,
        attempt_date: today,
        attempt_no: step.attemptNo,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      instId: due.inst_id,
      actorUserId: null,
      action: 'autopay.charge',
      target: auditTarget('bill', bill.id),
      before: { paid: bill.paid, status: bill.status },
      after: { paymentId, amount, attemptNo: step.attemptNo, cardId: due.card_id, payerUserId: due.user_id },
      at: now,
    });
    return { attempt, title: bill.title };
  });
  if (!claim) return 'none';
  return askProvider(ctx, claim.attempt, claim.title, today);
}

/** Charges the claimed attempt's card (again, under the same order and key, after a lost answer) and records the answer. */
async function askProvider(ctx: AppContext, attempt: Attempt, title: string, today: string): Promise<Outcome> {
  const ids = { instId: attempt.inst_id, paymentId: attempt.payment_id };
  const [payment, card] = await Promise.all([
    ctx.db
      .selectFrom('payments')
      .select(['order_id', 'amount', 'status'])
      .where(ofInst(attempt.inst_id))
      .where('id', '=', attempt.payment_id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('registered_cards')
      .select(['billing_key_enc'])
      .where(ofInst(attempt.inst_id))
      .where('id', '=', attempt.card_id)
      .executeTakeFirst(),
  ]);
  let approved: ProviderPayment;
  try {
    if (!card) throw new CardGone();
    approved = await ctx.adapters.payments.chargeBillingKey({
      billingKey: ctx.adapters.crypto.decrypt(card.billing_key_enc, BILLING_KEY_CONTEXT),
      customerKey: customerKeyOf(ctx.adapters.crypto, attempt.user_id),
      orderId: payment.order_id,
      orderName: title,
      amount: payment.amount,
      idempotencyKey: attempt.payment_id,
    });
  } catch (error) {
    const lost =
      isAppError(error) &&
      (error.code === 'PAYMENT_PROVIDER_UNAVAILABLE' || error.code === 'PAYMENT_ALREADY_PROCESSED');
    if (lost || !(isAppError(error) || error instanceof CardGone)) {
      await markAttempt(ctx, attempt, 'unknown', null);
      if (lost) return 'pending';
      throw error;
    }
    const reason = error instanceof CardGone ? CARD_MESSAGES.cardRemoved : error.message;
    await declined(ctx, attempt, { code: error instanceof CardGone ? 'CARD_REMOVED' : error.code, reason }, today);
    return 'declined';
  }
  await ctx.db
    .updateTable('payments')
    .set({ payment_key: approved.paymentKey, updated_at: ctx.clock.now() })
    .where(ofInst(attempt.inst_id))
    .where('id', '=', attempt.payment_id)
    .where('status', '=', 'IN_PROGRESS')
    .execute();
  try {
    await settlePayment(ctx, ids, approved);
  } catch (error) {
    // The bill could not take the money (paid another way meanwhile): settlePayment gave it back.
    if (!isAppError(error)) throw error;
  }
  const settled = await ctx.db
    .selectFrom('payments')
    .select('status')
    .where(ofInst(attempt.inst_id))
    .where('id', '=', attempt.payment_id)
    .executeTakeFirstOrThrow();
  if (settled.status === 'DONE') {
    await markAttempt(ctx, attempt, 'done', null);
    return 'charged';
  }
  if (settled.status === 'CANCELED') {
    await markAttempt(ctx, attempt, 'voided', null);
    return 'none';
  }
  await markAttempt(ctx, attempt, 'unknown', null);
  return 'pending';
}

class CardGone extends Error {}

async function markAttempt(ctx: AppContext, attempt: Attempt, status: Attempt['status'], failure: string | null) {
  await ctx.db
    .updateTable('autopay_attempts')
    .set({ status, failure_message: failure, updated_at: ctx.clock.now() })
    .where(ofInst(attempt.inst_id))
    .where('id', '=', attempt.id)
    .execute();
}

/**
 * A declined charge: the payment is closed as ABORTED with the reason, the attempt keeps it, and
 * the card's account and the academy's office (the director, managers holding 041 or 042) are told
 * — whether it is tried again tomorrow or automatic payment stopped for this bill.
 */
async function declined(
  ctx: AppContext,
  attempt: Attempt,
  failure: { code: string; reason: string },
  today: string,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('payments')
      .set({ status: 'ABORTED', failure_code: failure.code, failure_message: failure.reason, updated_at: now })
      .where(ofInst(attempt.inst_id))
      .where('id', '=', attempt.payment_id)
      .where('status', '=', 'IN_PROGRESS')
      .executeTakeFirst();
    // Another run recorded this answer already: tell once.
    if (Number(closed.numUpdatedRows) === 0) return;
    await trx
      .updateTable('autopay_attempts')
      .set({ status: 'declined', failure_message: failure.reason, updated_at: now })
      .where(ofInst(attempt.inst_id))
      .where('id', '=', attempt.id)
      .execute();
    const bill = await trx
      .selectFrom('bills as b')
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
      )
      .select(['b.id', 'b.title', 'b.total', 'b.paid', 'b.due_date', 'b.bill_month', 'st.student_nm'])
      .where(ofInst(attempt.inst_id, 'b'))
      .where('b.id', '=', attempt.bill_id)
      .executeTakeFirstOrThrow();
    const [instNm, office] = await Promise.all([instNameOf(trx, attempt.inst_id), officeOf(trx, attempt.inst_id)]);
    const retry = autopayWillRetry({ dueDate: bill.due_date, today, attemptNo: attempt.attempt_no });
    const next = retry ? CARD_MESSAGES.declinedRetry : CARD_MESSAGES.declinedStopped;
    const what = `${bill.student_nm} 학생의 ${bill.title} ${formatWon(bill.total - bill.paid)}`;
    const common = { instId: attempt.inst_id, type: 'bill-autopay-failed', title: `${instNm} 자동결제 실패`, now };
    await notify(trx, [
      {
        ...common,
        userId: attempt.user_id,
        body: `${what} 자동결제가 되지 않았습니다. ${failure.reason} ${next}`,
        link: billPayLink(bill.id),
        // A parent without the app on hand still hears of it, with the page that pays the bill.
        message: {
          template: 'bill-autopay-failed',
          variables: {
            학원명: instNm,
            원생명: bill.student_nm,
            제목: bill.title,
            금액: formatWon(bill.total - bill.paid),
            사유: failure.reason,
            안내: next,
            링크: `${ctx.config.publicOrigin ?? ''}${billPayLink(bill.id)}`,
          },
        },
      },
      ...office
        .filter((userId) => userId !== attempt.user_id)
        .map((userId) => ({
          ...common,
          userId,
          body: `${what} 등록 카드 자동결제가 되지 않았습니다(${CARD_MESSAGES.attemptsOf(attempt.attempt_no)}). ${failure.reason}${retry ? '' : ' 자동결제를 멈췄습니다.'}`,
          link: `/v3/InstBill?month=${bill.bill_month.slice(0, 7)}&billId=${encodeURIComponent(bill.id)}`,
        })),
    ]);
    await writeAudit(trx, {
      instId: attempt.inst_id,
      actorUserId: null,
      action: 'autopay.declined',
      target: auditTarget('bill', attempt.bill_id),
      before: { paymentStatus: 'IN_PROGRESS' },
      after: { paymentId: attempt.payment_id, attemptNo: attempt.attempt_no, reason: failure.reason, retry },
      at: now,
    });
  });
}

/** The academy's office: the director and the managers who may see its money (041 or 042). */
async function officeOf(db: Executor, instId: string): Promise<string[]> {
  const members = await db
    .selectFrom('memberships')
    .select(['user_id', 'relation_cd', 'auth_cd'])
    .where('inst_id', '=', instId)
    .where('status', '=', 'active')
    .where('relation_cd', 'in', ['020', '030'])
    .orderBy('user_id')
    .execute();
  return members
    .filter((member) => {
      const role = roleFromRelationCd(member.relation_cd);
      return (
        roleHasPermission(role, member.auth_cd, PERM.paymentView) ||
        roleHasPermission(role, member.auth_cd, PERM.paymentWrite)
      );
    })
    .map((member) => member.user_id);
}

export const billsAutopayJob: Job = {
  name: 'bills-autopay',
  everyMs: AUTOPAY_EVERY_MS,
  run: (ctx) => chargeDueBills(ctx, ctx.clock.now()),
};
