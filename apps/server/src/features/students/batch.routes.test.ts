import {
  BATCH_COLUMNS,
  BATCH_MESSAGES,
  type BatchImportResponse,
  type BatchPreviewResponse,
} from '@academy/domain/students/students.batch';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import {
  callerFor,
  createAcademy,
  insertTestStudent,
  multipart,
  type SheetRow,
  studentTables,
  xlsxOf,
} from './students.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });

async function academyWithCaller() {
  const academy = await createAcademy(db);
  const caller = await callerFor(app, db, academy.director.id, clock.now());
  return { ...academy, caller, base: `/api/insts/${academy.instId}/students` };
}

const SURNAMES = '김이박최정강조윤장임';
const GIVEN = '민서지하준도윤아현우';
/** Distinct Korean names for row n. */
const nameOf = (n: number) =>
  `${SURNAMES[n % 10]}${GIVEN[Math.floor(n / 10) % 10]}${GIVEN[Math.floor(n / 100) % 10]}${GIVEN[Math.floor(n / 1000) % 10]}`;
const mobileOf = (n: number) => `010${String(50_000_000 + n).padStart(8, '0')}`;

function goodRow(n: number): SheetRow {
  return {
    studentNm: nameOf(n),
    birthdate: `201${n % 8}-0${(n % 9) + 1}-1${n % 10}`,
    genderCd: n % 2 === 0 ? '남' : '여',
    schoolNm: '한빛중학교',
    gradeYear: ['초5', '중1', '고2'][n % 3] as string,
    mobileNo: mobileOf(n),
    guardianNm: `${SURNAMES[n % 10]}보호`,
    guardianRelation: n % 2 === 0 ? '어머니' : '',
    guardianMobileNo: mobileOf(n + 20_000_000),
    memo: '',
  };
}

async function preview(caller: Awaited<ReturnType<typeof academyWithCaller>>, fileName: string, content: Buffer) {
  return caller.caller.inject({ method: 'POST', url: `${caller.base}/batch/preview`, ...multipart(fileName, content) });
}

describe('template', () => {
  it('is an .xlsx with the Korean headers, their notes, an example row and a guide sheet', async () => {
    const academy = await academyWithCaller();
    const response = await academy.caller.inject({ method: 'GET', url: `${academy.base}/batch/template` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('원생_일괄등록_양식.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('원생 목록');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '이름*',
      '생년월일*',
      '성별',
      '학교',
      '학년',
      '휴대폰 번호',
      '보호자 이름',
      '보호자 관계',
      '보호자 휴대폰 번호',
      '메모',
    ]);
    expect(sheet?.getRow(2).getCell(1).value).toBe('김민준');
    expect(workbook.getWorksheet('작성 방법')?.rowCount).toBeGreaterThan(BATCH_COLUMNS.length);

    // Uploaded as it is, the example row is not a student.
    const back = await preview(academy, '양식.xlsx', response.rawPayload);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ code: 'BATCH_FILE_EMPTY', message: expect.stringContaining('두 번째 줄부터') });
  });
});

