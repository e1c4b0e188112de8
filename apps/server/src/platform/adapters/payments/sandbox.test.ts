import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { createTestDatabase } from '../../../../test/test-database';
import { fixedClock } from '../../clock';
import { AppError } from '../../errors/app-error';
import { createSandboxPayments, isSandboxPayments } from './sandbox';
import { createTossPayments } from './toss';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T06:00:00Z');
const sandbox = createSandboxPayments(db, clock.now);

let serial = 0;
const orderId = () => `order-${++serial}`;
const key = () => `idem-${++serial}`;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const row = (paymentKey: string) =>
  db.selectFrom('sandbox_payments').selectAll().where('payment_key', '=', paymentKey).executeTakeFirstOrThrow();

describe('the sandbox checkout and confirm', () => {
  it('approves with a card slip under an unguessable key, and keeps it in the database', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({
      orderId: order,
      amount: 55_000,
      outcome: 'approve',
      installmentMonths: 3,
      cardCompany: '현대',
    });
    expect(paymentKey).toMatch(/^sbx_pay_[A-Za-z0-9_-]{32}$/);
    expect((await sandbox.authorize({ orderId: orderId(), amount: 1_000, outcome: 'approve' })).paymentKey).not.toBe(
      paymentKey,
    );
    expect((await row(paymentKey)).status).toBe('IN_PROGRESS');

    const payment = await sandbox.confirm({ paymentKey, orderId: order, amount: 55_000, idempotencyKey: key() });
    expect(payment).toEqual({
      provider: 'sandbox',
      paymentKey,
      orderId: order,
      status: 'DONE',
      method: 'card',
      totalAmount: 55_000,
      balanceAmount: 55_000,
      approvedAt: clock.now(),
      card: {
        company: '현대',
        numberMasked: expect.stringMatching(/^\d{8}\*{4}\d{3}\*$/),
        installmentMonths: 3,
        approveNo: expect.stringMatching(/^\d{8}$/),
      },
      virtualAccount: null,
      receiptUrl: null,
      secret: null,
      cancels: [],
    });
    // Another server process (another instance on the same database) sees the same payment.
    expect(await createSandboxPayments(db, clock.now).getPayment(paymentKey)).toEqual(payment);
    expect(sandbox.checkoutSettings()).toEqual({ provider: 'sandbox', clientKey: null });
    expect(isSandboxPayments(sandbox)).toBe(true);
    expect(
      isSandboxPayments(createTossPayments({ clientKey: 'ck', secretKey: 'sk', apiUrl: 'http://127.0.0.1:9' })),
    ).toBe(false);
  });

  it('refuses another amount or order, an unknown key, and a second payment for a paid order', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({ orderId: order, amount: 30_000, outcome: 'approve' });
    expect(
      await refusalCode(sandbox.confirm({ paymentKey, orderId: order, amount: 3_000, idempotencyKey: key() })),
    ).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(
      await refusalCode(sandbox.confirm({ paymentKey, orderId: 'other', amount: 30_000, idempotencyKey: key() })),
    ).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
    expect(await refusalCode(sandbox.getPayment('sbx_pay_unknown'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
    expect((await row(paymentKey)).status).toBe('IN_PROGRESS');

    await sandbox.confirm({ paymentKey, orderId: order, amount: 30_000, idempotencyKey: key() });
    expect(await refusalCode(sandbox.authorize({ orderId: order, amount: 30_000, outcome: 'approve' }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );
    expect(await refusalCode(sandbox.authorize({ orderId: orderId(), amount: 0, outcome: 'approve' }))).toBe(
      'PAYMENT_PROVIDER_REFUSED',
    );
    expect(
      await refusalCode(
        sandbox.authorize({ orderId: orderId(), amount: 1_000, outcome: 'approve', installmentMonths: 1 }),
      ),
    ).toBe('PAYMENT_PROVIDER_REFUSED');
  });

  it('replays the same idempotency key and tells a second confirm apart', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({ orderId: order, amount: 12_000, outcome: 'approve' });
    const idempotencyKey = key();
    const first = await sandbox.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey });
    clock.advance(60_000);
    expect(await sandbox.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey })).toEqual(first);
    expect(
      await refusalCode(sandbox.confirm({ paymentKey, orderId: order, amount: 12_000, idempotencyKey: key() })),
    ).toBe('PAYMENT_ALREADY_PROCESSED');
  });

  it('lets one of two confirms racing with different keys approve', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({ orderId: order, amount: 7_000, outcome: 'approve' });
    const results = await Promise.allSettled([
      sandbox.confirm({ paymentKey, orderId: order, amount: 7_000, idempotencyKey: key() }),
      sandbox.confirm({ paymentKey, orderId: order, amount: 7_000, idempotencyKey: key() }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'PAYMENT_ALREADY_PROCESSED' });
  });

  it('declines as a card company would, and the payment stays aborted', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({ orderId: order, amount: 9_900, outcome: 'decline' });
    const refused = await refusal(
      sandbox.confirm({ paymentKey, orderId: order, amount: 9_900, idempotencyKey: key() }),
    );
    expect([refused.code, refused.status, refused.message]).toEqual([
      'PAYMENT_CARD_DECLINED',
      402,
      '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.',
    ]);
    expect((await sandbox.getPayment(paymentKey)).status).toBe('ABORTED');
    expect(
      await refusalCode(sandbox.confirm({ paymentKey, orderId: order, amount: 9_900, idempotencyKey: key() })),
    ).toBe('PAYMENT_CARD_DECLINED');
    // A new attempt for the same order may follow a declined one.
    expect((await sandbox.authorize({ orderId: order, amount: 9_900, outcome: 'approve' })).paymentKey).toBeTruthy();
  });

  it('times out with the payment in progress, which the next look finds approved', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({ orderId: order, amount: 8_000, outcome: 'timeout' });
    const idempotencyKey = key();
    const confirmedAt = clock.now();
    const refused = await refusal(sandbox.confirm({ paymentKey, orderId: order, amount: 8_000, idempotencyKey }));
    expect([refused.code, refused.status]).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE', 503]);
    expect((await row(paymentKey)).status).toBe('IN_PROGRESS');
    // The payer cannot pay the order again meanwhile: the lost confirm went through.
    expect(await refusalCode(sandbox.authorize({ orderId: order, amount: 8_000, outcome: 'approve' }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );

    clock.advance(5 * 60_000);
    const found = await sandbox.getPayment(paymentKey);
    expect(found).toMatchObject({ status: 'DONE', approvedAt: confirmedAt });
    expect(found.card?.approveNo).toMatch(/^\d{8}$/);
    expect(await sandbox.confirm({ paymentKey, orderId: order, amount: 8_000, idempotencyKey })).toEqual(found);
    expect(
      await refusalCode(sandbox.confirm({ paymentKey, orderId: order, amount: 8_000, idempotencyKey: key() })),
    ).toBe('PAYMENT_ALREADY_PROCESSED');
  });
});

