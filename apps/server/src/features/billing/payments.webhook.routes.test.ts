import type { PaymentDetailResponse, PaymentOrderResponse } from '@academy/domain/billing/billing.schema';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { PaymentProvider } from '../../platform/adapters/payments/payments';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { createTossPayments } from '../../platform/adapters/payments/toss';
import { startTossPaymentsFake } from '../../platform/adapters/payments/toss.fake';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { AppError } from '../../platform/errors/app-error';
import { type Caller, notificationsOf } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';
import { expireVirtualAccounts, RECONCILE_AFTER_MS, reconcileProviderRefunds } from './payments.reconcile';

/**
 * Virtual accounts, the provider's webhook and what reconciles them, through HTTP on a real
 * database with the sandbox provider: an account opened for a family's bills (the bills unpaid until
 * the deposit), a deposit notice with a wrong secret refused with nothing changed, the right one
 * settling once and a replay changing nothing, the deposit's 현금영수증, a status notice re-fetching
 * the payment, an account past its deadline expiring, a refund whose cancel answer was lost recorded
 * done once the provider shows it, and a refund cancelling the 현금영수증 of the money it returns.
 * Last, a deposit through the real Toss client and its local fake.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul.
const clock = fixedClock('2026-11-27T01:00:00Z');
const crypto = createFieldCrypto(Buffer.alloc(32, 9));
const sandbox = createSandboxPayments(db, clock.now);
/** The sandbox, whose cancel can make its cancel and then lose the answer. */
let loseCancelAnswer = false;
const payments: PaymentProvider = {
  ...sandbox,
  cancel: async (input) => {
    const answer = await sandbox.cancel(input);
    if (loseCancelAnswer) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    return answer;
  },
};
const app = await createTestApp(db, { clock, adapters: { payments, crypto } });
const ctx = { db, clock, adapters: { payments, crypto } } as unknown as AppContext;
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);

const { billIds } = await api.generate(world.director, '2026-12');
await api.send(world.director, billIds);

