import { refPayoutIdOf } from '@academy/domain/books/payouts.rules';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { paymentUnavailable } from '../../platform/adapters/payments/provider-errors';
import type { PayoutProvider } from '../../platform/adapters/payouts/payouts';
import { SANDBOX_SELLER_REVIEW_MS, sandboxSellerId } from '../../platform/adapters/payouts/sandbox';
import { createTossPayouts } from '../../platform/adapters/payouts/toss';
import { startTossPayoutsFake } from '../../platform/adapters/payouts/toss.fake';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { createAcademy } from '../attendance/attendance.test-helpers';
import { PAYOUT_ANSWER_WAIT_MS, payOutSettledDays } from './payouts.job';
import { insertReport, insertSeller, payoutRows } from './payouts.test-helpers';

/**
 * 지급대행 on a real database. Today is Friday 2026-11-27, 12:00 in Seoul: the provider's report
 * has paid days up to today to the platform; each is paid on to the academy once, the next day.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T03:00:00Z');
const config = testConfig();
const adapters = createAdapters(config, db, clock);
const ctx: AppContext = { db, clock, config, adapters };
const approvedSellerId = () => sandboxSellerId(clock.now().getTime() - 2 * SANDBOX_SELLER_REVIEW_MS);
const seoulNoon = (date: string) => new Date(`${date}T03:00:00Z`);
/** The app as it runs at noon of `date` in Seoul (the sandbox reads its clock too). */
function ctxOn(date: string): AppContext {
  const later = fixedClock(seoulNoon(date).toISOString());
  return { db, clock: later, config, adapters: createAdapters(config, db, later) };
}

/** The sandbox payouts, counting the requests that reach it. */
function countingSandbox() {
  const calls: string[] = [];
  const payouts: PayoutProvider = {
    ...adapters.payouts,
    requestPayout: (request) => {
      calls.push(request.refPayoutId);
      return adapters.payouts.requestPayout(request);
    },
  };
  return { calls, ctx: { ...ctx, adapters: { ...adapters, payouts } } satisfies AppContext };
}

