import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import { calculateTuitionRefund } from './tuition.refund';
import { tuitionAmountInputSchema, tuitionAmountSchema, tuitionRefundInputSchema } from './tuition.schema';

installKoreanErrorMap();

describe('tuition amounts', () => {
  it('take whole won', () => {
    expect(tuitionAmountSchema.parse(150000)).toBe(150000);
    expect(tuitionAmountSchema.safeParse(-1).error?.issues[0]?.message).toBe('수강료는 0 이상으로 입력해 주세요.');
  });

  it('read typed input as digits only', () => {
    expect(tuitionAmountInputSchema.parse('150,000원')).toBe(150000);
    expect(tuitionAmountInputSchema.safeParse('원').error?.issues[0]?.message).toBe('수강료를 입력해 주세요');
  });
});

describe('tuitionRefundInputSchema', () => {
  const body = {
    reason: 'student',
    amount: 300000,
    period: { start: '2026-11-01', end: '2026-11-30', unit: 'sessions', total: 12 },
    taught: 3,
    refundDate: '2026-11-10',
  };

  it('accepts a body the refund function can use', () => {
    const parsed = tuitionRefundInputSchema.parse(body);
    expect(calculateTuitionRefund(parsed).amount).toBe(200000);
  });

  it('reports each wrong field in Korean', () => {
    const result = tuitionRefundInputSchema.safeParse({
      ...body,
      reason: 'other',
      period: { ...body.period, start: '2026-11-31', total: 0 },
      refundDate: '',
    });
    expect(result.error && zodErrorToFields(result.error)).toEqual({
      reason: '환불 사유를 선택해 주세요',
      'period.start': '교습 시작일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      'period.total': '총 교습시간은 0보다 크게 입력해 주세요.',
      refundDate: '환불 사유 발생일을 입력해 주세요',
    });
  });

  it('checks the fields against each other', () => {
    const result = tuitionRefundInputSchema.safeParse({
      ...body,
      period: { ...body.period, start: '2026-12-01' },
      taught: 13,
      currentMonth: { total: 4, taught: 5 },
    });
    expect(result.error && zodErrorToFields(result.error)).toEqual({
      'period.end': '교습 종료일은 시작일과 같거나 그 뒤여야 합니다.',
      taught: '진행한 교습시간이 총 교습시간보다 많습니다.',
      'currentMonth.taught': '이번 달 진행한 교습시간이 이번 달 교습시간보다 많습니다.',
    });
  });
});
