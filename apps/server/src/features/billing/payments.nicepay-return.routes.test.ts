import type { BillRow, PaymentDetailResponse, PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { startNicePayFake } from '../../platform/adapters/payments/nicepay.fake';
import { fixedClock } from '../../platform/clock';
import { createAcademy } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';

/**
 * NicePay's checkout end to end through HTTP on a real database, against the local NicePay fake: the
 * window's signed form posted from NicePay's site (no session) pays the bill once and sends the payer
 * to /payResult; a replay charges nothing more; a forged, altered or cancelled return pays nothing
 * and says why on /payResult; the payer's own open order is read again by its id.
 */

const fake = await startNicePayFake();
afterAll(() => fake.close());
const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T01:00:00Z');
const app = await createTestApp(db, {
  clock,
  env: {
    PAYMENT_PROVIDER: 'nicepay',
    NICEPAY_CLIENT_ID: fake.clientId,
    NICEPAY_SECRET_KEY: fake.secretKey,
    NICEPAY_API_URL: fake.url,
  },
});
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);
const { billIds } = await api.generate(world.director, '2026-12');
await api.send(world.director, billIds);

const billOf = async (studentId: string) => {
  const list = await api.list(world.director, `?month=2026-12&studentId=${studentId}&classId=${world.classId}`);
  return list.bills[0] as BillRow;
};

/** A fresh order of the parent for one student's December bill (READY, nothing paid). */
async function orderFor(studentId: string): Promise<PaymentOrderResponse> {
  const bill = await billOf(studentId);
  return api.order(world.parent, [bill.billId]);
}

/** NicePay's window posting a form to our return address, from its own site: no cookie, no CSRF header. */
const postReturn = (form: Record<string, string>, instId = world.instId) =>
  app.inject({
    method: 'POST',
    url: `/api/insts/${instId}/payments/nicepay/return`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://pay.nicepay.co.kr',
      'sec-fetch-site': 'cross-site',
    },
    payload: new URLSearchParams(form).toString(),
  });

/** Where the answer sends the browser: /payResult and its query. */
function redirectOf(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/payResult');
  return Object.fromEntries(location.searchParams);
}

const paymentRow = (orderId: string) =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

