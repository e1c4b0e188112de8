import { businessDateOf } from '@academy/domain/format/format.business-date';
import {
  BATCH_COLUMN_KEYS,
  BATCH_COLUMN_LABELS,
  BATCH_FILE_MESSAGES,
  BATCH_MAX_ROWS,
  BATCH_MESSAGES,
  BATCH_PREVIEW_TTL_MINUTES,
  type BatchCells,
  type BatchImportResponse,
  type BatchPreviewResponse,
  type BatchRowErrors,
  type BatchRowValue,
  emptyBatchCells,
  isBlankRow,
  isExampleRow,
  matchBatchHeaders,
  parseBatchRow,
} from '@academy/domain/students/students.batch';
import { STUDENT_STATUS_LABELS, type StudentStatus } from '@academy/domain/students/students.rules';
import { checkUpload } from '@academy/domain/uploads/uploads.content';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { giveDeskPins } from '../../platform/students/desk-pins';
import { studentStatusOn } from '../../platform/students/student-status-on';
import { ofInst } from '../../platform/tenancy/of-inst';
import { type ExportStudent, readBatchSheet, studentsWorkbook } from './batch.xlsx';
import { statusOf } from './students.mappers';
import {
  existingNameBirthdates,
  guardiansOf,
  insertGuardians,
  insertStudents,
  statusChangesOf,
} from './students.queries';

/**
 * StudentBatch: an uploaded .xlsx is checked (extension and zip signature, size), read off the
 * request thread within the sheet limits (platform/xlsx; at most 5,000 rows), its headers matched,
 * every row is read into a registration or Korean messages per column, and the result
 * is kept as a preview bound to the academy (recording the uploader). The import takes the preview once and
 * registers its valid rows in one transaction, in chunks, re-checking duplicates against the roll.
 */

/** Rows per INSERT statement. */
export const IMPORT_CHUNK_SIZE = 500;

type StoredPreview = {
  valid: Array<{ rowNumber: number; value: BatchRowValue }>;
  invalid: Array<{ rowNumber: number; studentNm: string; errors: BatchRowErrors }>;
};

const nameBirthKey = (studentNm: string, birthdate: string) => `${studentNm}|${birthdate}`;

export type UploadedFile = { fileName: string; buffer: Buffer };

