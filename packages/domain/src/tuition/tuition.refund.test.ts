import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.rules';
import {
  billingMonths,
  calculateTuitionRefund,
  REFUND_DUE_DAYS,
  REFUND_RULE_LABELS,
  splitByWeights,
  type TuitionRefundInput,
} from './tuition.refund';

/** November 2026: one month, 1,200 minutes of teaching, 300,000 won. */
const month: TuitionRefundInput = {
  reason: 'student',
  amount: 300_000,
  period: { start: '2026-11-01', end: '2026-11-30', unit: 'minutes', total: 1200 },
  taught: 0,
  refundDate: '2026-11-10',
};
const refund = (changes: Partial<TuitionRefundInput>) => calculateTuitionRefund({ ...month, ...changes });

describe('student quits, period of a month or less', () => {
  it('refunds everything before teaching starts', () => {
    const result = refund({ taught: 0 });
    expect([result.amount, result.rule]).toEqual([300_000, 'full']);
    expect(result.explanation).toBe(
      '아직 교습이 시작되지 않아 낸 교습비 300,000원 전액을 2026.11.15 (일)까지 돌려드립니다.',
    );
    const early = refund({ refundDate: '2026-10-25' });
    expect([early.amount, early.rule, early.dueBy]).toEqual([300_000, 'full', '2026-10-30']);
    expect(early.explanation).toBe('교습 시작 전이므로 낸 교습비 300,000원 전액을 2026.10.30 (금)까지 돌려드립니다.');
  });

  it('refunds 2/3 just under a third (399 of 1,200 minutes)', () => {
    const result = refund({ taught: 399 });
    expect([result.amount, result.rule]).toEqual([200_000, 'twoThirds']);
    expect(result.explanation).toBe(
      '총 1,200분 중 399분이 진행되어 총 교습시간의 1/3이 지나기 전이므로 교습비 300,000원의 2/3인 200,000원을 2026.11.15 (일)까지 돌려드립니다.',
    );
  });

  it('refunds 1/2 at exactly a third (400 of 1,200)', () => {
    expect([refund({ taught: 400 }).amount, refund({ taught: 400 }).rule]).toEqual([150_000, 'half']);
  });

  it('refunds 1/2 just under half (599 of 1,200)', () => {
    const result = refund({ taught: 599 });
    expect([result.amount, result.rule]).toEqual([150_000, 'half']);
    expect(result.explanation).toContain('1/2이 지나기 전이므로 교습비 300,000원의 1/2인 150,000원을');
  });

  it('refunds nothing at exactly half and after', () => {
    for (const taught of [600, 601, 1200]) {
      const result = refund({ taught });
      expect([taught, result.amount, result.rule]).toEqual([taught, 0, 'none']);
    }
    expect(refund({ taught: 600 }).explanation).toBe(
      '총 1,200분 중 600분이 진행되어 총 교습시간의 1/2이 지났으므로 돌려드릴 교습비가 없습니다.',
    );
  });

  it('refunds nothing once the period is over', () => {
    const result = refund({ taught: 1200, refundDate: '2026-12-01' });
    expect([result.amount, result.rule]).toEqual([0, 'none']);
    expect(result.explanation).toBe('교습 기간(2026.11.01~2026.11.30)이 끝나 돌려드릴 교습비가 없습니다.');
  });

  it('counts sessions with the right particle', () => {
    const sessions = refund({ period: { ...month.period, unit: 'sessions', total: 12 }, taught: 3 });
    expect(sessions.explanation).toMatch(/^총 12회 중 3회가 진행되어/);
    expect(sessions.amount).toBe(200_000);
  });

  it('rounds up to the won, never below the statutory amount', () => {
    const odd = refund({ amount: 100_000, taught: 1 });
    expect(odd.amount).toBe(66_667); // 2/3 of 100,000 = 66,666.67
    const half = refund({ amount: 99_999, taught: 500 });
    expect(half.amount).toBe(50_000); // 1/2 of 99,999 = 49,999.5
  });

  it('treats a period of less than a month the same way', () => {
    const short = calculateTuitionRefund({
      ...month,
      period: { start: '2026-11-16', end: '2026-11-30', unit: 'sessions', total: 6 },
      taught: 1,
      refundDate: '2026-11-18',
    });
    expect([short.months, short.amount, short.rule]).toEqual([1, 200_000, 'twoThirds']);
  });
});

