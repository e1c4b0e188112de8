import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { refusalCode } from '../../../test/refusal';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { createNicePay } from '../../platform/adapters/payments/nicepay';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, createAcademy } from '../attendance/attendance.test-helpers';
import { PAYOUT_ACCOUNT_CONTEXT } from './payouts.service';

/**
 * 정산 내역 against the sandbox provider's report, 다시 맞춰 보기, and 지급대행 registration. Today is
 * Friday 2026-11-27 in Seoul; card payouts come D+2 business days after the sale.
 */

const { db, url } = await createTestDatabase();
const clock = fixedClock('2026-11-27T03:00:00Z');
const app = await createTestApp(db, { clock });
const sandbox = createSandboxPayments(db, clock.now);
const counted = countedDatabase(url);

let serial = 0;

/** A card sale at the sandbox, sold at `soldAt`; answers its payment key. */
async function sandboxSale(orderId: string, amount: number, soldAt: string): Promise<string> {
  const { paymentKey } = await sandbox.authorize({ orderId, amount, outcome: 'approve' });
  await sandbox.confirm({ paymentKey, orderId, amount, idempotencyKey: `k-${++serial}` });
  await db
    .updateTable('sandbox_payments')
    .set({ approved_at: new Date(soldAt) })
    .where('payment_key', '=', paymentKey)
    .execute();
  return paymentKey;
}

/** Our payment row of a card order (as the billing feature writes it). */
async function ourPayment(
  target: Database,
  instId: string,
  input: { orderId: string; paymentKey: string | null; amount: number; soldAt: string; status?: 'DONE' | 'ABORTED' },
): Promise<string> {
  const id = newId();
  await target
    .insertInto('payments')
    .values({
      inst_id: instId,
      id,
      order_id: input.orderId,
      order_name: `11월 수강료 ${++serial}`,
      method: 'card',
      provider: 'sandbox',
      payment_key: input.paymentKey,
      status: input.status ?? 'DONE',
      amount: input.amount,
      card_company: '신한',
      approved_at: input.status === 'ABORTED' ? null : new Date(input.soldAt),
    })
    .execute();
  return id;
}

const order = () => `ord-${newId()}`;

