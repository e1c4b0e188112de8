import type { BillDetailResponse } from '@academy/domain/billing/billing.schema';
import type { RefundQuoteResponse } from '@academy/domain/billing/refund.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { PaymentProvider } from '../../platform/adapters/payments/payments';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { type Caller, notificationsOf } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';

/**
 * Refunds by the 학원법 calculator through HTTP on a real database, with the sandbox provider: the
 * quote of a one-month bill before teaching starts, after 2 and after 4 of its 8 lessons, of a
 * three-month prepaid bill and of a bill without a class; a card payment cancelled in part at the
 * provider; a cash refund owed within 5 days and then marked paid back; a provider that does not
 * answer, whose refund is kept as owed; more than was paid, two refunds at once and a virtual
 * account without the family's account, each refused with nothing written.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul.
const clock = fixedClock('2026-11-27T01:00:00Z');
const sandbox = createSandboxPayments(db, clock.now);
/** The sandbox, except that its cancel can be made to go unanswered. */
let providerDown = false;
const provider: PaymentProvider = {
  ...sandbox,
  cancel: (input) =>
    providerDown ? Promise.reject(new AppError('PAYMENT_PROVIDER_UNAVAILABLE')) : sandbox.cancel(input),
};
const app = await createTestApp(db, { clock, adapters: { payments: provider } });
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);

