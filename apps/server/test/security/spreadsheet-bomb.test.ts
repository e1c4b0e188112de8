import { errorCatalog } from '@academy/domain/errors/error-catalog';
import { BATCH_COLUMNS, BATCH_MAX_ROWS, BATCH_SHEET_LIMITS } from '@academy/domain/students/students.batch';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callerFor, createAcademy, multipart, studentTables } from '../../src/features/students/students.test-helpers';
import { fixedClock } from '../../src/platform/clock';
import {
  handMadeXlsx,
  inlineCell,
  inlineRow,
  repeatedRowsXlsx,
  SHEET_HEAD,
  SHEET_TAIL,
  sharedStringBomb,
} from '../../src/platform/xlsx/xlsx.test-helpers';
import { createTestApp } from '../test-app';
import { createTestDatabase } from '../test-database';

/**
 * Spreadsheet bombs sent to the students' batch import as a director: small .xlsx files that unpack
 * to hundreds of MB, hold millions of rows, or too many cells. Each must be refused with the limit
 * it broke in the `{ code, message }` contract, write nothing, and leave the server answering other
 * requests within a second while it is read.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });
const academy = await createAcademy(db);
const director = await callerFor(app, db, academy.director.id, clock.now());
const MB = 1024 * 1024;
const HEADER = BATCH_COLUMNS.map((column) => column.header);
const STUDENT = ['김민준', '2012-03-15'];

/** Uploads the file while asking for /api/health every 50 ms; the health answers' times come back too. */
async function uploadWhileAskingHealth(file: Buffer) {
  let uploading = true;
  const upload = director
    .inject({
      method: 'POST',
      url: `/api/insts/${academy.instId}/students/batch/preview`,
      ...multipart('원생.xlsx', file),
    })
    .finally(() => {
      uploading = false;
    });
  const healthTimes: number[] = [];
  while (uploading) {
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    healthTimes.push(performance.now() - started);
    expect(health.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { response: await upload, healthTimes };
}

async function expectRefused(
  file: Buffer,
  expected: { status: number; code: keyof typeof errorCatalog },
): Promise<LightMyRequestResponse> {
  const before = await studentTables(db);
  const { response, healthTimes } = await uploadWhileAskingHealth(file);
  expect(response.statusCode, response.body).toBe(expected.status);
  expect(response.json()).toEqual({ code: expected.code, message: errorCatalog[expected.code].message });
  expect(healthTimes.length).toBeGreaterThan(0);
  expect(Math.max(...healthTimes)).toBeLessThan(1000);
  // No preview, no student, nothing else of the students area was written.
  expect(await studentTables(db)).toEqual(before);
  expect(before.student_import_previews).toEqual([]);
  return response;
}

describe('spreadsheet bombs on the students batch import', () => {
  it('refuses a 300 MB shared string packed in a few hundred KB, stated as 1 KB', async () => {
    const bomb = await sharedStringBomb(300, HEADER);
    expect(bomb.length).toBeLessThan(1.5 * MB);
    await expectRefused(bomb, { status: 413, code: 'BATCH_SHEET_TOO_LARGE' });
  });

  it('refuses a sheet of three million rows at the row limit', async () => {
    const bomb = await repeatedRowsXlsx(HEADER, STUDENT, 3_000_000);
    expect(bomb.length).toBeLessThan(1.5 * MB);
    await expectRefused(bomb, { status: 400, code: 'BATCH_TOO_MANY_ROWS' });
  });

  it('refuses one row past 5,000 students, counting the header and the example row on top', async () => {
    // The header, the template's example row and 5,000 students are read; one more row is refused.
    const example = BATCH_COLUMNS.map((column) => column.example);
    const full = await handMadeXlsx({
      sheet: {
        head: `${SHEET_HEAD}${inlineRow(HEADER)}${inlineRow(example)}`,
        repeat: inlineRow(STUDENT),
        times: BATCH_MAX_ROWS + 1,
        tail: SHEET_TAIL,
      },
    });
    await expectRefused(full, { status: 400, code: 'BATCH_TOO_MANY_ROWS' });
  });

  it('refuses a filled cell in the last column of the sheet', async () => {
    const far = await handMadeXlsx({
      sheet: `${SHEET_HEAD}${inlineRow(HEADER)}<row>${inlineCell(STUDENT[0] as string, 'A2')}${inlineCell('x', 'XFD2')}</row>${SHEET_TAIL}`,
    });
    await expectRefused(far, { status: 413, code: 'BATCH_TOO_MANY_CELLS' });
  });

  it('refuses more filled cells than the limit in a file of a few KB', async () => {
    const wide = Array.from({ length: BATCH_SHEET_LIMITS.maxColumns }, (_, index) => `칸${index}`);
    const rows = Math.ceil(BATCH_SHEET_LIMITS.maxCells / wide.length);
    expect(rows).toBeLessThan(BATCH_MAX_ROWS);
    const cells = await repeatedRowsXlsx([...HEADER, ...wide.slice(HEADER.length)], wide, rows);
    await expectRefused(cells, { status: 413, code: 'BATCH_TOO_MANY_CELLS' });
  });

  it('names the limits in the refusals', () => {
    const format = (value: number) => value.toLocaleString('ko-KR');
    expect(errorCatalog.BATCH_SHEET_TOO_LARGE.message).toContain(`${BATCH_SHEET_LIMITS.maxUnpackedMb}MB`);
    expect(errorCatalog.BATCH_SHEET_TOO_LARGE.message).toContain(`${BATCH_SHEET_LIMITS.maxSeconds}초`);
    expect(errorCatalog.BATCH_SHEET_TOO_LARGE.message).toContain(`${format(BATCH_MAX_ROWS)}명`);
    expect(errorCatalog.BATCH_TOO_MANY_CELLS.message).toContain(`${BATCH_SHEET_LIMITS.maxColumns}열`);
    expect(errorCatalog.BATCH_TOO_MANY_CELLS.message).toContain(`${format(BATCH_SHEET_LIMITS.maxCells)}칸`);
    expect(errorCatalog.BATCH_TOO_MANY_ROWS.message).toContain(`${format(BATCH_MAX_ROWS)}명`);
  });
});