describe('정산 내역', async () => {
  const academy = await createAcademy(db);
  const other = await createAcademy(db);
  const director = await callerFor(app, db, academy.director.id, clock.now());
  const api = `/api/insts/${academy.instId}`;

  // matched: sold Monday 11-02, paid out Wednesday 11-04
  const matchedOrder = order();
  const matchedKey = await sandboxSale(matchedOrder, 100_000, '2026-11-02T02:00:00Z');
  await ourPayment(db, academy.instId, {
    orderId: matchedOrder,
    paymentKey: matchedKey,
    amount: 100_000,
    soldAt: '2026-11-02T02:00:00Z',
  });
  // amount differs: the provider took 45,000 of an order our books hold at 50,000
  const differsOrder = order();
  const differsKey = await sandboxSale(differsOrder, 45_000, '2026-11-02T03:00:00Z');
  await ourPayment(db, academy.instId, {
    orderId: differsOrder,
    paymentKey: differsKey,
    amount: 50_000,
    soldAt: '2026-11-02T03:00:00Z',
  });
  // not settled: ours only, sold 11-10, due 11-12
  const missingOrder = order();
  await ourPayment(db, academy.instId, {
    orderId: missingOrder,
    paymentKey: `sbx_pay_gone_${newId()}`,
    amount: 30_000,
    soldAt: '2026-11-10T02:00:00Z',
  });
  // not ours: the provider took an order our books hold as aborted
  const abortedOrder = order();
  await sandboxSale(abortedOrder, 20_000, '2026-11-16T02:00:00Z');
  await ourPayment(db, academy.instId, {
    orderId: abortedOrder,
    paymentKey: null,
    amount: 20_000,
    soldAt: '',
    status: 'ABORTED',
  });
  // pending: sold Thursday 11-26, due Monday 11-30
  const pendingOrder = order();
  await ourPayment(db, academy.instId, {
    orderId: pendingOrder,
    paymentKey: `sbx_pay_later_${newId()}`,
    amount: 10_000,
    soldAt: '2026-11-26T02:00:00Z',
  });
  // another academy's sale, and one of an order nobody here made
  const otherOrder = order();
  const otherKey = await sandboxSale(otherOrder, 70_000, '2026-11-03T02:00:00Z');
  await ourPayment(db, other.instId, {
    orderId: otherOrder,
    paymentKey: otherKey,
    amount: 70_000,
    soldAt: '2026-11-03T02:00:00Z',
  });
  await sandboxSale(order(), 90_000, '2026-11-03T02:00:00Z');

  it('shows our payments unreported before the first sync: late ones flagged, coming ones pending', async () => {
    const before = await director.inject({ method: 'GET', url: `${api}/settlements?month=2026-11` });
    expect(before.statusCode, before.body).toBe(200);
    const list = before.json();
    expect(list.syncedAt).toBeNull();
    const states = list.days.flatMap((day: { payments: { orderId: string; state: string }[] }) =>
      day.payments.map((payment) => [payment.orderId, payment.state]),
    );
    expect(Object.fromEntries(states)).toEqual({
      [matchedOrder]: 'not_settled',
      [differsOrder]: 'not_settled',
      [missingOrder]: 'not_settled',
      [pendingOrder]: 'pending',
    });
  });

  it('fetches the report, keeps only this academy’s orders, and flags each difference', async () => {
    const sync = await director.inject({
      method: 'POST',
      url: `${api}/settlements/sync`,
      payload: { month: '2026-11' },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().stored).toBe(3);
    expect(sync.json().fetched).toBeGreaterThanOrEqual(5);
    expect(
      await db.selectFrom('provider_settlements').select('order_id').where('inst_id', '=', other.instId).execute(),
    ).toEqual([]);

    const list = (await director.inject({ method: 'GET', url: `${api}/settlements?month=2026-11` })).json();
    expect(list.syncedAt).toBe(clock.now().toISOString());
    expect(list.provider).toBe('sandbox');
    const day = (date: string) => list.days.find((entry: { date: string }) => entry.date === date);
    expect(list.days.map((entry: { date: string }) => entry.date)).toEqual([
      '2026-11-30',
      '2026-11-18',
      '2026-11-12',
      '2026-11-04',
    ]);
    expect(day('2026-11-04')).toMatchObject({
      count: 2,
      gross: 145_000,
      fee: 3_300 + 1_485,
      net: 96_700 + 43_515,
      differences: 1,
    });
    expect(day('2026-11-04').payments).toEqual([
      expect.objectContaining({
        orderId: matchedOrder,
        amount: 100_000,
        reportedAmount: 100_000,
        fee: 3_300,
        payOutAmount: 96_700,
        state: 'matched',
        cardCompany: '신한',
      }),
      expect.objectContaining({
        orderId: differsOrder,
        amount: 50_000,
        reportedAmount: 45_000,
        state: 'amount_differs',
      }),
    ]);
    expect(day('2026-11-12').payments).toEqual([
      expect.objectContaining({ orderId: missingOrder, amount: 30_000, reportedAmount: null, state: 'not_settled' }),
    ]);
    expect(day('2026-11-18').payments).toEqual([
      expect.objectContaining({ orderId: abortedOrder, amount: null, reportedAmount: 20_000, state: 'not_ours' }),
    ]);
    expect(day('2026-11-30').payments).toEqual([expect.objectContaining({ orderId: pendingOrder, state: 'pending' })]);
    expect(list.totals).toEqual({
      count: 5,
      gross: 165_000,
      fee: 3_300 + 1_485 + 660,
      net: 96_700 + 43_515 + 19_340,
      differences: 3,
      // Nothing paid out to the academy: it never registered for payouts.
      paidOut: 0,
    });

    // A second sync stores the same rows again, not twice.
    await director.inject({ method: 'POST', url: `${api}/settlements/sync`, payload: { month: '2026-11' } });
    const stored = await db
      .selectFrom('provider_settlements')
      .select('id')
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(stored).toHaveLength(3);
  });

  it('says so when the provider has no settlement lookup (NicePay)', async () => {
    const nicepay = createNicePay({ clientId: 'c', secretKey: 's', apiUrl: 'http://127.0.0.1:9' });
    const nicepayApp = await createTestApp(db, { clock, adapters: { payments: nicepay } });
    const caller = await callerFor(nicepayApp, db, academy.director.id, clock.now());
    const sync = await caller.inject({ method: 'POST', url: `${api}/settlements/sync`, payload: { month: '2026-11' } });
    expect([sync.statusCode, sync.json().code]).toEqual([501, 'PAYMENT_METHOD_NOT_OFFERED']);
    expect(await refusalCode(nicepay.getSettlements({ startDate: '2026-11-01', endDate: '2026-11-30', page: 1 }))).toBe(
      'PAYMENT_METHOD_NOT_OFFERED',
    );
  });
});

describe('지급대행 (payouts)', async () => {
  const academy = await createAcademy(db);
  const director = await callerFor(app, db, academy.director.id, clock.now());
  const url = `/api/insts/${academy.instId}/payouts/seller`;
  const body = {
    businessType: 'INDIVIDUAL_BUSINESS',
    companyName: '한빛수학학원',
    representativeName: '한원장',
    businessRegistrationNumber: '123-45-67890',
    email: 'office@example.com',
    phone: '010-1234-5678',
    bankCode: '088',
    accountNumber: '110-123-456789',
    holderName: '한원장',
  };

  it('registers once, keeps the account sealed and shows it masked, and reads the status back', async () => {
    expect((await director.inject({ method: 'GET', url })).json()).toEqual({ seller: null, provider: 'sandbox' });
    const bad = await director.inject({ method: 'POST', url, payload: { ...body, bankCode: '999' } });
    expect(bad.statusCode).toBe(400);

    const made = await director.inject({ method: 'POST', url, payload: body });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().seller).toMatchObject({
      status: 'KYC_REQUIRED',
      statusLabel: '서류 심사(KYC) 필요',
      bankName: '신한은행',
      accountNumberMasked: '********6789',
      businessRegistrationNumber: '123-45-*****',
    });
    expect(made.body).not.toContain('110123456789');
    const row = await db
      .selectFrom('payout_sellers')
      .selectAll()
      .where('inst_id', '=', academy.instId)
      .executeTakeFirstOrThrow();
    expect(row.account_number_enc).not.toContain('110123456789');
    // Sealed under the server's key, bound to its column: it opens only as a payout account.
    const crypto = createAdapters(testConfig(), db, clock).crypto;
    expect(crypto.decrypt(row.account_number_enc, PAYOUT_ACCOUNT_CONTEXT)).toBe('110123456789');
    expect(() => crypto.decrypt(row.account_number_enc, 'billing-key')).toThrow();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('payouts.register');
    expect(JSON.stringify(audit)).not.toContain('110123456789');

    const again = await director.inject({ method: 'POST', url, payload: body });
    expect(again.statusCode).toBe(409);

    // The sandbox approves a minute later; the check reads it back and keeps it.
    const later = fixedClock('2026-11-27T03:01:00Z');
    const laterApp = await createTestApp(db, { clock: later });
    const laterDirector = await callerFor(laterApp, db, academy.director.id, later.now());
    const checked = await laterDirector.inject({ method: 'POST', url: `${url}/check` });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().seller).toMatchObject({ status: 'APPROVED', checkedAt: later.now().toISOString() });
  });
});

describe('정산 내역 query count', () => {
  it('costs the same statements for a month of 2 payments and of 12', async () => {
    const countedApp = await createTestApp(counted.db, { clock });
    const statements: number[] = [];
    for (const size of [2, 12]) {
      const academy = await createAcademy(counted.db);
      for (let index = 0; index < size; index += 1) {
        const orderId = order();
        const soldAt = `2026-11-${String(2 + index).padStart(2, '0')}T02:00:00Z`;
        const paymentKey = await sandboxSale(orderId, 10_000 + index, soldAt);
        await ourPayment(counted.db, academy.instId, { orderId, paymentKey, amount: 10_000 + index, soldAt });
      }
      const director = await callerFor(countedApp, counted.db, academy.director.id, clock.now());
      await director.inject({
        method: 'POST',
        url: `/api/insts/${academy.instId}/settlements/sync`,
        payload: { month: '2026-11' },
      });
      statements.push(
        await counted.count(() =>
          director.inject({ method: 'GET', url: `/api/insts/${academy.instId}/settlements?month=2026-11` }),
        ),
      );
    }
    expect(statements[1]).toBe(statements[0]);
  });
});
