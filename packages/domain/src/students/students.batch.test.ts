import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import {
  BATCH_EXAMPLE_CELLS,
  BATCH_MESSAGES,
  emptyBatchCells,
  isBlankRow,
  isExampleRow,
  matchBatchHeaders,
  normalizeSheetMobile,
  parseBatchRow,
} from './students.batch';

beforeAll(() => installKoreanErrorMap());

describe('batch rows', () => {
  const today = '2026-11-22';
  const cells = (overrides: Partial<ReturnType<typeof emptyBatchCells>>) => ({ ...emptyBatchCells(), ...overrides });

  it('matches the template headers, ignoring spaces and required marks', () => {
    expect(matchBatchHeaders(['이름*', '생년 월일', '메모', '무엇'])).toEqual({
      columns: { studentNm: 0, birthdate: 1, memo: 2 },
      missing: [],
    });
    expect(matchBatchHeaders(['성명', '생년월일']).missing).toEqual(['studentNm']);
  });

  it('reads a full row', () => {
    const result = parseBatchRow(
      cells({
        studentNm: '김민준',
        birthdate: '2012.03.15',
        genderCd: '남',
        schoolNm: '한빛중학교',
        gradeYear: '중2',
        mobileNo: '1012345678',
        guardianNm: '김보호',
        guardianRelation: '',
        guardianMobileNo: '010-9876-5432',
        memo: '심화반',
      }),
      today,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        studentNm: '김민준',
        birthdate: '2012-03-15',
        genderCd: 'M',
        schoolNm: '한빛중학교',
        gradeYear: 8,
        mobileNo: '01012345678',
        guardian: { guardianNm: '김보호', mobileNo: '01098765432', relationType: '기타' },
        memo: '심화반',
      },
    });
  });

  it('explains each bad cell in Korean', () => {
    const result = parseBatchRow(
      cells({
        studentNm: '',
        birthdate: '2030-01-01',
        genderCd: '?',
        gradeYear: '대1',
        mobileNo: '123',
        guardianNm: '박보호',
        guardianRelation: '삼촌',
      }),
      today,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        studentNm: '이름을 입력해 주세요',
        birthdate: '생년월일은 오늘보다 이전 날짜로 입력해 주세요.',
        genderCd: BATCH_MESSAGES.gender,
        gradeYear: BATCH_MESSAGES.grade,
        mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.',
        guardianRelation: BATCH_MESSAGES.relation,
        guardianMobileNo: BATCH_MESSAGES.guardianMobileNeeded,
      },
    });
    expect(parseBatchRow(cells({ studentNm: '김민준' }), today)).toEqual({
      ok: false,
      errors: { birthdate: '생년월일을 입력해 주세요' },
    });
    // A day long past is outside the calendar, not "in the future".
    expect(parseBatchRow(cells({ studentNm: '김민준', birthdate: '0001-01-01' }), today)).toEqual({
      ok: false,
      errors: { birthdate: '생년월일은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.' },
    });
  });

  it('knows the example row, blank rows and numbers that lost their leading zero', () => {
    expect(isExampleRow({ ...BATCH_EXAMPLE_CELLS })).toBe(true);
    expect(isExampleRow(cells({ studentNm: '김민준' }))).toBe(false);
    expect(isBlankRow(cells({ memo: '  ' }))).toBe(true);
    expect(normalizeSheetMobile('1012345678')).toBe('01012345678');
    expect(normalizeSheetMobile('010-1234-5678')).toBe('01012345678');
  });
});
