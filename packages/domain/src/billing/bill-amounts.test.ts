import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billTotals, isRoundExhausted, proratedTuition, roundsUsed } from './bill-amounts';
import { BILL_DISCOUNTS_MAX, BILL_ITEMS_MAX, DISCOUNT_REASON_MAX } from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';

describe('proratedTuition', () => {
  it('bills the share of the month’s lessons from the start day, with the line the bill shows', () => {
    expect(
      proratedTuition({ monthlyAmount: 200_000, lessonsInPeriod: 8, lessonsFromStart: 5, startDate: '2026-11-18' }),
    ).toEqual({ amount: 125_000, explanation: '11월 18일 시작: 수업 8회 중 5회분 (200,000원 × 5/8)' });
  });

  it('drops the share of a won', () => {
    const third = proratedTuition({
      monthlyAmount: 100_000,
      lessonsInPeriod: 3,
      lessonsFromStart: 1,
      startDate: '2026-01-05',
    });
    expect(third).toEqual({ amount: 33_333, explanation: '1월 5일 시작: 수업 3회 중 1회분 (100,000원 × 1/3)' });
    expect(
      proratedTuition({ monthlyAmount: 1_000_000, lessonsInPeriod: 12, lessonsFromStart: 12, startDate: '2026-03-02' })
        .amount,
    ).toBe(1_000_000);
  });

  it('bills nothing when no lesson is left, even in a month without lessons', () => {
    const none = { amount: 0, explanation: `11월 30일 시작: ${BILLING_MESSAGES.noLessonsLeft}` };
    expect(
      proratedTuition({ monthlyAmount: 200_000, lessonsInPeriod: 8, lessonsFromStart: 0, startDate: '2026-11-30' }),
    ).toEqual(none);
    expect(
      proratedTuition({ monthlyAmount: 200_000, lessonsInPeriod: 0, lessonsFromStart: 0, startDate: '2026-11-30' }),
    ).toEqual(none);
  });

  it('refuses what cannot be a month’s lessons or tuition', () => {
    const base = { monthlyAmount: 200_000, lessonsInPeriod: 8, lessonsFromStart: 5, startDate: '2026-11-18' };
    expect(() => proratedTuition({ ...base, monthlyAmount: -1 })).toThrow(RangeError);
    expect(() => proratedTuition({ ...base, monthlyAmount: 0.5 })).toThrow(RangeError);
    expect(() => proratedTuition({ ...base, lessonsFromStart: 9 })).toThrow(RangeError);
    expect(() => proratedTuition({ ...base, lessonsFromStart: -1 })).toThrow(RangeError);
    expect(() => proratedTuition({ ...base, lessonsInPeriod: 8.5 })).toThrow(RangeError);
    expect(() => proratedTuition({ ...base, startDate: '2026-11-31' })).toThrow(RangeError);
  });

  it('is the floor of the exact share: never more, less by under a won', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc
          .integer({ min: 1, max: 40 })
          .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))),
        (monthlyAmount, [lessonsInPeriod, lessonsFromStart]) => {
          const { amount } = proratedTuition({
            monthlyAmount,
            lessonsInPeriod,
            lessonsFromStart,
            startDate: '2026-11-18',
          });
          const exact = monthlyAmount * lessonsFromStart;
          return (
            Number.isInteger(amount) && amount * lessonsInPeriod <= exact && exact < (amount + 1) * lessonsInPeriod
          );
        },
      ),
    );
  });
});

