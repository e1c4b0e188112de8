import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import type { BillDetailResponse, BillRow, PaymentDetailResponse } from '@academy/domain/billing/billing.schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { PaymentProvider } from '../../platform/adapters/payments/payments';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { AppError } from '../../platform/errors/app-error';
import type { Caller } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';
import { issuePendingCashReceipts } from './cash-receipts.issue';

/**
 * 현금영수증 of 수납 처리 through HTTP on a real database, issued by the sandbox provider: self-issued
 * from 100,000 won, none below it without a number, the payer's number kept only sealed, a bad
 * number refused before anything is written, and a provider that is down — the 수납 stands, the
 * receipt waits, the job issues it once when the provider is back, and marks one failed after its
 * due date.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul: a receipt for money paid today is due on 2026-12-02.
const clock = fixedClock('2026-11-27T01:00:00Z');
const crypto = createFieldCrypto(Buffer.alloc(32, 7));
const sandbox = createSandboxPayments(db, clock.now);

/** The sandbox, whose 현금영수증 can be made unreachable; what reached it is counted. */
const provider = { down: false, issued: [] as Parameters<PaymentProvider['issueCashReceipt']>[0][] };
const payments: PaymentProvider = {
  ...sandbox,
  issueCashReceipt: async (input) => {
    if (provider.down) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    provider.issued.push(input);
    return sandbox.issueCashReceipt(input);
  },
};
const app = await createTestApp(db, { clock, adapters: { payments, crypto } });
/** What the job runs with. */
const ctx = { db, clock, adapters: { payments, crypto } } as unknown as AppContext;
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);

const { billIds } = await api.generate(world.director, '2026-12');
await api.send(world.director, billIds);

const billOf = async (studentId: string) => {
  const list = await api.list(world.director, `?month=2026-12&studentId=${studentId}&classId=${world.classId}`);
  return list.bills[0] as BillRow;
};

const receive = (billId: string, payload: Record<string, unknown>, caller: Caller = world.director) =>
  caller.inject({
    method: 'POST',
    url: `${api.base}/bills/${billId}/receipts`,
    payload: { method: 'cash', paidDate: '2026-11-27', ...payload },
  });

/** The payment a 수납 just made: the newest of the bill's detail. */
async function received(billId: string, payload: Record<string, unknown>) {
  // A second apart, so the bill's payments (newest first) come in the order they were made.
  clock.advance(1_000);
  const response = await receive(billId, payload);
  expect(response.statusCode, response.body).toBe(200);
  const detail = response.json() as BillDetailResponse;
  const payment = detail.payments[0];
  if (!payment) throw new Error('no payment recorded');
  return { detail, payment };
}

const receiptRow = (paymentId: string) =>
  db.selectFrom('cash_receipts').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();

const orderOf = async (paymentId: string) =>
  (await db.selectFrom('payments').select('order_id').where('id', '=', paymentId).executeTakeFirstOrThrow()).order_id;

const sandboxReceiptsOf = async (paymentId: string) =>
  db
    .selectFrom('sandbox_cash_receipts')
    .selectAll()
    .where('order_id', '=', await orderOf(paymentId))
    .execute();

