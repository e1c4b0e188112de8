import type { BillingStudentsResponse } from '@academy/domain/billing/billing-students.schema';
import { describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, insertStudent } from '../attendance/attendance.test-helpers';
import { createBillingWorld } from './billing.test-helpers';

/**
 * /billCreate's student search under billing's own rule: a manager holding only 042 finds students
 * by name or initial consonants, each with the classes a bill may name, and never another academy's.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-27T01:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createBillingWorld(app, db, clock.now());
const writer = await createTestUser(db, { userNm: '정실장' });
await db
  .insertInto('memberships')
  .values({ inst_id: world.instId, user_id: writer.id, relation_cd: '030', auth_cd: '042' })
  .execute();
const billingManager = await callerFor(app, db, writer.id, clock.now());
const url = `/api/insts/${world.instId}/billing/students`;

async function search(q: string | null): Promise<BillingStudentsResponse> {
  const response = await billingManager.inject({
    method: 'GET',
    url: q === null ? url : `${url}?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /billing/students', () => {
  it('finds students by name or initial consonants for a manager holding only 042, with their classes', async () => {
    const found = await search('최민');
    expect(found.items).toEqual([
      {
        studentId: world.minjun,
        studentNm: '최민준',
        schoolNm: null,
        gradeYear: null,
        classes: [{ classId: world.classId, classNm: '중3 수학' }],
      },
    ]);
    expect((await search('ㅊㅅㅇ')).items.map((student) => student.studentNm)).toEqual(['최서연']);
    expect((await search(null)).items.map((student) => student.studentNm)).toEqual(['최민준', '최서연', '한하윤']);
  });

  it('lists a student without a class with none, and no student of another academy', async () => {
    await insertStudent(db, world.instId, { studentNm: '최윤서' });
    const foreign = await db
      .selectFrom('memberships')
      .select('inst_id')
      .where('user_id', '=', world.foreignDirector.userId)
      .executeTakeFirstOrThrow();
    await insertStudent(db, foreign.inst_id, { studentNm: '최민서' });
    const found = await search('최');
    expect(found.items.map((student) => [student.studentNm, student.classes.length])).toEqual([
      ['최민준', 1],
      ['최서연', 1],
      ['최윤서', 0],
    ]);
  });
});
