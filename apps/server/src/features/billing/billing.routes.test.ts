import type { BillRow } from '@academy/domain/billing/billing.schema';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { enrol, insertStudent, notificationsOf } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';
import { RECONCILE_AFTER_MS, reconcilePendingPayments } from './payments.reconcile';

/**
 * Bills and card payments through HTTP on a real database, with the sandbox provider: a month's
 * drafts from the class's billing rule (a mid-month start prorated by lessons), what families see
 * before and after sending, one payment for two children's bills, the amount never taken from the
 * browser, a double confirm that charges once, a declined card, installments, 수납 처리 and
 * cancelling.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul.
const clock = fixedClock('2026-11-27T01:00:00Z');
const sandbox = createSandboxPayments(db, clock.now);
const app = await createTestApp(db, { clock, adapters: { payments: sandbox } });
/** What the jobs run with. */
const ctx = { db, clock, adapters: { payments: sandbox } } as unknown as AppContext;
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);

const billOf = async (studentId: string, month = '2026-12') => {
  const list = await api.list(world.director, `?month=${month}&studentId=${studentId}&classId=${world.classId}`);
  expect(list.bills).toHaveLength(1);
  return list.bills[0] as BillRow;
};

describe("a month's bills", () => {
  it('are drafted once per enrolment from the billing rule, however often or concurrently asked', async () => {
    const [first, second] = await Promise.all([
      api.generate(world.director, '2026-12'),
      api.generate(world.director, '2026-12'),
    ]);
    expect(first.created + second.created).toBe(3);
    expect(first.skipped + second.skipped).toBe(3);
    const again = await api.generate(world.director, '2026-12');
    expect(again).toEqual({ created: 0, skipped: 3, billIds: [] });

    const bill = await billOf(world.minjun);
    expect(bill).toMatchObject({
      title: '12월 중3 수학 교습비',
      status: 'draft',
      regStartDt: '2026-12-01',
      regEndDt: '2026-12-31',
      dueDate: '2026-12-10',
      total: world.tuitionAmount,
      unclaimed: world.tuitionAmount,
      prepaymentMonth: 1,
    });
  });

  it('prorates a first month started mid-month by the lessons left in it', async () => {
    const late = await insertStudent(db, world.instId, { studentNm: '윤지호' });
    await enrol(db, world.instId, world.classId, [late.id], { start: '2026-12-16' });
    const made = await api.generate(world.director, '2026-12');
    expect(made.created).toBe(1);
    const detail = await api.detail(world.director, made.billIds[0] as string);
    // December: Mondays 7·14·21·28 and Wednesdays 2·9·16·23·30 — nine lessons, five from the 16th.
    expect(detail.bill.total).toBe(Math.floor((200_000 * 5) / 9));
    expect(detail.bill.prorationNote).toBe('12월 16일 시작: 수업 9회 중 5회분 (200,000원 × 5/9)');
    expect(detail.bill).toMatchObject({ regStartDt: '2026-12-16', dueDate: '2026-12-16' });
  });

  it('bills months paid ahead (선납) as one bill over their whole period', async () => {
    const made = await api.generate(world.director, '2027-01', { prepaymentMonths: 3 });
    const bill = await api.detail(world.director, made.billIds[0] as string);
    expect(bill.bill).toMatchObject({
      title: '1월~3월 중3 수학 교습비',
      regStartDt: '2027-01-01',
      regEndDt: '2027-03-31',
      total: 600_000,
      prepaymentMonth: 3,
    });
  });

  it('stay with the office until sent; sending tells each family once per bill, and only drafts', async () => {
    const minjun = await billOf(world.minjun);
    const seoyeon = await billOf(world.seoyeon);
    expect((await api.list(world.parent, '?month=2026-12')).bills).toEqual([]);
    const detail = await world.parent.inject({ method: 'GET', url: `${api.base}/bills/${minjun.billId}` });
    expect(detail.statusCode).toBe(404);

    const cost = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/send-cost`,
      payload: { billIds: [minjun.billId, seoyeon.billId] },
    });
    expect(cost.statusCode, cost.body).toBe(200);
    // 최민준's bill reaches the parent and his own account; 최서연's the parent.
    expect(cost.json()).toMatchObject({ bills: 2, families: 2, cost: { recipients: 3 } });

    expect(await api.send(world.director, [minjun.billId, seoyeon.billId])).toEqual({ sent: 2 });
    expect(await api.send(world.director, [minjun.billId])).toEqual({ sent: 0 });

    const parentBills = await api.list(world.parent, '?month=2026-12');
    expect(parentBills.bills.map((bill) => bill.studentNm).sort()).toEqual(['최민준', '최서연']);
    expect(parentBills.totals).toMatchObject({ billed: 400_000, unpaid: 400_000, paid: 0 });
    const told = (await notificationsOf(db, world.academy.parent.id)).filter((n) => n.type === 'bill-issued');
    expect(told).toHaveLength(2);
    expect(told[0]?.link).toMatch(/^\/v3\/payment\?billId=/);
  });

  it('keeps a sent bill as sent: editing it is refused with what to do instead', async () => {
    const bill = await billOf(world.minjun);
    const response = await world.director.inject({
      method: 'PUT',
      url: `${api.base}/bills/${bill.billId}`,
      payload: { title: '수정', dueDate: '2026-12-11', items: [{ kind: 'tuition', amount: 1 }] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('취소');
  });
});

describe('paying two children’s bills by card', () => {
  it('takes the amount from the bills, charges once however often confirmed, and marks both paid', async () => {
    const bills = [await billOf(world.minjun), await billOf(world.seoyeon)];
    const order = await api.order(
      world.parent,
      bills.map((bill) => bill.billId),
      '03',
    );
    expect(order.amount).toBe(400_000);
    expect(order.orderId).toMatch(/^ord_[A-Za-z0-9_-]{24}$/);
    expect(order.checkout).toMatchObject({ provider: 'sandbox' });

    const { paymentKey } = await api.authorize(world.parent, order.orderId);
    const cheaper = await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: 1_000 });
    expect(cheaper.statusCode).toBe(400);

    const [a, b] = await Promise.all([
      api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount }),
      api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount }),
    ]);
    const done = [a, b].filter((response) => response.statusCode === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    const again = await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment).toMatchObject({ status: 'DONE', amount: 400_000, installmentCd: '03' });

    for (const bill of bills) {
      const detail = await api.detail(world.director, bill.billId);
      expect(detail.bill).toMatchObject({ status: 'paid', paidReceivedAmount: 200_000, unclaimed: 0 });
    }
    const paid = await db.selectFrom('payments').select('id').where('order_id', '=', order.orderId).execute();
    expect(paid).toHaveLength(1);
    const audits = await db
      .selectFrom('audit_log')
      .select('action')
      .where('inst_id', '=', world.instId)
      .where('action', '=', 'bill.pay')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('lists the payment in the family’s year and shows its receipt to the family and the office', async () => {
    const mine = await world.parent.inject({ method: 'GET', url: `${api.base}/payments?checkDt=2026` });
    expect(mine.statusCode, mine.body).toBe(200);
    const entry = mine.json().paidReceivedList[0];
    expect(entry).toMatchObject({ paidReceivedAmount: 400_000, paidReceivedMonth: '2026-11', method: 'card' });
    for (const caller of [world.parent, world.director, world.viewingManager]) {
      const receipt = await caller.inject({ method: 'GET', url: `${api.base}/payments/${entry.paidReceivedId}` });
      expect(receipt.statusCode, receipt.body).toBe(200);
      expect(receipt.json().bills).toHaveLength(2);
    }
    const stranger = await world.otherParent.inject({
      method: 'GET',
      url: `${api.base}/payments/${entry.paidReceivedId}`,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('a declined card and installments', () => {
  it('leaves the bill unpaid with a clear Korean message', async () => {
    await api.send(world.director, [(await billOf(world.hayun)).billId]);
    const bill = await billOf(world.hayun);
    const order = await api.order(world.otherParent, [bill.billId]);
    const { paymentKey } = await api.authorize(world.otherParent, order.orderId, 'decline');
    const response = await api.confirm(world.otherParent, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().message).toMatch(/카드/);
    expect((await api.detail(world.director, bill.billId)).bill).toMatchObject({ status: 'sent', unclaimed: 200_000 });
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('ABORTED');
  });

  it('keeps a payment whose answer was lost in progress, then the reconciliation settles it once', async () => {
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.hayun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 차량비',
        dueDate: '2026-12-10',
        items: [{ kind: 'vehicle', amount: 40_000 }],
        send: true,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const billId = made.json().bill.billId;
    const order = await api.order(world.otherParent, [billId]);
    const { paymentKey } = await api.authorize(world.otherParent, order.orderId, 'timeout');
    const lost = await api.confirm(world.otherParent, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(lost.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'sent', unclaimed: 40_000 });

    expect(await reconcilePendingPayments(ctx)).toEqual({ settled: 0 });
    clock.advance(RECONCILE_AFTER_MS + 1_000);
    const [first, second] = await Promise.all([reconcilePendingPayments(ctx), reconcilePendingPayments(ctx)]);
    expect(first.settled + second.settled).toBeGreaterThanOrEqual(1);
    expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'paid', unclaimed: 0 });
    const payment = await db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('DONE');
    const pays = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bill.pay')
      .where('target', '=', `bill:${billId}`)
      .execute();
    expect(pays).toHaveLength(1);
  });

  it('allows installments only from 50,000 won', async () => {
    const small = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.hayun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 재료비',
        dueDate: '2026-12-10',
        items: [{ kind: 'material', amount: 30_000 }],
        send: true,
      },
    });
    expect(small.statusCode, small.body).toBe(200);
    const billId = small.json().bill.billId;
    const refused = await world.otherParent.inject({
      method: 'POST',
      url: `${api.base}/payments/orders`,
      payload: { billIds: [billId], installmentCd: '02' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.installmentCd).toContain('50,000원');
    expect((await api.order(world.otherParent, [billId])).amount).toBe(30_000);
  });
});

describe('수납 처리 and cancelling', () => {
  it('records cash up to what is outstanding, then refuses more', async () => {
    const bill = await billOf(world.hayun);
    const receive = (amount: number) =>
      world.director.inject({
        method: 'POST',
        url: `${api.base}/bills/${bill.billId}/receipts`,
        payload: { method: 'cash', amount, paidDate: '2026-11-27' },
      });
    const part = await receive(120_000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().bill).toMatchObject({ status: 'partly_paid', unclaimed: 80_000 });
    const over = await receive(90_000);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('80,000원');
  });

  it('cancels an unpaid bill with its reason, and refuses to cancel a paid one', async () => {
    const draft = await billOf(world.minjun, '2027-01');
    const cancelled = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${draft.billId}/cancel`,
      payload: { reason: '선납 대신 월납' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().bill).toMatchObject({ status: 'cancelled', cancelReason: '선납 대신 월납' });
    const paid = await billOf(world.minjun);
    const refused = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${paid.billId}/cancel`,
      payload: { reason: '실수' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('환불');
  });
});