describe('a 현금영수증 with 수납 처리', () => {
  it('is self-issued at once for 120,000 won of cash without a number, on the tax office’s number', async () => {
    const bill = await billOf(world.minjun);
    const { detail, payment } = await received(bill.billId, { amount: 120_000 });
    expect(detail.bill).toMatchObject({ status: 'partly_paid', unclaimed: 80_000 });
    expect(payment.cashReceipt).toEqual({
      status: 'issued',
      identityMasked: '010-000-1234',
      selfIssued: true,
      issueNumber: expect.stringMatching(/^\d{9}$/),
      receiptUrl: null,
      dueDate: '2026-12-02',
      failureMessage: null,
    });

    const row = await receiptRow(payment.paymentId);
    expect(row).toMatchObject({
      inst_id: world.instId,
      purpose: 'income_deduction',
      identity_enc: null,
      identity_masked: '010-000-1234',
      self_issued: true,
      amount: 120_000,
      status: 'issued',
      due_date: '2026-12-02',
      attempts: 1,
      failure_message: null,
      issued_at: clock.now(),
    });
    // Asked once, with the receipt's id as the idempotency key and the whole amount tax-free.
    expect(provider.issued).toEqual([
      {
        orderId: await orderOf(payment.paymentId),
        orderName: bill.title,
        amount: 120_000,
        taxFreeAmount: 120_000,
        identity: '0100001234',
        purpose: 'income_deduction',
        idempotencyKey: row?.id,
      },
    ]);
    const atProvider = await sandboxReceiptsOf(payment.paymentId);
    expect(atProvider).toMatchObject([
      { amount: 120_000, receipt_key: row?.receipt_key, issue_number: row?.issue_number },
    ]);

    // The family reads it on the payment's receipt too.
    const family = await world.parent.inject({ method: 'GET', url: `${api.base}/payments/${payment.paymentId}` });
    expect(family.statusCode, family.body).toBe(200);
    expect((family.json() as PaymentDetailResponse).payment.cashReceipt).toMatchObject({
      status: 'issued',
      selfIssued: true,
      identityMasked: '010-000-1234',
    });
  });

  it('is not issued for 50,000 won of cash without a number', async () => {
    const bill = await billOf(world.seoyeon);
    const before = provider.issued.length;
    const { payment } = await received(bill.billId, { amount: 50_000 });
    expect(payment.cashReceipt).toBeNull();
    expect(await receiptRow(payment.paymentId)).toBeUndefined();
    expect(provider.issued).toHaveLength(before);
  });

  it('is issued on the number given with a transfer, which is kept only sealed and shown masked', async () => {
    const bill = await billOf(world.seoyeon);
    const { payment } = await received(bill.billId, {
      method: 'transfer',
      amount: 30_000,
      cashReceiptIdentity: '010-1234-5678',
    });
    expect(payment).toMatchObject({ method: 'transfer', amount: 30_000 });
    expect(payment.cashReceipt).toMatchObject({ status: 'issued', identityMasked: '010-****-5678', selfIssued: false });
    expect(provider.issued.at(-1)).toMatchObject({
      identity: '01012345678',
      purpose: 'income_deduction',
      amount: 30_000,
    });

    const row = await receiptRow(payment.paymentId);
    expect(row).toMatchObject({ self_issued: false, identity_masked: '010-****-5678', status: 'issued' });
    expect(row?.identity_enc).toMatch(/^v1\./);
    expect(crypto.decrypt(row?.identity_enc ?? '', 'cash-receipt')).toBe('01012345678');
    // Nowhere in the table is the number in the clear.
    const table = await sql<{
      dump: string;
    }>`select string_agg(cash_receipts::text, '\n') as dump from cash_receipts`.execute(db);
    const dump = table.rows[0]?.dump ?? '';
    expect(dump).toContain('010-****-5678');
    expect(dump).not.toMatch(/01012345678|010-1234-5678|1234-?5678/);
  });

  it('refuses a number that is neither a mobile number nor a valid business number, writing nothing', async () => {
    const bill = await billOf(world.seoyeon);
    const counts = async () => ({
      payments: (await db.selectFrom('payments').select('id').execute()).length,
      shares: (await db.selectFrom('payment_bills').select('bill_id').where('bill_id', '=', bill.billId).execute())
        .length,
      receipts: (await db.selectFrom('cash_receipts').select('id').execute()).length,
      audits: (await db.selectFrom('audit_log').select('id').where('target', '=', `bill:${bill.billId}`).execute())
        .length,
    });
    const before = await counts();
    const asked = provider.issued.length;
    for (const [number, message] of [
      ['02-123-4567', BILLING_MESSAGES.cashReceiptIdentity],
      ['124-81-00997', BILLING_MESSAGES.businessNumberInvalid],
    ] as const) {
      const refused = await receive(bill.billId, { amount: 10_000, cashReceiptIdentity: number });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cashReceiptIdentity: message } });
    }
    expect(await counts()).toEqual(before);
    expect((await api.detail(world.director, bill.billId)).bill.paidReceivedAmount).toBe(80_000);
    expect(provider.issued).toHaveLength(asked);
  });

  it('takes a 사업자등록번호 for 지출증빙, shown by its last 4 digits', async () => {
    const bill = await billOf(world.seoyeon);
    const { payment } = await received(bill.billId, { amount: 10_000, cashReceiptIdentity: '124-81-00998' });
    expect(payment.cashReceipt).toMatchObject({ status: 'issued', identityMasked: '***-**-*0998', selfIssued: false });
    expect(provider.issued.at(-1)).toMatchObject({ identity: '1248100998', purpose: 'expense_proof' });
  });
});

