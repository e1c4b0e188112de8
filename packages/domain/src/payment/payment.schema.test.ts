import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import { cardPaymentSchema, installmentSchema, wonAmountSchema } from './payment.schema';

installKoreanErrorMap();

describe('payment schemas', () => {
  it('default the installment to a lump sum and refuse 01', () => {
    expect(installmentSchema.parse(undefined)).toBe('00');
    expect(installmentSchema.safeParse('01').error?.issues[0]?.message).toBe('할부 개월을 선택해 주세요');
  });

  it('take whole non-negative won', () => {
    expect(wonAmountSchema.parse(0)).toBe(0);
    expect(wonAmountSchema.safeParse(-1).error?.issues[0]?.message).toBe('금액은 0 이상으로 입력해 주세요.');
    expect(wonAmountSchema.safeParse(10.5).success).toBe(false);
  });

  it('refuse installments below 50,000 won on the installment field', () => {
    expect(cardPaymentSchema.parse({ amount: 50000, installment: '03' })).toEqual({ amount: 50000, installment: '03' });
    expect(cardPaymentSchema.parse({ amount: 1000 })).toEqual({ amount: 1000, installment: '00' });
    const refused = cardPaymentSchema.safeParse({ amount: 49999, installment: '03' });
    expect(refused.error && zodErrorToFields(refused.error)).toEqual({
      installment: '할부는 50,000원 이상 결제할 때 선택할 수 있습니다.',
    });
  });
});