describe('sandbox cancels', () => {
  it('cancels part, replays a repeated request, refuses more than is left, then cancels the rest', async () => {
    const order = orderId();
    const { paymentKey } = await sandbox.authorize({
      orderId: order,
      amount: 10_000,
      outcome: 'approve',
      method: 'transfer',
    });
    const confirmed = await sandbox.confirm({ paymentKey, orderId: order, amount: 10_000, idempotencyKey: key() });
    expect(confirmed).toMatchObject({ method: 'transfer', card: null });

    const idempotencyKey = key();
    const cancel = { paymentKey, orderId: order, reason: '결석 환불' };
    const partial = await sandbox.cancel({ ...cancel, amount: 3_000, idempotencyKey });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 7_000 });
    expect(partial.cancels).toEqual([
      {
        amount: 3_000,
        transactionKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        canceledAt: clock.now(),
        reason: '결석 환불',
      },
    ]);
    expect(await sandbox.cancel({ ...cancel, amount: 3_000, idempotencyKey })).toEqual(partial);
    expect((await row(paymentKey)).cancelled_amount).toBe(3_000);

    expect(await refusalCode(sandbox.cancel({ ...cancel, amount: 8_000, idempotencyKey: key() }))).toBe(
      'PAYMENT_NOT_CANCELABLE',
    );
    const rest = await sandbox.cancel({ ...cancel, amount: 7_000, idempotencyKey: key() });
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels.map((entry) => entry.amount)).toEqual([3_000, 7_000]);
    expect(await refusalCode(sandbox.cancel({ ...cancel, amount: 1, idempotencyKey: key() }))).toBe(
      'PAYMENT_NOT_CANCELABLE',
    );
  });
});

