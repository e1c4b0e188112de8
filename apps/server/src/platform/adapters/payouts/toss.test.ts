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
});