describe('preview and import', () => {
  it('previews 30 rows with 2 bad ones explained in Korean, then imports the 28 good ones once', async () => {
    const academy = await academyWithCaller();
    const rows = Array.from({ length: 30 }, (_unused, index) => goodRow(index));
    rows[4] = { ...goodRow(4), birthdate: '2012-02-30', gradeYear: '중5' };
    rows[17] = { ...goodRow(17), studentNm: '', guardianMobileNo: '' };
    // A date typed as a date and a mobile whose leading 0 the sheet dropped still read fine.
    rows[9] = { ...goodRow(9), birthdate: new Date(Date.UTC(2013, 4, 5)), mobileNo: 1012345678 };
    // Two students without a mobile: they are given desk numbers.
    rows[2] = { ...goodRow(2), mobileNo: '' };
    rows[3] = { ...goodRow(3), mobileNo: '' };
    const before = await studentTables(db);
    const response = await preview(academy, '원생 30명.xlsx', await xlsxOf(rows));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as BatchPreviewResponse;
    expect(body).toMatchObject({ fileName: '원생 30명.xlsx', total: 30, validCount: 28, invalidCount: 2 });
    const bad = body.rows.filter((row) => Object.keys(row.errors).length > 0);
    expect(bad.map((row) => [row.rowNumber, row.errors])).toEqual([
      [
        6,
        {
          birthdate: '생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
          gradeYear: BATCH_MESSAGES.grade,
        },
      ],
      [19, { studentNm: '이름을 입력해 주세요', guardianMobileNo: BATCH_MESSAGES.guardianMobileNeeded }],
    ]);
    expect(body.rows.find((row) => row.rowNumber === 11)?.values).toMatchObject({
      birthdate: '2013-05-05',
      mobileNo: '1012345678',
    });
    // Previewing writes no student.
    const afterPreview = await studentTables(db);
    expect(afterPreview.students).toEqual(before.students);

    const imported = await academy.caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: body.previewToken },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json() as BatchImportResponse;
    expect(result).toMatchObject({ total: 30, imported: 28, skipped: 2 });
    expect(result.report).toHaveLength(30);
    expect(result.report.filter((row) => row.result === 'skipped').map((row) => row.rowNumber)).toEqual([6, 19]);

    const students = await db
      .selectFrom('students')
      .selectAll()
      .where('inst_id', '=', academy.instId)
      .orderBy('student_nm')
      .execute();
    expect(students).toHaveLength(28);
    const tenth = students.find((row) => row.student_nm === nameOf(9));
    expect(tenth).toMatchObject({
      birthdate: '2013-05-05',
      mobile_no: '01012345678',
      status: 'enrolled',
      grade_year: 5,
    });
    const withoutMobile = students.filter((row) => row.mobile_no === null);
    expect(withoutMobile.map((row) => row.student_nm).sort()).toEqual([nameOf(2), nameOf(3)].sort());
    const mobilePins = new Set(students.flatMap((row) => (row.mobile_no ? [row.mobile_no.slice(-4)] : [])));
    const given = withoutMobile.map((row) => row.desk_pin as string);
    expect(given.every((pin) => /^\d{4}$/.test(pin) && !mobilePins.has(pin))).toBe(true);
    expect(new Set(given).size).toBe(2);
    expect(students.filter((row) => row.mobile_no !== null).every((row) => row.desk_pin === null)).toBe(true);
    const guardians = await db
      .selectFrom('student_guardians')
      .select(['relation_type'])
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(guardians).toHaveLength(28);
    expect(new Set(guardians.map((row) => row.relation_type))).toEqual(new Set(['어머니', '기타']));
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(audit).toEqual([
      { action: 'student.batch-import', after: { fileName: '원생 30명.xlsx', total: 30, imported: 28 } },
    ]);

    // The same preview cannot be imported twice.
    const snapshot = await studentTables(db);
    const again = await academy.caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: body.previewToken },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('BATCH_PREVIEW_EXPIRED');
    expect(await studentTables(db)).toEqual(snapshot);

    // Uploading the same file again: every row is already on the roll.
    const repeat = (await preview(academy, '원생 30명.xlsx', await xlsxOf(rows))).json() as BatchPreviewResponse;
    expect(repeat.validCount).toBe(0);
    expect(repeat.rows[0]?.errors).toEqual({ studentNm: BATCH_MESSAGES.alreadyRegistered });
    const nothing = await academy.caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: repeat.previewToken },
    });
    expect(nothing.json().code).toBe('BATCH_NOTHING_TO_IMPORT');
  });

  it('flags a student repeated in the file and one registered since the preview', async () => {
    const academy = await academyWithCaller();
    const rows = [goodRow(1), goodRow(2), goodRow(1)];
    const body = (await preview(academy, 'a.xlsx', await xlsxOf(rows))).json() as BatchPreviewResponse;
    expect(body.rows[2]?.errors).toEqual({ studentNm: BATCH_MESSAGES.duplicateInFile(2) });
    await insertTestStudent(db, academy.instId, {
      studentNm: rows[1]?.studentNm as string,
      birthdate: rows[1]?.birthdate as string,
    });
    const result = (
      await academy.caller.inject({
        method: 'POST',
        url: `${academy.base}/batch/import`,
        payload: { previewToken: body.previewToken },
      })
    ).json() as BatchImportResponse;
    expect(result).toMatchObject({ total: 3, imported: 1, skipped: 2 });
    expect(result.report[1]).toMatchObject({
      rowNumber: 3,
      result: 'skipped',
      errors: { studentNm: BATCH_MESSAGES.alreadyRegistered },
    });
  });

  it('lets a preview expire after an hour', async () => {
    const academy = await academyWithCaller();
    const body = (await preview(academy, 'a.xlsx', await xlsxOf([goodRow(3)]))).json() as BatchPreviewResponse;
    clock.advance(61 * 60_000);
    const caller = await callerFor(app, db, academy.director.id, clock.now());
    const late = await caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: body.previewToken },
    });
    clock.set('2026-11-22T03:00:00Z');
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('미리보기 시간이 지났거나 이미 등록한 파일입니다. 파일을 다시 올려 주세요.');
  });
});