describe('sandbox automatic payments', () => {
  it('issues a billing key from the card page’s authKey and charges it, once per order', async () => {
    const customerKey = `customer-${++serial}`;
    const { authKey } = await sandbox.registerCard({ customerKey, outcome: 'approve', cardCompany: '국민' });
    expect(authKey).toMatch(/^sbx_auth_/);
    const issued = await sandbox.issueBillingKey({ authKey, customerKey });
    expect(issued).toEqual({
      billingKey: expect.stringMatching(/^sbx_bill_[A-Za-z0-9_-]{32}$/),
      card: { company: '국민', numberMasked: expect.stringMatching(/^\d{8}\*{4}\d{3}\*$/) },
    });
    expect(await sandbox.issueBillingKey({ authKey, customerKey })).toEqual(issued);
    expect(await refusalCode(sandbox.issueBillingKey({ authKey, customerKey: 'someone-else' }))).toBe(
      'PAYMENT_BILLING_KEY_INVALID',
    );

    const charge = {
      billingKey: issued.billingKey,
      customerKey,
      orderId: orderId(),
      orderName: '12월 수강료',
      amount: 150_000,
    };
    const idempotencyKey = key();
    const payment = await sandbox.chargeBillingKey({ ...charge, idempotencyKey });
    expect(payment).toMatchObject({
      status: 'DONE',
      method: 'billing',
      totalAmount: 150_000,
      card: { company: '국민', numberMasked: issued.card.numberMasked, installmentMonths: 0 },
    });
    expect(await sandbox.chargeBillingKey({ ...charge, idempotencyKey })).toEqual(payment);
    expect(await refusalCode(sandbox.chargeBillingKey({ ...charge, idempotencyKey: key() }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );
    expect(
      await refusalCode(
        sandbox.chargeBillingKey({ ...charge, orderId: orderId(), customerKey: 'x', idempotencyKey: key() }),
      ),
    ).toBe('PAYMENT_BILLING_KEY_INVALID');
    expect(
      await refusalCode(
        sandbox.chargeBillingKey({ ...charge, orderId: orderId(), billingKey: 'sbx_bill_x', idempotencyKey: key() }),
      ),
    ).toBe('PAYMENT_BILLING_KEY_INVALID');
  });

  it('ends charges to a declining card declined and to a timing-out card approved after a lost answer', async () => {
    const charge = async (outcome: 'decline' | 'timeout') => {
      const customerKey = `customer-${++serial}`;
      const { authKey } = await sandbox.registerCard({ customerKey, outcome });
      const { billingKey } = await sandbox.issueBillingKey({ authKey, customerKey });
      const order = orderId();
      const code = await refusalCode(
        sandbox.chargeBillingKey({
          billingKey,
          customerKey,
          orderId: order,
          orderName: '수강료',
          amount: 90_000,
          idempotencyKey: key(),
        }),
      );
      const stored = await db
        .selectFrom('sandbox_payments')
        .selectAll()
        .where('order_id', '=', order)
        .executeTakeFirstOrThrow();
      return { code, stored };
    };
    const declined = await charge('decline');
    expect([declined.code, declined.stored.status]).toEqual(['PAYMENT_CARD_DECLINED', 'ABORTED']);
    const lost = await charge('timeout');
    expect([lost.code, lost.stored.status]).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE', 'IN_PROGRESS']);
    expect((await sandbox.getPayment(lost.stored.payment_key)).status).toBe('DONE');
  });
});

describe('sandbox virtual accounts', () => {
  const account = (overrides: Partial<Parameters<typeof sandbox.issueVirtualAccount>[0]> = {}) => ({
    orderId: orderId(),
    orderName: '12월 수강료',
    amount: 200_000,
    customerName: '김학부',
    bank: '088',
    dueAt: new Date(clock.now().getTime() + 72 * 3_600_000),
    idempotencyKey: key(),
    ...overrides,
  });

  it('issues an account with a secret, and the simulated deposit sends the notice a provider would', async () => {
    const input = account();
    const issued = await sandbox.issueVirtualAccount(input);
    expect(issued).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', method: 'virtual_account', approvedAt: null });
    expect(issued.virtualAccount).toEqual({
      bankName: '신한은행',
      accountNumber: expect.stringMatching(/^\d{14}$/),
      holder: '김학부',
      dueAt: input.dueAt,
    });
    expect(issued.secret).toMatch(/^sbx_ps_[A-Za-z0-9_-]{32}$/);
    expect(await sandbox.issueVirtualAccount(input)).toEqual(issued);
    expect(await refusalCode(sandbox.issueVirtualAccount({ ...input, idempotencyKey: key() }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );

    const notice = sandbox.readWebhook(await sandbox.simulateDeposit(input.orderId));
    expect(notice).toEqual({
      kind: 'deposit',
      orderId: input.orderId,
      paymentKey: null,
      status: 'DONE',
      secret: issued.secret,
    });
    expect(await sandbox.getPayment(issued.paymentKey)).toMatchObject({ status: 'DONE', approvedAt: clock.now() });
    expect(await refusalCode(sandbox.simulateDeposit(input.orderId))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');

    const cancel = { paymentKey: issued.paymentKey, orderId: input.orderId, amount: 50_000, reason: '반 변경' };
    expect(await refusalCode(sandbox.cancel({ ...cancel, idempotencyKey: key() }))).toBe('PAYMENT_PROVIDER_REFUSED');
    const refunded = await sandbox.cancel({
      ...cancel,
      idempotencyKey: key(),
      refundAccount: { bank: '004', accountNumber: '12345678901234', holderName: '김학부' },
    });
    expect(refunded).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 150_000 });
  });

  it('cancels an unpaid account whole, and lets one expire at its due time', async () => {
    const unpaid = await sandbox.issueVirtualAccount(account());
    const cancel = { paymentKey: unpaid.paymentKey, orderId: unpaid.orderId, reason: '청구 취소' };
    expect(await refusalCode(sandbox.cancel({ ...cancel, amount: 1_000, idempotencyKey: key() }))).toBe(
      'PAYMENT_NOT_CANCELABLE',
    );
    expect((await sandbox.cancel({ ...cancel, amount: 200_000, idempotencyKey: key() })).status).toBe('CANCELED');

    const soon = account({ dueAt: new Date(clock.now().getTime() + 3_600_000) });
    const expiring = await sandbox.issueVirtualAccount(soon);
    clock.advance(2 * 3_600_000);
    expect((await sandbox.getPayment(expiring.paymentKey)).status).toBe('EXPIRED');
    expect(await refusalCode(sandbox.simulateDeposit(soon.orderId))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });

  it('refuses a bank it does not know and a due time already past', async () => {
    expect(await refusalCode(sandbox.issueVirtualAccount(account({ bank: '999' })))).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(await refusalCode(sandbox.issueVirtualAccount(account({ dueAt: clock.now() })))).toBe(
      'PAYMENT_PROVIDER_REFUSED',
    );
  });

  it('reads only notices of the shape it sends', () => {
    for (const body of [null, {}, { orderId: 'o', status: 'DONE' }, { eventType: 'DEPOSIT_CALLBACK', data: {} }]) {
      let caught: unknown;
      try {
        sandbox.readWebhook(body);
      } catch (error) {
        caught = error;
      }
      expect((caught as AppError | undefined)?.code, JSON.stringify(body)).toBe('PAYMENT_WEBHOOK_INVALID');
    }
  });
});

describe('sandbox cash receipts', () => {
  it('issues once per order, keeps only the number’s last digits, and cancels part then the rest', async () => {
    const input = {
      orderId: orderId(),
      orderName: '12월 수강료',
      amount: 100_000,
      identity: '010-1234-5678',
      purpose: 'income_deduction' as const,
      idempotencyKey: key(),
    };
    const receipt = await sandbox.issueCashReceipt(input);
    expect(receipt).toEqual({
      receiptKey: expect.stringMatching(/^sbx_rct_/),
      issueNumber: expect.stringMatching(/^\d{9}$/),
      receiptUrl: null,
    });
    expect(await sandbox.issueCashReceipt(input)).toEqual(receipt);
    expect(await refusalCode(sandbox.issueCashReceipt({ ...input, idempotencyKey: key() }))).toBe(
      'PAYMENT_ALREADY_PROCESSED',
    );
    const stored = await db
      .selectFrom('sandbox_cash_receipts')
      .selectAll()
      .where('receipt_key', '=', receipt.receiptKey)
      .executeTakeFirstOrThrow();
    expect(stored.identity_masked).toBe('*******5678');

    await sandbox.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: input.orderId, amount: 40_000 });
    expect(
      await refusalCode(
        sandbox.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: input.orderId, amount: 70_000 }),
      ),
    ).toBe('PAYMENT_NOT_CANCELABLE');
    await sandbox.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: input.orderId });
    expect(
      await refusalCode(sandbox.cancelCashReceipt({ receiptKey: receipt.receiptKey, orderId: input.orderId })),
    ).toBe('PAYMENT_NOT_CANCELABLE');
    expect(
      await refusalCode(sandbox.cancelCashReceipt({ receiptKey: 'sbx_rct_unknown', orderId: input.orderId })),
    ).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });

  it('asks for a number of the right kind', async () => {
    const input = { orderId: orderId(), orderName: '수강료', amount: 10_000, idempotencyKey: key() };
    expect(await refusalCode(sandbox.issueCashReceipt({ ...input, identity: '12', purpose: 'income_deduction' }))).toBe(
      'PAYMENT_PROVIDER_REFUSED',
    );
    expect(
      await refusalCode(sandbox.issueCashReceipt({ ...input, identity: '010-1234-5678', purpose: 'expense_proof' })),
    ).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(
      (await sandbox.issueCashReceipt({ ...input, identity: '123-45-67890', purpose: 'expense_proof' })).receiptKey,
    ).toMatch(/^sbx_rct_/);
  });
});

