import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import { formatPhoneNo } from '@academy/domain/phone/phone.rules';
import {
  BATCH_COLUMNS,
  BATCH_EXAMPLE_CELLS,
  BATCH_GUIDE_SHEET_NAME,
  BATCH_MAX_ROWS,
  BATCH_SHEET_LIMITS,
  BATCH_SHEET_NAME,
} from '@academy/domain/students/students.batch';
import { GRADE_YEARS, gradeLabel, STUDENT_GENDER_LABELS } from '@academy/domain/students/students.rules';
import type ExcelJS from 'exceljs';
import { AppError, type ErrorCode } from '../../platform/errors/app-error';
import { readXlsxSafely, type XlsxRefusal } from '../../platform/xlsx/read-xlsx-safely';
import { newWorkbook, styleHeader, workbookBuffer } from '../../platform/xlsx/xlsx';

/** Reading and writing the .xlsx files of the students area (exceljs, written through platform/xlsx). */

const listValidation = (values: readonly string[]): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
  showErrorMessage: true,
  errorTitle: '입력 확인',
  error: `${values.join(', ')} 중에서 골라 주세요.`,
});

/** The StudentBatch template: Korean headers with notes, an example row, choice lists, a guide sheet. */
export async function batchTemplate(): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(BATCH_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = BATCH_COLUMNS.map((column) => ({
    header: column.required ? `${column.header}*` : column.header,
    key: column.key,
    width: column.width,
    // Text cells keep the leading 0 of phone numbers and dates as typed.
    style: { numFmt: '@' },
  }));
  styleHeader(sheet.getRow(1));
  BATCH_COLUMNS.forEach((column, index) => {
    sheet.getRow(1).getCell(index + 1).note = `${column.required ? '필수' : '선택'}: ${column.guide}`;
  });
  const example = sheet.addRow(BATCH_COLUMNS.map((column) => BATCH_EXAMPLE_CELLS[column.key]));
  example.font = { italic: true, color: { argb: 'FF646976' } };

  const lastRow = BATCH_MAX_ROWS + 1;
  const letter = (key: string) => String.fromCharCode(65 + BATCH_COLUMNS.findIndex((column) => column.key === key));
  const validations: Array<[string, readonly string[]]> = [
    ['genderCd', Object.values(STUDENT_GENDER_LABELS)],
    ['gradeYear', GRADE_YEARS.map(gradeLabel)],
    ['guardianRelation', RELATION_TYPES],
  ];
  for (const [key, values] of validations) {
    (
      sheet as unknown as { dataValidations: { add: (range: string, v: ExcelJS.DataValidation) => void } }
    ).dataValidations.add(`${letter(key)}2:${letter(key)}${lastRow}`, listValidation(values));
  }

  const guide = workbook.addWorksheet(BATCH_GUIDE_SHEET_NAME);
  guide.columns = [
    { header: '열', key: 'header', width: 20 },
    { header: '필수', key: 'required', width: 8 },
    { header: '작성 방법', key: 'guide', width: 48 },
    { header: '예시', key: 'example', width: 18 },
  ];
  styleHeader(guide.getRow(1));
  for (const column of BATCH_COLUMNS) {
    guide.addRow({
      header: column.header,
      required: column.required ? '필수' : '선택',
      guide: column.guide,
      example: column.example,
    });
  }
  guide.addRow([]);
  for (const line of [
    `'${BATCH_SHEET_NAME}' 시트의 2행부터 한 줄에 원생 한 명씩 입력해 주세요.`,
    '2행의 예시는 그대로 두어도 등록되지 않습니다. 지우고 입력해도 됩니다.',
    `한 번에 최대 ${BATCH_MAX_ROWS.toLocaleString('ko-KR')}명까지 등록할 수 있습니다.`,
    '이름과 생년월일이 같은 원생이 이미 있으면 그 줄은 등록하지 않습니다.',
    '올리면 먼저 미리보기로 줄마다 오류를 확인한 뒤, 오류가 없는 줄만 등록합니다.',
  ]) {
    guide.addRow([line]);
  }
  return workbookBuffer(workbook);
}

export type SheetRows = { headers: string[]; rows: Array<{ rowNumber: number; cells: string[] }> };

/** Each way reading the sheet can be refused, as the students area says it. */
const SHEET_REFUSALS: Record<XlsxRefusal, ErrorCode> = {
  unreadable: 'BATCH_FILE_UNREADABLE',
  'unpacked-bytes': 'BATCH_SHEET_TOO_LARGE',
  time: 'BATCH_SHEET_TOO_LARGE',
  memory: 'BATCH_SHEET_TOO_LARGE',
  rows: 'BATCH_TOO_MANY_ROWS',
  columns: 'BATCH_TOO_MANY_CELLS',
  cells: 'BATCH_TOO_MANY_CELLS',
  busy: 'BATCH_SHEET_BUSY',
};