describe('student quits, period longer than a month', () => {
  /** Three whole months, 300,000 won, 3,600 minutes (1,200 a month). */
  const quarter: TuitionRefundInput = {
    reason: 'student',
    amount: 300_000,
    period: { start: '2026-11-01', end: '2027-01-31', unit: 'minutes', total: 3600 },
    taught: 0,
    refundDate: '2026-11-05',
  };
  const refund3 = (changes: Partial<TuitionRefundInput>) => calculateTuitionRefund({ ...quarter, ...changes });

  it('refunds the current month by the rule plus the later months in full', () => {
    const result = refund3({ taught: 200 });
    expect(result.amount).toBe(66_667 + 200_000);
    expect(result.rule).toBe('twoThirds');
    expect(result.months).toBe(3);
    expect(result.currentMonth).toEqual({ start: '2026-11-01', end: '2026-11-30', amount: 100_000, refund: 66_667 });
    expect(result.laterMonths).toEqual({ count: 2, amount: 200_000 });
    expect(result.explanation).toBe(
      '이번 달(2026.11.01~2026.11.30) 교습비 100,000원은 교습시간의 16%가 진행되어 1/3이 지나기 전이므로 2/3인 66,667원, 남은 2개월분 200,000원은 전액으로, 모두 266,667원을 2026.11.10 (화)까지 돌려드립니다.',
    );
  });

  it('measures the current month from the time taught in earlier months', () => {
    // 1,600 minutes by 10 December: 1,200 in November, 400 of December's 1,200 = exactly 1/3 → 1/2.
    const result = refund3({ taught: 1600, refundDate: '2026-12-10' });
    expect([result.rule, result.amount]).toEqual(['half', 50_000 + 100_000]);
    expect(refund3({ taught: 1599, refundDate: '2026-12-10' }).rule).toBe('twoThirds');
    const none = refund3({ taught: 1800, refundDate: '2026-12-20' });
    expect([none.rule, none.amount]).toEqual(['none', 100_000]);
    expect(none.explanation).toContain(
      '1/2이 지나 돌려드릴 금액이 없고, 남은 1개월분 100,000원은 전액으로, 모두 100,000원을',
    );
  });

  it('refunds a month whose teaching has not started in full', () => {
    const result = refund3({ taught: 2400, refundDate: '2027-01-02' });
    expect([result.rule, result.amount]).toEqual(['full', 100_000]);
    expect(result.explanation).toBe(
      '이번 달(2027.01.01~2027.01.31) 교습비 100,000원은 아직 교습이 시작되지 않아 전액인 100,000원을 2027.01.07 (목)까지 돌려드립니다.',
    );
  });

  it('refunds nothing past half of the last month', () => {
    const result = refund3({ taught: 3600, refundDate: '2027-01-31' });
    expect(result.amount).toBe(0);
    expect(result.explanation).toContain('남은 달도 없어 돌려드릴 교습비가 없습니다.');
  });

  it('uses the real teaching time of the current month when given', () => {
    const result = refund3({ taught: 1000, refundDate: '2026-12-10', currentMonth: { total: 1000, taught: 300 } });
    expect([result.rule, result.amount]).toEqual(['twoThirds', 66_667 + 100_000]);
    expect(result.explanation).toContain('1,000분 중 300분이 진행되어');
  });

  it('weighs a short last month by its days', () => {
    const result = calculateTuitionRefund({
      reason: 'student',
      amount: 100_000,
      period: { start: '2026-11-01', end: '2026-12-10', unit: 'sessions', total: 16 },
      taught: 2,
      refundDate: '2026-11-05',
    });
    // Weights 31 (a whole month) and 10 (10 of December's 31 days): 75,610 + 24,390.
    expect(result.currentMonth?.amount).toBe(75_610);
    expect(result.laterMonths).toEqual({ count: 1, amount: 24_390 });
    expect(result.amount).toBe(50_407 + 24_390); // 2/3 of 75,610 rounded up, plus December
  });
});

describe('academy cannot teach', () => {
  const academy = (changes: Partial<TuitionRefundInput>) => refund({ reason: 'academy', taught: 400, ...changes });

  it('refunds the remaining days pro rata', () => {
    const result = academy({ refundDate: '2026-11-11' });
    expect([result.amount, result.rule]).toEqual([200_000, 'proRata']);
    expect(result.explanation).toBe(
      '학원 사정으로 교습을 할 수 없게 되어 교습비 300,000원을 전체 30일 중 남은 20일로 일할 계산한 200,000원을 2026.11.16 (월)까지 돌려드립니다.',
    );
  });

  it('refunds everything before the start and nothing after the end', () => {
    expect(academy({ refundDate: '2026-11-01' }).amount).toBe(300_000);
    expect(academy({ refundDate: '2026-10-01' }).explanation).toBe(
      '학원 사정으로 교습을 할 수 없게 되어 교습비 300,000원 전액을 2026.10.06 (화)까지 돌려드립니다.',
    );
    expect(academy({ refundDate: '2026-11-30' }).amount).toBe(10_000);
    const after = academy({ refundDate: '2026-12-01' });
    expect(after.amount).toBe(0);
    expect(after.explanation).toBe('교습 기간(2026.11.01~2026.11.30)이 끝난 뒤여서 돌려드릴 교습비가 없습니다.');
  });

  it('rounds the daily share up to the won', () => {
    expect(academy({ amount: 100_000, refundDate: '2026-11-30' }).amount).toBe(3334); // 100,000 / 30
  });
});

