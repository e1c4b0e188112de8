import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import {
  type Caller,
  callerFor,
  createAcademy,
  insertClass,
  uniqueMobile,
} from '../attendance/attendance.test-helpers';

/**
 * The notices' reads cost a fixed number of SQL statements whatever their size: the read list of a
 * notice to 500 children (each with a guardian's account, some read and confirmed) costs what it costs
 * for 2, in one request; the lists cost the same for a page of 2 notices and a full page (of 30); one
 * notice, its reminder's preview and the reminder the same for 2 and 500. Counted on the app's own
 * database handle (test/query-count.ts): every statement, the session lookup included.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const now = clock.now();

/** An academy whose class holds `size` children, each with a guardian account that is a member. */
async function academyOf(size: number) {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const classId = await insertClass(db, instId, { teacherIds: [academy.teacher.id] });
  const range = Array.from({ length: size }, (_, index) => index);
  const guardians = range.map(() => newId());
  const students = range.map(() => newId());
  await db
    .insertInto('users')
    .values(
      guardians.map((id, index) => ({ id, login_id: null, user_nm: `보호자${index}`, mobile_no: uniqueMobile() })),
    )
    .execute();
  await db
    .insertInto('memberships')
    .values(guardians.map((userId) => ({ inst_id: instId, user_id: userId, relation_cd: null, auth_cd: null })))
    .execute();
  await db
    .insertInto('students')
    .values(students.map((id, index) => ({ inst_id: instId, id, student_nm: `원생${index}` })) as never)
    .execute();
  await db
    .insertInto('student_guardians')
    .values(
      students.map((studentId, index) => ({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        guardian_nm: `보호자${index}`,
        user_id: guardians[index] as string,
        relation_type: '어머니',
      })) as never,
    )
    .execute();
  await db
    .insertInto('class_students')
    .values(
      students.map((studentId) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        student_id: studentId,
        start_date: '2026-03-02',
      })),
    )
    .execute();
  const director = await callerFor(app, db, academy.director.id, now);
  return { instId, classId, guardians, director };
}

async function measure(size: number) {
  const { instId, classId, guardians, director } = await academyOf(size);
  const base = `/api/insts/${instId}/notices`;
  const written = await director.inject({
    method: 'POST',
    url: base,
    payload: {
      title: '읽음 확인 공지',
      content: '내용',
      confirmRequested: true,
      alimTalk: true,
      audience: { kind: 'classes', classIds: [classId] },
    },
  });
  expect(written.statusCode, written.body).toBe(200);
  const noticeId = written.json().noticeId as string;
  // Half of the families read it, a quarter confirmed.
  const readers = guardians.filter((_, index) => index % 2 === 0);
  await db
    .insertInto('notice_reads')
    .values(
      readers.map((userId, index) => ({
        inst_id: instId,
        notice_id: noticeId,
        user_id: userId,
        read_at: now,
        confirmed_at: index % 2 === 0 ? now : null,
      })),
    )
    .execute();
  const parent: Caller = await callerFor(app, db, guardians[1] as string, now);
  // The first signed-in request of the hour records the user's activity; get it out of the way.
  await parent.inject({ method: 'GET', url: base });
  await director.inject({ method: 'GET', url: base });

  const readList = await count(() => director.inject({ method: 'GET', url: `${base}/${noticeId}/reads` }));
  const response = await director.inject({ method: 'GET', url: `${base}/${noticeId}/reads` });
  expect(response.json()).toMatchObject({ studentMaxCnt: size, readCnt: readers.length });
  expect(response.json().students).toHaveLength(size);
  const detail = await count(() => director.inject({ method: 'GET', url: `${base}/${noticeId}` }));
  const remindPreview = await count(() => director.inject({ method: 'GET', url: `${base}/${noticeId}/remind` }));
  const firstOpen = await count(() => parent.inject({ method: 'GET', url: `${base}/${noticeId}` }));
  return { readList, detail, remindPreview, firstOpen, instId, director, parent };
}

async function listWorld(notices: number) {
  const academy = await createAcademy(db);
  const director = await callerFor(app, db, academy.director.id, now);
  const parent = await callerFor(app, db, academy.parent.id, now);
  await db
    .insertInto('students')
    .values({ inst_id: academy.instId, id: newId(), student_nm: '최민준' } as never)
    .execute();
  for (let index = 0; index < notices; index += 1) {
    const response = await director.inject({
      method: 'POST',
      url: `/api/insts/${academy.instId}/notices`,
      payload: { title: `공지 ${index}`, content: '내용', pinned: index % 5 === 0, audience: { kind: 'academy' } },
    });
    expect(response.statusCode).toBe(200);
  }
  await parent.inject({ method: 'GET', url: `/api/insts/${academy.instId}/notices` });
  await director.inject({ method: 'GET', url: `/api/insts/${academy.instId}/notices` });
  const base = `/api/insts/${academy.instId}/notices`;
  return {
    familyList: await count(() => parent.inject({ method: 'GET', url: base })),
    staffList: await count(() => director.inject({ method: 'GET', url: base })),
    managed: await count(() => director.inject({ method: 'GET', url: `${base}/manage` })),
  };
}

describe('notice statements per request', () => {
  it('reads the list of a notice to 500 children in one request, as many statements as for 2', async () => {
    const small = await measure(2);
    const large = await measure(500);
    expect(large.readList, lastStatements().join('\n')).toBe(small.readList);
    expect(large.detail).toBe(small.detail);
    expect(large.remindPreview).toBe(small.remindPreview);
    expect(large.firstOpen).toBe(small.firstOpen);
    // Session and membership, the notice, the children, the staff, the deliveries.
    expect(large.readList).toBeLessThanOrEqual(6);
  }, 120_000);

  it('lists a full page of notices for what a page of 2 costs', async () => {
    const small = await listWorld(2);
    const large = await listWorld(30);
    expect(large).toEqual(small);
  }, 120_000);
});