describe('the sandbox settlement report', () => {
  it('reports each approved card payment once, net of cancels, with a 3.3 % fee paid out D+2 business days', async () => {
    const approve = async (amount: number) => {
      const order = orderId();
      const { paymentKey } = await sandbox.authorize({ orderId: order, amount, outcome: 'approve' });
      await sandbox.confirm({ paymentKey, orderId: order, amount, idempotencyKey: key() });
      return { paymentKey, order };
    };
    const friday = await approve(100_000);
    const cancelled = await approve(30_000);
    const partly = await approve(50_000);
    await sandbox.cancel({
      paymentKey: cancelled.paymentKey,
      orderId: cancelled.order,
      amount: 30_000,
      reason: '환불',
      idempotencyKey: key(),
    });
    await sandbox.cancel({
      paymentKey: partly.paymentKey,
      orderId: partly.order,
      amount: 10_000,
      reason: '환불',
      idempotencyKey: key(),
    });
    const declined = orderId();
    const { paymentKey: declinedKey } = await sandbox.authorize({
      orderId: declined,
      amount: 9_000,
      outcome: 'decline',
    });
    await sandbox
      .confirm({ paymentKey: declinedKey, orderId: declined, amount: 9_000, idempotencyKey: key() })
      .catch(() => {});
    // Sold on Friday 2026-03-06 (Seoul) and Monday 2026-03-09, far from the other tests' payments.
    const soldAt = { [friday.paymentKey]: '2026-03-06T05:00:00Z', [partly.paymentKey]: '2026-03-09T05:00:00Z' };
    for (const paymentKey of [friday.paymentKey, cancelled.paymentKey, partly.paymentKey, declinedKey]) {
      await db
        .updateTable('sandbox_payments')
        .set({ approved_at: new Date(soldAt[paymentKey] ?? '2026-03-06T05:00:00Z') })
        .where('payment_key', '=', paymentKey)
        .execute();
    }

    const rows = await sandbox.getSettlements({ startDate: '2026-03-01', endDate: '2026-03-31', page: 1 });
    expect(rows).toEqual([
      {
        paymentKey: friday.paymentKey,
        transactionKey: friday.paymentKey,
        orderId: friday.order,
        method: 'card',
        amount: 100_000,
        fee: 3_300,
        payOutAmount: 96_700,
        soldDate: '2026-03-06',
        paidOutDate: '2026-03-10',
      },
      {
        paymentKey: partly.paymentKey,
        transactionKey: partly.paymentKey,
        orderId: partly.order,
        method: 'card',
        amount: 40_000,
        fee: 1_320,
        payOutAmount: 38_680,
        soldDate: '2026-03-09',
        paidOutDate: '2026-03-11',
      },
    ]);
    expect(await sandbox.getSettlements({ startDate: '2026-03-01', endDate: '2026-03-31', page: 2 })).toEqual([]);
    expect(await sandbox.getSettlements({ startDate: '2026-03-07', endDate: '2026-03-08', page: 1 })).toEqual([]);
  });
});
