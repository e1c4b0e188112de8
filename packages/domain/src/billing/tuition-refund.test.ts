import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.rules';
import { computeTuitionRefund, refundDueDate, type TuitionRefundInput } from './tuition-refund';

/** November 2026, six lessons: 1/3 of the teaching is 2 lessons, 1/2 is 3. */
const november: TuitionRefundInput = {
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amount: 300_000,
  refundDate: '2026-11-01',
  lessons: ['2026-11-03', '2026-11-05', '2026-11-10', '2026-11-12', '2026-11-17', '2026-11-19'],
  cause: 'learner',
};
const quitOn = (refundDate: string, input: Partial<TuitionRefundInput> = {}) =>
  computeTuitionRefund({ ...november, ...input, refundDate });

describe('a period of one month or less (learner)', () => {
  it('refunds everything before teaching starts, the day of the first lesson included', () => {
    for (const day of ['2026-11-01', '2026-11-03']) {
      expect(quitOn(day)).toMatchObject({
        amount: 300_000,
        rule: 'full',
        explanation: '수업 시작 전: 교습비 300,000원 전액 환불',
      });
    }
  });

  it('refunds 2/3 before a third of the lessons were held', () => {
    expect(quitOn('2026-11-04')).toMatchObject({
      amount: 200_000,
      rule: 'two_thirds',
      explanation: '총 6회 중 1회 수업(1/3 경과 전): 교습비 300,000원의 2/3인 200,000원 환불',
    });
  });

  it('refunds 1/2 with exactly a third held ("before 1/3" is strict)', () => {
    expect(quitOn('2026-11-06')).toMatchObject({
      amount: 150_000,
      rule: 'half',
      explanation: '총 6회 중 2회 수업(1/2 경과 전): 교습비 300,000원의 1/2인 150,000원 환불',
    });
  });

  it('refunds nothing with exactly half held', () => {
    expect(quitOn('2026-11-11')).toMatchObject({
      amount: 0,
      rule: 'none',
      explanation: '총 6회 중 3회 수업(1/2 경과): 환불할 교습비 없음',
    });
  });

  it('explains the rule in one line, as the director and the parent read it', () => {
    const eight = ['03', '05', '10', '12', '17', '19', '24', '26'].map((d) => `2026-11-${d}`);
    expect(quitOn('2026-11-06', { amount: 200_000, lessons: eight })).toMatchObject({
      amount: 133_334,
      explanation: '총 8회 중 2회 수업(1/3 경과 전): 교습비 200,000원의 2/3인 133,334원 환불',
    });
    expect(quitOn('2026-11-11', { amount: 200_001, lessons: eight }).amount).toBe(100_001);
  });

  it('refunds everything before the period and nothing after it', () => {
    expect(quitOn('2026-10-25')).toMatchObject({ amount: 300_000, rule: 'full' });
    expect(quitOn('2026-12-01')).toMatchObject({
      amount: 0,
      rule: 'none',
      explanation: '교습 기간(11월 1일~11월 30일)이 끝난 뒤: 환불할 교습비 없음',
    });
    expect(quitOn('2026-11-30')).toMatchObject({ amount: 0, rule: 'none' });
  });

  it('refunds everything when the period has no lessons, and ignores lessons outside it', () => {
    expect(quitOn('2026-11-15', { lessons: [] })).toMatchObject({ amount: 300_000, rule: 'full' });
    const withStray = quitOn('2026-11-04', { lessons: ['2026-10-30', ...november.lessons, '2026-12-01'] });
    expect(withStray).toMatchObject({ amount: 200_000, rule: 'two_thirds' });
    expect(withStray.months).toEqual([
      {
        start: '2026-11-01',
        end: '2026-11-30',
        amount: 300_000,
        lessons: 6,
        held: 1,
        rule: 'two_thirds',
        refund: 200_000,
      },
    ]);
  });

  it('counts two lessons on one day as two', () => {
    const twice = ['2026-11-03', '2026-11-03', '2026-11-10', '2026-11-10', '2026-11-17', '2026-11-17'];
    expect(quitOn('2026-11-04', { lessons: twice })).toMatchObject({ rule: 'half', amount: 150_000 });
  });
});

