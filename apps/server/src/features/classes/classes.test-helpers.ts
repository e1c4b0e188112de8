import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreateClassInput } from '@academy/domain/class/class.schema';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import type { Database } from '../../db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { newId } from '../../platform/ids/new-id';

/** Test helpers of the classes area: a files folder, signed-in callers, class bodies, table snapshots. */

/** A DATA_DIR of its own for the test file (uploaded images land there), removed afterwards. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-classes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export type Caller = {
  userId: string;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
};

/** A caller signed in as the user (a session made directly), sending the CSRF header. */
export async function callerFor(app: FastifyInstance, db: Database, userId: string, now: Date): Promise<Caller> {
  const session = await createSession(db, { userId, persistent: true, now });
  return {
    userId,
    inject: (options) =>
      app.inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token },
        headers: { [CSRF_HEADER]: session.csrfToken, ...options.headers },
      }),
  };
}

let nameCounter = 0;
/** A class name unique within the test file. */
export function uniqueClassNm(prefix = '수학'): string {
  nameCounter += 1;
  return `${prefix} ${nameCounter}반`;
}

/** A valid wizard body: 월·수 16:00–17:30 from 2026-11-02, 10 students, with the given teacher. */
export function classBody(teacherId: string | null, overrides: Partial<CreateClassInput> = {}): CreateClassInput {
  return {
    classNm: uniqueClassNm(),
    compulsorySubject: '수학',
    classTpCd: '010',
    fixed: 10,
    lecDay: [1, 3],
    lecStartDt: '2026-11-02',
    lecEndDt: null,
    lectureList: [
      { day: 1, start: '16:00', end: '17:30', room: '' },
      { day: 3, start: '16:00', end: '17:30', room: '' },
    ],
    teacherId,
    ...overrides,
  };
}

/** Creates a class through the API as `caller`; answers its id (fails the test on a refusal). */
export async function createClassAs(caller: Caller, instId: string, body: CreateClassInput): Promise<string> {
  const response = await caller.inject({ method: 'POST', url: `/api/insts/${instId}/classes`, payload: body });
  if (response.statusCode !== 200) throw new Error(`create class: ${response.statusCode} ${response.body}`);
  return (response.json() as { class: { classId: string } }).class.classId;
}

/** A student of the academy inserted directly; `userId` links an account. */
export async function insertStudent(
  db: Database,
  instId: string,
  init: { studentNm?: string; status?: 'enrolled' | 'paused' | 'left'; userId?: string | null } = {},
): Promise<string> {
  const id = newId();
  await db
    .insertInto('students')
    .values({
      inst_id: instId,
      id,
      user_id: init.userId ?? null,
      student_nm: init.studentNm ?? '테스트학생',
      birthdate: '2012-03-03',
      gender_cd: null,
      school_nm: null,
      grade_year: null,
      mobile_no: null,
      status: init.status ?? 'enrolled',
      memo: null,
      desk_pin: null,
      created_by: null,
    })
    .execute();
  return id;
}

/** The demo academy's student record linked to an account (최민준: the demo student, the demo parent's child). */
export async function studentOfUser(db: Database, instId: string, userId: string): Promise<string> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', instId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

const TABLES = [
  'classes',
  'class_lectures',
  'class_teachers',
  'class_pending_teachers',
  'class_students',
  'class_sessions',
  'class_session_students',
  'class_moves',
  'tuitions',
  'invites',
  'audit_log',
  'notifications',
] as const;

/** Row counts of every table the classes and schedule areas write (to prove a refusal wrote nothing). */
export async function classTables(db: Database): Promise<Record<(typeof TABLES)[number], number>> {
  const counts = {} as Record<(typeof TABLES)[number], number>;
  for (const table of TABLES) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = row.rows[0]?.n ?? 0;
  }
  return counts;
}

/** A tiny real PNG (1×1). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(
  fileName: string,
  content: Buffer,
  contentType = 'image/png',
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
