import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { CARRIER_LABELS, CARRIERS, IDENTITY_PURPOSES } from './identity.constants';
import { sandboxCodeBody, sandboxConfirmBody, startVerificationBody } from './identity.schema';

installKoreanErrorMap();

/** The first message per field, as the server's error handler reports them. */
function fields(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('identity verification schemas', () => {
  it('knows every purpose and labels every carrier', () => {
    expect(IDENTITY_PURPOSES).toContain('signup-guardian');
    expect(Object.keys(CARRIER_LABELS)).toEqual([...CARRIERS]);
  });

  it('starts a verification for a known purpose only', () => {
    expect(startVerificationBody.safeParse({ purpose: 'signup', returnUrl: '/certiResult' }).success).toBe(true);
    expect(fields(startVerificationBody.safeParse({ purpose: 'lottery', returnUrl: '' }))).toEqual({
      purpose: '본인인증 용도가 올바르지 않습니다.',
      returnUrl: '돌아갈 주소를 확인해 주세요.',
    });
  });

  it('asks the sandbox page for a person, in Korean', () => {
    const person = {
      userNm: '홍길동',
      birthdate: '1985-04-12',
      genderCd: 'M',
      carrier: 'SKT',
      mobileNo: '01012345678',
    };
    expect(sandboxCodeBody.parse({ ...person, userNm: ' 홍길동 ' }).userNm).toBe('홍길동');
    expect(sandboxCodeBody.parse({ ...person, mobileNo: '010-1234-5678' }).mobileNo).toBe('01012345678');
    expect(fields(sandboxCodeBody.safeParse({ ...person, mobileNo: '' }))).toEqual({
      mobileNo: '휴대폰 번호를 입력해 주세요',
    });
    expect(fields(sandboxCodeBody.safeParse({ ...person, userNm: '', carrier: 'SK', mobileNo: '0101234' }))).toEqual({
      userNm: '이름을 입력해 주세요.',
      carrier: '통신사를 선택해 주세요.',
      mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    expect(fields(sandboxConfirmBody.safeParse({ code: '12345' }))).toEqual({
      code: '인증번호 6자리를 입력해 주세요.',
    });
  });
});
