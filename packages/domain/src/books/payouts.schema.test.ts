import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './payouts.rules';
import { payoutSellerBody } from './payouts.schema';

const valid = {
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

describe('payout seller body', () => {
  it('keeps digits only for the business number, the phone and the account', () => {
    const parsed = payoutSellerBody.parse(valid);
    expect(parsed).toMatchObject({
      businessRegistrationNumber: '1234567890',
      phone: '01012345678',
      accountNumber: '110123456789',
    });
  });

  it('refuses a bank not in BANKS and a malformed account number', () => {
    expect(payoutSellerBody.safeParse({ ...valid, bankCode: '999' }).success).toBe(false);
    expect(payoutSellerBody.safeParse({ ...valid, accountNumber: '12-34' }).success).toBe(false);
    expect(payoutSellerBody.safeParse({ ...valid, businessRegistrationNumber: '12345' }).success).toBe(false);
  });

  it('masks all but the last four digits of an account', () => {
    expect(maskAccountNumber('110123456789')).toBe('********6789');
  });
});
