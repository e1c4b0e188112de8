import { z } from 'zod';
import { RELATION_TYPES, type RelationType } from '../account/family.schema';
import type { IsoDate } from '../calendar/calendar.rules';
import { calendarDateRangeMessage, isCalendarDate } from '../calendar/calendar.schema';
import { formatNumber } from '../format/format.money';
import { isMobileNo, stripPhoneSeparators } from '../phone/phone.rules';
import { formatMessage, maxLengthMessage, requiredMessage } from '../validation/validation.messages';
import {
  BIRTHDATE_IN_FUTURE_MESSAGE,
  isPlausibleBirthdate,
  parseGenderCd,
  parseGradeYear,
  parseLooseDate,
} from './students.rules';
import { SCHOOL_NM_MAX, STUDENT_MEMO_MAX, studentNmSchema } from './students.schema';

/**
 * StudentBatch: the .xlsx template's columns (Korean headers), how a filled row is read, and the
 * preview/import contract. The server reads the sheet into strings per column; `parseBatchRow` turns
 * one row into a registration or into Korean messages per column.
 */

export const BATCH_MAX_ROWS = 5000;
export const BATCH_MAX_FILE_BYTES = 10 * 1024 * 1024;
/**
 * What reading one uploaded sheet may cost at most: past any of these the file is refused without
 * being read further (`BATCH_SHEET_TOO_LARGE`, `BATCH_TOO_MANY_CELLS`, `BATCH_TOO_MANY_ROWS`). The
 * header row and the template's example row are read on top of `BATCH_MAX_ROWS` students.
 */
export const BATCH_SHEET_LIMITS = {
  /** Bytes unpacked from the .xlsx (a zip), in MB. */
  maxUnpackedMb: 50,
  maxColumns: 100,
  /** Filled cells of the sheet. */
  maxCells: 250_000,
  /** Time the reading may take. */
  maxSeconds: 10,
} as const;
/** How long a preview waits for its import. */
export const BATCH_PREVIEW_TTL_MINUTES = 60;
export const BATCH_SHEET_NAME = '원생 목록';
export const BATCH_GUIDE_SHEET_NAME = '작성 방법';
export const BATCH_TEMPLATE_FILE_NAME = '원생_일괄등록_양식.xlsx';

export const BATCH_COLUMN_KEYS = [
  'studentNm',
  'birthdate',
  'genderCd',
  'schoolNm',
  'gradeYear',
  'mobileNo',
  'guardianNm',
  'guardianRelation',
  'guardianMobileNo',
  'memo',
] as const;
export type BatchColumnKey = (typeof BATCH_COLUMN_KEYS)[number];

export type BatchColumn = {
  key: BatchColumnKey;
  header: string;
  required: boolean;
  example: string;
  /** How to fill it in (the guide sheet and the header's note). */
  guide: string;
  width: number;
};

export const BATCH_COLUMNS: readonly BatchColumn[] = [
  { key: 'studentNm', header: '이름', required: true, example: '김민준', guide: '원생 이름 (30자 이내)', width: 14 },
  {
    key: 'birthdate',
    header: '생년월일',
    required: true,
    example: '2012-03-15',
    guide: '2012-03-15, 2012.03.15, 20120315 모두 가능',
    width: 14,
  },
  { key: 'genderCd', header: '성별', required: false, example: '남', guide: '남 또는 여', width: 8 },
  { key: 'schoolNm', header: '학교', required: false, example: '한빛중학교', guide: '40자 이내', width: 18 },
  {
    key: 'gradeYear',
    header: '학년',
    required: false,
    example: '중2',
    guide: '초1~초6, 중1~중3, 고1~고3',
    width: 8,
  },
  {
    key: 'mobileNo',
    header: '휴대폰 번호',
    required: false,
    example: '010-1234-5678',
    guide: '원생 본인 번호 (010으로 시작하는 11자리)',
    width: 16,
  },
  { key: 'guardianNm', header: '보호자 이름', required: false, example: '김보호', guide: '보호자 이름', width: 14 },
  {
    key: 'guardianRelation',
    header: '보호자 관계',
    required: false,
    example: '어머니',
    guide: `${RELATION_TYPES.join(', ')} (비우면 기타)`,
    width: 12,
  },
  {
    key: 'guardianMobileNo',
    header: '보호자 휴대폰 번호',
    required: false,
    example: '010-9876-5432',
    guide: '보호자 이름을 적으면 필수',
    width: 18,
  },
  { key: 'memo', header: '메모', required: false, example: '수학 심화반 희망', guide: '1,000자 이내', width: 24 },
];

export const BATCH_COLUMN_LABELS = Object.fromEntries(
  BATCH_COLUMNS.map((column) => [column.key, column.header]),
) as Record<BatchColumnKey, string>;