/** A sent bill of the class (Mondays and Wednesdays) over a period, written by hand. */
async function classBill(
  studentId: string,
  period: { start: string; end: string },
  amount = 200_000,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const made = await world.director.inject({
    method: 'POST',
    url: `${api.base}/bills`,
    payload: {
      studentId,
      classId: world.classId,
      periodStart: period.start,
      periodEnd: period.end,
      title: '교습비',
      dueDate: period.start,
      items: [{ kind: 'tuition', amount }],
      send: true,
      ...extra,
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().bill.billId;
}

/** February 2027: Mondays 1·8·15·22 and Wednesdays 3·10·17·24, eight lessons. */
const FEBRUARY = { start: '2027-02-01', end: '2027-02-28' };

async function payCash(billId: string, amount: number, method: 'cash' | 'transfer' = 'cash') {
  const paid = await world.director.inject({
    method: 'POST',
    url: `${api.base}/bills/${billId}/receipts`,
    payload: { method, amount, paidDate: '2026-11-27', cashReceiptIdentity: '010-1234-5678' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

async function payCard(billId: string): Promise<string> {
  const order = await api.order(world.parent, [billId]);
  const { paymentKey } = await api.authorize(world.parent, order.orderId);
  const confirmed = await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().payment.paymentId;
}

const quoteOf = (billId: string, refundDate: string, cause = 'learner', caller: Caller = world.director) =>
  caller.inject({
    method: 'GET',
    url: `${api.base}/bills/${billId}/refund-quote?refundDate=${refundDate}&cause=${cause}`,
  });

async function quote(billId: string, refundDate: string, cause = 'learner'): Promise<RefundQuoteResponse> {
  const response = await quoteOf(billId, refundDate, cause);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const refund = (billId: string, payload: Record<string, unknown>) =>
  world.director.inject({
    method: 'POST',
    url: `${api.base}/bills/${billId}/refunds`,
    payload: { refundDate: '2027-02-09', cause: 'learner', reason: '이사로 수강 중단', ...payload },
  });

/** What a refused refund must leave as it was: the bill's money, its payments and its refunds. */
async function moneyOf(billId: string) {
  const bill = await db
    .selectFrom('bills')
    .select(['paid', 'refunded', 'status'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('payments as p')
    .innerJoin('payment_bills as pb', 'pb.payment_id', 'p.id')
    .select(['p.id', 'p.status', 'p.cancelled_amount'])
    .where('pb.bill_id', '=', billId)
    .orderBy('p.id')
    .execute();
  const refunds = await db.selectFrom('payment_cancels').select('id').where('bill_id', '=', billId).execute();
  return { bill, payments, refunds: refunds.length };
}

describe('the refund quote', () => {
  it('gives back everything before teaching starts, 2/3 after 2 of 8 lessons, nothing after 4 of 8', async () => {
    const billId = await classBill(world.seoyeon, FEBRUARY);
    await payCash(billId, 200_000);

    expect(await quote(billId, '2027-01-25')).toMatchObject({
      paid: 200_000,
      refundable: 200_000,
      tuitionPaid: 200_000,
      lessonsKnown: true,
      proposed: 200_000,
      rule: 'full',
      explanation: '수업 시작 전: 교습비 200,000원 전액 환불',
      dueDate: '2027-01-30',
      refundAccountNeeded: false,
    });
    // The 8th and the 15th of February: two lessons held, then four.
    const twoHeld = await quote(billId, '2027-02-08');
    expect(twoHeld).toMatchObject({
      proposed: 133_334,
      rule: 'two_thirds',
      explanation: '총 8회 중 2회 수업(1/3 경과 전): 교습비 200,000원의 2/3인 133,334원 환불',
      dueDate: '2027-02-13',
    });
    expect(twoHeld.months).toEqual([
      {
        start: '2027-02-01',
        end: '2027-02-28',
        amount: 200_000,
        lessons: 8,
        held: 2,
        rule: 'two_thirds',
        refund: 133_334,
      },
    ]);
    // Exactly half held: the calculator's boundary gives nothing back.
    expect(await quote(billId, '2027-02-15')).toMatchObject({
      proposed: 0,
      rule: 'none',
      explanation: '총 8회 중 4회 수업(1/2 경과): 환불할 교습비 없음',
    });
    // The academy's reason returns the lessons not held.
    expect(await quote(billId, '2027-02-15', 'academy')).toMatchObject({ proposed: 100_000, rule: 'pro_rata' });
  });

  it('refunds a prepaid bill month by month: the current one by the rule, the later ones in full', async () => {
    const billId = await classBill(world.seoyeon, { start: '2027-03-01', end: '2027-05-31' }, 600_000);
    await payCash(billId, 600_000, 'transfer');
    // April: 5·7·12·14·19·21·26·28; on the 6th one lesson was held.
    const quoted = await quote(billId, '2027-04-06');
    expect(quoted).toMatchObject({
      proposed: 333_334,
      rule: 'two_thirds',
      explanation:
        '4월 1일~4월 30일 총 8회 중 1회 수업(1/3 경과 전): 200,000원의 2/3인 133,334원 + 남은 1개월분 200,000원 = 333,334원 환불',
    });
    expect(quoted.months.map((month) => [month.start, month.rule, month.refund])).toEqual([
      ['2027-03-01', 'none', 0],
      ['2027-04-01', 'two_thirds', 133_334],
      ['2027-05-01', 'full', 200_000],
    ]);
  });

  it('takes discounts off the tuition, lists the other lines, and proposes them in full before the period', async () => {
    const billId = await classBill(world.seoyeon, FEBRUARY, 200_000, {
      items: [
        { kind: 'tuition', amount: 200_000 },
        { kind: 'vehicle', amount: 40_000 },
      ],
      discounts: [{ kind: 'sibling', amount: 20_000, reason: '형제 할인' }],
    });
    await payCash(billId, 220_000);
    const before = await quote(billId, '2027-01-31');
    expect(before).toMatchObject({
      tuitionPaid: 180_000,
      otherCosts: [{ kind: 'vehicle', name: '차량비', paid: 40_000 }],
      proposed: 220_000,
      explanation: '수업 시작 전: 교습비 180,000원 전액 환불 (기타경비 40,000원 전액 환불)',
    });
    // Once the period has started, the 차량비 is the office's to add.
    expect(await quote(billId, '2027-02-08')).toMatchObject({ proposed: 120_000, rule: 'two_thirds' });
  });

  it('proposes nothing for a bill without a class: its lessons cannot be counted', async () => {
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.seoyeon,
        periodStart: '2027-02-01',
        periodEnd: '2027-02-28',
        title: '2월 특강',
        dueDate: '2027-02-01',
        items: [{ kind: 'tuition', amount: 50_000 }],
        send: true,
      },
    });
    const billId = made.json().bill.billId;
    await payCash(billId, 50_000);
    expect(await quote(billId, '2027-02-08')).toMatchObject({
      refundable: 50_000,
      lessonsKnown: false,
      proposed: null,
      rule: null,
      months: [],
      explanation: '반이 정해지지 않은 청구서라 수업 횟수를 셀 수 없습니다. 환불할 금액을 직접 입력해 주세요.',
    });
  });

  it('is the office’s: a teacher and the family are refused, another academy’s bill is not found', async () => {
    const billId = await classBill(world.minjun, FEBRUARY);
    expect((await quoteOf(billId, '2027-02-08', 'learner', world.teacher)).statusCode).toBe(403);
    expect((await quoteOf(billId, '2027-02-08', 'learner', world.parent)).statusCode).toBe(403);
    const foreignInst = await db
      .selectFrom('memberships')
      .select('inst_id')
      .where('user_id', '=', world.foreignDirector.userId)
      .executeTakeFirstOrThrow();
    const foreign = await world.foreignDirector.inject({
      method: 'GET',
      url: `/api/insts/${foreignInst.inst_id}/bills/${billId}/refund-quote?refundDate=2027-02-08`,
    });
    expect(foreign.statusCode).toBe(404);
    const badDate = await quoteOf(billId, '2027-02-30');
    expect(badDate.statusCode).toBe(400);
  });
});

describe('a card payment refunded in part', () => {
  it('is cancelled at the provider, the payment partly cancelled, the bill refunded and the family told', async () => {
    const billId = await classBill(world.minjun, FEBRUARY);
    const paymentId = await payCard(billId);
    const quoted = await quote(billId, '2027-02-08');
    const response = await refund(billId, { refundDate: '2027-02-08', amount: quoted.proposed });
    expect(response.statusCode, response.body).toBe(200);
    const detail: BillDetailResponse = response.json();
    expect(detail.bill).toMatchObject({ status: 'refunded', paidReceivedAmount: 200_000, refundedAmount: 133_334 });
    expect(detail.payments[0]).toMatchObject({ paymentId, status: 'PARTIAL_CANCELED', cancelledAmount: 133_334 });
    expect(detail.refunds).toEqual([
      expect.objectContaining({
        paymentId,
        method: 'card',
        amount: 133_334,
        status: 'done',
        rule: 'two_thirds',
        explanation: quoted.explanation,
        reason: '이사로 수강 중단',
        dueDate: '2027-02-13',
      }),
    ]);
    expect(detail.can.refund).toBe(true);

    const cancel = await db
      .selectFrom('payment_cancels')
      .selectAll()
      .where('bill_id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(cancel.transaction_key).toMatch(/^[0-9a-f]{32}$/);
    expect(cancel.done_at).not.toBeNull();
    const atProvider = await db
      .selectFrom('sandbox_payments')
      .select(['status', 'cancelled_amount'])
      .where(
        'order_id',
        '=',
        (await db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow())
          .order_id,
      )
      .executeTakeFirstOrThrow();
    expect(atProvider).toEqual({ status: 'PARTIAL_CANCELED', cancelled_amount: 133_334 });

    const audit = await db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'bill.refund')
      .where('target', '=', `bill:${billId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ refunded: 133_334, status: 'refunded', cause: 'learner' });

    const told = (await notificationsOf(db, world.academy.parent.id)).filter((n) => n.type === 'bill-refunded');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('133,334원을 환불합니다');
    expect(told[0]?.link).toBe(`/v3/PaymentDetail?paymentId=${paymentId}`);

    // The rest of the payment may go back later; more than that may not.
    const over = await refund(billId, { amount: 66_667 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('66,666원');
    const rest = await refund(billId, { amount: 66_666 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payments[0]).toMatchObject({ status: 'CANCELED', cancelledAmount: 200_000 });
    expect(rest.json().can.refund).toBe(false);
  });
});

describe('a cash refund', () => {
  it('is owed within 5 days until the office marks it paid back', async () => {
    const billId = await classBill(world.hayun, FEBRUARY);
    await payCash(billId, 150_000);
    await payCash(billId, 50_000, 'transfer');
    const response = await refund(billId, { refundDate: '2027-02-02', amount: 180_000 });
    expect(response.statusCode, response.body).toBe(200);
    const detail: BillDetailResponse = response.json();
    // The latest money first: the 50,000원 transfer, then 130,000원 of the cash.
    expect(detail.refunds?.map((r) => [r.method, r.amount, r.status, r.dueDate]).sort()).toEqual([
      ['cash', 130_000, 'requested', '2027-02-07'],
      ['transfer', 50_000, 'requested', '2027-02-07'],
    ]);
    expect(detail.payments.map((p) => [p.method, p.status, p.cancelledAmount]).sort()).toEqual([
      ['cash', 'PARTIAL_CANCELED', 130_000],
      ['transfer', 'CANCELED', 50_000],
    ]);
    expect(detail.bill).toMatchObject({ status: 'refunded', refundedAmount: 180_000 });

    const cash = detail.refunds?.find((r) => r.method === 'cash');
    const done = (cancelId: string) =>
      world.director.inject({ method: 'POST', url: `${api.base}/bills/${billId}/refunds/${cancelId}/done` });
    const marked = await done(cash?.cancelId ?? '');
    expect(marked.statusCode, marked.body).toBe(200);
    const after: BillDetailResponse = marked.json();
    expect(after.refunds?.find((r) => r.cancelId === cash?.cancelId)).toMatchObject({ status: 'done' });
    expect(after.refunds?.find((r) => r.method === 'transfer')).toMatchObject({ status: 'requested', doneAt: null });
    // Marking it again changes nothing, and writes no second audit row.
    expect((await done(cash?.cancelId ?? '')).statusCode).toBe(200);
    const audits = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bill.refund-done')
      .where('target', '=', `bill:${billId}`)
      .execute();
    expect(audits).toHaveLength(1);
    // Another bill's refund id answers 404.
    const otherBill = await classBill(world.hayun, FEBRUARY);
    const wrong = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${otherBill}/refunds/${cash?.cancelId}/done`,
    });
    expect(wrong.statusCode).toBe(404);
  });
});

describe('refused refunds write nothing', () => {
  it('refuses more than was paid and not yet returned', async () => {
    const billId = await classBill(world.hayun, FEBRUARY);
    await payCash(billId, 120_000);
    const before = await moneyOf(billId);
    const over = await refund(billId, { amount: 120_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      '환불할 수 있는 금액은 120,000원까지입니다. 결제한 금액보다 많이 돌려줄 수 없습니다.',
    );
    expect(await moneyOf(billId)).toEqual(before);
    const unpaid = await classBill(world.hayun, FEBRUARY);
    expect((await refund(unpaid, { amount: 1_000 })).statusCode).toBe(409);
  });

  it('never returns more than was paid when two refunds come at once', async () => {
    const billId = await classBill(world.minjun, FEBRUARY);
    await payCard(billId);
    const answers = await Promise.all([refund(billId, { amount: 150_000 }), refund(billId, { amount: 150_000 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await moneyOf(billId);
    expect(after.bill).toMatchObject({ paid: 200_000, refunded: 150_000 });
    expect(after.payments[0]).toMatchObject({ status: 'PARTIAL_CANCELED', cancelled_amount: 150_000 });
    expect(after.refunds).toBe(1);
  });

  it('keeps a refund the provider did not answer as owed, for the reconciliation job to finish', async () => {
    const billId = await classBill(world.minjun, FEBRUARY);
    const paymentId = await payCard(billId);
    providerDown = true;
    let response: Awaited<ReturnType<typeof refund>>;
    try {
      response = await refund(billId, { amount: 50_000 });
    } finally {
      providerDown = false;
    }
    // The cancel may have been made all the same: the money is owed either way, and asked again
    // with the same idempotency key (payments.webhook.routes.test.ts), never cancelled twice.
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as BillDetailResponse;
    expect(detail.refunds).toEqual([
      expect.objectContaining({ paymentId, amount: 50_000, status: 'requested', method: 'card' }),
    ]);
    const after = await moneyOf(billId);
    expect(after.bill).toMatchObject({ paid: 200_000, refunded: 50_000 });
    const key = await db
      .selectFrom('payments')
      .select('payment_key')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect((await sandbox.getPayment(key.payment_key as string)).cancels).toEqual([]);
  });

  it('asks for the family’s account before a virtual-account deposit goes back', async () => {
    const billId = await classBill(world.minjun, FEBRUARY);
    // A deposit on a virtual account, as its webhook would have recorded it.
    const paymentId = newId();
    const now = clock.now();
    await db
      .insertInto('payments')
      .values({
        inst_id: world.instId,
        id: paymentId,
        order_id: `ord_va_${paymentId.slice(0, 8)}`,
        order_name: '교습비',
        method: 'virtual_account',
        provider: 'sandbox',
        payment_key: `sbx_va_${paymentId}`,
        status: 'DONE',
        amount: 200_000,
        payer_user_id: world.academy.parent.id,
        recorded_by: null,
        card_company: null,
        card_number_masked: null,
        approve_no: null,
        receipt_url: null,
        va_bank: '088',
        va_account_number: '56211234567890',
        va_holder: '최학부모',
        va_secret_hash: null,
        failure_code: null,
        failure_message: null,
        approved_at: now,
        paid_date: '2026-11-27',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('payment_bills')
      .values({ inst_id: world.instId, payment_id: paymentId, bill_id: billId, amount: 200_000 })
      .execute();
    await db.updateTable('bills').set({ paid: 200_000, status: 'paid' }).where('id', '=', billId).execute();
    expect((await quote(billId, '2027-02-08')).refundAccountNeeded).toBe(true);
    const before = await moneyOf(billId);
    const response = await refund(billId, { amount: 10_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.refundAccount).toBe(
      '가상계좌로 받은 금액을 돌려주려면 환불받을 계좌의 은행, 계좌번호, 예금주를 입력해 주세요.',
    );
    expect(await moneyOf(billId)).toEqual(before);
  });
});
