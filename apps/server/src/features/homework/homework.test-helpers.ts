import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createTestUser } from '../../../test/account-helpers';
import type { Database } from '../../db/database';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../attendance/attendance.test-helpers';
import { multipartFile } from '../classes/classes.test-helpers';

/**
 * Test helpers of homework: an academy with two classes and four families, signed-in callers for
 * every role, real JPEGs, uploads and homework given and handed in through the API.
 *
 * Class 수학A (taught by `teacher`) has 가윤 (parentA's child), 나준 (parentB's child, with their own
 * student account `studentB`) and 다인 (parentC's child); class 영어B (taught by `otherTeacher`) has
 * 라온 (parentD's child).
 */

export type HomeworkWorld = {
  academy: Academy;
  instId: string;
  classA: string;
  classB: string;
  students: { a: string; b: string; c: string; d: string };
  director: Caller;
  manager: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  parentA: Caller;
  parentB: Caller;
  parentC: Caller;
  parentD: Caller;
  /** 나준's own account. */
  studentB: Caller;
};

export async function createHomeworkWorld(app: FastifyInstance, db: Database, now: Date): Promise<HomeworkWorld> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const parents = await Promise.all(
    ['나준아빠', '다인엄마', '라온아빠'].map((userNm) => createTestUser(db, { userNm })),
  );
  await db
    .insertInto('memberships')
    .values(parents.map((user) => ({ inst_id: instId, user_id: user.id, relation_cd: null, auth_cd: null })))
    .execute();
  const [parentBUser, parentCUser, parentDUser] = parents;
  const classA = await insertClass(db, instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });
  const classB = await insertClass(db, instId, { classNm: '영어B', teacherIds: [academy.otherTeacher.id] });
  const a = await insertStudent(db, instId, { studentNm: '김가윤', guardians: [{ userId: academy.parent.id }] });
  const b = await insertStudent(db, instId, {
    studentNm: '이나준',
    userId: academy.studentUser.id,
    guardians: [{ userId: parentBUser?.id }],
  });
  const c = await insertStudent(db, instId, { studentNm: '박다인', guardians: [{ userId: parentCUser?.id }] });
  const d = await insertStudent(db, instId, { studentNm: '최라온', guardians: [{ userId: parentDUser?.id }] });
  await enrol(db, instId, classA, [a.id, b.id, c.id], { start: '2026-03-02' });
  await enrol(db, instId, classB, [d.id], { start: '2026-03-02' });
  const as = (userId: string) => callerFor(app, db, userId, now);
  return {
    academy,
    instId,
    classA,
    classB,
    students: { a: a.id, b: b.id, c: c.id, d: d.id },
    director: await as(academy.director.id),
    manager: await as(academy.manager.id),
    teacher: await as(academy.teacher.id),
    otherTeacher: await as(academy.otherTeacher.id),
    parentA: await as(academy.parent.id),
    parentB: await as(parentBUser?.id as string),
    parentC: await as(parentCUser?.id as string),
    parentD: await as(parentDUser?.id as string),
    studentB: await as(academy.studentUser.id),
  };
}

/** A real JPEG of the given size. */
export async function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A small real PDF (the sniffer reads its header). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function expectStatus(response: LightMyRequestResponse, status = 200): void {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

/** Uploads a file as `caller` (staff: an attachment; a family: a hand-in) and answers its view. */
export async function uploadAs(
  caller: Caller,
  instId: string,
  kind: 'homework' | 'submission',
  fileName: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
): Promise<{ fileNm: string; url: string; phoneUrl: string | null }> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/${kind === 'homework' ? 'homework-files' : 'homework-submission-files'}`,
    ...multipartFile(fileName, bytes, contentType),
  });
  expectStatus(response);
  return response.json();
}

/** Gives homework as `caller` and answers its id. */
export async function giveAs(
  caller: Caller,
  instId: string,
  body: { classId: string; title?: string; dueAt: string; studentIds?: string[]; files?: string[] },
): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework`,
    payload: { title: '수학 익힘책 12~13쪽', instructions: '풀이 과정을 써 주세요.', ...body },
  });
  expectStatus(response);
  return response.json().homeworkId;
}

/** Hands in as `caller` for `studentId`; answers the response. */
export async function submitAs(
  caller: Caller,
  instId: string,
  homeworkId: string,
  body: { studentId: string; text?: string; files?: string[] },
) {
  return caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework/${homeworkId}/submissions`,
    payload: { text: '다 풀었습니다.', ...body },
  });
}

/** Checks as `caller`; answers the response. */
export async function checkAs(
  caller: Caller,
  instId: string,
  homeworkId: string,
  studentId: string,
  body: { result: 'completed' | 'revision'; comment?: string },
) {
  return caller.inject({
    method: 'POST',
    url: `/api/insts/${instId}/homework/${homeworkId}/submissions/${studentId}/check`,
    payload: body,
  });
}

/** The homework notifications a user received, oldest first. */
export async function homeworkNotificationsOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link'])
    .where('user_id', '=', userId)
    .where('type', 'like', 'homework-%')
    .orderBy('id')
    .execute();
}

/** Row counts of every table homework writes (a refused request must leave them as they were). */
export async function homeworkTables(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'homework',
    'homework_assignees',
    'homework_submissions',
    'homework_files',
    'uploads',
    'notifications',
    'audit_log',
  ]) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
