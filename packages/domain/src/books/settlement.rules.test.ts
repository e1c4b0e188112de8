import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  cardFeeOf,
  expectedPayoutDateOf,
  isSettlementDifference,
  settlementMatchOf,
} from './settlement.rules';

describe('settlement rules', () => {
  it('takes 3.3 % as the fee, cut to the won, and gives it back on a refund', () => {
    expect(cardFeeOf(100_000)).toBe(3_300);
    expect(cardFeeOf(55_555)).toBe(1_833); // 1833.315
    expect(cardFeeOf(999)).toBe(32); // 32.967, never rounded up
    expect(cardFeeOf(-10_000)).toBe(-330);
  });

  it('counts business days past weekends and public holidays', () => {
    // Friday 2026-11-27 → Tuesday 2026-12-01
    expect(addBusinessDays('2026-11-27', 2)).toBe('2026-12-01');
    // 2026-09-24 (Thursday) before 추석 (09-24..26 holidays) and a weekend
    expect(expectedPayoutDateOf('2026-09-23')).toBe('2026-09-29');
    expect(addBusinessDays('2026-11-24', 2)).toBe('2026-11-26');
  });

  it('decides one match state per payment', () => {
    const ours = { netAmount: 100_000, soldDate: '2026-11-02' };
    const right = { amount: 100_000, fee: 3_300, payOutAmount: 96_700 };
    expect(settlementMatchOf(ours, right, '2026-11-30')).toBe('matched');
    expect(settlementMatchOf(ours, { ...right, amount: 90_000, payOutAmount: 86_700 }, '2026-11-30')).toBe(
      'amount_differs',
    );
    // The provider's own numbers do not add up: the fee differs from what was paid out.
    expect(settlementMatchOf(ours, { ...right, fee: 3_500 }, '2026-11-30')).toBe('amount_differs');
    expect(settlementMatchOf(ours, null, '2026-11-04')).toBe('not_settled');
    expect(settlementMatchOf(ours, null, '2026-11-03')).toBe('pending');
    expect(settlementMatchOf(null, right, '2026-11-30')).toBe('not_ours');
    expect(isSettlementDifference('pending')).toBe(false);
    expect(isSettlementDifference('not_ours')).toBe(true);
  });
});