describe('a 현금영수증 while the provider is down', () => {
  it('lets the 수납 stand and the receipt wait, then the job issues it once when the provider is back', async () => {
    provider.down = true;
    const bill = await billOf(world.hayun);
    const { detail, payment } = await received(bill.billId, { amount: 150_000 });
    expect(detail.bill).toMatchObject({ status: 'partly_paid', paidReceivedAmount: 150_000, unclaimed: 50_000 });
    expect(payment.cashReceipt).toEqual({
      status: 'pending',
      identityMasked: '010-000-1234',
      selfIssued: true,
      issueNumber: null,
      receiptUrl: null,
      dueDate: '2026-12-02',
      failureMessage: BILLING_MESSAGES.cashReceiptUnavailable,
    });
    // Why it waits is the office's to read; the family sees that it waits.
    const family = await world.otherParent.inject({ method: 'GET', url: `${api.base}/payments/${payment.paymentId}` });
    expect((family.json() as PaymentDetailResponse).payment.cashReceipt).toMatchObject({
      status: 'pending',
      failureMessage: null,
    });
    expect(await receiptRow(payment.paymentId)).toMatchObject({ status: 'pending', attempts: 1 });

    clock.advance(5 * 60_000);
    expect(await issuePendingCashReceipts(ctx)).toEqual({ issued: 0, pending: 1, failed: 0 });
    expect(await receiptRow(payment.paymentId)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await sandboxReceiptsOf(payment.paymentId)).toEqual([]);

    provider.down = false;
    const asked = provider.issued.length;
    clock.advance(5 * 60_000);
    const runs = await Promise.all([issuePendingCashReceipts(ctx), issuePendingCashReceipts(ctx)]);
    expect(runs.reduce((sum, run) => sum + run.issued, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.pending + run.failed, 0)).toBe(0);
    expect(provider.issued).toHaveLength(asked + 1);
    expect(await sandboxReceiptsOf(payment.paymentId)).toHaveLength(1);
    expect(await receiptRow(payment.paymentId)).toMatchObject({
      status: 'issued',
      attempts: 3,
      failure_message: null,
      issued_at: clock.now(),
    });
    expect((await api.detail(world.director, bill.billId)).payments[0]?.cashReceipt).toMatchObject({
      status: 'issued',
      failureMessage: null,
    });
    expect(await issuePendingCashReceipts(ctx)).toEqual({ issued: 0, pending: 0, failed: 0 });
  });

  it('keeps trying through the due date, then marks a receipt still not issued failed for the office', async () => {
    provider.down = true;
    const bill = await billOf(world.hayun);
    const { payment } = await received(bill.billId, {
      method: 'transfer',
      amount: 20_000,
      cashReceiptIdentity: '010-9876-5432',
    });
    expect(payment.cashReceipt).toMatchObject({ status: 'pending', dueDate: '2026-12-02' });

    // 23:00 in Seoul on the due date: still tried.
    clock.set('2026-12-02T14:00:00Z');
    expect(await issuePendingCashReceipts(ctx)).toEqual({ issued: 0, pending: 1, failed: 0 });
    const asked = provider.issued.length;

    // 00:30 the next day: too late to try; the office is told to issue it by hand.
    clock.set('2026-12-02T15:30:00Z');
    expect(await issuePendingCashReceipts(ctx)).toEqual({ issued: 0, pending: 0, failed: 1 });
    expect(provider.issued).toHaveLength(asked);
    const failed = `${BILLING_MESSAGES.cashReceiptExpired} (마지막 오류: ${BILLING_MESSAGES.cashReceiptUnavailable})`;
    expect(await receiptRow(payment.paymentId)).toMatchObject({
      status: 'failed',
      attempts: 2,
      failure_message: failed,
    });
    const shown = (await api.detail(world.director, bill.billId)).payments.find(
      (row) => row.paymentId === payment.paymentId,
    );
    expect(shown?.cashReceipt).toMatchObject({
      status: 'failed',
      identityMasked: '010-****-5432',
      failureMessage: failed,
    });

    provider.down = false;
    expect(await issuePendingCashReceipts(ctx)).toEqual({ issued: 0, pending: 0, failed: 0 });
    expect(await sandboxReceiptsOf(payment.paymentId)).toEqual([]);
  });
});