/** A header as typed: spaces, `*` and `(필수)`/`(선택)` are ignored. */
export function normalizeHeader(header: string): string {
  return header.replace(/\s|\*|\(필수\)|\(선택\)/g, '');
}

/** Which sheet column (0-based) holds each known header; unknown headers are ignored. */
export function matchBatchHeaders(headers: readonly string[]): {
  columns: Partial<Record<BatchColumnKey, number>>;
  missing: BatchColumnKey[];
} {
  const byHeader = new Map(BATCH_COLUMNS.map((column) => [normalizeHeader(column.header), column.key]));
  const columns: Partial<Record<BatchColumnKey, number>> = {};
  headers.forEach((header, index) => {
    const key = byHeader.get(normalizeHeader(header));
    if (key && columns[key] === undefined) columns[key] = index;
  });
  const missing = BATCH_COLUMNS.filter((column) => column.required && columns[column.key] === undefined).map(
    (column) => column.key,
  );
  return { columns, missing };
}

export type BatchCells = Record<BatchColumnKey, string>;

export const emptyBatchCells = (): BatchCells =>
  Object.fromEntries(BATCH_COLUMN_KEYS.map((key) => [key, ''])) as BatchCells;

/** The template's example row: left in the file, it is skipped rather than registered. */
export const BATCH_EXAMPLE_CELLS = Object.fromEntries(
  BATCH_COLUMNS.map((column) => [column.key, column.example]),
) as BatchCells;

export function isExampleRow(cells: BatchCells): boolean {
  return BATCH_COLUMN_KEYS.every((key) => cells[key].trim() === BATCH_EXAMPLE_CELLS[key]);
}

export function isBlankRow(cells: BatchCells): boolean {
  return BATCH_COLUMN_KEYS.every((key) => cells[key].trim() === '');
}

/** A sheet drops the leading 0 of a number typed as digits (`1012345678`): put it back. */
export function normalizeSheetMobile(value: string): string {
  const digits = stripPhoneSeparators(value.trim());
  return /^1\d{9}$/.test(digits) ? `0${digits}` : digits;
}

export type BatchRowValue = {
  studentNm: string;
  birthdate: IsoDate;
  genderCd: 'M' | 'F' | null;
  schoolNm: string | null;
  gradeYear: number | null;
  mobileNo: string | null;
  guardian: { guardianNm: string; mobileNo: string; relationType: RelationType } | null;
  memo: string | null;
};

export type BatchRowErrors = Partial<Record<BatchColumnKey, string>>;

export const BATCH_MESSAGES = {
  gender: '성별은 남 또는 여로 입력해 주세요.',
  grade: '학년은 초1~초6, 중1~중3, 고1~고3 중 하나로 입력해 주세요.',
  relation: `보호자 관계는 ${RELATION_TYPES.join(', ')} 중 하나로 입력해 주세요.`,
  guardianMobileNeeded: '보호자 휴대폰 번호를 입력해 주세요. 보호자 초대에 필요합니다.',
  guardianNameNeeded: '보호자 이름을 입력해 주세요.',
  duplicateInFile: (rowNumber: number) => `파일의 ${formatNumber(rowNumber)}행과 이름·생년월일이 같은 원생입니다.`,
  alreadyRegistered: '이미 등록된 원생입니다. (이름·생년월일 일치)',
} as const;

