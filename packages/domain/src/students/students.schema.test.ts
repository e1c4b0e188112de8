import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  changeStatusBody,
  DUPLICATE_GUARDIAN_MOBILE_MESSAGE,
  duplicatesBody,
  memoBody,
  registerStudentBody,
  studentsListQuery,
} from './students.schema';

beforeAll(() => installKoreanErrorMap());

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) => (result.error ? zodErrorToFields(result.error) : {});

describe('registerStudentBody', () => {
  it('accepts a student with guardians, cleans the name and numbers, and defaults the rest', () => {
    const parsed = registerStudentBody.parse({
      studentNm: ' 김 민준! ',
      birthdate: '2012-03-15',
      genderCd: 'M',
      schoolNm: '한빛중학교',
      gradeYear: 8,
      mobileNo: '010-1234-5678',
      guardians: [{ guardianNm: '김보호', mobileNo: '010 9876 5432', relationType: '어머니' }],
    });
    expect(parsed.studentNm).toBe('김민준');
    expect(parsed.mobileNo).toBe('01012345678');
    expect(parsed.guardians[0]?.mobileNo).toBe('01098765432');
    expect(parsed.classIds).toEqual([]);
    expect(parsed.inviteGuardians).toBe(false);
  });

  it('takes empty optional fields as none', () => {
    const parsed = registerStudentBody.parse({
      studentNm: '이서연',
      birthdate: '2014-09-17',
      mobileNo: '',
      schoolNm: '',
    });
    expect(parsed.mobileNo).toBe('');
    expect(parsed.genderCd).toBeUndefined();
  });

  it('explains every bad field in Korean', () => {
    const result = registerStudentBody.safeParse({
      studentNm: '!!',
      birthdate: '2012-02-30',
      gradeYear: 13,
      mobileNo: '02-123-4567',
      guardians: [
        { guardianNm: '김보호', mobileNo: '01098765432', relationType: '어머니' },
        { guardianNm: '', mobileNo: '010-9876-5432', relationType: '삼촌' },
      ],
    });
    expect(fieldsOf(result)).toEqual({
      studentNm: '이름을 입력해 주세요',
      birthdate: '생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      gradeYear: '학년은 12 이하로 입력해 주세요.',
      mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      'guardians.1.guardianNm': '보호자 이름을 입력해 주세요',
      'guardians.1.relationType': '관계를 선택해 주세요',
    });
  });

  it('refuses the same guardian mobile twice', () => {
    const result = registerStudentBody.safeParse({
      studentNm: '김민준',
      birthdate: '2012-03-15',
      guardians: [
        { guardianNm: '김보호', mobileNo: '01098765432', relationType: '어머니' },
        { guardianNm: '김아빠', mobileNo: '010-9876-5432', relationType: '아버지' },
      ],
    });
    expect(fieldsOf(result)).toEqual({ 'guardians.1.mobileNo': DUPLICATE_GUARDIAN_MOBILE_MESSAGE });
  });

  it('allows at most four guardians', () => {
    const guardian = (n: number) => ({ guardianNm: '김보호', mobileNo: `0109876543${n}`, relationType: '기타' });
    const result = registerStudentBody.safeParse({
      studentNm: '김민준',
      birthdate: '2012-03-15',
      guardians: [1, 2, 3, 4, 5].map(guardian),
    });
    expect(fieldsOf(result)).toEqual({ guardians: '보호자는 최대 4개까지 선택할 수 있습니다.' });
  });
});

describe('other bodies', () => {
  it('asks a reason when pausing or leaving, not when coming back', () => {
    expect(fieldsOf(changeStatusBody.safeParse({ toStatus: 'paused', effectiveDate: '2026-11-22' }))).toEqual({
      reason: '사유를 입력해 주세요',
    });
    expect(changeStatusBody.safeParse({ toStatus: 'enrolled', effectiveDate: '2026-11-22' }).success).toBe(true);
    expect(fieldsOf(changeStatusBody.safeParse({ toStatus: 'gone', effectiveDate: 'x', reason: '이사' }))).toEqual({
      toStatus: '상태를 선택해 주세요',
      effectiveDate: '적용일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
  });

  it('checks duplicates by name with an optional birth date and mobile', () => {
    expect(duplicatesBody.parse({ studentNm: '김민준', birthdate: '' })).toEqual({
      studentNm: '김민준',
      birthdate: '',
    });
    expect(fieldsOf(duplicatesBody.safeParse({ studentNm: '' }))).toEqual({ studentNm: '이름을 입력해 주세요' });
  });

  it('needs a memo text', () => {
    expect(fieldsOf(memoBody.safeParse({ memoDate: '2026-11-22', content: '  ' }))).toEqual({
      content: '메모 내용을 입력해 주세요',
    });
  });

  it('pages the list with defaults and bounds', () => {
    expect(studentsListQuery.parse({})).toEqual({ page: 1, size: 20 });
    expect(studentsListQuery.parse({ page: '3', size: '50', status: 'paused', q: 'ㄱㅁ' })).toEqual({
      page: 3,
      size: 50,
      status: 'paused',
      q: 'ㄱㅁ',
    });
    expect(studentsListQuery.safeParse({ size: '101' }).success).toBe(false);
  });
});
