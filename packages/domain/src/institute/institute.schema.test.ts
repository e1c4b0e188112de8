import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  instCreateBody,
  instExtraBody,
  instSearchQuery,
  instUpdateBody,
  inviteCodeParams,
  joinApproveBody,
  joinRequestBody,
  regionsBody,
} from './institute.schema';

beforeAll(() => installKoreanErrorMap());

const valid = {
  instNm: '한빛수학학원',
  instTpCd: 'ACADEMY',
  subjects: ['수학'],
  address: '서울특별시 강남구 테헤란로 123',
  detailAddress: '4층',
  telNo: '02-1234-5678',
};

const fieldsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : zodErrorToFields(result.error as never);

describe('instCreateBody', () => {
  it('accepts a complete academy and keeps numbers as digits', () => {
    const parsed = instCreateBody.parse({ ...valid, bizRegNo: '124-81-00998', logoFileNm: 'logo.PNG' });
    expect(parsed).toMatchObject({ telNo: '0212345678', bizRegNo: '1248100998', logoFileNm: 'logo.PNG' });
  });

  it('says in Korean what is missing or malformed', () => {
    const result = instCreateBody.safeParse({
      instNm: ' ',
      instTpCd: 'SCHOOL',
      subjects: [],
      address: '',
      telNo: '1234',
      bizRegNo: '123-45-67890',
      logoFileNm: 'logo.exe',
    });
    expect(fieldsOf(result)).toEqual({
      instNm: '학원명을 입력해 주세요',
      instTpCd: '학원 유형을 선택해 주세요',
      subjects: '과목을 선택해 주세요',
      address: '주소를 입력해 주세요',
      telNo: '전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      bizRegNo: '사업자등록번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      logoFileNm: '로고는 이미지 파일(jpg, jpeg, png, heif, heic)만 사용할 수 있습니다.',
    });
  });

  it('allows at most 10 subjects, dropping repeats first, and limits the name', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `과목${index}`);
    expect(fieldsOf(instCreateBody.safeParse({ ...valid, subjects: eleven }))).toEqual({
      subjects: '과목은 최대 10개까지 선택할 수 있습니다.',
    });
    const repeated = [...Array.from({ length: 10 }, (_, index) => `과목${index}`), '과목0'];
    expect(instCreateBody.parse({ ...valid, subjects: repeated }).subjects).toHaveLength(10);
    expect(fieldsOf(instCreateBody.safeParse({ ...valid, instNm: '가'.repeat(51) }))).toEqual({
      instNm: '학원명은 50자 이하로 입력해 주세요.',
    });
  });

  it('treats an empty business number and logo as none', () => {
    expect(instCreateBody.parse({ ...valid, bizRegNo: '', logoFileNm: '' })).toMatchObject({
      bizRegNo: '',
      logoFileNm: '',
    });
  });
});

describe('instUpdateBody', () => {
  it('takes any subset of the fields with the same rules', () => {
    expect(instUpdateBody.parse({ instNm: '새이름' })).toEqual({ instNm: '새이름' });
    expect(fieldsOf(instUpdateBody.safeParse({ telNo: 'abc' }))).toEqual({
      telNo: '전화번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
  });
});

describe('regions, extra, codes', () => {
  it('allows up to five distinct 시·도 codes', () => {
    expect(regionsBody.parse({ regions: ['11', '11', '41'] })).toEqual({ regions: ['11', '41'] });
    expect(fieldsOf(regionsBody.safeParse({ regions: ['11', '26', '27', '28', '29', '30'] }))).toEqual({
      regions: '지역은 최대 5개까지 선택할 수 있습니다.',
    });
    expect(fieldsOf(regionsBody.safeParse({ regions: ['99'] }))).toEqual({ 'regions.0': '지역을 선택해 주세요' });
  });

  it('limits the introduction to 2,000 characters', () => {
    expect(fieldsOf(instExtraBody.safeParse({ intro: '가'.repeat(2001) }))).toEqual({
      intro: '학원 소개는 2,000자 이하로 입력해 주세요.',
    });
  });

  it('reads invite codes in any case with hyphens, and refuses other shapes', () => {
    expect(inviteCodeParams.parse({ code: 'abcd-2345' })).toEqual({ code: 'ABCD2345' });
    expect(fieldsOf(inviteCodeParams.safeParse({ code: 'abc' }))).toEqual({
      code: '초대 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
    expect(fieldsOf(inviteCodeParams.safeParse({ code: '' }))).toEqual({ code: '초대 코드를 입력해 주세요' });
  });
});

describe('search and join requests', () => {
  it('needs a query or a region', () => {
    expect(instSearchQuery.parse({ q: 'ㅎㅂ' })).toEqual({ q: 'ㅎㅂ', page: 1 });
    expect(instSearchQuery.parse({ region: '11', page: '2' })).toEqual({ q: '', region: '11', page: 2 });
    expect(fieldsOf(instSearchQuery.safeParse({}))).toEqual({ q: '검색어를 입력하거나 지역을 선택해 주세요' });
    expect(fieldsOf(instSearchQuery.safeParse({ q: 'a', page: '0' }))).toEqual({
      page: '페이지는 1 이상으로 입력해 주세요.',
    });
  });

  it('takes a role and an optional short message', () => {
    expect(joinRequestBody.parse({ role: 'parent', message: ' 안녕하세요 ' })).toEqual({
      role: 'parent',
      message: '안녕하세요',
    });
    expect(fieldsOf(joinRequestBody.safeParse({ role: 'boss' }))).toEqual({ role: '가입 유형을 선택해 주세요' });
    expect(fieldsOf(joinRequestBody.safeParse({ role: 'staff', message: '가'.repeat(201) }))).toEqual({
      message: '요청 메시지는 200자 이하로 입력해 주세요.',
    });
    expect(joinApproveBody.parse(undefined)).toBeUndefined();
    expect(fieldsOf(joinApproveBody.safeParse({ relationCd: '020' }))).toEqual({ relationCd: '직책을 선택해 주세요' });
  });
});
