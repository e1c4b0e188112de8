import { describe, expect, it } from 'vitest';
import {
  isPayoutOpen,
  PAYOUT_MAX_RETRIES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  payoutRetryDue,
  refPayoutIdOf,
} from './payouts.rules';
import { payoutAccountBody } from './payouts.schema';

const instId = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('payout references', () => {
  it('are the same for the same academy, day and attempt, and differ otherwise', () => {
    expect(refPayoutIdOf(instId, '2026-11-27', 1)).toBe('p0193a1b2c3d47e5f8a9b0c1d2e3f4a5b202611271');
    expect(refPayoutIdOf(instId, '2026-11-27', 1)).toBe(refPayoutIdOf(instId, '2026-11-27', 1));
    const others = [
      refPayoutIdOf(instId, '2026-11-28', 1),
      refPayoutIdOf(instId, '2026-11-27', 2),
      refPayoutIdOf('0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c', '2026-11-27', 1),
    ];
    expect(new Set([refPayoutIdOf(instId, '2026-11-27', 1), ...others]).size).toBe(4);
  });
});

describe('payout retries', () => {
  const failed = { status: 'FAILED' as const, attempts: 1, lastAttemptDate: '2026-11-27' };

  it('asks a FAILED day again on a later day only, three times after the first request', () => {
    expect(payoutRetryDue(failed, '2026-11-27')).toBe(false);
    expect(payoutRetryDue(failed, '2026-11-28')).toBe(true);
    expect(payoutRetryDue({ ...failed, attempts: PAYOUT_MAX_RETRIES }, '2026-11-28')).toBe(true);
    expect(payoutRetryDue({ ...failed, attempts: PAYOUT_MAX_RETRIES + 1 }, '2026-12-28')).toBe(false);
  });

  it('never asks again a payout that is open or ended otherwise', () => {
    for (const status of PAYOUT_STATUSES.filter((candidate) => candidate !== 'FAILED')) {
      expect([status, payoutRetryDue({ ...failed, status }, '2026-12-01')]).toEqual([status, false]);
    }
    expect(PAYOUT_STATUSES.filter(isPayoutOpen)).toEqual(['REQUESTED', 'IN_PROGRESS']);
    for (const status of PAYOUT_STATUSES) expect(PAYOUT_STATUS_LABELS[status]).toMatch(/^지급 /);
  });
});

describe('payout account body', () => {
  it('keeps the digits of the number, and refuses a bank not in BANKS, a malformed number or no holder', () => {
    expect(
      payoutAccountBody.parse({ bankCode: '004', accountNumber: '123-456 789012', holderName: ' 한원장 ' }),
    ).toEqual({
      bankCode: '004',
      accountNumber: '123456789012',
      holderName: '한원장',
    });
    expect(
      payoutAccountBody.safeParse({ bankCode: '999', accountNumber: '123456789012', holderName: '한' }).success,
    ).toBe(false);
    expect(payoutAccountBody.safeParse({ bankCode: '004', accountNumber: '12-34', holderName: '한' }).success).toBe(
      false,
    );
    expect(
      payoutAccountBody.safeParse({ bankCode: '004', accountNumber: '123456789012', holderName: '' }).success,
    ).toBe(false);
  });
});
