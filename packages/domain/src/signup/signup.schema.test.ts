import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  birthdateSchema,
  passwordConfirmCheck,
  passwordConfirmShape,
  passwordSchema,
  regionsSchema,
  signupConsentsSchema,
  subjectsSchema,
} from './signup.schema';

installKoreanErrorMap();

const fields = (result: { error?: z.ZodError }) => (result.error ? zodErrorToFields(result.error) : {});

describe('passwordSchema', () => {
  it('asks for a password, then for the policy, one message at a time', () => {
    expect(passwordSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      '비밀번호를 입력해 주세요',
    ]);
    expect(passwordSchema.safeParse('abc').error?.issues.map((issue) => issue.message)).toEqual([
      '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.',
    ]);
    expect(passwordSchema.parse('abcdef12')).toBe('abcdef12');
  });
});

describe('password and confirmation', () => {
  const passwordConfirmSchema = z.object(passwordConfirmShape).check(passwordConfirmCheck);

  it('passes when both match', () => {
    expect(passwordConfirmSchema.parse({ pw: 'abcdef12', pw_confirm: 'abcdef12' })).toEqual({
      pw: 'abcdef12',
      pw_confirm: 'abcdef12',
    });
  });

  it('reports a mismatch on pw_confirm', () => {
    expect(fields(passwordConfirmSchema.safeParse({ pw: 'abcdef12', pw_confirm: 'abcdef13' }))).toEqual({
      pw_confirm: '비밀번호가 일치하지 않습니다.',
    });
  });

  it('asks for an empty confirmation rather than calling it a mismatch', () => {
    expect(fields(passwordConfirmSchema.safeParse({ pw: 'abcdef12', pw_confirm: '' }))).toEqual({
      pw_confirm: '비밀번호 확인을 입력해 주세요',
    });
  });

  it('can be reused inside a larger form', () => {
    const form = z.object({ userInputId: z.string(), ...passwordConfirmShape }).check(passwordConfirmCheck);
    expect(fields(form.safeParse({ userInputId: 'kim', pw: 'abcdef12', pw_confirm: 'x' }))).toEqual({
      pw_confirm: '비밀번호가 일치하지 않습니다.',
    });
  });
});

describe('subjects and regions', () => {
  it('allows at most 10 subjects', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `S${i}`);
    expect(subjectsSchema.parse(ten)).toHaveLength(10);
    expect(subjectsSchema.safeParse([...ten, 'S10']).error?.issues[0]?.message).toBe(
      '과목은 최대 10개까지 선택할 수 있습니다.',
    );
  });

  it('allows at most 5 regions', () => {
    expect(regionsSchema.parse(['11', '26', '27', '28', '29'])).toHaveLength(5);
    expect(regionsSchema.safeParse(['1', '2', '3', '4', '5', '6']).error?.issues[0]?.message).toBe(
      '지역은 최대 5개까지 선택할 수 있습니다.',
    );
  });
});

describe('birthdate and consents', () => {
  it('accepts only real days', () => {
    expect(birthdateSchema.parse('2010-05-17')).toBe('2010-05-17');
    expect(birthdateSchema.safeParse('2010-02-30').error?.issues[0]?.message).toBe(
      '생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    );
    expect(birthdateSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      '생년월일을 입력해 주세요',
    ]);
  });

  it('needs the three required consents', () => {
    const ok = { age14: true, useTerms: true, personalInfo: true, marketing: false, night: false };
    expect(signupConsentsSchema.parse(ok)).toEqual(ok);
    expect(fields(signupConsentsSchema.safeParse({ ...ok, useTerms: false }))).toEqual({
      useTerms: '서비스 이용약관 동의를 선택해 주세요',
    });
  });
});