/** A sent bill of `amount` for a child, due on 2026-12-10. */
async function bill(studentId: string, amount = 200_000): Promise<string> {
  const made = await world.director.inject({
    method: 'POST',
    url: `${api.base}/bills`,
    payload: {
      studentId,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      title: '12월 재료비',
      dueDate: '2026-12-10',
      items: [{ kind: 'material', amount }],
      send: true,
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().bill.billId;
}

const orderVa = (caller: Caller, payload: Record<string, unknown>) =>
  caller.inject({
    method: 'POST',
    url: `${api.base}/payments/orders`,
    payload: { method: 'virtual_account', ...payload },
  });

async function virtualAccount(billId: string, extra: Record<string, unknown> = {}): Promise<PaymentOrderResponse> {
  const response = await orderVa(world.parent, { billIds: [billId], bank: '088', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const webhook = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/payments/webhook', payload: payload as object });

const paymentRow = (orderId: string) =>
  db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

/** Everything a notice could change about an order: its payment, its bills, its receipt, the audit trail. */
async function stateOf(orderId: string) {
  const payment = await paymentRow(orderId);
  const bills = await db
    .selectFrom('bills as b')
    .innerJoin('payment_bills as pb', 'pb.bill_id', 'b.id')
    .select(['b.id', 'b.paid', 'b.status'])
    .where('pb.payment_id', '=', payment.id)
    .orderBy('b.id')
    .execute();
  const receipts = await db.selectFrom('cash_receipts').selectAll().where('payment_id', '=', payment.id).execute();
  const audits = await db.selectFrom('audit_log').select('id').where('inst_id', '=', world.instId).execute();
  const sandboxReceipts = await db
    .selectFrom('sandbox_cash_receipts')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  return { payment, bills, receipts, audits: audits.length, sandboxReceipts };
}

/** The notice the sandbox posts once money arrives on the order's account. */
const depositNotice = (orderId: string) => sandbox.simulateDeposit(orderId);

describe('ordering a virtual account', () => {
  it('asks for a bank the provider issues accounts at', async () => {
    const billId = await bill(world.minjun);
    const none = await orderVa(world.parent, { billIds: [billId] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.bank).toBe('가상계좌를 받을 은행을 선택해 주세요.');
    const kakao = await orderVa(world.parent, { billIds: [billId], bank: '090' });
    expect(kakao.statusCode).toBe(400);
    expect(kakao.json().fields).toHaveProperty('bank');
    const badNumber = await orderVa(world.parent, { billIds: [billId], bank: '088', cashReceiptIdentity: '12345' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().fields).toHaveProperty('cashReceiptIdentity');
    expect(await db.selectFrom('payments').select('id').where('method', '=', 'virtual_account').execute()).toEqual([]);
  });

  it('opens the account until the end of the third day at most, and leaves the bills unpaid', async () => {
    const billId = await bill(world.minjun);
    const order = await virtualAccount(billId);
    expect(order.virtualAccount).toMatchObject({
      bank: '088',
      bankName: '신한은행',
      holder: '최학부모',
      // Due 2026-12-10, but an account waits 3 days at most: the end of 2026-11-30 in Seoul.
      dueAt: '2026-11-30T14:59:59.000Z',
    });
    expect(order.virtualAccount?.accountNumber).toMatch(/^\d{10,}$/);
    const row = await paymentRow(order.orderId);
    expect(row).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: 'virtual_account', va_bank: '088' });
    expect(row.va_secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'sent', unclaimed: 200_000 });
    const detail = await world.parent.inject({ method: 'GET', url: `${api.base}/payments/${row.id}` });
    expect((detail.json() as PaymentDetailResponse).payment).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      virtualAccount: order.virtualAccount,
    });
    const list = await world.parent.inject({ method: 'GET', url: `${api.base}/payments?checkDt=2026` });
    expect(list.json().paidReceivedList).toContainEqual(
      expect.objectContaining({ paidReceivedId: row.id, status: 'WAITING_FOR_DEPOSIT', paidReceivedMonth: '2026-11' }),
    );
  });
});

describe('the deposit webhook', () => {
  it('refuses a notice whose secret is not the account’s, changing nothing', async () => {
    const order = await virtualAccount(await bill(world.seoyeon));
    const before = await stateOf(order.orderId);
    const forged = await webhook({ orderId: order.orderId, status: 'DONE', secret: 'guessed', createdAt: '' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('PAYMENT_WEBHOOK_INVALID');
    expect(await stateOf(order.orderId)).toEqual(before);
  });

  it('settles the deposit once with its 현금영수증; a replay changes nothing', async () => {
    const billId = await bill(world.seoyeon);
    const order = await virtualAccount(billId, { cashReceiptIdentity: '010-2345-6789' });
    // Sealed until the deposit, never in clear.
    expect((await paymentRow(order.orderId)).va_cash_receipt_identity_enc).toMatch(/^v1\./);
    const notice = await depositNotice(order.orderId);
    const first = await webhook(notice);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe('OK');
    expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'paid', unclaimed: 0 });
    const settled = await stateOf(order.orderId);
    expect(settled.payment).toMatchObject({
      status: 'DONE',
      paid_date: '2026-11-27',
      va_cash_receipt_identity_enc: null,
    });
    expect(settled.receipts).toEqual([
      expect.objectContaining({
        status: 'issued',
        self_issued: false,
        identity_masked: '010-****-6789',
        amount: 200_000,
      }),
    ]);
    expect(settled.sandboxReceipts).toHaveLength(1);

    const replay = await webhook(notice);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe('OK');
    const twice = await Promise.all([webhook(notice), webhook(notice)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await stateOf(order.orderId)).toEqual(settled);
  });

  it('gives a deposit of 100,000 won or more without a number a self-issued receipt', async () => {
    const order = await virtualAccount(await bill(world.minjun, 150_000));
    expect((await webhook(await depositNotice(order.orderId))).statusCode).toBe(200);
    const { receipts } = await stateOf(order.orderId);
    expect(receipts).toEqual([
      expect.objectContaining({
        status: 'issued',
        self_issued: true,
        identity_masked: '010-000-1234',
        amount: 150_000,
      }),
    ]);
  });

  it('acknowledges a notice of an order it does not know without changing anything', async () => {
    const audits = await db.selectFrom('audit_log').select('id').execute();
    const unknown = await webhook({ orderId: 'ord_not_ours', status: 'DONE', secret: 'x' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('OK');
    expect(await db.selectFrom('audit_log').select('id').execute()).toHaveLength(audits.length);
    const unreadable = await webhook({ hello: 'world' });
    expect(unreadable.statusCode).toBe(400);
  });

  it('finishes a virtual account from the local 테스트 입금 button, only the payer’s own', async () => {
    const billId = await bill(world.minjun, 30_000);
    const order = await virtualAccount(billId);
    const deposit = (caller: Caller) =>
      caller.inject({
        method: 'POST',
        url: `${api.base}/payments/sandbox/deposit`,
        payload: { orderId: order.orderId },
      });
    expect((await deposit(world.otherParent)).statusCode).toBe(404);
    const done = await deposit(world.parent);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as PaymentDetailResponse).payment.status).toBe('DONE');
    // Under 100,000 won without a number: no receipt.
    expect((await stateOf(order.orderId)).receipts).toEqual([]);
    expect((await deposit(world.parent)).statusCode).toBe(409);
  });
});

describe('a status notice', () => {
  it('is only a hint: the payment is fetched and what the provider says is applied', async () => {
    const billId = await bill(world.hayun, 40_000);
    const order = await api.order(world.otherParent, [billId]);
    const { paymentKey } = await api.authorize(world.otherParent, order.orderId, 'timeout');
    const lost = await api.confirm(world.otherParent, { paymentKey, orderId: order.orderId, amount: order.amount });
    expect(lost.json().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await paymentRow(order.orderId)).status).toBe('IN_PROGRESS');
    // The body says CANCELED; only the provider's own answer (DONE) counts.
    const hint = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey, orderId: order.orderId, status: 'CANCELED' },
    });
    expect(hint.statusCode, hint.body).toBe(200);
    expect((await paymentRow(order.orderId)).status).toBe('DONE');
    expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'paid' });
  });
});

