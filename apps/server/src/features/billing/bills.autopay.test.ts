import type { BillRow } from '@academy/domain/billing/billing.schema';
import { CARD_MESSAGES } from '@academy/domain/billing/cards.rules';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import type { PaymentProvider } from '../../platform/adapters/payments/payments';
import { createSandboxPayments } from '../../platform/adapters/payments/sandbox';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { notificationsOf } from '../attendance/attendance.test-helpers';
import { billingApi, createBillingWorld } from './billing.test-helpers';
import { chargeDueBills } from './bills.autopay';
import { registerTestCard, turnOnAutopay } from './cards.test-helpers';

/**
 * Automatic payment on the due date, on a real database with the sandbox provider: the parent's
 * card pays her two children's December bills on the 10th from 09:00 — once, even when the job runs
 * twice at once and in two processes — and the payments read as card payments do; another family's
 * declining card is tried once a day, three times, each refusal told to the family and the office
 * with the card company's reason, then left alone; a lost answer is asked again, never charged anew.
 */

const { db } = await createTestDatabase();
// Friday 2026-11-27, 10:00 in Seoul; the class bills on the 10th.
const clock = fixedClock('2026-11-27T01:00:00Z');
const crypto = createFieldCrypto(Buffer.alloc(32, 7));
/** The sandbox, counting the charges that reach it. */
const charges: string[] = [];
const sandboxOf = (): PaymentProvider => {
  const sandbox = createSandboxPayments(db, clock.now);
  return {
    ...sandbox,
    chargeBillingKey: async (input) => {
      charges.push(input.orderId);
      return sandbox.chargeBillingKey(input);
    },
  };
};
const payments = sandboxOf();
const app = await createTestApp(db, { clock, adapters: { payments, crypto } });
/** What the job runs with: this process, and a second one on the same database. */
const ctxOf = (provider: PaymentProvider) =>
  ({ db, clock, config: testConfig(), adapters: { payments: provider, crypto } }) as unknown as AppContext;
const ctx = ctxOf(payments);
const otherProcess = ctxOf(sandboxOf());
const world = await createBillingWorld(app, db, clock.now());
const api = billingApi(world.instId);

const { billIds } = await api.generate(world.director, '2026-12');
await api.send(world.director, billIds);
const billOf = async (studentId: string) =>
  (await api.list(world.director, `?month=2026-12&studentId=${studentId}`)).bills[0] as BillRow;

/** `YYYY-MM-DD` at `HH:MM` in Seoul. */
const seoul = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);

describe('automatic payment on the due date', () => {
  it('charges nothing before the due date, nor before its hour on it, nor without a chosen card', async () => {
    const { myRegCardList } = await registerTestCard(world.parent, world.instId, 'approve');
    expect(await chargeDueBills(ctx, seoul('2026-12-10', '10:00'))).toEqual({ charged: 0, declined: 0, pending: 0 });
    await turnOnAutopay(world.parent, world.instId, myRegCardList[0]?.cardId as string);
    expect((await billOf(world.minjun)).dueDate).toBe('2026-12-10');
    expect(await chargeDueBills(ctx, seoul('2026-12-09', '23:50'))).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect(await chargeDueBills(ctx, seoul('2026-12-10', '08:50'))).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect(charges).toEqual([]);
  });

  it('pays each bill once with the chosen card, even when run twice at once in two processes', async () => {
    clock.set(seoul('2026-12-10', '09:00'));
    const at = seoul('2026-12-10', '09:00');
    const runs = await Promise.all([
      chargeDueBills(ctx, at),
      chargeDueBills(otherProcess, at),
      chargeDueBills(ctx, at),
      chargeDueBills(otherProcess, at),
    ]);
    expect(runs.reduce((sum, run) => sum + run.charged, 0)).toBe(2);
    expect(charges).toHaveLength(2);
    for (const student of [world.minjun, world.seoyeon]) {
      const bill = await billOf(student);
      expect(bill).toMatchObject({ status: 'paid', paidReceivedAmount: world.tuitionAmount, unclaimed: 0 });
      const detail = await api.detail(world.parent, bill.billId);
      expect(detail.payments).toHaveLength(1);
      expect(detail.payments[0]).toMatchObject({ method: 'billing', status: 'DONE', cardCompany: '신한' });
    }
    // Read in 결제 내역 as any card payment, the payer being the card's account.
    const year = await world.parent.inject({ method: 'GET', url: `${api.base}/payments?checkDt=2026` });
    expect(year.json().paidReceivedList).toHaveLength(2);
    const rows = await db
      .selectFrom('payments')
      .select(['payer_user_id', 'order_id'])
      .where('method', '=', 'billing')
      .execute();
    expect(rows.every((row) => row.payer_user_id === world.parent.userId)).toBe(true);
    expect(rows.every((row) => row.order_id.length >= 24)).toBe(true);
    // The next run, the next day: nothing more.
    expect(await chargeDueBills(ctx, seoul('2026-12-11', '09:00'))).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect(charges).toHaveLength(2);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['autopay.charge', 'payment.done'])
      .execute();
    expect(audit).toHaveLength(4);
  });
});

