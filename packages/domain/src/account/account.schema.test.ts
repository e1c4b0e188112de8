import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import { loginBody, passwordChangeBody, passwordResetBody, signupBody, socialStartQuery } from './account.schema';
import { loadCommonPasswords } from './common-passwords';
import { withdrawalBody } from './withdrawal.schema';

beforeAll(() => installKoreanErrorMap());
// Synchronous parses need the common-password list loaded first, as the server does at start.
beforeAll(() => loadCommonPasswords());

const consents = { age14: true, useTerms: true, personalInfo: true, marketing: false, night: false } as const;

describe('signupBody', () => {
  it('accepts a member verified by themselves and normalises the login id', () => {
    const parsed = signupBody.parse({
      consents,
      transId: '0190b7a2-0000-7000-8000-000000000001',
      userInputId: ' Academy1 ',
      pw: 'maple4tree',
      pw_confirm: 'maple4tree',
    });
    expect(parsed.userInputId).toBe('academy1');
  });

  it('explains every bad field in Korean', () => {
    const result = signupBody.safeParse({
      consents: { ...consents, useTerms: false },
      transId: '0190b7a2-0000-7000-8000-000000000001',
      userInputId: '1x',
      pw: 'short',
      pw_confirm: 'short',
      email: 'not-an-email',
      subjects: Array.from({ length: 11 }, (_, i) => `s${i}`),
    });
    expect(result.success).toBe(false);
    const fields = zodErrorToFields(result.error as never);
    expect(Object.keys(fields).sort()).toEqual(['consents.useTerms', 'email', 'pw', 'subjects', 'userInputId']);
    expect(fields.email).toBe('이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.');
    for (const message of Object.values(fields)) expect(message).toMatch(/[가-힣]/);
  });

  it('reports a confirmation that differs from the password on pw_confirm', () => {
    const result = signupBody.safeParse({
      consents,
      transId: '0190b7a2-0000-7000-8000-000000000001',
      userInputId: 'academy1',
      pw: 'maple4tree',
      pw_confirm: 'maple4trees',
    });
    expect(zodErrorToFields(result.error as never)).toEqual({ pw_confirm: '비밀번호가 일치하지 않습니다.' });
  });

  it('needs exactly one verification: the member or a guardian', () => {
    const base = { consents, userInputId: 'child01', pw: 'maple4tree', pw_confirm: 'maple4tree' };
    expect(signupBody.safeParse(base).success).toBe(false);
    const guardian = {
      transId: '0190b7a2-0000-7000-8000-000000000002',
      relationType: '어머니',
      userNm: '김아이',
      birthdate: '2015-03-01',
      genderCd: 'F',
    };
    expect(signupBody.safeParse({ ...base, guardian }).success).toBe(true);
    expect(signupBody.safeParse({ ...base, transId: '0190b7a2-0000-7000-8000-000000000001', guardian }).success).toBe(
      false,
    );
  });
});

describe('new passwords', () => {
  const signup = (userInputId: string, pw: string) =>
    signupBody.safeParse({
      consents,
      transId: '0190b7a2-0000-7000-8000-000000000001',
      userInputId,
      pw,
      pw_confirm: pw,
    });

  it('refuses, at sign-up, a common password and one holding the login id, each with its message on pw', () => {
    expect(zodErrorToFields(signup('kimteacher', 'qwer1234').error as never)).toEqual({
      pw: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    });
    expect(zodErrorToFields(signup('kimteacher', 'KimTeacher2026').error as never)).toEqual({
      pw: '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.',
    });
    // The id typed with spaces and capitals is the id that is compared.
    expect(zodErrorToFields(signup(' KimTeacher ', 'kimteacher99').error as never)).toEqual({
      pw: '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.',
    });
    expect(signup('kimteacher', 'maple4tree').success).toBe(true);
  });

  it('refuses a common password on reset and change too (the login id is the server’s to check there)', () => {
    const reset = passwordResetBody.safeParse({ resetToken: 't', pw: '1q2w3e4r!', pw_confirm: '1q2w3e4r!' });
    expect(zodErrorToFields(reset.error as never)).toEqual({
      pw: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    });
    const change = passwordChangeBody.safeParse({ currentPw: 'x', pw: 'password1', pw_confirm: 'password1' });
    expect(zodErrorToFields(change.error as never)).toEqual({
      pw: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    });
  });
});

describe('loginBody', () => {
  it('keeps the session by default and asks for both fields', () => {
    expect(loginBody.parse({ userInputId: 'Director', pw: 'x' })).toEqual({
      userInputId: 'director',
      pw: 'x',
      keep: true,
    });
    const result = loginBody.safeParse({ userInputId: '', pw: '' });
    expect(zodErrorToFields(result.error as never)).toEqual({
      userInputId: '아이디를 입력해 주세요',
      pw: '비밀번호를 입력해 주세요',
    });
  });
});

describe('withdrawalBody', () => {
  it('needs a password or a verification', () => {
    expect(withdrawalBody.safeParse({ reason: 'Opinion' }).success).toBe(false);
    expect(withdrawalBody.safeParse({ reason: 'Opinion', pw: 'x' }).success).toBe(true);
    expect(withdrawalBody.safeParse({ reason: 'Nope', pw: 'x' }).success).toBe(false);
  });
});

describe('socialStartQuery', () => {
  it('takes a path on this site only, not a protocol-relative address', () => {
    expect(socialStartQuery.parse({ next: '/v3/MyPage?tab=1' }).next).toBe('/v3/MyPage?tab=1');
    expect(socialStartQuery.parse({}).next).toBeUndefined();
    for (const next of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      expect(socialStartQuery.safeParse({ next }).success).toBe(false);
    }
  });
});