describe('the reconciliation job', () => {
  it('expires an account past its deadline, leaving the bills unpaid', async () => {
    const billId = await bill(world.hayun, 50_000);
    const order = await api.order(world.otherParent, [billId]);
    expect(order.virtualAccount ?? null).toBeNull();
    const va = await orderVa(world.otherParent, { billIds: [billId], bank: '004', cashReceiptIdentity: '01099998888' });
    expect(va.statusCode, va.body).toBe(200);
    const { orderId } = va.json() as PaymentOrderResponse;
    expect(await expireVirtualAccounts(ctx)).toEqual({ expired: 0, deposited: 0 });
    const saved = clock.now();
    clock.set(new Date('2026-11-30T15:00:00Z'));
    try {
      const run = await expireVirtualAccounts(ctx);
      expect(run.expired).toBeGreaterThanOrEqual(1);
      expect(await paymentRow(orderId)).toMatchObject({ status: 'EXPIRED', va_cash_receipt_identity_enc: null });
      expect((await api.detail(world.director, billId)).bill).toMatchObject({ status: 'sent', unclaimed: 50_000 });
      // The family hears the account closed, with the way to pay again.
      const told = (await notificationsOf(db, world.otherParent.userId)).filter(
        (n) => n.type === 'bill-account-expired',
      );
      expect(told).toHaveLength(1);
      expect(told[0]?.body).toContain('50,000원의 가상계좌 입금 기한이 지나');
      expect(told[0]?.link).toBe('/v3/payment');
      // A deposit notice after the expiry is acknowledged and changes nothing.
      const late = await db
        .selectFrom('sandbox_payments')
        .select('secret')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const answer = await webhook({ orderId, status: 'DONE', secret: late.secret });
      expect(answer.statusCode).toBe(200);
      expect((await paymentRow(orderId)).status).toBe('EXPIRED');
    } finally {
      clock.set(saved);
    }
  });

  it('records done a refund the provider made though its answer was lost, cancelling once', async () => {
    const billId = await bill(world.minjun, 80_000);
    const order = await api.order(world.parent, [billId]);
    const { paymentKey } = await api.authorize(world.parent, order.orderId);
    expect(
      (await api.confirm(world.parent, { paymentKey, orderId: order.orderId, amount: order.amount })).statusCode,
    ).toBe(200);
    loseCancelAnswer = true;
    let refunded: Awaited<ReturnType<typeof world.director.inject>>;
    try {
      refunded = await world.director.inject({
        method: 'POST',
        url: `${api.base}/bills/${billId}/refunds`,
        payload: { refundDate: '2026-11-27', cause: 'learner', amount: 30_000, reason: '퇴원' },
      });
    } finally {
      loseCancelAnswer = false;
    }
    expect(refunded.statusCode, refunded.body).toBe(200);
    const cancelOf = () =>
      db.selectFrom('payment_cancels').selectAll().where('bill_id', '=', billId).executeTakeFirstOrThrow();
    expect(await cancelOf()).toMatchObject({ status: 'requested', amount: 30_000, transaction_key: null });
    expect(await reconcileProviderRefunds(ctx)).toEqual({ refundsDone: 0 });
    clock.advance(RECONCILE_AFTER_MS + 1_000);
    const [first, second] = await Promise.all([reconcileProviderRefunds(ctx), reconcileProviderRefunds(ctx)]);
    expect(first.refundsDone + second.refundsDone).toBe(1);
    const cancel = await cancelOf();
    expect(cancel.status).toBe('done');
    expect(cancel.transaction_key).toMatch(/^[0-9a-f]{32}$/);
    const atProvider = await sandbox.getPayment(paymentKey);
    expect(atProvider.cancels).toHaveLength(1);
    expect(atProvider.balanceAmount).toBe(50_000);
    expect(await reconcileProviderRefunds(ctx)).toEqual({ refundsDone: 0 });
  });
});