describe('the academy cannot teach', () => {
  it('refunds the share of the lessons not held', () => {
    expect(quitOn('2026-11-11', { cause: 'academy' })).toMatchObject({
      amount: 150_000,
      rule: 'pro_rata',
      explanation: '학원 사정으로 총 6회 중 3회 수업 못 함: 교습비 300,000원의 3/6인 150,000원 환불',
    });
    expect(quitOn('2026-11-04', { cause: 'academy', amount: 100_000 })).toMatchObject({ amount: 83_334 });
  });

  it('refunds everything before teaching starts and nothing once every lesson was held', () => {
    expect(quitOn('2026-11-02', { cause: 'academy' })).toMatchObject({
      amount: 300_000,
      rule: 'full',
      explanation: '학원 사정, 수업 시작 전: 교습비 300,000원 전액 환불',
    });
    expect(quitOn('2026-10-01', { cause: 'academy' }).explanation).toBe(
      '학원 사정, 수업 시작 전: 교습비 300,000원 전액 환불',
    );
    expect(quitOn('2026-11-20', { cause: 'academy' })).toMatchObject({
      amount: 0,
      rule: 'none',
      explanation: '학원 사정, 남은 수업 없음: 환불할 교습비 없음',
    });
  });
});

describe('a longer period', () => {
  /** Three months from 15 November; 8, 8 and 9 lessons; 200,000 won each. */
  const winter: TuitionRefundInput = {
    periodStart: '2026-11-15',
    periodEnd: '2027-02-14',
    amount: 600_000,
    refundDate: '2026-11-15',
    cause: 'learner',
    lessons: [
      ...[
        '2026-11-17',
        '2026-11-19',
        '2026-11-24',
        '2026-11-26',
        '2026-12-01',
        '2026-12-03',
        '2026-12-08',
        '2026-12-10',
      ],
      ...[
        '2026-12-15',
        '2026-12-17',
        '2026-12-22',
        '2026-12-24',
        '2026-12-29',
        '2026-12-31',
        '2027-01-05',
        '2027-01-07',
      ],
      ...['2027-01-15', '2027-01-20', '2027-01-22', '2027-01-27', '2027-01-29', '2027-02-03', '2027-02-05'],
      ...['2027-02-10', '2027-02-12'],
    ],
  };
  const quitWinter = (refundDate: string, input: Partial<TuitionRefundInput> = {}) =>
    computeTuitionRefund({ ...winter, ...input, refundDate });

  it('cuts the period into months from its first day', () => {
    expect(quitWinter('2026-12-23').months.map(({ start, end, lessons }) => [start, end, lessons])).toEqual([
      ['2026-11-15', '2026-12-14', 8],
      ['2026-12-15', '2027-01-14', 8],
      ['2027-01-15', '2027-02-14', 9],
    ]);
    const fromLastDay = computeTuitionRefund({
      ...winter,
      periodStart: '2026-01-31',
      periodEnd: '2026-04-29',
      refundDate: '2026-01-01',
      lessons: [],
    });
    expect(fromLastDay.months.map(({ start, end }) => [start, end])).toEqual([
      ['2026-01-31', '2026-02-27'],
      ['2026-02-28', '2026-03-30'],
      ['2026-03-31', '2026-04-29'],
    ]);
  });

  it('refunds the current month by the rule and the later months in full, the earlier ones not at all', () => {
    const refund = quitWinter('2026-12-23');
    expect(refund).toMatchObject({
      amount: 300_000,
      rule: 'half',
      explanation:
        '12월 15일~1월 14일 총 8회 중 3회 수업(1/2 경과 전): 200,000원의 1/2인 100,000원 + 남은 1개월분 200,000원 = 300,000원 환불',
    });
    expect(refund.months.map(({ rule, refund }) => [rule, refund])).toEqual([
      ['none', 0],
      ['half', 100_000],
      ['full', 200_000],
    ]);
  });

  it('says so when the current month gives nothing back but later months do', () => {
    expect(quitWinter('2026-12-09')).toMatchObject({
      amount: 400_000,
      rule: 'none',
      explanation:
        '11월 15일~12월 14일 총 8회 중 7회 수업(1/2 경과): 이 달 환불 없음 + 남은 2개월분 400,000원 = 400,000원 환불',
    });
    expect(quitWinter('2026-11-16')).toMatchObject({
      amount: 600_000,
      rule: 'full',
      explanation: '11월 15일~12월 14일 수업 시작 전: 200,000원 전액 + 남은 2개월분 400,000원 = 600,000원 환불',
    });
  });

  it('in the last month, refunds by the rule alone', () => {
    expect(quitWinter('2027-02-11')).toMatchObject({
      amount: 0,
      rule: 'none',
      explanation: '1월 15일~2월 14일 총 9회 중 8회 수업(1/2 경과): 환불할 교습비 없음',
    });
    expect(quitWinter('2027-01-16')).toMatchObject({
      amount: 133_334,
      explanation: '1월 15일~2월 14일 총 9회 중 1회 수업(1/3 경과 전): 200,000원의 2/3인 133,334원 환불',
    });
  });

  it('refunds everything before the period and nothing after it', () => {
    const before = quitWinter('2026-11-01');
    expect(before).toMatchObject({
      amount: 600_000,
      rule: 'full',
      explanation: '수업 시작 전: 교습비 600,000원 전액 환불',
    });
    expect(before.months.every((month) => month.rule === 'full')).toBe(true);
    expect(quitWinter('2027-02-15')).toMatchObject({
      amount: 0,
      rule: 'none',
      explanation: '교습 기간(11월 15일~2월 14일)이 끝난 뒤: 환불할 교습비 없음',
    });
  });

  it('gives the academy’s reason its share of the current month plus the later months', () => {
    expect(quitWinter('2026-12-23', { cause: 'academy' })).toMatchObject({
      amount: 325_000,
      rule: 'pro_rata',
      explanation:
        '12월 15일~1월 14일 학원 사정으로 총 8회 중 5회 수업 못 함: 200,000원의 5/8인 125,000원 + 남은 1개월분 200,000원 = 325,000원 환불',
    });
  });

  it('splits the amount evenly, the leftover won to the first month, unless each month’s amount is given', () => {
    expect(quitWinter('2026-11-01', { amount: 100_000 }).months.map((month) => month.amount)).toEqual([
      33_334, 33_333, 33_333,
    ]);
    const prorated = quitWinter('2026-12-23', { amount: 450_000, monthAmounts: [50_000, 200_000, 200_000] });
    expect(prorated.months.map((month) => month.amount)).toEqual([50_000, 200_000, 200_000]);
    expect(prorated.amount).toBe(300_000);
  });

  it('turns a period one day longer than a month into two months', () => {
    const twoMonths = quitOn('2026-11-01', { periodEnd: '2026-12-01' });
    expect(twoMonths.months.map(({ start, end, amount }) => [start, end, amount])).toEqual([
      ['2026-11-01', '2026-11-30', 150_000],
      ['2026-12-01', '2026-12-01', 150_000],
    ]);
  });
});