describe('bad files', () => {
  it('refuses a wrong type, an empty file, changed headers, an unreadable file and more than 5,000 rows, writing nothing', async () => {
    const academy = await academyWithCaller();
    const before = await studentTables(db);
    const expectRefusal = async (fileName: string, content: Buffer, status: number, code: string, message?: string) => {
      const response = await preview(academy, fileName, content);
      expect(response.statusCode, `${fileName}: ${response.body}`).toBe(status);
      expect(response.json().code).toBe(code);
      if (message) expect(response.json().message).toBe(message);
    };
    const typeMessage =
      '엑셀(.xlsx) 파일만 올릴 수 있습니다. 원생 일괄 등록 양식을 내려받아 작성한 파일을 올려 주세요.';
    await expectRefusal(
      '원생.csv',
      Buffer.from('이름,생년월일\n김민준,2012-03-15\n'),
      415,
      'BATCH_FILE_TYPE',
      typeMessage,
    );
    await expectRefusal(
      '원생.xlsx',
      Buffer.from('이름,생년월일\n김민준,2012-03-15\n'),
      415,
      'BATCH_FILE_TYPE',
      typeMessage,
    );
    const cfb = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array(100).fill(0)]);
    await expectRefusal('원생.xls', cfb, 415, 'BATCH_FILE_TYPE');
    await expectRefusal('원생.pdf', Buffer.from('%PDF-1.4 hello'), 415, 'BATCH_FILE_TYPE');
    await expectRefusal(
      '원생.xlsx',
      Buffer.alloc(0),
      400,
      'BATCH_FILE_EMPTY',
      '등록할 원생이 없습니다. 양식의 두 번째 줄부터 원생 정보를 입력해 주세요.',
    );
    await expectRefusal('원생.xlsx', await xlsxOf([]), 400, 'BATCH_FILE_EMPTY');
    await expectRefusal('원생.xlsx', await xlsxOf([{}, {}]), 400, 'BATCH_FILE_EMPTY');
    await expectRefusal(
      '원생.xlsx',
      await xlsxOf([goodRow(1)], { headers: ['성명', '생일', '메모'] }),
      400,
      'BATCH_BAD_HEADERS',
      '양식의 열 이름이 바뀌었습니다. 양식을 다시 내려받아 작성해 주세요. (찾을 수 없는 열: 이름, 생년월일)',
    );
    const zipHead = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    await expectRefusal(
      '원생.xlsx',
      zipHead,
      400,
      'BATCH_FILE_UNREADABLE',
      '파일을 읽을 수 없습니다. 엑셀에서 .xlsx 형식으로 다시 저장한 뒤 올려 주세요.',
    );
    const tooMany = await xlsxOf(Array.from({ length: 5001 }, (_unused, index) => goodRow(index)));
    await expectRefusal(
      '원생.xlsx',
      tooMany,
      400,
      'BATCH_TOO_MANY_ROWS',
      '한 번에 5,000명까지 등록할 수 있습니다. 파일을 나누어 올려 주세요. (현재 5,001명)',
    );
    const noFile = await academy.caller.inject({ method: 'POST', url: `${academy.base}/batch/preview`, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'BATCH_FILE_REQUIRED', message: '엑셀 파일을 선택해 주세요.' });
    const badToken = await academy.caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: 'nope' },
    });
    expect(badToken.statusCode).toBe(400);
    expect(await studentTables(db)).toEqual(before);
  }, 60_000);
});