describe('input checks', () => {
  it('refuses impossible input', () => {
    expect(() => refund({ amount: -1 })).toThrow(RangeError);
    expect(() => refund({ amount: 1.5 })).toThrow(RangeError);
    expect(() => refund({ taught: 1201 })).toThrow(RangeError);
    expect(() => refund({ period: { ...month.period, total: 0 } })).toThrow(RangeError);
    expect(() => refund({ period: { ...month.period, start: '2026-12-01' } })).toThrow(RangeError);
    expect(() => refund({ refundDate: '2026-11-31' })).toThrow(RangeError);
    expect(() => refund({ currentMonth: { total: 10, taught: 11 } })).toThrow(RangeError);
    expect(() => billingMonths('2026-12-01', '2026-11-01')).toThrow(RangeError);
  });

  it('names the rules and the due days', () => {
    expect(REFUND_DUE_DAYS).toBe(5);
    expect(REFUND_RULE_LABELS.twoThirds).toBe('2/3');
  });
});

describe('billing months and splits', () => {
  it('cuts a period from its start day', () => {
    expect(billingMonths('2026-11-15', '2027-01-14').map((m) => [m.start, m.end])).toEqual([
      ['2026-11-15', '2026-12-14'],
      ['2026-12-15', '2027-01-14'],
    ]);
    expect(billingMonths('2026-01-31', '2026-03-30').map((m) => [m.start, m.end, m.days])).toEqual([
      ['2026-01-31', '2026-02-27', 28],
      ['2026-02-28', '2026-03-30', 31],
    ]);
    expect(billingMonths('2026-11-01', '2026-11-01')).toEqual([
      { start: '2026-11-01', end: '2026-11-01', days: 1, fullDays: 30 },
    ]);
  });

  it('splits amounts into whole won that add up exactly', () => {
    expect(splitByWeights(100_000, [1, 1, 1])).toEqual([33_334, 33_333, 33_333]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 31 }), { minLength: 1, maxLength: 24 }),
        (amount, weights) => {
          const parts = splitByWeights(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          return (
            parts.reduce((a, b) => a + b, 0) === amount &&
            parts.every(
              (part, i) => Number.isInteger(part) && Math.abs(part - (amount * (weights[i] ?? 0)) / total) < 1,
            )
          );
        },
      ),
    );
  });
});

describe('refund properties', () => {
  const scenario = fc
    .record({
      reason: fc.constantFrom<'student' | 'academy'>('student', 'academy'),
      amount: fc.integer({ min: 0, max: 5_000_000 }),
      startOffset: fc.integer({ min: 0, max: 800 }),
      length: fc.integer({ min: 0, max: 200 }),
      unit: fc.constantFrom<'sessions' | 'minutes'>('sessions', 'minutes'),
      total: fc.integer({ min: 1, max: 5000 }),
      a: fc.double({ min: 0, max: 1, noNaN: true }),
      b: fc.double({ min: 0, max: 1, noNaN: true }),
      dayA: fc.integer({ min: -20, max: 230 }),
      dayB: fc.integer({ min: -20, max: 230 }),
    })
    .map((s) => {
      const start = addDays('2026-01-01', s.startOffset);
      const base = {
        reason: s.reason,
        amount: s.amount,
        period: { start, end: addDays(start, s.length), unit: s.unit, total: s.total },
      };
      const [low, high] = [Math.floor(Math.min(s.a, s.b) * s.total), Math.floor(Math.max(s.a, s.b) * s.total)];
      const [early, late] = [Math.min(s.dayA, s.dayB), Math.max(s.dayA, s.dayB)];
      return { base, low, high, early: addDays(start, early), late: addDays(start, late) };
    });

  it('is whole won between 0 and the amount paid', () => {
    fc.assert(
      fc.property(scenario, ({ base, low, early }) => {
        const { amount } = calculateTuitionRefund({ ...base, taught: low, refundDate: early });
        return Number.isInteger(amount) && amount >= 0 && amount <= base.amount;
      }),
    );
  });

  it('never grows as more is taught by the same day', () => {
    fc.assert(
      fc.property(scenario, ({ base, low, high, early }) => {
        const less = calculateTuitionRefund({ ...base, taught: low, refundDate: early }).amount;
        const more = calculateTuitionRefund({ ...base, taught: high, refundDate: early }).amount;
        return more <= less;
      }),
    );
  });

  it('never grows as the refund date moves later with at least as much taught', () => {
    fc.assert(
      fc.property(scenario, ({ base, low, high, early, late }) => {
        const sooner = calculateTuitionRefund({ ...base, taught: low, refundDate: early }).amount;
        const later = calculateTuitionRefund({ ...base, taught: high, refundDate: late }).amount;
        return later <= sooner;
      }),
    );
  });

  it('is due five days after the reason arises', () => {
    fc.assert(
      fc.property(scenario, ({ base, low, early }) => {
        return calculateTuitionRefund({ ...base, taught: low, refundDate: early }).dueBy === addDays(early, 5);
      }),
    );
  });
});
