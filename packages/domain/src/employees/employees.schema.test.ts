import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  auditLogQuery,
  bulkPermissionBody,
  employeeConnectionBody,
  employeeInfoBody,
  employeeListQuery,
  registerEmployeeBody,
  updatePermissionBody,
} from './employees.schema';

beforeAll(() => installKoreanErrorMap());

const fieldsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : zodErrorToFields(result.error as never);

const USER_A = '019a0000-0000-7000-8000-000000000001';
const USER_B = '019a0000-0000-7000-8000-000000000002';

describe('registerEmployeeBody', () => {
  it('takes a name, a mobile number with separators and a role', () => {
    expect(registerEmployeeBody.parse({ userNm: ' 박강사 ', mobileNo: '010-1234-5678', relationCd: '050' })).toEqual({
      userNm: '박강사',
      mobileNo: '01012345678',
      relationCd: '050',
    });
  });

  it('explains each bad field in Korean', () => {
    const fields = fieldsOf(registerEmployeeBody.safeParse({ userNm: '', mobileNo: '0212345678', relationCd: '020' }));
    expect(fields).toEqual({
      userNm: '이름을 입력해 주세요',
      mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      relationCd: '역할을 선택해 주세요',
    });
    expect(fieldsOf(registerEmployeeBody.safeParse({ userNm: '가' }))).toMatchObject({
      mobileNo: '휴대폰 번호를 입력해 주세요',
      relationCd: '역할을 선택해 주세요',
    });
  });
});

describe('permission bodies', () => {
  it('stores the canonical authCd', () => {
    expect(updatePermissionBody.parse({ authCd: '042#041' })).toEqual({ authCd: '040#041#042' });
    expect(updatePermissionBody.parse({ authCd: '' })).toEqual({ authCd: '' });
  });

  it('refuses unknown codes with a Korean message', () => {
    expect(fieldsOf(updatePermissionBody.safeParse({ authCd: '041#099' }))).toEqual({
      authCd: '권한 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    expect(fieldsOf(updatePermissionBody.safeParse({}))).toEqual({ authCd: '권한을 입력해 주세요' });
  });

  it('needs one to a hundred distinct staff members', () => {
    expect(bulkPermissionBody.parse({ userIds: [USER_A, USER_B], authCd: '041' }).userIds).toHaveLength(2);
    expect(fieldsOf(bulkPermissionBody.safeParse({ userIds: [], authCd: '041' })).userIds).toMatch(/직원/);
    expect(fieldsOf(bulkPermissionBody.safeParse({ userIds: [USER_A, USER_A], authCd: '041' }))).toEqual({
      userIds: '같은 직원이 두 번 선택되었습니다.',
    });
  });
});

describe('other bodies and queries', () => {
  it('changes a role or ends employment', () => {
    expect(employeeConnectionBody.parse({ type: 'role', relationCd: '030' })).toEqual({
      type: 'role',
      relationCd: '030',
    });
    expect(employeeConnectionBody.parse({ type: 'end' })).toEqual({ type: 'end' });
    expect(employeeConnectionBody.safeParse({ type: 'role', relationCd: '020' }).success).toBe(false);
  });

  it('limits the display name and memo', () => {
    expect(employeeInfoBody.parse({ displayNm: ' 김쌤 ', memo: '' })).toEqual({ displayNm: '김쌤', memo: '' });
    expect(fieldsOf(employeeInfoBody.safeParse({ displayNm: '가'.repeat(31), memo: '' }))).toEqual({
      displayNm: '표시 이름은 30자 이하로 입력해 주세요.',
    });
  });

  it('defaults the list filter and the audit page', () => {
    expect(employeeListQuery.parse({})).toEqual({ status: 'active' });
    expect(auditLogQuery.parse({ page: '3' })).toEqual({ page: 3 });
    expect(auditLogQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
