import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { AppError } from '../../errors/app-error';
import { createNicePay, nicePaySignature, nicePayStatusOf, verifyNicePayReturn } from './nicepay';
import { startNicePayFake } from './nicepay.fake';

const fake = await startNicePayFake();
afterAll(() => fake.close());

const client = (overrides: Partial<Parameters<typeof createNicePay>[0]> = {}) =>
  createNicePay({ clientId: fake.clientId, secretKey: fake.secretKey, apiUrl: fake.url, ...overrides });

const nicepay = client();
const keys = () => ({ clientId: fake.clientId, secretKey: fake.secretKey });

let serial = 0;
const orderId = () => `order-${Date.now()}-${++serial}`;
const key = () => `cancel-${Date.now()}-${++serial}`;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function thrown(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const lastRequest = () => fake.requests.at(-1);

/** Checkout, return and approval, as the payment route does them. */
async function paid(amount: number, options: { cardQuota?: number } = {}) {
  const order = orderId();
  const { tid } = verifyNicePayReturn(fake.checkout({ orderId: order, amount, ...options }), keys());
  const payment = await nicepay.confirm({ paymentKey: tid, orderId: order, amount, idempotencyKey: key() });
  return { order, tid, payment };
}

describe('the return from NicePay’s checkout', () => {
  it('is accepted only as NicePay signed it for our client id', () => {
    const order = orderId();
    const form = fake.checkout({ orderId: order, amount: 50_000 });
    expect(verifyNicePayReturn(form, keys())).toEqual({ tid: form.tid, orderId: order, amount: 50_000 });

    for (const forged of [
      { ...form, amount: '500' },
      { ...form, signature: nicePaySignature(form.authToken ?? '', fake.clientId, 50_000, 'not-the-secret') },
      { ...form, clientId: 'S2_someone_else' },
      { ...form, tid: '' },
      { ...form, amount: '-1' },
    ]) {
      expect(thrown(() => verifyNicePayReturn(forged, keys())).code).toBe('PAYMENT_RETURN_INVALID');
    }
  });

  it('tells a payer who did not finish, with NicePay’s reason', () => {
    const refused = thrown(() =>
      verifyNicePayReturn({ authResultCode: 'I002', authResultMsg: '사용자 취소', orderId: 'o' }, keys()),
    );
    expect(refused.code).toBe('PAYMENT_NOT_COMPLETED');
    expect(refused.message).toBe('결제가 완료되지 않았습니다(사용자 취소). 다시 결제해 주세요.');
  });
});

describe('NicePay: approving', () => {
  it('approves the tid with Basic auth and reads the card slip', async () => {
    const { order, tid, payment } = await paid(55_000, { cardQuota: 3 });
    const request = lastRequest();
    expect(request?.path).toBe(`/v1/payments/${tid}`);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${fake.clientId}:${fake.secretKey}`).toString('base64')}`,
    );
    expect(request?.body).toEqual({ amount: 55_000 });
    expect(payment).toMatchObject({
      provider: 'nicepay',
      paymentKey: tid,
      orderId: order,
      status: 'DONE',
      method: 'card',
      totalAmount: 55_000,
      balanceAmount: 55_000,
      card: { company: '삼성', numberMasked: '53611234****1234', installmentMonths: 3, approveNo: '30001234' },
      secret: null,
    });
    // NicePay writes `+0900`; the time is read as Korean time.
    expect(Math.abs((payment.approvedAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await nicepay.getPayment(tid)).toEqual(payment);
    expect(nicepay.checkoutSettings()).toEqual({ provider: 'nicepay', clientKey: fake.clientId });
  });

  it('refuses another amount, then approves the right one; a second approval is already processed', async () => {
    const order = orderId();
    const { tid } = verifyNicePayReturn(fake.checkout({ orderId: order, amount: 30_000 }), keys());
    expect(
      await refusalCode(nicepay.confirm({ paymentKey: tid, orderId: order, amount: 3_000, idempotencyKey: 'a' })),
    ).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(
      (await nicepay.confirm({ paymentKey: tid, orderId: order, amount: 30_000, idempotencyKey: 'b' })).status,
    ).toBe('DONE');
    expect(
      await refusalCode(nicepay.confirm({ paymentKey: tid, orderId: order, amount: 30_000, idempotencyKey: 'b' })),
    ).toBe('PAYMENT_ALREADY_PROCESSED');
    expect((await nicepay.getPayment(tid)).status).toBe('DONE');
  });

  it('does not take a tid of another order as this order’s payment', async () => {
    const form = fake.checkout({ orderId: orderId(), amount: 10_000 });
    expect(
      await refusalCode(
        nicepay.confirm({ paymentKey: form.tid ?? '', orderId: 'my-order', amount: 10_000, idempotencyKey: 'c' }),
      ),
    ).toBe('PAYMENT_RETURN_INVALID');
  });

  it('gives a declined card with NicePay’s reason, and the payment stays failed', async () => {
    const order = orderId();
    const { tid } = verifyNicePayReturn(fake.checkout({ orderId: order, amount: 9_900, outcome: 'decline' }), keys());
    const refused = await refusal(
      nicepay.confirm({ paymentKey: tid, orderId: order, amount: 9_900, idempotencyKey: 'd' }),
    );
    expect(refused.code).toBe('PAYMENT_CARD_DECLINED');
    expect(refused.message).toBe('카드사에서 결제를 거절했습니다(카드사 실패 응답). 다른 카드로 다시 시도해 주세요.');
    expect((await nicepay.getPayment(tid)).status).toBe('ABORTED');
    expect(await refusalCode(nicepay.getPayment('nictest00m-unknown'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });
});

describe('NicePay: cancelling', () => {
  it('cancels part under the cancel’s own orderId, answers a retry without cancelling twice, then the rest', async () => {
    const { tid, order } = await paid(10_000);
    const idempotencyKey = key();
    const partial = await nicepay.cancel({
      paymentKey: tid,
      orderId: order,
      amount: 3_000,
      reason: '결석 환불',
      idempotencyKey,
    });
    expect(lastRequest()?.body).toEqual({ reason: '결석 환불', orderId: idempotencyKey, cancelAmt: 3_000 });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 7_000 });
    expect(partial.cancels).toEqual([
      { amount: 3_000, transactionKey: expect.any(String), canceledAt: expect.any(Date), reason: '결석 환불' },
    ]);

    const retried = await nicepay.cancel({
      paymentKey: tid,
      orderId: order,
      amount: 3_000,
      reason: '결석 환불',
      idempotencyKey,
    });
    expect(retried.balanceAmount).toBe(7_000);
    expect(fake.transaction(tid)?.cancels).toHaveLength(1);

    const tooMuch = await refusal(
      nicepay.cancel({ paymentKey: tid, orderId: order, amount: 8_000, reason: '퇴원', idempotencyKey: key() }),
    );
    expect(tooMuch.code).toBe('PAYMENT_NOT_CANCELABLE');
    expect(tooMuch.message).toContain('취소금액이 취소가능금액보다 큼');
    const rest = await nicepay.cancel({
      paymentKey: tid,
      orderId: order,
      amount: 7_000,
      reason: '퇴원',
      idempotencyKey: key(),
    });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
  });
});

describe('NicePay: virtual accounts', () => {
  it('issues one through the checkout only; the approval waits for the deposit, whose notice is checked and re-fetched', async () => {
    const before = fake.requests.length;
    const offered = await refusal(
      nicepay.issueVirtualAccount({
        orderId: orderId(),
        orderName: '12월 수강료',
        amount: 1_000,
        customerName: '김학부',
        bank: '004',
        dueAt: new Date(),
        idempotencyKey: key(),
      }),
    );
    expect([offered.code, offered.status]).toEqual(['PAYMENT_METHOD_NOT_OFFERED', 501]);
    expect(fake.requests.length).toBe(before);

    const order = orderId();
    const { tid } = verifyNicePayReturn(fake.checkout({ orderId: order, amount: 200_000, method: 'vbank' }), keys());
    const waiting = await nicepay.confirm({ paymentKey: tid, orderId: order, amount: 200_000, idempotencyKey: key() });
    expect(waiting).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: 'virtual_account', approvedAt: null });
    expect(waiting.virtualAccount).toMatchObject({ bankName: '국민', holder: '학원ON' });
    expect(waiting.virtualAccount?.dueAt).toBeInstanceOf(Date);

    const notice = fake.deposit(tid);
    expect(nicepay.readWebhook(notice)).toEqual({ kind: 'status', paymentKey: tid, orderId: order });
    expect(thrown(() => nicepay.readWebhook({ ...notice, amount: 1 })).code).toBe('PAYMENT_WEBHOOK_INVALID');
    expect(thrown(() => nicepay.readWebhook({ tid, orderId: order })).code).toBe('PAYMENT_WEBHOOK_INVALID');
    expect((await nicepay.getPayment(tid)).status).toBe('DONE');

    const cancel = { paymentKey: tid, orderId: order, amount: 50_000, reason: '반 변경' };
    expect(await refusalCode(nicepay.cancel({ ...cancel, idempotencyKey: key() }))).toBe('PAYMENT_PROVIDER_REFUSED');
    const refunded = await nicepay.cancel({
      ...cancel,
      idempotencyKey: key(),
      refundAccount: { bank: '088', accountNumber: '110123456789', holderName: '김학부' },
    });
    expect(lastRequest()?.body).toMatchObject({
      refundAccount: '110123456789',
      refundBankCode: '088',
      refundHolder: '김학부',
    });
    expect(refunded).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 150_000 });
  });
});

