import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { AppError } from '../../errors/app-error';
import { createSandboxPayouts, SANDBOX_SELLER_REVIEW_MS } from './sandbox';
import { createTossPayouts } from './toss';
import { startTossPayoutsFake } from './toss.fake';
import { decryptJwe, encryptJwe } from './toss-jwe';

const fake = await startTossPayoutsFake();
afterAll(() => fake.close());

const toss = createTossPayouts({ secretKey: fake.secretKey, securityKey: fake.securityKey, apiUrl: fake.url });

const seller = (refSellerId: string) => ({
  refSellerId,
  businessType: 'INDIVIDUAL_BUSINESS' as const,
  company: {
    name: '한빛수학학원',
    representativeName: '한원장',
    businessRegistrationNumber: '1234567890',
    email: 'office@example.com',
    phone: '01012345678',
  },
  account: { bankCode: '088', accountNumber: '110123456789', holderName: '한원장' },
});

describe('Toss payouts v2: sellers', () => {
  it('registers a seller with an encrypted body and reads its KYC status back', async () => {
    const registered = await toss.registerSeller(seller('inst-1'));
    expect(registered).toEqual({ sellerId: expect.stringMatching(/^seller_/), status: 'APPROVAL_REQUIRED' });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe('/v2/sellers');
    expect(request?.headers['tosspayments-api-security-mode']).toBe('ENCRYPTION');
    // Toss's bank code drops the leading 0.
    expect(request?.body).toMatchObject({
      refSellerId: 'inst-1',
      account: { bankCode: '88', accountNumber: '110123456789' },
    });

    fake.setStatus(registered.sellerId, 'KYC_REQUIRED');
    expect(await toss.getSeller(registered.sellerId)).toEqual({
      sellerId: registered.sellerId,
      status: 'KYC_REQUIRED',
    });
  });

  it('keeps Toss’s words for a refusal, and tells an unknown seller and a wrong key apart', async () => {
    await toss.registerSeller(seller('inst-2'));
    const again = await toss.registerSeller(seller('inst-2')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED' });
    expect((again as AppError).message).toContain('이미 등록된 셀러입니다.');
    expect(await refusalCode(toss.getSeller('seller_nobody'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
    const wrongKey = createTossPayouts({ secretKey: 'test_sk_wrong', securityKey: fake.securityKey, apiUrl: fake.url });
    expect(await refusalCode(wrongKey.getSeller('seller_x'))).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
  });

  it('seals a JWE that only the same key opens', () => {
    const token = encryptJwe({ hello: '안녕' }, fake.securityKey);
    expect(token.split('.')).toHaveLength(5);
    expect(decryptJwe(token, fake.securityKey)).toEqual({ hello: '안녕' });
    expect(() => decryptJwe(token, '00'.repeat(32))).toThrow();
  });
});

describe('Toss payouts v2: paying a seller', () => {
  const approved = async (refSellerId: string) => {
    const registered = await toss.registerSeller(seller(refSellerId));
    fake.setStatus(registered.sellerId, 'APPROVED');
    return registered.sellerId;
  };
  const request = (sellerId: string, refPayoutId: string, amount = 96_700) => ({
    refPayoutId,
    sellerId,
    amount,
    payoutDate: '2026-11-28',
    description: '정산1127',
  });

  it('requests a payout as an encrypted array, reads its status back, and answers a repeated reference with the same payout', async () => {
    const sellerId = await approved('inst-p1');
    const payout = await toss.requestPayout(request(sellerId, 'ref-p1'));
    expect(payout).toEqual({
      payoutId: expect.stringMatching(/^payout_/),
      refPayoutId: 'ref-p1',
      status: 'REQUESTED',
      amount: 96_700,
      payoutDate: '2026-11-28',
      failure: null,
    });
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v2/payouts');
    expect(sent?.headers['tosspayments-api-security-mode']).toBe('ENCRYPTION');
    expect(sent?.body).toEqual([
      {
        refPayoutId: 'ref-p1',
        destination: sellerId,
        scheduleType: 'SCHEDULED',
        payoutDate: '2026-11-28',
        amount: { currency: 'KRW', value: 96_700 },
        transactionDescription: '정산1127',
      },
    ]);

    // Sent again after a lost answer: the same payout, not a second one.
    const again = await toss.requestPayout(request(sellerId, 'ref-p1'));
    expect(again.payoutId).toBe(payout.payoutId);
    expect([...fake.payouts.values()].filter((held) => held.refPayoutId === 'ref-p1')).toHaveLength(1);

    fake.setPayoutStatus(payout.payoutId, 'COMPLETED');
    expect(await toss.getPayout(payout.payoutId)).toMatchObject({ status: 'COMPLETED', failure: null });
    fake.setPayoutStatus(payout.payoutId, 'FAILED', '예금주가 일치하지 않아 이체하지 못했습니다.');
    expect(await toss.getPayout(payout.payoutId)).toMatchObject({
      status: 'FAILED',
      failure: '예금주가 일치하지 않아 이체하지 못했습니다.',
    });
    expect(await refusalCode(toss.getPayout('payout_nobody'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });

  it('keeps Toss’s words when it refuses a payout: a seller under review, or any refusal', async () => {
    const registered = await toss.registerSeller(seller('inst-p2'));
    const review = await toss.requestPayout(request(registered.sellerId, 'ref-p2')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(review).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED' });
    expect((review as AppError).message).toContain('KYC 심사가 끝나지 않은 셀러');

    const sellerId = await approved('inst-p3');
    fake.refusePayouts('지급 가능한 잔액이 부족합니다.');
    try {
      const refused = await toss.requestPayout(request(sellerId, 'ref-p3')).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 'PAYMENT_PROVIDER_REFUSED' });
      expect((refused as AppError).message).toContain('지급 가능한 잔액이 부족합니다.');
    } finally {
      fake.refusePayouts(null);
    }
    expect([...fake.payouts.values()].some((held) => held.refPayoutId === 'ref-p3')).toBe(false);
  });

  it('changes the seller’s account (encrypted, bank code without its 0) and answers the review it starts again', async () => {
    const sellerId = await approved('inst-p4');
    const changed = await toss.updateSellerAccount(sellerId, {
      bankCode: '004',
      accountNumber: '12345678901234',
      holderName: '한원장',
    });
    expect(changed).toEqual({ sellerId, status: 'KYC_REQUIRED' });
    const sent = fake.requests.at(-1);
    expect([sent?.method, sent?.path]).toEqual(['POST', `/v2/sellers/${sellerId}`]);
    expect(sent?.body).toEqual({ account: { bankCode: '04', accountNumber: '12345678901234', holderName: '한원장' } });
    expect(
      await refusalCode(
        toss.updateSellerAccount('seller_nobody', { bankCode: '004', accountNumber: '1234567890', holderName: '한' }),
      ),
    ).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });
});

describe('the sandbox payouts provider', () => {
  it('waits for the document review, approves a minute later, and knows no other id', async () => {
    let now = new Date('2026-11-28T01:00:00Z');
    const sandbox = createSandboxPayouts(() => now);
    const registered = await sandbox.registerSeller(seller('inst-3'));
    expect(registered.status).toBe('KYC_REQUIRED');
    now = new Date(now.getTime() + SANDBOX_SELLER_REVIEW_MS - 1);
    expect((await sandbox.getSeller(registered.sellerId)).status).toBe('KYC_REQUIRED');
    now = new Date(now.getTime() + 1);
    expect((await sandbox.getSeller(registered.sellerId)).status).toBe('APPROVED');
    expect(await refusalCode(sandbox.getSeller('seller_x'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });

  it('pays an approved seller on the payout day, the same reference being the same payout, and refuses one under review', async () => {
    // 2026-11-27 10:00 in Seoul.
    let now = new Date('2026-11-27T01:00:00Z');
    const sandbox = createSandboxPayouts(() => now);
    const { sellerId } = await sandbox.registerSeller(seller('inst-5'));
    const ask = { refPayoutId: 'ref-5', sellerId, amount: 43_515, payoutDate: '2026-11-28', description: '정산1127' };
    expect(await refusalCode(sandbox.requestPayout(ask))).toBe('PAYMENT_PROVIDER_REFUSED');

    now = new Date(now.getTime() + SANDBOX_SELLER_REVIEW_MS);
    const payout = await sandbox.requestPayout(ask);
    expect(payout).toMatchObject({
      refPayoutId: 'ref-5',
      status: 'REQUESTED',
      amount: 43_515,
      payoutDate: '2026-11-28',
    });
    expect((await sandbox.requestPayout(ask)).payoutId).toBe(payout.payoutId);
    expect((await sandbox.requestPayout({ ...ask, refPayoutId: 'ref-6' })).payoutId).not.toBe(payout.payoutId);
    // 2026-11-28 00:00 in Seoul: the payout day has come.
    now = new Date('2026-11-27T15:00:00Z');
    expect(await sandbox.getPayout(payout.payoutId)).toMatchObject({ status: 'COMPLETED', amount: 43_515 });
    expect(await refusalCode(sandbox.getPayout('payout_x'))).toBe('PAYMENT_NOT_FOUND_AT_PROVIDER');
  });

  it('starts the review again when the account changes, under a seller id of that time', async () => {
    let now = new Date('2026-11-28T01:00:00Z');
    const sandbox = createSandboxPayouts(() => now);
    const { sellerId } = await sandbox.registerSeller(seller('inst-7'));
    now = new Date(now.getTime() + SANDBOX_SELLER_REVIEW_MS);
    expect((await sandbox.getSeller(sellerId)).status).toBe('APPROVED');
    const changed = await sandbox.updateSellerAccount(sellerId, {
      bankCode: '004',
      accountNumber: '1234567890',
      holderName: '한원장',
    });
    expect(changed.status).toBe('KYC_REQUIRED');
    now = new Date(now.getTime() + SANDBOX_SELLER_REVIEW_MS);
    expect((await sandbox.getSeller(changed.sellerId)).status).toBe('APPROVED');
  });
});