describe('paying settled days to the academy', () => {
  it('pays each settled day once, its net with cancels taken off; never a day of 0 or less, nor one not yet settled', async () => {
    const academy = await createAcademy(db);
    await insertSeller(db, adapters.crypto, {
      instId: academy.instId,
      sellerId: approvedSellerId(),
      status: 'APPROVED',
      at: clock.now(),
    });
    await insertReport(db, academy.instId, '2026-11-24', [30_000, -10_000]);
    await insertReport(db, academy.instId, '2026-11-25', [100_000, 45_000]);
    await insertReport(db, academy.instId, '2026-11-26', [50_000, -60_000]);
    await insertReport(db, academy.instId, '2026-11-30', [70_000]);

    expect(await payOutSettledDays(ctx, clock.now(), { instId: academy.instId })).toEqual({
      requested: 2,
      completed: 0,
      failed: 0,
    });
    const rows = await payoutRows(db, academy.instId);
    expect(rows.map((row) => [row.settlement_date, row.amount, row.status, row.attempts])).toEqual([
      // 30,000 − 990 less the cancel's −10,000 + 330
      ['2026-11-24', 19_340, 'REQUESTED', 1],
      ['2026-11-25', 96_700 + 43_515, 'REQUESTED', 1],
    ]);
    expect(rows[0]).toMatchObject({
      ref_payout_id: refPayoutIdOf(academy.instId, '2026-11-24', 1),
      payout_id: expect.stringMatching(/^sbx_payout_20261128_/),
      last_attempt_date: '2026-11-27',
      failure: null,
      completed_at: null,
    });

    // Again the same day: nothing more is asked.
    expect(await payOutSettledDays(ctx, clock.now(), { instId: academy.instId })).toEqual({
      requested: 0,
      completed: 0,
      failed: 0,
    });
    // The next day the sandbox has paid them: read back as COMPLETED; the 30th is still ahead.
    const saturday = seoulNoon('2026-11-28');
    expect(await payOutSettledDays(ctxOn('2026-11-28'), saturday, { instId: academy.instId })).toEqual({
      requested: 0,
      completed: 2,
      failed: 0,
    });
    const done = await payoutRows(db, academy.instId);
    expect(done.map((row) => [row.settlement_date, row.status, row.completed_at?.toISOString()])).toEqual([
      ['2026-11-24', 'COMPLETED', saturday.toISOString()],
      ['2026-11-25', 'COMPLETED', saturday.toISOString()],
    ]);
    // The 30th once it has come.
    await payOutSettledDays(ctxOn('2026-11-30'), seoulNoon('2026-11-30'), { instId: academy.instId });
    expect((await payoutRows(db, academy.instId)).map((row) => [row.settlement_date, row.amount])).toEqual([
      ['2026-11-24', 19_340],
      ['2026-11-25', 140_215],
      ['2026-11-30', 67_690],
    ]);
  });

  it('asks nothing while the seller is not approved, nor for an academy that never registered', async () => {
    const review = await createAcademy(db);
    await insertSeller(db, adapters.crypto, {
      instId: review.instId,
      sellerId: sandboxSellerId(clock.now().getTime()),
      status: 'KYC_REQUIRED',
      at: clock.now(),
    });
    await insertReport(db, review.instId, '2026-11-25', [100_000]);
    const unregistered = await createAcademy(db);
    await insertReport(db, unregistered.instId, '2026-11-25', [100_000]);
    const { calls, ctx: counting } = countingSandbox();

    await payOutSettledDays(counting, clock.now());
    expect(await payoutRows(db, review.instId)).toEqual([]);
    expect(await payoutRows(db, unregistered.instId)).toEqual([]);
    expect(calls.filter((ref) => ref.includes(review.instId.replace(/-/g, '')))).toEqual([]);
  });

  it('pays once when four runs race for the same days', async () => {
    const academy = await createAcademy(db);
    await insertSeller(db, adapters.crypto, {
      instId: academy.instId,
      sellerId: approvedSellerId(),
      status: 'APPROVED',
      at: clock.now(),
    });
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25'])
      await insertReport(db, academy.instId, date, [10_000]);
    const { calls, ctx: counting } = countingSandbox();

    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => payOutSettledDays(counting, clock.now(), { instId: academy.instId })),
    );
    expect(runs.reduce((sum, run) => sum + run.requested, 0)).toBe(3);
    expect(calls).toHaveLength(3);
    expect(new Set(calls).size).toBe(3);
    expect(await payoutRows(db, academy.instId)).toHaveLength(3);
  });

  it('keeps a request without an answer open and sends it again under the same reference after the wait', async () => {
    const academy = await createAcademy(db);
    await insertSeller(db, adapters.crypto, {
      instId: academy.instId,
      sellerId: approvedSellerId(),
      status: 'APPROVED',
      at: clock.now(),
    });
    await insertReport(db, academy.instId, '2026-11-25', [10_000]);
    const calls: string[] = [];
    let answer = false;
    const flaky: PayoutProvider = {
      ...adapters.payouts,
      requestPayout: async (request) => {
        calls.push(request.refPayoutId);
        if (!answer) throw paymentUnavailable(new Error('timeout'));
        return adapters.payouts.requestPayout(request);
      },
    };
    const flakyCtx = { ...ctx, adapters: { ...adapters, payouts: flaky } };

    await payOutSettledDays(flakyCtx, clock.now(), { instId: academy.instId });
    expect(await payoutRows(db, academy.instId)).toEqual([
      expect.objectContaining({ status: 'REQUESTED', payout_id: null, attempts: 1 }),
    ]);
    answer = true;
    // Within the wait a run leaves it alone (another may be waiting for its answer).
    await payOutSettledDays(flakyCtx, new Date(clock.now().getTime() + PAYOUT_ANSWER_WAIT_MS - 1000), {
      instId: academy.instId,
    });
    expect(calls).toHaveLength(1);
    await payOutSettledDays(flakyCtx, new Date(clock.now().getTime() + PAYOUT_ANSWER_WAIT_MS), {
      instId: academy.instId,
    });
    expect(calls).toEqual([calls[0], calls[0]]);
    expect(await payoutRows(db, academy.instId)).toEqual([
      expect.objectContaining({ status: 'REQUESTED', payout_id: expect.stringMatching(/^sbx_payout_/), attempts: 1 }),
    ]);
  });
});