describe('a refund of money paid in cash', () => {
  it('cancels the refunded part of a deposit’s 현금영수증, and all of a cash receipt refunded in full', async () => {
    const billId = await bill(world.seoyeon, 120_000);
    const order = await virtualAccount(billId, { cashReceiptIdentity: '010-3456-7890' });
    expect((await webhook(await depositNotice(order.orderId))).statusCode).toBe(200);
    const refund = (payload: Record<string, unknown>) =>
      world.director.inject({
        method: 'POST',
        url: `${api.base}/bills/${billId}/refunds`,
        payload: { refundDate: '2026-11-27', cause: 'learner', reason: '퇴원', ...payload },
      });
    const noAccount = await refund({ amount: 20_000 });
    expect(noAccount.statusCode).toBe(400);
    const partial = await refund({
      amount: 20_000,
      refundAccount: { bank: '088', accountNumber: '110-123-456789', holderName: '최학부모' },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const afterPartial = await stateOf(order.orderId);
    expect(afterPartial.receipts[0]).toMatchObject({ status: 'issued', cancelled_amount: 20_000 });
    expect(afterPartial.sandboxReceipts[0]).toMatchObject({ cancelled_amount: 20_000 });

    const cashBill = await bill(world.hayun, 100_000);
    const paid = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${cashBill}/receipts`,
      payload: { method: 'cash', amount: 100_000, paidDate: '2026-11-27' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const cashPayment = paid.json().payments[0].paymentId as string;
    const full = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills/${cashBill}/refunds`,
      payload: { refundDate: '2026-11-27', cause: 'learner', reason: '퇴원', amount: 100_000 },
    });
    expect(full.statusCode, full.body).toBe(200);
    const receipt = await db
      .selectFrom('cash_receipts')
      .selectAll()
      .where('payment_id', '=', cashPayment)
      .executeTakeFirstOrThrow();
    expect(receipt).toMatchObject({ status: 'cancelled', cancelled_amount: 100_000 });
    const atProvider = await db
      .selectFrom('sandbox_cash_receipts')
      .selectAll()
      .where('receipt_key', '=', receipt.receipt_key as string)
      .executeTakeFirstOrThrow();
    expect(atProvider.cancelled_amount).toBe(100_000);
  });
});

/** The same service speaking to Toss's local fake through the real Toss client, in an academy of its own. */
const fakeToss = await startTossPaymentsFake();
afterAll(() => fakeToss.close());
const toss = createTossPayments({
  clientKey: fakeToss.clientKey,
  secretKey: fakeToss.secretKey,
  apiUrl: fakeToss.url,
  now: clock.now,
});
const tossApp = await createTestApp(db, { clock, adapters: { payments: toss, crypto } });
const tossWorld = await createBillingWorld(tossApp, db, clock.now());
const tossApi = billingApi(tossWorld.instId);

describe('a deposit through the Toss client and its fake', () => {
  it('settles on Toss’s DEPOSIT_CALLBACK with the right secret only, once', async () => {
    const made = await tossWorld.director.inject({
      method: 'POST',
      url: `${tossApi.base}/bills`,
      payload: {
        studentId: tossWorld.minjun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 재료비',
        dueDate: '2026-12-10',
        items: [{ kind: 'material', amount: 60_000 }],
        send: true,
      },
    });
    const billId = made.json().bill.billId as string;
    const ordered = await tossWorld.parent.inject({
      method: 'POST',
      url: `${tossApi.base}/payments/orders`,
      payload: { billIds: [billId], method: 'virtual_account', bank: '081' },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const order = ordered.json() as PaymentOrderResponse;
    expect(order.virtualAccount).toMatchObject({ bank: '081', bankName: '하나은행' });
    const notice = fakeToss.deposit(order.orderId);
    const post = (body: unknown) =>
      tossApp.inject({ method: 'POST', url: '/api/payments/webhook', payload: body as object });
    expect((await post({ ...notice, secret: 'ps_forged' })).statusCode).toBe(400);
    expect((await paymentRow(order.orderId)).status).toBe('WAITING_FOR_DEPOSIT');
    expect((await post(notice)).statusCode).toBe(200);
    expect((await post(notice)).statusCode).toBe(200);
    expect((await paymentRow(order.orderId)).status).toBe('DONE');
    expect((await tossApi.detail(tossWorld.director, billId)).bill).toMatchObject({ status: 'paid', unclaimed: 0 });
    const pays = await db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bill.pay')
      .where('target', '=', `bill:${billId}`)
      .execute();
    expect(pays).toHaveLength(1);
  });
});