describe('a declined card', () => {
  it('is tried once a day, three times, each refusal told to the family and the office, then left alone', async () => {
    const { myRegCardList } = await registerTestCard(world.otherParent, world.instId, 'decline', '국민');
    await turnOnAutopay(world.otherParent, world.instId, myRegCardList[0]?.cardId as string);
    const before = charges.length;
    const day = async (date: string) => {
      clock.set(seoul(date, '09:10'));
      return chargeDueBills(ctx, seoul(date, '09:10'));
    };
    // The due date: declined once; the same day's later runs do not try again.
    expect(await day('2026-12-10')).toEqual({ charged: 0, declined: 1, pending: 0 });
    expect(await day('2026-12-10')).toEqual({ charged: 0, declined: 0, pending: 0 });
    const told = (await notificationsOf(db, world.otherParent.userId)).filter((n) => n.type === 'bill-autopay-failed');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('한하윤 학생의');
    expect(told[0]?.body).toContain('카드사에서 결제를 거절했습니다');
    expect(told[0]?.body).toContain(CARD_MESSAGES.declinedRetry);
    expect(told[0]?.link).toBe(`/v3/payment?billId=${(await billOf(world.hayun)).billId}`);
    // By AlimTalk too, with the page that pays the bill.
    const byAlimTalk = await db
      .selectFrom('notifications')
      .select(['message_template', 'message_variables'])
      .where('user_id', '=', world.otherParent.userId)
      .where('type', '=', 'bill-autopay-failed')
      .executeTakeFirstOrThrow();
    expect(byAlimTalk.message_template).toBe('bill-autopay-failed');
    expect(byAlimTalk.message_variables).toMatchObject({
      원생명: '한하윤',
      사유: expect.stringContaining('카드사에서 결제를 거절했습니다'),
      안내: CARD_MESSAGES.declinedRetry,
      링크: expect.stringContaining(`/v3/payment?billId=${(await billOf(world.hayun)).billId}`),
    });
    // The director and the manager who may see payments; not the manager without a payment code.
    for (const office of [world.director, world.viewingManager]) {
      const theirs = (await notificationsOf(db, office.userId)).filter((n) => n.type === 'bill-autopay-failed');
      expect(theirs).toHaveLength(1);
      expect(theirs[0]?.body).toContain('1/3회 시도');
    }
    expect((await notificationsOf(db, world.manager.userId)).some((n) => n.type === 'bill-autopay-failed')).toBe(false);

    expect(await day('2026-12-11')).toEqual({ charged: 0, declined: 1, pending: 0 });
    expect(await day('2026-12-12')).toEqual({ charged: 0, declined: 1, pending: 0 });
    const last = (await notificationsOf(db, world.otherParent.userId)).filter((n) => n.type === 'bill-autopay-failed');
    expect(last).toHaveLength(3);
    expect(last[2]?.body).toContain(CARD_MESSAGES.declinedStopped);
    // No storm: three charges in all, whatever runs next.
    expect(await day('2026-12-13')).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect(await day('2026-12-14')).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect(charges.length - before).toBe(3);
    const bill = await billOf(world.hayun);
    expect(bill.status).toBe('overdue');
    const aborted = await db
      .selectFrom('payments')
      .select(['status', 'failure_message'])
      .where('payer_user_id', '=', world.otherParent.userId)
      .execute();
    expect(aborted).toHaveLength(3);
    expect(aborted.every((payment) => payment.status === 'ABORTED' && payment.failure_message !== null)).toBe(true);
  });
});

