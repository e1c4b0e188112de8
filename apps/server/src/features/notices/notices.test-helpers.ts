import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import { createTestUser, type TestUser } from '../../../test/account-helpers';
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

/** A data folder of the test file's own (the uploaded files), removed after its tests. */
export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-notices-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A notices test world: an academy with one member of each role, two classes — the teacher's
 * (with 최민준, the student member's own record, and a child with no account in the family) and
 * the other teacher's (with 최서연) — both of whose children have the parent as their guardian, and
 * a second family whose child is in neither class. Callers are signed in; rows are made directly.
 */
export type NoticesWorld = {
  academy: Academy;
  instId: string;
  classA: string;
  classB: string;
  /** Outside both classes, in a class of its own. */
  classC: string;
  minjun: string;
  seoyeon: string;
  /** In class A; no family account. */
  doyun: string;
  /** In class C; the outsider's child. */
  hayun: string;
  outsider: TestUser;
  director: Caller;
  manager: Caller;
  teacher: Caller;
  otherTeacher: Caller;
  parent: Caller;
  student: Caller;
  outsiderParent: Caller;
};

export async function createNoticesWorld(app: FastifyInstance, db: Database, now: Date): Promise<NoticesWorld> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const outsider = await createTestUser(db, { userNm: '한보호자' });
  await db
    .insertInto('memberships')
    .values({ inst_id: instId, user_id: outsider.id, relation_cd: null, auth_cd: null })
    .execute();
  const classA = await insertClass(db, instId, { classNm: '중3 수학 심화반', teacherIds: [academy.teacher.id] });
  const classB = await insertClass(db, instId, { classNm: '초등 사고력 수학', teacherIds: [academy.otherTeacher.id] });
  const classC = await insertClass(db, instId, { classNm: '고1 수학', teacherIds: [academy.otherTeacher.id] });
  const minjun = await insertStudent(db, instId, {
    studentNm: '최민준',
    userId: academy.studentUser.id,
    guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }],
  });
  const seoyeon = await insertStudent(db, instId, {
    studentNm: '최서연',
    guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }],
  });
  const doyun = await insertStudent(db, instId, { studentNm: '김도윤', guardians: [{ guardianNm: '김영희' }] });
  const hayun = await insertStudent(db, instId, {
    studentNm: '한하윤',
    guardians: [{ userId: outsider.id, guardianNm: '한보호자' }],
  });
  await db
    .updateTable('student_guardians')
    .set({ relation_type: '어머니' })
    .where('inst_id', '=', instId)
    .where('user_id', '=', academy.parent.id)
    .execute();
  await enrol(db, instId, classA, [minjun.id, doyun.id]);
  await enrol(db, instId, classB, [seoyeon.id]);
  await enrol(db, instId, classC, [hayun.id]);
  return {
    academy,
    instId,
    classA,
    classB,
    classC,
    minjun: minjun.id,
    seoyeon: seoyeon.id,
    doyun: doyun.id,
    hayun: hayun.id,
    outsider,
    director: await callerFor(app, db, academy.director.id, now),
    manager: await callerFor(app, db, academy.manager.id, now),
    teacher: await callerFor(app, db, academy.teacher.id, now),
    otherTeacher: await callerFor(app, db, academy.otherTeacher.id, now),
    parent: await callerFor(app, db, academy.parent.id, now),
    student: await callerFor(app, db, academy.studentUser.id, now),
    outsiderParent: await callerFor(app, db, outsider.id, now),
  };
}

/** A notice body with sensible defaults. */
export const noticeBody = (overrides: Record<string, unknown> = {}) => ({
  title: '겨울방학 보강 안내',
  content: '12월 24일부터 보강 수업이 있습니다. 일정을 확인해 주세요.',
  audience: { kind: 'academy' },
  ...overrides,
});

/** Every row of the tables notices write, to prove a refused request changed nothing. */
export async function noticeTables(db: Database): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of [
    'notices',
    'notice_targets',
    'notice_students',
    'notice_recipients',
    'notice_reads',
    'notifications',
    'audit_log',
    'uploads',
  ]) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/** The notifications a user got, oldest first. */
export async function noticeNotificationsOf(db: Database, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link', 'subject_kind', 'subject_id', 'advertising', 'message_template'])
    .where('user_id', '=', userId)
    .where('subject_kind', '=', 'notice')
    .orderBy('id')
    .execute();
}
