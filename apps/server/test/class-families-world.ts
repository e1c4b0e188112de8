import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../src/db/database';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../src/features/attendance/attendance.test-helpers';
import { createTestUser } from './account-helpers';

/**
 * An academy of classes and families for the areas whose rows belong to a class and are read by
 * its families (the feed, homework): signed-in callers for every role, and real JPEGs.
 *
 * Class 수학A (taught by `teacher`) has 가윤 (parentA's child), 나준 (parentB's child, with their own
 * student account `studentB`) and 다인 (parentC's child); class 영어B (taught by `otherTeacher`) has
 * 라온 (parentD's child).
 */

export type ClassFamiliesWorld = {
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

export async function createClassFamiliesWorld(
  app: FastifyInstance,
  db: Database,
  now: Date,
): Promise<ClassFamiliesWorld> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  // The academy's own parent member is parentA (가윤's); three more families join.
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

/** A real JPEG of the given size and colour. */
export async function jpegBytes(width = 1600, height = 1200, colour = { r: 40, g: 160, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 70 })
    .toBuffer();
}
