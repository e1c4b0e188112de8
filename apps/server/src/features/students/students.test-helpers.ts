import { BATCH_COLUMNS, BATCH_SHEET_NAME, type BatchColumnKey } from '@academy/domain/students/students.batch';
import ExcelJS from 'exceljs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createTestUser, type TestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { newId } from '../../platform/ids/new-id';

/** Test helpers of the students area: sheets, multipart uploads, students made directly, table snapshots. */

export type SheetRow = Partial<Record<BatchColumnKey, string | number | Date>>;

/** An .xlsx in the template's layout (Korean headers in row 1), one row per entry. */
export async function xlsxOf(
  rows: readonly SheetRow[],
  options: { headers?: readonly string[]; sheetName?: string } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName ?? BATCH_SHEET_NAME);
  sheet.addRow(options.headers ? [...options.headers] : BATCH_COLUMNS.map((column) => column.header));
  for (const row of rows) sheet.addRow(BATCH_COLUMNS.map((column) => row[column.key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipart(
  fileName: string,
  content: Buffer,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): Pick<InjectOptions, 'payload' | 'headers'> {
  const boundary = `----academy${newId().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let nameCounter = 0;
const SYLLABLES = '가나다라마바사아자차카타파하';
/** A Korean name unique within the test file (`김가나다`, …). */
export function uniqueName(family = '김'): string {
  nameCounter += 1;
  let n = nameCounter;
  let given = '';
  for (let i = 0; i < 3; i += 1) {
    given += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return `${family}${given}`;
}

/**
 * When rows made directly were made: before the fixed clocks of the tests (2026-11-22), so whatever
 * a test then does through the API is newer, whatever the machine's own time.
 */
const MADE_BEFORE_TESTS = '2026-11-01T00:00:00Z';

/** A student row made directly (fast), with optional guardians. */
export async function insertTestStudent(
  db: Database,
  instId: string,
  overrides: Partial<{
    studentNm: string;
    birthdate: string | null;
    mobileNo: string | null;
    status: 'enrolled' | 'paused' | 'left';
    statusSince: string;
    userId: string | null;
    createdBy: string | null;
    guardians: Array<{ guardianNm: string; mobileNo: string; relationType?: string; userId?: string | null }>;
  }> = {},
): Promise<{ id: string; guardianIds: string[] }> {
  const id = newId();
  const studentNm = overrides.studentNm ?? uniqueName();
  await db
    .insertInto('students')
    .values({
      inst_id: instId,
      id,
      user_id: overrides.userId ?? null,
      student_nm: studentNm,
      birthdate: overrides.birthdate === undefined ? '2012-03-15' : overrides.birthdate,
      mobile_no: overrides.mobileNo ?? null,
      status: overrides.status ?? 'enrolled',
      status_since: overrides.statusSince ?? '2026-03-02',
      created_by: overrides.createdBy ?? null,
      created_at: MADE_BEFORE_TESTS,
    } as never)
    .execute();
  const guardianIds: string[] = [];
  for (const guardian of overrides.guardians ?? []) {
    const guardianId = newId();
    guardianIds.push(guardianId);
    await db
      .insertInto('student_guardians')
      .values({
        inst_id: instId,
        id: guardianId,
        student_id: id,
        guardian_nm: guardian.guardianNm,
        mobile_no: guardian.mobileNo,
        relation_type: guardian.relationType ?? '어머니',
        created_at: MADE_BEFORE_TESTS,
        user_id: guardian.userId ?? null,
      } as never)
      .execute();
  }
  return { id, guardianIds };
}

/** The tables the students area writes. */
export const STUDENT_TABLES = [
  'students',
  'student_guardians',
  'student_status_changes',
  'student_memos',
  'student_import_previews',
  'invites',
  'audit_log',
  'outbox_messages',
] as const;

/** Every row of the students area's tables, to assert that a refused request changed nothing. */
export async function studentTables(db: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of STUDENT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

export type Caller = {
  userId: string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** A signed-in caller (a session made directly) whose requests carry the cookie and CSRF header. */
export async function callerFor(app: FastifyInstance, db: Database, userId: string, now = new Date()): Promise<Caller> {
  const session = await createSession(db, { userId, persistent: true, now });
  return {
    userId,
    inject: (options) =>
      app.inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token },
        headers: { [CSRF_HEADER]: session.csrfToken, ...(options.headers as Record<string, string> | undefined) },
      }),
  };
}

/** A new academy with a director (and, on request, members of other roles), each a user made directly. */
export async function createAcademy(
  db: Database,
  members: Partial<Record<'manager' | 'teacher' | 'parent' | 'student', { authCd?: string; userNm?: string }>> = {},
) {
  const director = await createTestUser(db, { userNm: '한원장' });
  const instId = newId();
  await db
    .insertInto('institutes')
    .values({ id: instId, inst_nm: `테스트학원${instId.slice(-4)}`, president_user_id: director.id } as never)
    .execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: director.id, relation_cd: '020', auth_cd: '000' })
    .execute();
  const relation = { manager: '030', teacher: '050', parent: null, student: '010' } as const;
  const users: Partial<Record<keyof typeof relation, TestUser>> = {};
  for (const [role, options] of Object.entries(members) as Array<
    [keyof typeof relation, { authCd?: string; userNm?: string }]
  >) {
    const user = await createTestUser(db, { userNm: options.userNm ?? '구성원' });
    users[role] = user;
    await db
      .insertInto('memberships')
      .values({
        inst_id: instId,
        user_id: user.id,
        relation_cd: relation[role],
        auth_cd: options.authCd ?? (role === 'manager' ? '010' : role === 'teacher' ? '020' : null),
      })
      .execute();
  }
  return { instId, director, ...users };
}

/** A class of the academy made directly (open, from 2026-11-02, headcount `fixed`), taught by `teacherId`. */
export async function insertTestClass(
  db: Database,
  instId: string,
  init: { classNm?: string; teacherId?: string | null; fixed?: number | null; status?: 'open' | 'closed' } = {},
): Promise<string> {
  const id = newId();
  await db
    .insertInto('classes')
    .values({
      inst_id: instId,
      id,
      class_nm: init.classNm ?? uniqueName('반'),
      compulsory_subject: '수학',
      fixed: init.fixed === undefined ? 10 : init.fixed,
      lec_start_dt: '2026-11-02',
      lec_end_dt: null,
      tuition_id: null,
      image_file_nm: null,
      class_intro_content: null,
      status: init.status ?? 'open',
      closed_at: init.status === 'closed' ? new Date('2026-11-20T03:00:00Z') : null,
      created_by: null,
    })
    .execute();
  if (init.teacherId) {
    await db.insertInto('class_teachers').values({ inst_id: instId, class_id: id, user_id: init.teacherId }).execute();
  }
  return id;
}

/** Enrols a student in a class directly, from `startDate` (until `endDate`). */
export async function enrolTestStudent(
  db: Database,
  instId: string,
  classId: string,
  studentId: string,
  startDate = '2026-11-02',
  endDate: string | null = null,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('class_students')
    .values({ inst_id: instId, id, class_id: classId, student_id: studentId, start_date: startDate, end_date: endDate })
    .execute();
  return id;
}