/** Rows read on top of the students: the header and the template's example row. */
const HEADER_AND_EXAMPLE_ROWS = 2;

/**
 * The sheet named like the template's (or the first sheet), read within `BATCH_SHEET_LIMITS`: its
 * header row (row 1) and the filled rows below, cells trimmed. Reading stops at the first row past
 * the students, the header and the example row, so a larger file is refused without being read.
 */
export async function readBatchSheet(buffer: Buffer): Promise<SheetRows> {
  const read = await readXlsxSafely(buffer, {
    sheetName: BATCH_SHEET_NAME,
    limits: {
      maxUnpackedBytes: BATCH_SHEET_LIMITS.maxUnpackedMb * 1024 * 1024,
      maxRows: BATCH_MAX_ROWS + HEADER_AND_EXAMPLE_ROWS,
      maxColumns: BATCH_SHEET_LIMITS.maxColumns,
      maxCells: BATCH_SHEET_LIMITS.maxCells,
    },
    timeLimitMs: BATCH_SHEET_LIMITS.maxSeconds * 1000,
  });
  if (!read.ok) throw new AppError(SHEET_REFUSALS[read.refusal]);
  const trimmed = (cells: readonly string[]) => cells.map((cell) => cell.trim());
  const header = read.rows[0]?.rowNumber === 1 ? read.rows[0] : undefined;
  return {
    headers: trimmed(header?.cells ?? []),
    rows: read.rows
      .filter((row) => row !== header)
      .map((row) => ({ rowNumber: row.rowNumber, cells: trimmed(row.cells) })),
  };
}

export type ExportStudent = {
  studentNm: string;
  birthdate: string | null;
  genderCd: 'M' | 'F' | null;
  schoolNm: string | null;
  gradeYear: number | null;
  mobileNo: string | null;
  statusLabel: string;
  statusSince: string | null;
  createdAt: string;
  connected: boolean;
  memo: string | null;
  guardians: Array<{ guardianNm: string; relationType: string; mobileNo: string | null; connected: boolean }>;
};

/** The students export: one row per student, then each guardian's name, relation, mobile and connection. */
export async function studentsWorkbook(instNm: string, students: readonly ExportStudent[]): Promise<Buffer> {
  const workbook = await newWorkbook(`${instNm} 원생 목록`);
  const sheet = workbook.addWorksheet('원생', { views: [{ state: 'frozen', ySplit: 1 }] });
  const guardianColumns = Math.max(1, ...students.map((student) => student.guardians.length));
  const columns: Partial<ExcelJS.Column>[] = [
    { header: '이름', key: 'studentNm', width: 12 },
    { header: '생년월일', key: 'birthdate', width: 12 },
    { header: '성별', key: 'gender', width: 6 },
    { header: '학교', key: 'schoolNm', width: 16 },
    { header: '학년', key: 'grade', width: 6 },
    { header: '휴대폰 번호', key: 'mobileNo', width: 15 },
    { header: '상태', key: 'status', width: 6 },
    { header: '상태 시작일', key: 'statusSince', width: 12 },
    { header: '등록일', key: 'createdAt', width: 12 },
    { header: '계정 연결', key: 'connected', width: 9 },
    { header: '메모', key: 'memo', width: 24 },
  ];
  for (let index = 1; index <= guardianColumns; index += 1) {
    columns.push(
      { header: `보호자${index} 이름`, key: `g${index}nm`, width: 12 },
      { header: `보호자${index} 관계`, key: `g${index}rel`, width: 10 },
      { header: `보호자${index} 휴대폰 번호`, key: `g${index}mobile`, width: 15 },
      { header: `보호자${index} 계정 연결`, key: `g${index}connected`, width: 11 },
    );
  }
  sheet.columns = columns;
  styleHeader(sheet.getRow(1));
  const phone = (value: string | null) => (value ? formatPhoneNo(value) : '');
  for (const student of students) {
    const row: Record<string, string> = {
      studentNm: student.studentNm,
      birthdate: student.birthdate ?? '',
      gender: student.genderCd ? STUDENT_GENDER_LABELS[student.genderCd] : '',
      schoolNm: student.schoolNm ?? '',
      grade: student.gradeYear ? gradeLabel(student.gradeYear) : '',
      mobileNo: phone(student.mobileNo),
      status: student.statusLabel,
      statusSince: student.statusSince ?? '',
      createdAt: student.createdAt,
      connected: student.connected ? '연결됨' : '',
      memo: student.memo ?? '',
    };
    student.guardians.forEach((guardian, index) => {
      row[`g${index + 1}nm`] = guardian.guardianNm;
      row[`g${index + 1}rel`] = guardian.relationType;
      row[`g${index + 1}mobile`] = phone(guardian.mobileNo);
      row[`g${index + 1}connected`] = guardian.connected ? '연결됨' : '';
    });
    sheet.addRow(row);
  }
  return workbookBuffer(workbook);
}