describe('a lost answer', () => {
  it('is asked again under the same order and key: one charge, settled once', async () => {
    // A bill by hand due on the 20th for 최서연, whose parent now pays with a card that does not answer.
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.seoyeon,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 재료비',
        dueDate: '2026-12-20',
        items: [{ kind: 'material', amount: 20_000 }],
        send: true,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const billId = made.json().bill.billId as string;
    const { myRegCardList } = await registerTestCard(world.parent, world.instId, 'timeout', '현대');
    const card = myRegCardList.find((item) => item.cardCompany === '현대');
    await turnOnAutopay(world.parent, world.instId, card?.cardId as string);

    clock.set(seoul('2026-12-20', '09:00'));
    const before = charges.length;
    expect(await chargeDueBills(ctx, seoul('2026-12-20', '09:00'))).toEqual({ charged: 0, declined: 0, pending: 1 });
    expect((await api.detail(world.parent, billId)).bill.status).toBe('sent');
    clock.set(seoul('2026-12-20', '09:10'));
    expect(await chargeDueBills(ctx, seoul('2026-12-20', '09:10'))).toEqual({ charged: 1, declined: 0, pending: 0 });
    expect(charges.slice(before)).toHaveLength(2);
    expect(new Set(charges.slice(before)).size).toBe(1);
    const detail = await api.detail(world.parent, billId);
    expect(detail.bill.status).toBe('paid');
    expect(detail.payments).toHaveLength(1);
    const atProvider = await db
      .selectFrom('sandbox_payments')
      .select('status')
      .where('order_id', '=', charges.at(-1) as string)
      .execute();
    expect(atProvider).toHaveLength(1);
  });

  it('leaves a bill that fell due before the consent to the family', async () => {
    const made = await world.director.inject({
      method: 'POST',
      url: `${api.base}/bills`,
      payload: {
        studentId: world.minjun,
        periodStart: '2026-12-01',
        periodEnd: '2026-12-31',
        title: '12월 차량비',
        // The parent chose the card that pays it on 12월 14일.
        dueDate: '2026-12-13',
        items: [{ kind: 'vehicle', amount: 30_000 }],
        send: true,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(await chargeDueBills(ctx, seoul('2026-12-20', '10:00'))).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect((await api.detail(world.parent, made.json().bill.billId)).bill.status).toBe('overdue');
  });
});

describe('POST /api/dev/jobs/bills-autopay', () => {
  it('runs the job at a given time for end-to-end tests, as the academy’s director only, scoped to it', async () => {
    const url = '/api/dev/jobs/bills-autopay';
    const payload = { at: '2026-12-21T09:00:00+09:00', instId: world.instId };
    const ran = await world.director.inject({ method: 'POST', url, payload });
    expect(ran.statusCode, ran.body).toBe(200);
    expect(ran.json()).toEqual({ charged: 0, declined: 0, pending: 0 });
    expect((await world.parent.inject({ method: 'POST', url, payload })).statusCode).toBe(403);
    expect((await world.manager.inject({ method: 'POST', url, payload })).statusCode).toBe(403);
    expect((await world.foreignDirector.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
  });

  it('does not exist in production, nor with a real payment provider', async () => {
    const production = await buildApp({
      config: testConfig({
        NODE_ENV: 'production',
        ALLOW_SANDBOX_FOR_REAL: 'true',
        PUBLIC_ORIGIN: 'https://academy.example.kr',
      }),
      db,
      clock,
      logger: false,
      jobs: false,
    });
    await production.ready();
    const response = await production.inject({
      method: 'POST',
      url: '/api/dev/jobs/bills-autopay',
      payload: { at: '2026-12-21T09:00:00+09:00', instId: world.instId },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    await production.close();
    // With a provider other than the sandbox the route is not registered at all.
    const real = await buildApp({
      config: testConfig(),
      db,
      clock,
      logger: false,
      jobs: false,
      adapters: { payments: { ...payments, name: 'toss' } as PaymentProvider, crypto },
    });
    await real.ready();
    expect(real.accessRoutes.some((route) => route.url === '/api/dev/jobs/bills-autopay')).toBe(false);
    await real.close();
  });
});
