import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { appointedDtSchema, classFixedSchema, payDtTpCdSchema, showYnSchema } from './class.schema';

installKoreanErrorMap();

describe('classFixedSchema', () => {
  it('caps a larger value at 9999 instead of refusing it', () => {
    expect(classFixedSchema.parse(10000)).toBe(9999);
    expect(classFixedSchema.parse(9999)).toBe(9999);
    expect(classFixedSchema.parse(1)).toBe(1);
  });

  it('needs a whole number from 1', () => {
    expect(classFixedSchema.safeParse(0).error?.issues[0]?.message).toBe('정원은 1 이상으로 입력해 주세요.');
    expect(classFixedSchema.safeParse(2.5).success).toBe(false);
    expect(classFixedSchema.safeParse(undefined).error?.issues[0]?.message).toBe('정원을 입력해 주세요');
  });
});

describe('class defaults', () => {
  it('fill in 010, 1 and Y#Y#N#N', () => {
    expect(payDtTpCdSchema.parse(undefined)).toBe('010');
    expect(appointedDtSchema.parse(undefined)).toBe('1');
    expect(showYnSchema.parse(undefined)).toBe('Y#Y#N#N');
  });

  it('check their shapes', () => {
    expect(appointedDtSchema.parse('31')).toBe('31');
    expect(appointedDtSchema.safeParse('32').error?.issues[0]?.message).toBe('청구일을 선택해 주세요');
    expect(appointedDtSchema.safeParse('0').success).toBe(false);
    expect(showYnSchema.safeParse('Y#X').success).toBe(false);
    expect(payDtTpCdSchema.safeParse('10').success).toBe(false);
  });
});