describe('NicePay: automatic payments', () => {
  it('charges a billing key NicePay issued, but issues none from a card page', async () => {
    expect(await refusalCode(nicepay.issueBillingKey({ authKey: 'x', customerKey: 'c' }))).toBe(
      'PAYMENT_METHOD_NOT_OFFERED',
    );
    const bid = fake.registerBid();
    const order = orderId();
    const charge = { billingKey: bid, customerKey: 'c', orderId: order, orderName: '12월 수강료', amount: 150_000 };
    const payment = await nicepay.chargeBillingKey({ ...charge, idempotencyKey: key() });
    expect(lastRequest()?.path).toBe(`/v1/subscribe/${bid}/payments`);
    expect(lastRequest()?.body).toEqual({
      orderId: order,
      amount: 150_000,
      goodsName: '12월 수강료',
      cardQuota: 0,
      useShopInterest: false,
    });
    expect(payment).toMatchObject({ status: 'DONE', method: 'billing', totalAmount: 150_000 });

    expect(await refusalCode(nicepay.chargeBillingKey({ ...charge, idempotencyKey: key() }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );
    expect(
      await refusalCode(
        nicepay.chargeBillingKey({ ...charge, billingKey: 'BIKYgone', orderId: orderId(), idempotencyKey: key() }),
      ),
    ).toBe('PAYMENT_BILLING_KEY_INVALID');
    expect(
      await refusalCode(
        nicepay.chargeBillingKey({
          ...charge,
          billingKey: fake.registerBid('decline'),
          orderId: orderId(),
          idempotencyKey: key(),
        }),
      ),
    ).toBe('PAYMENT_CARD_DECLINED');
  });
});

describe('NicePay: cash receipts', () => {
  it('issues with the amount split as NicePay wants it, and cancels part, then the rest', async () => {
    const order = orderId();
    const receipt = await nicepay.issueCashReceipt({
      orderId: order,
      orderName: '12월 수강료',
      amount: 110_000,
      taxFreeAmount: 0,
      identity: '010-1234-5678',
      purpose: 'income_deduction',
      idempotencyKey: key(),
    });
    expect(lastRequest()?.body).toEqual({
      orderId: order,
      amount: 110_000,
      goodsName: '12월 수강료',
      receiptType: 'individual',
      receiptNo: '01012345678',
      supplyAmt: 100_000,
      goodsVat: 10_000,
      taxFreeAmt: 0,
      serviceAmt: 0,
    });
    expect(receipt).toEqual({ receiptKey: expect.stringMatching(/^nictest04m/), issueNumber: null, receiptUrl: null });

    await nicepay.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: order, amount: 22_000 });
    expect(lastRequest()?.body).toMatchObject({ orderId: order, cancelAmt: 22_000, taxFreeAmt: 0 });
    await nicepay.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: order, reason: '환불' });
    expect(fake.receipts.get(receipt.receiptKey)?.cancelled).toBe(110_000);

    await nicepay.issueCashReceipt({
      orderId: orderId(),
      orderName: '수강료',
      amount: 80_000,
      taxFreeAmount: 80_000,
      identity: '123-45-67890',
      purpose: 'expense_proof',
      idempotencyKey: key(),
    });
    expect(lastRequest()?.body).toMatchObject({
      receiptType: 'company',
      supplyAmt: 0,
      goodsVat: 0,
      taxFreeAmt: 80_000,
    });

    const refused = await refusal(
      nicepay.issueCashReceipt({
        orderId: orderId(),
        orderName: '수강료',
        amount: 1_000,
        identity: '12',
        purpose: 'income_deduction',
        idempotencyKey: key(),
      }),
    );
    expect(refused.code).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(refused.message).toContain('현금영수증 Identity 번호 오류');
  });
});