export async function previewBatch(
  ctx: AppContext,
  caller: Caller,
  input: { file: UploadedFile | null },
): Promise<BatchPreviewResponse> {
  const { instId } = caller;
  const { file } = input;
  if (!file) throw new AppError('BATCH_FILE_REQUIRED');
  if (file.buffer.length === 0) throw new AppError('BATCH_FILE_EMPTY');
  const check = checkUpload(file.fileName, file.buffer.subarray(0, 1024), ['document']);
  if (!check.ok || check.extension !== 'xlsx') throw new AppError('BATCH_FILE_TYPE');

  const sheet = await readBatchSheet(file.buffer);
  const { columns, missing } = matchBatchHeaders(sheet.headers);
  if (sheet.rows.length === 0 && sheet.headers.every((header) => header === '')) throw new AppError('BATCH_FILE_EMPTY');
  if (missing.length > 0) {
    throw new AppError(
      'BATCH_BAD_HEADERS',
      BATCH_FILE_MESSAGES.headers(missing.map((key) => BATCH_COLUMN_LABELS[key])),
    );
  }

  const rows: Array<{ rowNumber: number; cells: BatchCells }> = [];
  for (const row of sheet.rows) {
    const cells = emptyBatchCells();
    for (const key of BATCH_COLUMN_KEYS) {
      const index = columns[key];
      if (index !== undefined) cells[key] = row.cells[index] ?? '';
    }
    if (isBlankRow(cells) || isExampleRow(cells)) continue;
    rows.push({ rowNumber: row.rowNumber, cells });
  }
  if (rows.length === 0) throw new AppError('BATCH_FILE_EMPTY');
  if (rows.length > BATCH_MAX_ROWS) throw new AppError('BATCH_TOO_MANY_ROWS', BATCH_FILE_MESSAGES.tooMany(rows.length));

  const today = businessDateOf(ctx.clock.now());
  const parsed = rows.map((row) => ({ ...row, result: parseBatchRow(row.cells, today) }));
  const existing = await existingNameBirthdates(
    ctx.db,
    instId,
    parsed.flatMap((row) => (row.result.ok ? [row.result.value.studentNm] : [])),
  );
  const firstRowOf = new Map<string, number>();
  const stored: StoredPreview = { valid: [], invalid: [] };
  const previewRows: BatchPreviewResponse['rows'] = [];
  for (const row of parsed) {
    let errors: BatchRowErrors = row.result.ok ? {} : row.result.errors;
    if (row.result.ok) {
      const key = nameBirthKey(row.result.value.studentNm, row.result.value.birthdate);
      const first = firstRowOf.get(key);
      if (existing.has(key)) errors = { studentNm: BATCH_MESSAGES.alreadyRegistered };
      else if (first !== undefined) errors = { studentNm: BATCH_MESSAGES.duplicateInFile(first) };
      else firstRowOf.set(key, row.rowNumber);
    }
    if (row.result.ok && Object.keys(errors).length === 0) {
      stored.valid.push({ rowNumber: row.rowNumber, value: row.result.value });
    } else {
      stored.invalid.push({ rowNumber: row.rowNumber, studentNm: row.cells.studentNm, errors });
    }
    previewRows.push({ rowNumber: row.rowNumber, values: { ...row.cells }, errors: errors as Record<string, string> });
  }

  const now = ctx.clock.now();
  const previewToken = newId();
  const expiresAt = new Date(now.getTime() + BATCH_PREVIEW_TTL_MINUTES * 60_000);
  await ctx.db
    .insertInto('student_import_previews')
    .values({
      inst_id: instId,
      id: previewToken,
      created_by: caller.userId,
      file_name: file.fileName.slice(0, 200),
      total: rows.length,
      valid_count: stored.valid.length,
      rows: JSON.stringify(stored),
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return {
    previewToken,
    fileName: file.fileName,
    total: rows.length,
    validCount: stored.valid.length,
    invalidCount: stored.invalid.length,
    rows: previewRows,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function importBatch(
  ctx: AppContext,
  caller: Caller,
  input: { previewToken: string },
): Promise<BatchImportResponse> {
  const { instId } = caller;
  const { previewToken } = input;
  return ctx.db.transaction().execute(async (db) => {
    const now = ctx.clock.now();
    const preview = await db
      .selectFrom('student_import_previews')
      .selectAll()
      .where(ofInst(instId))
      .where('id', '=', previewToken)
      .forUpdate()
      .executeTakeFirst();
    if (!preview || preview.used_at || preview.expires_at.getTime() <= now.getTime()) {
      throw new AppError('BATCH_PREVIEW_EXPIRED');
    }
    const stored = preview.rows as StoredPreview;
    if (stored.valid.length === 0) throw new AppError('BATCH_NOTHING_TO_IMPORT');
    await db
      .updateTable('student_import_previews')
      .set({ used_at: now, rows: JSON.stringify({ valid: [], invalid: [] }) })
      .where(ofInst(instId))
      .where('id', '=', previewToken)
      .execute();

    // Someone may have registered one of these students since the preview.
    const existing = await existingNameBirthdates(
      db,
      instId,
      stored.valid.map((row) => row.value.studentNm),
    );
    const report: BatchImportResponse['report'] = stored.invalid.map((row) => ({
      rowNumber: row.rowNumber,
      studentNm: row.studentNm,
      result: 'skipped' as const,
      studentId: null,
      errors: row.errors as Record<string, string>,
    }));
    const toImport: Array<{ rowNumber: number; value: BatchRowValue; id: string }> = [];
    for (const row of stored.valid) {
      if (existing.has(nameBirthKey(row.value.studentNm, row.value.birthdate))) {
        report.push({
          rowNumber: row.rowNumber,
          studentNm: row.value.studentNm,
          result: 'skipped',
          studentId: null,
          errors: { studentNm: BATCH_MESSAGES.alreadyRegistered },
        });
      } else {
        toImport.push({ ...row, id: newId() });
      }
    }

    const statusSince = businessDateOf(now);
    for (let start = 0; start < toImport.length; start += IMPORT_CHUNK_SIZE) {
      const chunk = toImport.slice(start, start + IMPORT_CHUNK_SIZE);
      await insertStudents(
        db,
        instId,
        chunk.map(({ id, value }) => ({
          id,
          studentNm: value.studentNm,
          birthdate: value.birthdate,
          genderCd: value.genderCd,
          schoolNm: value.schoolNm,
          gradeYear: value.gradeYear,
          mobileNo: value.mobileNo,
          memo: value.memo,
          statusSince,
        })),
        { userId: caller.userId, now },
      );
      await insertGuardians(
        db,
        instId,
        chunk.flatMap(({ id, value }) =>
          value.guardian
            ? [
                {
                  id: newId(),
                  studentId: id,
                  guardianNm: value.guardian.guardianNm,
                  mobileNo: value.guardian.mobileNo,
                  relationType: value.guardian.relationType,
                },
              ]
            : [],
        ),
        now,
      );
    }
    // Students without a mobile are given their desk numbers, all at once.
    await giveDeskPins(db, instId, statusSince, {
      studentIds: toImport.filter((row) => !row.value.mobileNo).map((row) => row.id),
    });
    for (const row of toImport) {
      report.push({
        rowNumber: row.rowNumber,
        studentNm: row.value.studentNm,
        result: 'imported',
        studentId: row.id,
        errors: {},
      });
    }
    report.sort((a, b) => a.rowNumber - b.rowNumber);
    await writeAudit(db, {
      instId,
      actorUserId: caller.userId,
      action: 'student.batch-import',
      target: auditTarget('student-import', previewToken),
      before: null,
      after: { fileName: preview.file_name, total: preview.total, imported: toImport.length },
      at: now,
    });
    return {
      total: preview.total,
      imported: toImport.length,
      skipped: preview.total - toImport.length,
      report,
    };
  });
}

/** Every student (or those of one status) with their guardians, as an .xlsx. */
export async function exportStudents(
  ctx: AppContext,
  caller: Caller,
  query: { status?: StudentStatus },
): Promise<{ fileName: string; buffer: Buffer }> {
  const { instId } = caller;
  const db = ctx.db;
  const today = businessDateOf(ctx.clock.now());
  let students = db
    .selectFrom('students')
    .select([
      'id',
      'student_nm',
      'birthdate',
      'gender_cd',
      'school_nm',
      'grade_year',
      'mobile_no',
      'status',
      'status_since',
      'created_at',
      'user_id',
      'memo',
    ])
    .where(ofInst(instId, 'students'));
  if (query.status) students = students.where(sql<boolean>`${studentStatusOn('students', today)} = ${query.status}`);
  const [rows, inst] = await Promise.all([
    students.orderBy('student_nm').orderBy('id').execute(),
    db.selectFrom('institutes').select('inst_nm').where('id', '=', instId).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const [guardians, changes] = await Promise.all([guardiansOf(db, instId, ids), statusChangesOf(db, instId, ids)]);
  const byStudent = new Map<string, typeof guardians>();
  for (const guardian of guardians) {
    byStudent.set(guardian.student_id, [...(byStudent.get(guardian.student_id) ?? []), guardian]);
  }
  const list: ExportStudent[] = rows.map((row) => {
    const status = statusOf(row, changes.get(row.id), today);
    return {
      studentNm: row.student_nm,
      birthdate: row.birthdate,
      genderCd: row.gender_cd,
      schoolNm: row.school_nm,
      gradeYear: row.grade_year,
      mobileNo: row.mobile_no,
      statusLabel: STUDENT_STATUS_LABELS[status.status],
      statusSince: status.since,
      createdAt: businessDateOf(row.created_at),
      connected: row.user_id !== null,
      memo: row.memo,
      guardians: (byStudent.get(row.id) ?? []).map((guardian) => ({
        guardianNm: guardian.guardian_nm,
        relationType: guardian.relation_type,
        mobileNo: guardian.mobile_no,
        connected: guardian.user_id !== null,
      })),
    };
  });
  const day = today.replaceAll('-', '');
  return { fileName: `${inst.inst_nm}_원생목록_${day}.xlsx`, buffer: await studentsWorkbook(inst.inst_nm, list) };
}
