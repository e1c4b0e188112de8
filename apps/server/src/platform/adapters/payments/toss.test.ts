import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { AppError } from '../../errors/app-error';
import { createTossPayments } from './toss';
import { startTossPaymentsFake } from './toss.fake';

const fake = await startTossPaymentsFake();
afterAll(() => fake.close());

const NOW = new Date('2026-11-27T06:00:00Z');

const client = (overrides: Partial<Parameters<typeof createTossPayments>[0]> = {}) =>
  createTossPayments({
    clientKey: fake.clientKey,
    secretKey: fake.secretKey,
    apiUrl: fake.url,
    now: () => NOW,
    ...overrides,
  });

const toss = client();

let serial = 0;
const orderId = () => `order-${Date.now()}-${++serial}`;
const key = () => `idem-${Date.now()}-${++serial}`;

/** The AppError a promise is refused with (fails the test when it resolves or throws anything else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const lastRequest = () => fake.requests.at(-1);

describe('Toss Payments: confirming a checkout', () => {
  it('confirms with Basic auth and an Idempotency-Key, and reads the card slip', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 55_000, installmentPlanMonths: 3 });
    const idempotencyKey = key();
    const payment = await toss.confirm({ paymentKey, orderId: order, amount: 55_000, idempotencyKey });

    const request = lastRequest();
    expect(request?.path).toBe('/v1/payments/confirm');
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${fake.secretKey}:`).toString('base64')}`);
    expect(request?.headers['idempotency-key']).toBe(idempotencyKey);
    expect(request?.body).toEqual({ paymentKey, orderId: order, amount: 55_000 });

    expect(payment).toMatchObject({
      provider: 'toss',
      paymentKey,
      orderId: order,
      status: 'DONE',
      method: 'card',
      totalAmount: 55_000,
      balanceAmount: 55_000,
      card: { company: '롯데', numberMasked: '53275012****123*', installmentMonths: 3, approveNo: '00000000' },
      virtualAccount: null,
      secret: null,
      cancels: [],
    });
    expect(payment.approvedAt).toBeInstanceOf(Date);
    expect(payment.receiptUrl).toContain(paymentKey);
    expect(toss.checkoutSettings()).toEqual({ provider: 'toss', clientKey: fake.clientKey });
  });

  it('refuses another amount than the checkout’s and leaves the payment waiting for the right one', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 30_000 });
    const refused = await refusal(toss.confirm({ paymentKey, orderId: order, amount: 3_000, idempotencyKey: key() }));
    expect(refused.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(fake.payment(paymentKey)?.status).toBe('IN_PROGRESS');
    const payment = await toss.confirm({ paymentKey, orderId: order, amount: 30_000, idempotencyKey: key() });
    expect(payment.status).toBe('DONE');
  });

  it('replays the first answer for the same Idempotency-Key, and tells a second confirm apart', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 12_000 });
    const idempotencyKey = key();
    const first = await toss.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey });
    const again = await toss.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey });
    expect(again).toEqual(first);

    const other = await refusal(toss.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey: key() }));
    expect(other.code).toBe('PAYMENT_ALREADY_PROCESSED');
    expect((await toss.getPayment(paymentKey)).status).toBe('DONE');
  });

  it('reports a lost answer as unavailable; the same key then gets the approval that happened', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 8_000 });
    const idempotencyKey = key();
    fake.loseNextAnswer();
    expect(await refusalCode(toss.confirm({ paymentKey, orderId: order, amount: 8_000, idempotencyKey }))).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    expect(fake.payment(paymentKey)?.status).toBe('DONE');
    const replayed = await toss.confirm({ paymentKey, orderId: order, amount: 8_000, idempotencyKey });
    expect(replayed.status).toBe('DONE');
  });

  it('gives a declined card in Toss’s words plus our advice, and Toss keeps it aborted', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 9_900, outcome: 'decline' });
    const refused = await refusal(toss.confirm({ paymentKey, orderId: order, amount: 9_900, idempotencyKey: key() }));
    expect(refused.code).toBe('PAYMENT_CARD_DECLINED');
    expect(refused.status).toBe(402);
    expect(refused.message).toBe('한도초과 혹은 잔액부족으로 결제에 실패했습니다. 다른 카드로 다시 시도해 주세요.');
    expect((await toss.getPayment(paymentKey)).status).toBe('ABORTED');
  });

  it('answers an unknown payment as not found', async () => {
    expect(await refusalCode(toss.getPayment('tgen_unknown'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
    expect(
      await refusalCode(toss.confirm({ paymentKey: 'tgen_unknown', orderId: 'x', amount: 1, idempotencyKey: key() })),
    ).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });
});

describe('Toss Payments: cancelling', () => {
  it('cancels part, refuses more than is left, then cancels the rest', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 10_000 });
    await toss.confirm({ paymentKey, orderId: order, amount: 10_000, idempotencyKey: key() });

    const idempotencyKey = key();
    const partial = await toss.cancel({
      paymentKey,
      orderId: order,
      amount: 3_000,
      reason: '결석 환불',
      idempotencyKey,
    });
    expect(lastRequest()?.body).toEqual({ cancelReason: '결석 환불', cancelAmount: 3_000 });
    expect(lastRequest()?.headers['idempotency-key']).toBe(idempotencyKey);
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 7_000 });
    expect(partial.cancels).toEqual([
      { amount: 3_000, transactionKey: expect.any(String), canceledAt: expect.any(Date), reason: '결석 환불' },
    ]);
    // The same request again is answered, not done twice.
    await toss.cancel({ paymentKey, orderId: order, amount: 3_000, reason: '결석 환불', idempotencyKey });
    expect(fake.payment(paymentKey)?.balanceAmount).toBe(7_000);

    const tooMuch = await refusal(
      toss.cancel({ paymentKey, orderId: order, amount: 8_000, reason: '퇴원', idempotencyKey: key() }),
    );
    expect(tooMuch.code).toBe('PAYMENT_NOT_CANCELABLE');
    expect(tooMuch.message).toBe('취소 할 수 없는 금액 입니다. 결제 내역을 확인해 주세요.');

    const rest = await toss.cancel({
      paymentKey,
      orderId: order,
      amount: 7_000,
      reason: '퇴원',
      idempotencyKey: key(),
    });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels.map((entry) => entry.amount)).toEqual([3_000, 7_000]);
    expect(
      await refusalCode(toss.cancel({ paymentKey, orderId: order, amount: 1, reason: '퇴원', idempotencyKey: key() })),
    ).toBe('PAYMENT_NOT_CANCELABLE');
  });
});

describe('Toss Payments: automatic payments with a billing key', () => {
  it('issues a billing key from the card page’s authKey and charges it', async () => {
    const customerKey = `customer-${serial++}`;
    const authKey = fake.registerCard({ customerKey });
    const { billingKey, card } = await toss.issueBillingKey({ authKey, customerKey });
    expect(lastRequest()?.body).toEqual({ authKey, customerKey });
    expect(card).toEqual({ company: '신한', numberMasked: '43301234****123*' });

    const order = orderId();
    const idempotencyKey = key();
    const payment = await toss.chargeBillingKey({
      billingKey,
      customerKey,
      orderId: order,
      orderName: '12월 수강료',
      amount: 150_000,
      idempotencyKey,
    });
    expect(lastRequest()?.path).toBe(`/v1/billing/${encodeURIComponent(billingKey)}`);
    expect(lastRequest()?.body).toEqual({ customerKey, amount: 150_000, orderId: order, orderName: '12월 수강료' });
    expect(payment).toMatchObject({ status: 'DONE', method: 'billing', totalAmount: 150_000 });

    const charge = { billingKey, customerKey, orderId: order, orderName: '12월 수강료', amount: 150_000 };
    expect(await toss.chargeBillingKey({ ...charge, idempotencyKey })).toEqual(payment);
    expect(await refusalCode(toss.chargeBillingKey({ ...charge, idempotencyKey: key() }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );
    expect(
      await refusalCode(
        toss.chargeBillingKey({ ...charge, customerKey: 'someone-else', orderId: orderId(), idempotencyKey: key() }),
      ),
    ).toBe('PAYMENT_BILLING_KEY_INVALID');
    expect(
      await refusalCode(
        toss.chargeBillingKey({ ...charge, billingKey: 'gone', orderId: orderId(), idempotencyKey: key() }),
      ),
    ).toBe('PAYMENT_BILLING_KEY_INVALID');
  });

  it('refuses an unknown authKey, and a card the company declines at the charge', async () => {
    expect(await refusalCode(toss.issueBillingKey({ authKey: 'bln_unknown', customerKey: 'c' }))).toBe(
      'PAYMENT_BILLING_KEY_INVALID',
    );
    const customerKey = `customer-${serial++}`;
    const { billingKey } = await toss.issueBillingKey({
      authKey: fake.registerCard({ customerKey, outcome: 'decline' }),
      customerKey,
    });
    const declined = await refusal(
      toss.chargeBillingKey({
        billingKey,
        customerKey,
        orderId: orderId(),
        orderName: '12월 수강료',
        amount: 150_000,
        idempotencyKey: key(),
      }),
    );
    expect(declined.code).toBe('PAYMENT_CARD_DECLINED');
  });
});

describe('Toss Payments: virtual accounts', () => {
  it('issues an account with its secret, reads the deposit notice and refunds to the account given', async () => {
    const order = orderId();
    const dueAt = new Date(NOW.getTime() + 72 * 3_600_000);
    const issued = await toss.issueVirtualAccount({
      orderId: order,
      orderName: '12월 수강료',
      amount: 200_000,
      customerName: '김학부',
      bank: '088',
      dueAt,
      idempotencyKey: key(),
    });
    expect(lastRequest()?.body).toEqual({
      amount: 200_000,
      orderId: order,
      orderName: '12월 수강료',
      customerName: '김학부',
      bank: '88',
      validHours: 72,
    });
    expect(issued).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: 'virtual_account', approvedAt: null });
    expect(issued.virtualAccount).toMatchObject({ bankName: '신한은행', holder: '김학부' });
    expect(issued.virtualAccount?.accountNumber).toMatch(/^\d{14}$/);
    expect(issued.virtualAccount?.dueAt).toBeInstanceOf(Date);
    expect(issued.secret).toMatch(/^ps_/);

    const notice = toss.readWebhook(fake.deposit(order));
    expect(notice).toEqual({
      kind: 'deposit',
      orderId: order,
      paymentKey: null,
      status: 'DONE',
      secret: issued.secret,
    });
    expect((await toss.getPayment(issued.paymentKey)).status).toBe('DONE');

    const cancel = { paymentKey: issued.paymentKey, orderId: order, amount: 50_000, reason: '반 변경' };
    const noAccount = await refusal(toss.cancel({ ...cancel, idempotencyKey: key() }));
    expect(noAccount.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(noAccount.message).toBe('환불 계좌 정보가 올바르지 않습니다. 입력한 내용을 확인한 뒤 다시 시도해 주세요.');
    const refunded = await toss.cancel({
      ...cancel,
      idempotencyKey: key(),
      refundAccount: { bank: '004', accountNumber: '12345678901234', holderName: '김학부' },
    });
    expect(lastRequest()?.body).toMatchObject({
      refundReceiveAccount: { bank: '04', accountNumber: '12345678901234', holderName: '김학부' },
    });
    expect(refunded).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 150_000 });
  });

  it('reads a status notice as a hint to fetch the payment, and refuses bodies it cannot read', () => {
    expect(
      toss.readWebhook({
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: '2026-11-27T15:00:00.000000',
        data: { paymentKey: 'tgen_1', orderId: 'order-1', status: 'DONE', totalAmount: 1 },
      }),
    ).toEqual({ kind: 'status', paymentKey: 'tgen_1', orderId: 'order-1' });
    expect(
      toss.readWebhook({
        eventType: 'DEPOSIT_CALLBACK',
        data: { orderId: 'order-2', paymentKey: 'tgen_2', status: 'DONE', secret: 'ps_x' },
      }),
    ).toEqual({ kind: 'deposit', orderId: 'order-2', paymentKey: 'tgen_2', status: 'DONE', secret: 'ps_x' });
    for (const body of [
      null,
      'DONE',
      {},
      { eventType: 'PAYMENT_STATUS_CHANGED', data: {} },
      { eventType: 'PAYOUT_STATUS_CHANGED', data: { paymentKey: 'p' } },
      { orderId: 'order-3', status: 'DONE' },
      { orderId: 'order-3', status: 'PAID', secret: 's' },
    ]) {
      let caught: unknown;
      try {
        toss.readWebhook(body);
      } catch (error) {
        caught = error;
      }
      expect(caught, JSON.stringify(body)).toBeInstanceOf(AppError);
      expect((caught as AppError).code).toBe('PAYMENT_WEBHOOK_INVALID');
      expect((caught as AppError).status).toBe(400);
    }
  });
});

describe('Toss Payments: cash receipts', () => {
  it('issues for income deduction with digits only, cancels part, refuses more than is left, cancels the rest', async () => {
    const order = orderId();
    const receipt = await toss.issueCashReceipt({
      orderId: order,
      orderName: '12월 수강료',
      amount: 100_000,
      taxFreeAmount: 100_000,
      identity: '010-1234-5678',
      purpose: 'income_deduction',
      idempotencyKey: key(),
    });
    expect(lastRequest()?.body).toEqual({
      amount: 100_000,
      orderId: order,
      orderName: '12월 수강료',
      customerIdentityNumber: '01012345678',
      type: '소득공제',
      taxFreeAmount: 100_000,
    });
    expect(receipt.receiptKey).toMatch(/^rct_/);
    expect(receipt.issueNumber).toMatch(/^\d{9}$/);
    expect(receipt.receiptUrl).toContain('dashboard.tosspayments.com');

    await toss.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: order, amount: 40_000 });
    expect(lastRequest()?.body).toEqual({ amount: 40_000 });
    expect(
      await refusalCode(toss.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: order, amount: 70_000 })),
    ).toBe('PAYMENT_PROVIDER_REFUSED');
    await toss.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: order });
    expect(fake.cashReceipts.get(receipt.receiptKey)?.cancelled).toBe(100_000);
    expect(await refusalCode(toss.cancelCashReceipt({ receiptKey: 'rct_unknown', orderId: order }))).toBe(
      'PAYMENT_NOT_FOUND_AT_PROVIDER',
    );

    await toss.issueCashReceipt({
      orderId: orderId(),
      orderName: '교재비',
      amount: 22_000,
      identity: '1234567890',
      purpose: 'expense_proof',
      idempotencyKey: key(),
    });
    expect(lastRequest()?.body).toMatchObject({ type: '지출증빙', customerIdentityNumber: '1234567890' });
    expect(lastRequest()?.body).not.toHaveProperty('taxFreeAmount');
  });
});

describe('Toss Payments: when Toss cannot answer', () => {
  it('reports an unreachable host, a 5xx and a key Toss refuses as unavailable, never as a refusal', async () => {
    expect(await refusalCode(client({ apiUrl: 'http://127.0.0.1:9' }).getPayment('tgen_1'))).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );

    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 5_000 });
    fake.failNext(500, 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING', '결제가 완료되지 않았어요. 다시 시도해주세요.');
    const outage = await refusal(toss.confirm({ paymentKey, orderId: order, amount: 5_000, idempotencyKey: key() }));
    expect(outage.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(outage.status).toBe(503);
    expect(fake.payment(paymentKey)?.status).toBe('IN_PROGRESS');

    fake.failNext(400, 'PROVIDER_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
    expect(await refusalCode(toss.getPayment(paymentKey))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');

    expect(await refusalCode(client({ secretKey: 'test_sk_wrong' }).getPayment(paymentKey))).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
  });
});

describe('Toss Payments: settlements', () => {
  it('reads the settlement report by sale date, page by page, with the fees summed', async () => {
    const order = orderId();
    const paymentKey = fake.checkout({ orderId: order, amount: 120_000 });
    await toss.confirm({ paymentKey, orderId: order, amount: 120_000, idempotencyKey: key() });
    fake.settle({ paymentKey, soldDate: '2026-10-05', paidOutDate: '2026-10-07' });
    const other = orderId();
    const otherKey = fake.checkout({ orderId: other, amount: 50_000 });
    await toss.confirm({ paymentKey: otherKey, orderId: other, amount: 50_000, idempotencyKey: key() });
    fake.settle({ paymentKey: otherKey, soldDate: '2026-09-30', paidOutDate: '2026-10-02' });

    const rows = await toss.getSettlements({ startDate: '2026-10-01', endDate: '2026-10-31', page: 1 });
    const request = lastRequest();
    expect(request?.path).toBe('/v1/settlements');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      page: '1',
      size: '500',
    });
    expect(rows).toEqual([
      {
        paymentKey,
        transactionKey: expect.any(String),
        orderId: order,
        method: 'card',
        amount: 120_000,
        fee: 3_960,
        payOutAmount: 116_040,
        soldDate: '2026-10-05',
        paidOutDate: '2026-10-07',
      },
    ]);
    expect(await toss.getSettlements({ startDate: '2026-10-01', endDate: '2026-10-31', page: 2 })).toEqual([]);
  });

  it('reports an outage as unavailable and a refused query as refused', async () => {
    fake.failNext(500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.');
    const down = await refusal(toss.getSettlements({ startDate: '2026-10-01', endDate: '2026-10-31', page: 1 }));
    expect(down.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const refused = await refusal(toss.getSettlements({ startDate: '2026-10', endDate: '2026-10-31', page: 1 }));
    expect(refused.code).toBe('PAYMENT_PROVIDER_REFUSED');
  });
});
