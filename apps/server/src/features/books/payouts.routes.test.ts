import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createAdapters } from '../../platform/adapters/create-adapters';
import { SANDBOX_SELLER_REVIEW_MS, sandboxSellerId } from '../../platform/adapters/payouts/sandbox';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { callerFor, createAcademy } from '../attendance/attendance.test-helpers';
import { payOutSettledDays } from './payouts.job';
import { PAYOUT_ACCOUNT_CONTEXT } from './payouts.service';
import { insertReport, insertSeller } from './payouts.test-helpers';

/**
 * 지급 계좌 변경 (the director only) and 정산 내역 showing each day's payout. Today is Friday
 * 2026-11-27, 12:00 in Seoul, with the sandbox payouts provider.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T03:00:00Z');
const app = await createTestApp(db, { clock });
const config = testConfig();
const adapters = createAdapters(config, db, clock);
const ctx: AppContext = { db, clock, config, adapters };
const approvedSellerId = () => sandboxSellerId(clock.now().getTime() - 2 * SANDBOX_SELLER_REVIEW_MS);

const sellerRow = (instId: string) =>
  db.selectFrom('payout_sellers').selectAll().where('inst_id', '=', instId).executeTakeFirstOrThrow();

describe('지급 계좌 변경', async () => {
  const academy = await createAcademy(db);
  const other = await createAcademy(db);
  const director = await callerFor(app, db, academy.director.id, clock.now());
  const manager = await callerFor(app, db, academy.manager.id, clock.now());
  const otherDirector = await callerFor(app, db, other.director.id, clock.now());
  const url = `/api/insts/${academy.instId}/payouts/seller/account`;
  const newAccount = { bankCode: '004', accountNumber: '123-4567-8901-23', holderName: '한원장' };

  it('refuses before the academy registered', async () => {
    const response = await director.inject({ method: 'PATCH', url, payload: newAccount });
    expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it('changes the account at the provider, keeps it sealed, restarts the review and audits it masked', async () => {
    const sellerId = approvedSellerId();
    await insertSeller(db, adapters.crypto, { instId: academy.instId, sellerId, status: 'APPROVED', at: clock.now() });

    const changed = await director.inject({ method: 'PATCH', url, payload: newAccount });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().seller).toMatchObject({
      bankCode: '004',
      bankName: 'KB국민은행',
      accountNumberMasked: '*********0123',
      holderName: '한원장',
      // The sandbox reviews a changed account again, as a new registration.
      status: 'KYC_REQUIRED',
      checkedAt: clock.now().toISOString(),
    });
    expect(changed.body).not.toContain('12345678901');
    const row = await sellerRow(academy.instId);
    expect(row.seller_id).not.toBe(sellerId);
    expect(adapters.crypto.decrypt(row.account_number_enc, PAYOUT_ACCOUNT_CONTEXT)).toBe('1234567890123');
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'before', 'after'])
      .where('inst_id', '=', academy.instId)
      .where('action', '=', 'payouts.account')
      .execute();
    expect(audit).toEqual([
      {
        action: 'payouts.account',
        actor_user_id: academy.director.id,
        before: expect.objectContaining({ bankCode: '088', account: '********6789', status: 'APPROVED' }),
        after: expect.objectContaining({ bankCode: '004', account: '*********0123', status: 'KYC_REQUIRED' }),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('12345678901');

    // The same account again: nothing to change.
    const same = await director.inject({ method: 'PATCH', url, payload: newAccount });
    expect([same.statusCode, same.json().code]).toEqual([409, 'CONFLICT']);
  });

  it('says in Korean which field is wrong, and changes nothing', async () => {
    const before = await sellerRow(academy.instId);
    const bad = await director.inject({
      method: 'PATCH',
      url,
      payload: { bankCode: '999', accountNumber: '12-34', holderName: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['accountNumber', 'bankCode', 'holderName']);
    expect(fields.accountNumber).toBe('계좌번호 형식이 올바르지 않습니다. 다시 입력해 주세요.');
    expect(fields.bankCode).toMatch(/은행/);
    expect(fields.holderName).toMatch(/예금주/);
    expect(await sellerRow(academy.instId)).toEqual(before);
  });

  it('is the director’s alone: a manager holding every code gets 403, another academy 404, and nothing changes', async () => {
    const before = await sellerRow(academy.instId);
    const payload = { bankCode: '088', accountNumber: '999988887777', holderName: '이실장' };
    await db
      .updateTable('memberships')
      .set({ auth_cd: '000' })
      .where('inst_id', '=', academy.instId)
      .where('user_id', '=', academy.manager.id)
      .execute();
    expect((await manager.inject({ method: 'PATCH', url, payload })).statusCode).toBe(403);
    expect((await otherDirector.inject({ method: 'PATCH', url, payload })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url, payload })).statusCode).toBe(401);
    expect(await sellerRow(academy.instId)).toEqual(before);
    expect(
      await db.selectFrom('payout_sellers').select('inst_id').where('inst_id', '=', other.instId).execute(),
    ).toEqual([]);
  });
});

describe('정산 내역 with each day’s payout', async () => {
  const academy = await createAcademy(db);
  const director = await callerFor(app, db, academy.director.id, clock.now());
  await insertSeller(db, adapters.crypto, {
    instId: academy.instId,
    // Approved long before the first payout below.
    sellerId: sandboxSellerId(Date.parse('2026-11-01T00:00:00Z')),
    status: 'APPROVED',
    at: clock.now(),
  });
  await insertReport(db, academy.instId, '2026-11-24', [100_000]);
  await insertReport(db, academy.instId, '2026-11-25', [50_000, -60_000]);
  await insertReport(db, academy.instId, '2026-11-26', [30_000]);

  it('shows the payout of each day, why a day is not paid, and the month’s paid-out total', async () => {
    // Paid on the 25th for the 24th (done by now), and today for the 26th (still on its way).
    const earlier = fixedClock('2026-11-25T03:00:00Z');
    await payOutSettledDays(
      { db, clock: earlier, config, adapters: createAdapters(config, db, earlier) },
      earlier.now(),
      { instId: academy.instId },
    );
    await db
      .updateTable('provider_settlements')
      .set({ paid_out_date: '2026-11-26' })
      .where('inst_id', '=', academy.instId)
      .where('amount', '=', 30_000)
      .execute();
    await payOutSettledDays(ctx, clock.now(), { instId: academy.instId });

    const response = await director.inject({
      method: 'GET',
      url: `/api/insts/${academy.instId}/settlements?month=2026-11`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    const day = (date: string) => list.days.find((entry: { date: string }) => entry.date === date);
    expect(day('2026-11-24').payout).toEqual({
      status: 'COMPLETED',
      statusLabel: '지급 완료',
      amount: 96_700,
      requestedAt: '2026-11-25T03:00:00.000Z',
      completedAt: clock.now().toISOString(),
      failure: null,
      attempts: 1,
    });
    expect(day('2026-11-24').payoutNote).toBeNull();
    expect(day('2026-11-26').payout).toMatchObject({ status: 'REQUESTED', statusLabel: '지급 요청', amount: 29_010 });
    expect(day('2026-11-25').payout).toBeNull();
    expect(day('2026-11-25').payoutNote).toContain('지급할 금액이 없습니다');
    expect(list.totals.paidOut).toBe(96_700);
  });
});

describe('the payouts job’s local trigger', async () => {
  const academy = await createAcademy(db);
  const other = await createAcademy(db);
  await insertSeller(db, adapters.crypto, {
    instId: academy.instId,
    sellerId: approvedSellerId(),
    status: 'APPROVED',
    at: clock.now(),
  });
  await insertReport(db, academy.instId, '2026-11-26', [10_000]);
  const url = '/api/dev/jobs/books-payouts';
  const payload = { at: clock.now().toISOString(), instId: academy.instId };

  it('runs the job in the director’s academy only', async () => {
    const manager = await callerFor(app, db, academy.manager.id, clock.now());
    const outsider = await callerFor(app, db, other.director.id, clock.now());
    expect((await manager.inject({ method: 'POST', url, payload })).statusCode).toBe(403);
    expect((await outsider.inject({ method: 'POST', url, payload })).statusCode).toBe(404);
    expect(await db.selectFrom('seller_payouts').select('id').where('inst_id', '=', academy.instId).execute()).toEqual(
      [],
    );

    const director = await callerFor(app, db, academy.director.id, clock.now());
    const run = await director.inject({ method: 'POST', url, payload });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toEqual({ requested: 1, completed: 0, failed: 0 });
  });
});