describe('bad input is a programming error', () => {
  it('refuses dates that do not exist, a period ending before it starts, amounts that are not won', () => {
    expect(() => quitOn('2026-11-31')).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { lessons: ['2026-02-30'] })).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { periodEnd: '2026-10-31' })).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { amount: -1 })).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { amount: 1.5 })).toThrow(RangeError);
  });

  it('refuses month amounts that do not match the months or do not add up', () => {
    expect(() => quitOn('2026-11-04', { monthAmounts: [100_000, 200_000] })).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { monthAmounts: [299_999] })).toThrow(RangeError);
    expect(() => quitOn('2026-11-04', { amount: 0, monthAmounts: [-1, 1] })).toThrow(RangeError);
  });
});

describe('refundDueDate', () => {
  it('is 5 days after the request', () => {
    expect(refundDueDate('2026-11-28')).toBe('2026-12-03');
    expect(refundDueDate('2026-12-30')).toBe('2027-01-04');
  });
});

describe('refunds (property)', () => {
  const scenario = fc.record({
    start: fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2026-01-01', offset)),
    length: fc.integer({ min: 0, max: 200 }),
    amount: fc.integer({ min: 0, max: 3_000_000 }),
    lessonOffsets: fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 40 }),
    refundA: fc.integer({ min: -10, max: 210 }),
    refundB: fc.integer({ min: -10, max: 210 }),
  });

  it('never refund less than nothing or more than was paid; the months add up; later never gives more', () => {
    fc.assert(
      fc.property(scenario, ({ start, length, amount, lessonOffsets, refundA, refundB }) => {
        const periodEnd = addDays(start, length);
        const lessons = lessonOffsets.filter((offset) => offset <= length).map((offset) => addDays(start, offset));
        const at = (offset: number, cause: 'learner' | 'academy') =>
          computeTuitionRefund({
            periodStart: start,
            periodEnd,
            amount,
            lessons,
            cause,
            refundDate: addDays(start, offset),
          });
        const [early, late] = refundA <= refundB ? [refundA, refundB] : [refundB, refundA];
        for (const cause of ['learner', 'academy'] as const) {
          const refund = at(early, cause);
          expect(refund.amount).toBeGreaterThanOrEqual(0);
          expect(refund.amount).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(refund.amount)).toBe(true);
          expect(refund.months.reduce((sum, month) => sum + month.amount, 0)).toBe(amount);
          expect(refund.months.reduce((sum, month) => sum + month.refund, 0)).toBe(refund.amount);
          expect(at(late, cause).amount).toBeLessThanOrEqual(refund.amount);
        }
        // The academy's reason never returns less than the learner's.
        expect(at(early, 'learner').amount).toBeLessThanOrEqual(at(early, 'academy').amount);
      }),
      { numRuns: 300 },
    );
  });
});