/** The approvals NicePay was asked for (`POST /v1/payments/{tid}`). */
const approvalsOf = (tid: string) =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/payments/${tid}`).length;

describe('NicePay’s return', () => {
  it('pays the bill once and sends the payer to /payResult as Toss’s redirect would', async () => {
    const order = await orderFor(world.minjun);
    expect(order.checkout).toMatchObject({ provider: 'nicepay', clientKey: fake.clientId });
    const form = fake.checkout({ orderId: order.orderId, amount: order.amount });

    const query = redirectOf(await postReturn(form));
    expect(query).toEqual({ paymentKey: form.tid, orderId: order.orderId, amount: String(order.amount) });
    expect(approvalsOf(form.tid as string)).toBe(1);
    const payment = await paymentRow(order.orderId);
    expect(payment).toMatchObject({ status: 'DONE', payment_key: form.tid, card_company: '삼성' });
    const bill = await billOf(world.minjun);
    expect(bill).toMatchObject({ status: 'paid', paidReceivedAmount: world.tuitionAmount, unclaimed: 0 });

    // /payResult confirms what it was given with the payer's session: the payment as it is, nothing more.
    const confirmed = await api.confirm(world.parent, {
      paymentKey: query.paymentKey as string,
      orderId: order.orderId,
      amount: order.amount,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((confirmed.json() as PaymentDetailResponse).payment.paymentId).toBe(order.paymentId);
    expect(approvalsOf(form.tid as string)).toBe(1);

    // The same post again (a back button, a replay): the same answer, charged once.
    expect(redirectOf(await postReturn(form))).toEqual(query);
    expect(approvalsOf(form.tid as string)).toBe(1);
    expect(await billOf(world.minjun)).toMatchObject({
      status: 'paid',
      paidReceivedAmount: world.tuitionAmount,
      unclaimed: 0,
    });
    const audits = await db
      .selectFrom('audit_log')
      .select('action')
      .where('inst_id', '=', world.instId)
      .where('action', '=', 'payment.done')
      .where('target', '=', `payment:${order.paymentId}`)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('refuses a post NicePay did not sign, or signed for another amount or academy, and pays nothing', async () => {
    const order = await orderFor(world.seoyeon);
    const form = fake.checkout({ orderId: order.orderId, amount: order.amount });
    const forged = { ...form, signature: 'a'.repeat(64) };
    expect(redirectOf(await postReturn(forged))).toEqual({
      code: 'PAYMENT_RETURN_INVALID',
      message: expect.stringMatching(/[가-힣]/),
    });

    // NicePay really signed this one, for 1,000원: not the order's amount.
    const cheap = fake.checkout({ orderId: order.orderId, amount: 1_000 });
    expect(redirectOf(await postReturn(cheap)).code).toBe('PAYMENT_AMOUNT_MISMATCH');

    // A good post sent to another academy's address finds no order there.
    const foreign = await createAcademy(db);
    expect(redirectOf(await postReturn(form, foreign.instId)).code).toBe('PAYMENT_RETURN_INVALID');

    expect(approvalsOf(form.tid as string) + approvalsOf(cheap.tid as string)).toBe(0);
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'READY', payment_key: null });
    expect(await billOf(world.seoyeon)).toMatchObject({ status: 'sent', paidReceivedAmount: 0 });

    // The order is still open: the real return pays it.
    expect(redirectOf(await postReturn(form)).paymentKey).toBe(form.tid);
    expect(await billOf(world.seoyeon)).toMatchObject({
      status: 'paid',
      paidReceivedAmount: world.tuitionAmount,
      unclaimed: 0,
    });
  });

  it('sends a payer who cancelled the window, or whose card was declined, to /payResult with the reason', async () => {
    const bill = await billOf(world.hayun);
    const order = await api.order(world.otherParent, [bill.billId]);

    const cancelled = await postReturn({
      authResultCode: 'I002',
      authResultMsg: '사용자 취소',
      orderId: order.orderId,
    });
    expect(redirectOf(cancelled)).toEqual({
      code: 'PAYMENT_NOT_COMPLETED',
      message: '결제가 완료되지 않았습니다(사용자 취소). 다시 결제해 주세요.',
    });
    // Nothing was asked of NicePay: the order stays open for another try.
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'READY' });

    const declined = fake.checkout({ orderId: order.orderId, amount: order.amount, outcome: 'decline' });
    const query = redirectOf(await postReturn(declined));
    expect(query.code).toBe('PAYMENT_CARD_DECLINED');
    expect(query.message).toMatch(/[가-힣]/);
    expect(await paymentRow(order.orderId)).toMatchObject({ status: 'ABORTED', failure_code: 'PAYMENT_CARD_DECLINED' });
    expect(await billOf(world.hayun)).toMatchObject({ status: 'sent', paidReceivedAmount: 0 });
  });
});

describe('the payer’s open order, read again by its id (/nicePay)', () => {
  it('answers the order to the account that made it, 404 to anyone else, 409 once it is finished', async () => {
    const bill = await billOf(world.hayun);
    const order = await api.order(world.otherParent, [bill.billId]);
    const url = `${api.base}/payments/orders/${order.orderId}`;

    const mine = await world.otherParent.inject({ method: 'GET', url });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual(order);

    for (const stranger of [world.parent, world.student]) {
      expect((await stranger.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const elsewhere = await world.otherParent.inject({
      method: 'GET',
      url: `${api.base}/payments/orders/unknown-order`,
    });
    expect(elsewhere.statusCode).toBe(404);

    redirectOf(await postReturn(fake.checkout({ orderId: order.orderId, amount: order.amount })));
    const finished = await world.otherParent.inject({ method: 'GET', url });
    expect(finished.statusCode).toBe(409);
  });
});
