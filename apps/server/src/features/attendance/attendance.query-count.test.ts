import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, createAcademy, enrol, insertClass, insertStudent } from './attendance.test-helpers';

/**
 * The class sheet costs a fixed number of SQL statements whatever the class size: the same count for
 * 5 students and for 40, to read it and to save it. Counted on the app's own database handle
 * (test/query-count.ts): every statement the app runs, including the session lookup of the auth hook
 * and the transaction's BEGIN and COMMIT.
 */

const { url } = await createTestDatabase();
const { db, count } = countedDatabase(url);

const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const academy = await createAcademy(db);
const teacher = await callerFor(app, db, academy.teacher.id, clock.now());
// The first signed-in request of the hour also records the user's activity; get it out of the way.
await teacher.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/today` });

async function classOf(size: number) {
  const classId = await insertClass(db, academy.instId, { teacherIds: [academy.teacher.id] });
  const ids: string[] = [];
  for (let index = 0; index < size; index += 1) {
    ids.push(
      (await insertStudent(db, academy.instId, { guardians: [{ userId: academy.parent.id, mobileNo: null }] })).id,
    );
  }
  await enrol(db, academy.instId, classId, ids);
  return { classId, ids };
}

async function measure(size: number) {
  const { classId, ids } = await classOf(size);
  const url = `/api/insts/${academy.instId}/classes/${classId}/attendance?date=2026-11-23`;
  const read = await count(() => teacher.inject({ method: 'GET', url }));
  const rows = ids.map((studentId, index) => ({ studentId, status: 'PRESENT', memo: `메모 ${index}` }));
  const write = await count(() => teacher.inject({ method: 'PUT', url, payload: { rows } }));
  const rewrite = await count(() =>
    teacher.inject({ method: 'PUT', url, payload: { rows: rows.map((row) => ({ ...row, status: 'LATE' })) } }),
  );
  const absent = await count(() =>
    teacher.inject({ method: 'PUT', url, payload: { rows: rows.map((row) => ({ ...row, status: 'ABSENT' })) } }),
  );
  const back = await count(() =>
    teacher.inject({ method: 'PUT', url, payload: { rows: rows.map((row) => ({ ...row, status: 'LATE' })) } }),
  );
  const reread = await count(() => teacher.inject({ method: 'GET', url }));
  const saved = await db
    .selectFrom('attendance')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('class_id', '=', classId)
    .where('status', '=', 'LATE')
    .executeTakeFirstOrThrow();
  expect(Number(saved.n)).toBe(size);
  return { read, write, rewrite, absent, back, reread };
}

describe('the class sheet’s query count', () => {
  it('is the same for 5 and for 40 students, to read and to save', async () => {
    const five = await measure(5);
    const forty = await measure(40);
    expect(forty).toEqual(five);
    // Read: the session with the membership, then the sheet: the class (+ teacher check), the day's
    // session and the roster in one statement (docs/decisions/0037-request-cost.md).
    // Save: the same two, then one bulk upsert; when students become absent, the upsert, one
    // guardians lookup and one insert of all the parents' notifications run in one transaction
    // (BEGIN … COMMIT; AlimTalk messages go through the messaging adapter after the commit; these
    // guardians have no mobile number).
    // Written down so that a change to the count is a decision, not an accident.
    expect(five).toEqual({ read: 2, write: 3, rewrite: 3, absent: 7, back: 3, reread: 2 });
  });
});