describe('5,000 rows', () => {
  it('imports a full 5,000-row file correctly', async () => {
    const academy = await academyWithCaller();
    const rows = Array.from({ length: 5000 }, (_unused, index) => goodRow(index));
    const response = await preview(academy, '5000.xlsx', await xlsxOf(rows));
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const body = response.json() as BatchPreviewResponse;
    expect(body).toMatchObject({ total: 5000, validCount: 5000, invalidCount: 0 });
    const imported = await academy.caller.inject({
      method: 'POST',
      url: `${academy.base}/batch/import`,
      payload: { previewToken: body.previewToken },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ total: 5000, imported: 5000, skipped: 0 });
    const count = async (table: 'students' | 'student_guardians') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(db.fn.countAll<number>().as('n'))
            .where('inst_id', '=', academy.instId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('students')).toBe(5000);
    expect(await count('student_guardians')).toBe(5000);
    const last = await db
      .selectFrom('students')
      .select(['birthdate', 'mobile_no', 'gender_cd'])
      .where('inst_id', '=', academy.instId)
      .where('student_nm', '=', nameOf(4999))
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ birthdate: goodRow(4999).birthdate, mobile_no: mobileOf(4999), gender_cd: 'F' });
    const list = await academy.caller.inject({ method: 'GET', url: `${academy.base}?q=ㄱㅁㅁ&size=100` });
    expect(list.json().total).toBeGreaterThan(0);
  }, 120_000);
});

describe('export', () => {
  it('downloads the students with their guardians as an .xlsx, optionally one status only', async () => {
    const academy = await academyWithCaller();
    await insertTestStudent(db, academy.instId, {
      studentNm: '엑셀원',
      mobileNo: '01012340001',
      guardians: [
        { guardianNm: '엑보호', mobileNo: '01012340002', relationType: '어머니' },
        { guardianNm: '엑아빠', mobileNo: '01012340003', relationType: '아버지' },
      ],
    });
    await insertTestStudent(db, academy.instId, { studentNm: '엑셀투', status: 'left' });
    const response = await academy.caller.inject({ method: 'GET', url: `${academy.base}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('_원생목록_20261122.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual(['이름', '생년월일', '성별', '학교', '학년', '휴대폰 번호', '상태']);
    expect(header).toContain('보호자2 휴대폰 번호');
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[0]).toBe('엑셀원');
    expect(first[5]).toBe('010-1234-0001');
    expect(first).toContain('엑아빠');
    expect(first).toContain('010-1234-0003');
    expect(sheet.rowCount).toBe(3);

    const leftOnly = await academy.caller.inject({ method: 'GET', url: `${academy.base}/export?status=left` });
    const leftBook = new ExcelJS.Workbook();
    await leftBook.xlsx.load(leftOnly.rawPayload as unknown as ArrayBuffer);
    expect(leftBook.worksheets[0]?.rowCount).toBe(2);
    expect(leftBook.worksheets[0]?.getRow(2).getCell(7).value).toBe('퇴원');
  });
});