describe('billTotals', () => {
  const tuition = { kind: 'tuition', amount: 250_000 };
  const book = { kind: 'material', amount: 18_000 };
  const sibling = { kind: 'sibling', amount: 25_000, reason: '형제 할인 (둘째)' };

  it('sums the lines less the discounts', () => {
    expect(billTotals([tuition, book], [sibling])).toEqual({
      subtotal: 268_000,
      discount: 25_000,
      total: 243_000,
      issues: [],
    });
    expect(billTotals([tuition], [])).toEqual({ subtotal: 250_000, discount: 0, total: 250_000, issues: [] });
  });

  it('allows a discount of the whole bill (a full scholarship)', () => {
    const full = { kind: 'scholarship', amount: 250_000, reason: '11월 성적 장학' };
    expect(billTotals([tuition], [full])).toEqual({ subtotal: 250_000, discount: 250_000, total: 0, issues: [] });
  });

  it('refuses kinds the law does not allow, naming the ones it does', () => {
    const result = billTotals(
      [tuition, { kind: 'supplementary_class', amount: 50_000 }],
      [{ kind: 'loyalty', amount: 1_000, reason: '오래 다님' }],
    );
    expect(result.issues).toEqual([
      { path: ['items', 1, 'kind'], message: BILLING_MESSAGES.unknownItemKind },
      { path: ['discounts', 0, 'kind'], message: BILLING_MESSAGES.unknownDiscountKind },
    ]);
    expect(BILLING_MESSAGES.unknownItemKind).toContain('교습비, 모의고사비, 재료비, 피복비, 급식비, 기숙사비, 차량비');
    expect(BILLING_MESSAGES.unknownDiscountKind).toContain('형제 할인, 장학금, 기타 할인');
  });

  it('refuses amounts that are not whole won from 0 up to the cap, and leaves them out of the sums', () => {
    const result = billTotals(
      [
        tuition,
        { kind: 'meal', amount: -1 },
        { kind: 'material', amount: 1.5 },
        { kind: 'uniform', amount: Number.NaN },
        { kind: 'dormitory', amount: 100_000_001 },
        { kind: 'mock_exam', amount: 100_000_000 },
      ],
      [{ kind: 'other', amount: 100_000_001, reason: '오류' }],
    );
    expect(result.issues).toEqual([
      { path: ['items', 1, 'amount'], message: BILLING_MESSAGES.amountNotWon },
      { path: ['items', 2, 'amount'], message: BILLING_MESSAGES.amountNotWon },
      { path: ['items', 3, 'amount'], message: BILLING_MESSAGES.amountNotWon },
      { path: ['items', 4, 'amount'], message: '금액은 100,000,000원 이하로 입력해 주세요.' },
      { path: ['discounts', 0, 'amount'], message: '금액은 100,000,000원 이하로 입력해 주세요.' },
    ]);
    expect(result).toMatchObject({ subtotal: 100_250_000, discount: 0, total: 100_250_000 });
  });

  it('refuses discounts worth more than the lines, and says by how much', () => {
    const result = billTotals([book], [sibling]);
    expect(result).toEqual({
      subtotal: 18_000,
      discount: 25_000,
      total: 0,
      issues: [
        {
          path: ['discounts'],
          message: '할인 합계 25,000원이 청구 금액 18,000원보다 많습니다. 할인 금액을 줄여 주세요.',
        },
      ],
    });
  });

  it('keeps a reason with every discount', () => {
    const result = billTotals(
      [tuition],
      [
        { kind: 'sibling', amount: 1_000, reason: '   ' },
        { kind: 'other', amount: 1_000, reason: '가'.repeat(DISCOUNT_REASON_MAX + 1) },
        { kind: 'other', amount: 1_000, reason: ` ${'가'.repeat(DISCOUNT_REASON_MAX)} ` },
      ],
    );
    expect(result.issues).toEqual([
      { path: ['discounts', 0, 'reason'], message: BILLING_MESSAGES.discountReason },
      { path: ['discounts', 1, 'reason'], message: '할인 사유는 100자 이하로 입력해 주세요.' },
    ]);
  });

  it('needs a line, and no more lines or discounts than a bill holds', () => {
    expect(billTotals([], []).issues).toEqual([{ path: ['items'], message: BILLING_MESSAGES.noItems }]);
    const lines = Array.from({ length: BILL_ITEMS_MAX + 1 }, () => book);
    const discounts = Array.from({ length: BILL_DISCOUNTS_MAX + 1 }, () => ({ ...sibling, amount: 1 }));
    expect(billTotals(lines, discounts).issues).toEqual([
      { path: ['items'], message: '청구 항목은 최대 20개까지 넣을 수 있습니다.' },
      { path: ['discounts'], message: '할인은 최대 10개까지 넣을 수 있습니다.' },
    ]);
    expect(billTotals(lines.slice(1), discounts.slice(1)).issues).toEqual([]);
  });

  it('never gives a negative total, and the total is what is left when nothing is wrong', () => {
    const won = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.array(won, { minLength: 1, maxLength: 5 }),
        fc.array(won, { maxLength: 3 }),
        (itemAmounts, discountAmounts) => {
          const result = billTotals(
            itemAmounts.map((amount) => ({ kind: 'tuition', amount })),
            discountAmounts.map((amount) => ({ kind: 'other', amount, reason: '할인' })),
          );
          const subtotal = itemAmounts.reduce((a, b) => a + b, 0);
          const discount = discountAmounts.reduce((a, b) => a + b, 0);
          return (
            result.subtotal === subtotal &&
            result.discount === discount &&
            result.total >= 0 &&
            discount > subtotal === result.issues.length > 0 &&
            (result.issues.length > 0 || result.total === subtotal - discount)
          );
        },
      ),
    );
  });
});

describe('per-round tuition (030)', () => {
  it('uses a round for each lesson attended, late, left early or made up, not for an absence', () => {
    expect(roundsUsed(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP', 'ABSENT'])).toBe(4);
    expect(roundsUsed([])).toBe(0);
  });

  it('is exhausted once every round is used', () => {
    expect(isRoundExhausted(7, 8)).toBe(false);
    expect(isRoundExhausted(8, 8)).toBe(true);
    expect(isRoundExhausted(9, 8)).toBe(true);
    expect(isRoundExhausted(0, 1)).toBe(false);
    expect(() => isRoundExhausted(0, 0)).toThrow(RangeError);
    expect(() => isRoundExhausted(0, 2.5)).toThrow(RangeError);
  });
});