/** Reads one row of the sheet: the registration it holds, or a Korean message per bad column. */
export function parseBatchRow(
  cells: BatchCells,
  today: IsoDate,
): { ok: true; value: BatchRowValue } | { ok: false; errors: BatchRowErrors } {
  const errors: BatchRowErrors = {};
  const text = (key: BatchColumnKey) => cells[key].trim();

  const name = studentNmSchema.safeParse(cells.studentNm);
  if (!name.success) errors.studentNm = name.error.issues[0]?.message ?? formatMessage('이름');

  let birthdate: IsoDate | null = null;
  if (text('birthdate') === '') errors.birthdate = requiredMessage('생년월일');
  else {
    birthdate = parseLooseDate(text('birthdate'));
    if (!birthdate) errors.birthdate = formatMessage('생년월일');
    else if (!isCalendarDate(birthdate)) errors.birthdate = calendarDateRangeMessage('생년월일');
    else if (!isPlausibleBirthdate(birthdate, today)) errors.birthdate = BIRTHDATE_IN_FUTURE_MESSAGE;
  }

  const genderCd = text('genderCd') === '' ? null : parseGenderCd(text('genderCd'));
  if (text('genderCd') !== '' && !genderCd) errors.genderCd = BATCH_MESSAGES.gender;

  const schoolNm = text('schoolNm') || null;
  if (schoolNm && schoolNm.length > SCHOOL_NM_MAX) errors.schoolNm = maxLengthMessage('학교', SCHOOL_NM_MAX);

  const gradeYear = text('gradeYear') === '' ? null : parseGradeYear(text('gradeYear'));
  if (text('gradeYear') !== '' && gradeYear === null) errors.gradeYear = BATCH_MESSAGES.grade;

  const mobileNo = text('mobileNo') === '' ? null : normalizeSheetMobile(text('mobileNo'));
  if (mobileNo !== null && !isMobileNo(mobileNo)) errors.mobileNo = formatMessage('휴대폰 번호');

  let guardian: BatchRowValue['guardian'] = null;
  const guardianGiven = text('guardianNm') !== '' || text('guardianMobileNo') !== '' || text('guardianRelation') !== '';
  if (guardianGiven) {
    const guardianNm = studentNmSchema.safeParse(cells.guardianNm);
    if (text('guardianNm') === '') errors.guardianNm = BATCH_MESSAGES.guardianNameNeeded;
    else if (!guardianNm.success) errors.guardianNm = formatMessage('보호자 이름');
    const relation = text('guardianRelation') === '' ? '기타' : text('guardianRelation');
    if (!(RELATION_TYPES as readonly string[]).includes(relation)) errors.guardianRelation = BATCH_MESSAGES.relation;
    const guardianMobile = normalizeSheetMobile(text('guardianMobileNo'));
    if (guardianMobile === '') errors.guardianMobileNo = BATCH_MESSAGES.guardianMobileNeeded;
    else if (!isMobileNo(guardianMobile)) errors.guardianMobileNo = formatMessage('보호자 휴대폰 번호');
    if (guardianNm.success) {
      guardian = { guardianNm: guardianNm.data, mobileNo: guardianMobile, relationType: relation as RelationType };
    }
  }

  const memo = text('memo') || null;
  if (memo && memo.length > STUDENT_MEMO_MAX) errors.memo = maxLengthMessage('메모', STUDENT_MEMO_MAX);

  if (Object.keys(errors).length > 0 || !name.success || !birthdate) return { ok: false, errors };
  return {
    ok: true,
    value: { studentNm: name.data, birthdate, genderCd, schoolNm, gradeYear, mobileNo, guardian, memo },
  };
}

export const BATCH_FILE_MESSAGES = {
  required: '엑셀 파일을 선택해 주세요.',
  type: '엑셀(.xlsx) 파일만 올릴 수 있습니다. 원생 일괄 등록 양식을 내려받아 작성한 파일을 올려 주세요.',
  empty: '등록할 원생이 없습니다. 양식의 두 번째 줄부터 원생 정보를 입력해 주세요.',
  tooMany: (rows: number) =>
    `한 번에 ${formatNumber(BATCH_MAX_ROWS)}명까지 등록할 수 있습니다. 파일을 나누어 올려 주세요. (현재 ${formatNumber(rows)}명)`,
  tooLarge: `파일이 너무 큽니다. ${BATCH_MAX_FILE_BYTES / 1024 / 1024}MB 이하의 파일을 올려 주세요.`,
  unreadable: '파일을 읽을 수 없습니다. 엑셀에서 .xlsx 형식으로 다시 저장한 뒤 올려 주세요.',
  headers: (missing: readonly string[]) =>
    `양식의 열 이름이 바뀌었습니다. 양식을 다시 내려받아 작성해 주세요. (찾을 수 없는 열: ${missing.join(', ')})`,
  previewExpired: '미리보기 시간이 지났거나 이미 등록한 파일입니다. 파일을 다시 올려 주세요.',
  nothingValid: '등록할 수 있는 행이 없습니다. 오류를 고친 뒤 파일을 다시 올려 주세요.',
} as const;

// ── contract ─────────────────────────────────────────────────────────────────

export const batchPreviewRow = z.object({
  /** The row's number in the sheet (the header is row 1). */
  rowNumber: z.number(),
  /** The cells as read, by column key. */
  values: z.record(z.string(), z.string()),
  /** A Korean message per bad column key; empty when the row will be imported. */
  errors: z.record(z.string(), z.string()),
});
export type BatchPreviewRow = z.infer<typeof batchPreviewRow>;

export const batchPreviewResponse = z.object({
  previewToken: z.string(),
  fileName: z.string(),
  total: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  rows: z.array(batchPreviewRow),
  expiresAt: z.string(),
});
export type BatchPreviewResponse = z.infer<typeof batchPreviewResponse>;

export const batchImportBody = z.object({ previewToken: z.uuid() });

export const batchImportResponse = z.object({
  total: z.number(),
  imported: z.number(),
  skipped: z.number(),
  report: z.array(
    z.object({
      rowNumber: z.number(),
      studentNm: z.string(),
      result: z.enum(['imported', 'skipped']),
      studentId: z.string().nullable(),
      errors: z.record(z.string(), z.string()),
    }),
  ),
});
export type BatchImportResponse = z.infer<typeof batchImportResponse>;
