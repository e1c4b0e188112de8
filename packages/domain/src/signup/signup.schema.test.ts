import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCommonPasswords } from '../account/common-passwords';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  birthdateSchema,
  passwordConfirmCheck,
  passwordConfirmShape,
  passwordSchema,
  passwordWithoutLoginIdCheck,
  regionsSchema,
  signupConsentsSchema,
  subjectsSchema,
} from './signup.schema';

installKoreanErrorMap();
// Synchronous parses need the common-password list loaded first, as the server does at start.
beforeAll(() => loadCommonPasswords());

const fields = (result: { error?: z.ZodError }) => (result.error ? zodErrorToFields(result.error) : {});

describe('passwordSchema', () => {
  it('asks for a password, then for the policy, one message at a time', () => {
    expect(passwordSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      '비밀번호를 입력해 주세요',
    ]);
    expect(passwordSchema.safeParse('abc').error?.issues.map((issue) => issue.message)).toEqual([
      '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.',
    ]);
    expect(passwordSchema.parse('maple4tree')).toBe('maple4tree');
  });
});

describe('common passwords', () => {
  it('refuses a password on the list once the policy is met, in any case and with symbols around it', () => {
    for (const common of ['qwer1234', '1q2w3e4r!', 'asdf1234', 'Password1', 'zxcv1234', 'q1w2e3r4', '!!abcd1234']) {
      expect(passwordSchema.safeParse(common).error?.issues.map((issue) => issue.message)).toEqual([
        '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
      ]);
    }
    // Short or digit-only ones already fail the policy, which is what they are told.
    expect(passwordSchema.safeParse('11111111').error?.issues.map((issue) => issue.message)).toEqual([
      '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.',
    ]);
  });

  it('waits for the list in an asynchronous parse, as the web forms do', async () => {
    expect((await passwordSchema.safeParseAsync('qwer1234')).success).toBe(false);
    expect((await passwordSchema.safeParseAsync('maple4tree')).success).toBe(true);
  });
});

describe('password without the login id', () => {
  const form = z.object({ userInputId: z.string(), pw: passwordSchema }).check(passwordWithoutLoginIdCheck);

  it('reports a password holding the login id, in any case, on pw', () => {
    for (const pw of ['kimteacher1', 'KimTeacher7', '7kimteacher!', 'my-KIMTEACHER-2026']) {
      expect(fields(form.safeParse({ userInputId: 'kimteacher', pw }))).toEqual({
        pw: '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.',
      });
    }
    expect(form.parse({ userInputId: 'kimteacher', pw: 'kim2026teacher' }).pw).toBe('kim2026teacher');
  });
});

describe('password and confirmation', () => {
  const passwordConfirmSchema = z.object(passwordConfirmShape).check(passwordConfirmCheck);

  it('passes when both match', () => {
    expect(passwordConfirmSchema.parse({ pw: 'maple4tree', pw_confirm: 'maple4tree' })).toEqual({
      pw: 'maple4tree',
      pw_confirm: 'maple4tree',
    });
  });

  it('reports a mismatch on pw_confirm', () => {
    expect(fields(passwordConfirmSchema.safeParse({ pw: 'maple4tree', pw_confirm: 'maple4trees' }))).toEqual({
      pw_confirm: '비밀번호가 일치하지 않습니다.',
    });
  });

  it('asks for an empty confirmation rather than calling it a mismatch', () => {
    expect(fields(passwordConfirmSchema.safeParse({ pw: 'maple4tree', pw_confirm: '' }))).toEqual({
      pw_confirm: '비밀번호 확인을 입력해 주세요',
    });
  });

  it('can be reused inside a larger form', () => {
    const form = z.object({ userInputId: z.string(), ...passwordConfirmShape }).check(passwordConfirmCheck);
    expect(fields(form.safeParse({ userInputId: 'kim', pw: 'maple4tree', pw_confirm: 'x' }))).toEqual({
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
