import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installKoreanErrorMap, labelled } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import { mobileNoSchema, phoneNoSchema } from './phone.schema';

installKoreanErrorMap();

describe('mobileNoSchema', () => {
  it('stores digits only and accepts typed hyphens', () => {
    expect(mobileNoSchema.parse('010-1234-5678')).toBe('01012345678');
    expect(mobileNoSchema.parse(' 010 1234 5678 ')).toBe('01012345678');
  });

  it('reports empty and wrong values in Korean, one message each', () => {
    const empty = mobileNoSchema.safeParse('');
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual(['휴대폰 번호를 입력해 주세요']);
    const wrong = mobileNoSchema.safeParse('011-1234-5678');
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([
      '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    ]);
    expect(mobileNoSchema.safeParse('010abcd5678').success).toBe(false);
  });

  it('can be relabelled for another field without changing the shared schema', () => {
    const form = z.object({ mobileNo: mobileNoSchema, parentMobileNo: labelled(mobileNoSchema, '보호자 휴대폰 번호') });
    const result = form.safeParse({ mobileNo: '', parentMobileNo: '' });
    expect(zodErrorToFields(result.error as z.ZodError)).toEqual({
      mobileNo: '휴대폰 번호를 입력해 주세요',
      parentMobileNo: '보호자 휴대폰 번호를 입력해 주세요',
    });
  });
});

describe('landline and any phone', () => {
  it('accepts what its rule accepts', () => {
    expect(phoneNoSchema.parse('02-123-4567')).toBe('021234567');
    expect(phoneNoSchema.safeParse('12345').success).toBe(false);
    expect(phoneNoSchema.parse('1588-1234')).toBe('15881234');
    expect(phoneNoSchema.parse('010-1234-5678')).toBe('01012345678');
    expect(phoneNoSchema.safeParse('0101234').error?.issues[0]?.message).toBe(
      '전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    );
  });
});