describe('NicePay: statuses and answers that cannot be trusted', () => {
  it('maps NicePay’s statuses onto ours', () => {
    expect(nicePayStatusOf('paid', false)).toBe('DONE');
    expect(nicePayStatusOf('ready', false)).toBe('READY');
    expect(nicePayStatusOf('ready', true)).toBe('WAITING_FOR_DEPOSIT');
    expect(nicePayStatusOf('vbankReady', true)).toBe('WAITING_FOR_DEPOSIT');
    expect(nicePayStatusOf('cancelled', false)).toBe('CANCELED');
    expect(nicePayStatusOf('partialCancelled', false)).toBe('PARTIAL_CANCELED');
    expect(nicePayStatusOf('failed', false)).toBe('ABORTED');
    expect(nicePayStatusOf('expired', true)).toBe('EXPIRED');
    expect(nicePayStatusOf('something-new', false)).toBeUndefined();
  });

  it('reports no answer, a 5xx, a refused key, a bank outage and a badly signed answer as unavailable', async () => {
    const { tid } = await paid(5_000);
    expect(await refusalCode(client({ apiUrl: 'http://127.0.0.1:9' }).getPayment(tid))).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    fake.failNext(502, { message: 'Bad Gateway' });
    expect(await refusalCode(nicepay.getPayment(tid))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await refusalCode(client({ secretKey: 'wrong' }).getPayment(tid))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    fake.failNext(200, { resultCode: '2159', resultMsg: '해당은행장애' });
    expect(await refusalCode(nicepay.getPayment(tid))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');

    const answer = await fetch(`${fake.url}/v1/payments/${tid}`, {
      headers: { authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.secretKey}`).toString('base64')}` },
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
    fake.failNext(200, { ...answer, amount: 5 });
    expect(await refusalCode(nicepay.getPayment(tid))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    fake.failNext(200, { ...answer, status: 'something-new' });
    expect(await refusalCode(nicepay.getPayment(tid))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    // The untouched answer is trusted.
    fake.failNext(200, answer);
    expect((await nicepay.getPayment(tid)).status).toBe('DONE');
  });
});

describe('NicePay: settlements', () => {
  it('has no settlement lookup in the Start API, and asks nothing of NicePay', async () => {
    const before = fake.requests.length;
    expect(await refusalCode(nicepay.getSettlements({ startDate: '2026-11-01', endDate: '2026-11-30', page: 1 }))).toBe(
      'PAYMENT_METHOD_NOT_OFFERED',
    );
    expect(fake.requests.length).toBe(before);
  });
});