describe('a payout the provider refuses or fails (Toss payouts, against its local fake)', async () => {
  const fake = await startTossPayoutsFake();
  afterAll(() => fake.close());
  const toss = createTossPayouts({ secretKey: fake.secretKey, securityKey: fake.securityKey, apiUrl: fake.url });
  const tossCtx: AppContext = { ...ctx, adapters: { ...adapters, payouts: toss } };

  const academy = await createAcademy(db);
  const registered = await toss.registerSeller({
    refSellerId: academy.instId,
    businessType: 'INDIVIDUAL_BUSINESS',
    company: {
      name: academy.instNm,
      representativeName: '한원장',
      businessRegistrationNumber: '1234567890',
      email: 'office@example.com',
      phone: '01012345678',
    },
    account: { bankCode: '088', accountNumber: '110123456789', holderName: '한원장' },
  });
  fake.setStatus(registered.sellerId, 'APPROVED');
  await insertSeller(db, adapters.crypto, {
    instId: academy.instId,
    sellerId: registered.sellerId,
    provider: 'toss',
    status: 'APPROVED',
    at: clock.now(),
  });
  const failures = () =>
    db
      .selectFrom('notifications')
      .select(['user_id', 'type', 'title', 'body', 'link'])
      .where('inst_id', '=', academy.instId)
      .where('type', '=', 'payment-payout-failed')
      .orderBy('created_at')
      .execute();

  it('marks a refused day FAILED with Toss’s words, tells the director, and asks again once a day three times at most', async () => {
    await insertReport(db, academy.instId, '2026-11-25', [100_000], 'toss');
    fake.refusePayouts('지급 가능한 잔액이 부족합니다.');
    try {
      expect(await payOutSettledDays(tossCtx, clock.now(), { instId: academy.instId })).toEqual({
        requested: 1,
        completed: 0,
        failed: 1,
      });
      const [failed] = await payoutRows(db, academy.instId);
      expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, payout_id: null });
      expect(failed?.failure).toContain('지급 가능한 잔액이 부족합니다.');
      const told = await failures();
      expect(told).toEqual([
        {
          user_id: academy.director.id,
          type: 'payment-payout-failed',
          title: `${academy.instNm} 정산금 지급 실패`,
          body: expect.stringContaining(
            '2026-11-25 정산금 96,700원을 지급하지 못했습니다. 지급 가능한 잔액이 부족합니다.',
          ),
          link: '/v3/SettlementListPage',
        },
      ]);
      expect(told[0]?.body).toContain('내일 다시 지급을 요청합니다.');

      // The same day again: no retry yet.
      expect((await payOutSettledDays(tossCtx, clock.now(), { instId: academy.instId })).requested).toBe(0);
      // Three more days, three retries, each under its own reference; then no more.
      for (const [index, date] of ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'].entries()) {
        const run = await payOutSettledDays(tossCtx, seoulNoon(date), { instId: academy.instId });
        expect([date, run.requested]).toEqual([date, index < 3 ? 1 : 0]);
      }
      const [last] = await payoutRows(db, academy.instId);
      expect(last).toMatchObject({
        status: 'FAILED',
        attempts: 4,
        ref_payout_id: refPayoutIdOf(academy.instId, '2026-11-25', 4),
        last_attempt_date: '2026-11-30',
      });
      const all = await failures();
      expect(all).toHaveLength(4);
      expect(all.at(-1)?.body).toContain('자동으로 다시 요청하지 않습니다.');
    } finally {
      fake.refusePayouts(null);
    }
    expect([...fake.payouts.values()].filter((payout) => payout.destination === registered.sellerId)).toEqual([]);
  });

  it('marks a transfer Toss reports failed, once, and tells the director', async () => {
    await insertReport(db, academy.instId, '2026-11-26', [50_000], 'toss');
    const run = await payOutSettledDays(tossCtx, seoulNoon('2026-12-02'), { instId: academy.instId });
    expect(run).toEqual({ requested: 1, completed: 0, failed: 0 });
    const day = (await payoutRows(db, academy.instId)).find((row) => row.settlement_date === '2026-11-26');
    expect(day).toMatchObject({ status: 'REQUESTED', payout_id: expect.stringMatching(/^payout_/) });
    // Toss's answer was the payout it holds for our reference.
    expect(fake.payouts.get(day?.payout_id as string)).toMatchObject({
      refPayoutId: refPayoutIdOf(academy.instId, '2026-11-26', 1),
      amount: { currency: 'KRW', value: 48_350 },
      scheduleType: 'SCHEDULED',
      payoutDate: '2026-12-03',
    });

    fake.setPayoutStatus(day?.payout_id as string, 'FAILED', '예금주가 일치하지 않아 이체하지 못했습니다.');
    const before = (await failures()).length;
    const read = await payOutSettledDays(tossCtx, seoulNoon('2026-12-02'), { instId: academy.instId });
    expect(read.failed).toBe(1);
    const failed = (await payoutRows(db, academy.instId)).find((row) => row.settlement_date === '2026-11-26');
    expect(failed).toMatchObject({ status: 'FAILED', failure: '예금주가 일치하지 않아 이체하지 못했습니다.' });
    expect(await failures()).toHaveLength(before + 1);
    // Read again the same day: already FAILED here, not told twice.
    await payOutSettledDays(tossCtx, seoulNoon('2026-12-02'), { instId: academy.instId });
    expect(await failures()).toHaveLength(before + 1);

    // The next day it is asked again, Toss pays, and the day is done.
    fake.refusePayouts(null);
    await payOutSettledDays(tossCtx, seoulNoon('2026-12-03'), { instId: academy.instId });
    const retried = (await payoutRows(db, academy.instId)).find((row) => row.settlement_date === '2026-11-26');
    expect(retried).toMatchObject({ status: 'REQUESTED', attempts: 2 });
    fake.setPayoutStatus(retried?.payout_id as string, 'COMPLETED');
    expect((await payOutSettledDays(tossCtx, seoulNoon('2026-12-04'), { instId: academy.instId })).completed).toBe(1);
  });
});
