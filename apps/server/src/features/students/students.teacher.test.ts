import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import {
  callerFor,
  createAcademy,
  enrolTestStudent,
  insertTestClass,
  insertTestStudent,
  studentTables,
} from './students.test-helpers';

/**
 * A teacher sees and reads (never changes) the students enrolled today in the classes they teach:
 * the list, a student's page, memos, history, birthdays and the member list. Another class's
 * student, a student who has moved out of the teacher's class, or one who joins only later answers
 * 404 like an unknown id.
 */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z'); // 2026-11-22 12:00 in Seoul
const app = await createTestApp(db, { clock });

const academy = await createAcademy(db, { teacher: { authCd: '020', userNm: '박강사' } });
const otherTeacher = await createAcademy(db, { teacher: { authCd: '020', userNm: '남강사' } });
const teacherId = academy.teacher?.id as string;
const teacher = await callerFor(app, db, teacherId, clock.now());
const director = await callerFor(app, db, academy.director.id, clock.now());
const base = `/api/insts/${academy.instId}`;

const mine = await insertTestClass(db, academy.instId, { classNm: '수학 A반', teacherId });
const notMine = await insertTestClass(db, academy.instId, { classNm: '영어 B반', teacherId: academy.director.id });

const student = (studentNm: string, extra: { birthdate?: string } = {}) =>
  insertTestStudent(db, academy.instId, { studentNm, birthdate: extra.birthdate ?? '2012-11-30' });
const inMine = await student('최민준');
await enrolTestStudent(db, academy.instId, mine, inMine.id);
const inOther = await student('김도윤');
await enrolTestStudent(db, academy.instId, notMine, inOther.id);
const movedOut = await student('이하은');
await enrolTestStudent(db, academy.instId, mine, movedOut.id, '2026-11-02', '2026-11-15');
await enrolTestStudent(db, academy.instId, notMine, movedOut.id, '2026-11-16');
const joinsLater = await student('박서준');
await enrolTestStudent(db, academy.instId, mine, joinsLater.id, '2026-12-01');
const nowhere = await student('정우진');

await director.inject({
  method: 'POST',
  url: `${base}/students/${inMine.id}/memos`,
  payload: { memoDate: '2026-11-20', content: '원장 상담 메모' },
});

describe('a teacher and the students of their own classes', () => {
  it('lists only the students enrolled today in their classes', async () => {
    const response = await teacher.inject({ method: 'GET', url: `${base}/students` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { studentNm: string }) => item.studentNm)).toEqual(['최민준']);
    expect(body.total).toBe(1);
    expect(body.counts).toEqual({ enrolled: 1, paused: 0, left: 0 });

    const director_ = (await director.inject({ method: 'GET', url: `${base}/students` })).json();
    expect(director_.total).toBe(5);

    const members = (await teacher.inject({ method: 'GET', url: `${base}/members?role=student` })).json();
    expect(members.items.map((item: { name: string }) => item.name)).toEqual(['최민준']);

    const birthdays = (await teacher.inject({ method: 'GET', url: `${base}/students/birthdays` })).json();
    expect(birthdays.thisMonth.map((item: { studentNm: string }) => item.studentNm)).toEqual(['최민준']);
  });

  it("reads their student's page, memos and history, but cannot write memos or change the student", async () => {
    const detail = await teacher.inject({ method: 'GET', url: `${base}/students/${inMine.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      studentNm: '최민준',
      canManage: false,
      classes: [expect.objectContaining({ classId: mine, classNm: '수학 A반', active: true })],
    });

    const memos = await teacher.inject({ method: 'GET', url: `${base}/students/${inMine.id}/memos` });
    expect(memos.statusCode).toBe(200);
    expect(memos.json()).toMatchObject({
      canWrite: false,
      memos: [{ content: '원장 상담 메모', editable: false }],
    });
    const history = await teacher.inject({ method: 'GET', url: `${base}/students/${inMine.id}/history` });
    expect(history.statusCode).toBe(200);

    const before = await studentTables(db);
    const memoId = memos.json().memos[0].memoId as string;
    for (const call of [
      {
        method: 'POST' as const,
        url: `${base}/students/${inMine.id}/memos`,
        payload: { memoDate: '2026-11-22', content: '강사 메모' },
      },
      {
        method: 'PATCH' as const,
        url: `${base}/students/${inMine.id}/memos/${memoId}`,
        payload: { memoDate: '2026-11-22', content: '고침' },
      },
      { method: 'DELETE' as const, url: `${base}/students/${inMine.id}/memos/${memoId}` },
    ]) {
      const response = await teacher.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe('강사는 담당 반 원생의 메모를 읽을 수만 있습니다.');
    }
    const edit = await teacher.inject({
      method: 'PATCH',
      url: `${base}/students/${inMine.id}`,
      payload: { studentNm: '바꾼이름', birthdate: '2012-11-30' },
    });
    expect(edit.statusCode).toBe(403);
    expect(await studentTables(db)).toEqual(before);
  });

  it("answers 404 with nothing for another class's student, one who moved out, one who joins later and one in no class", async () => {
    for (const { id } of [inOther, movedOut, joinsLater, nowhere]) {
      for (const url of [`${base}/students/${id}`, `${base}/students/${id}/memos`, `${base}/students/${id}/history`]) {
        const response = await teacher.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('STUDENT_NOT_FOUND');
        expect(response.body).not.toMatch(/김도윤|이하은|박서준|정우진/);
      }
    }
  });

  it('follows the class roster: ending the enrolment hides the student from the teacher', async () => {
    const leaving = await student('한지민');
    const enrolmentId = await enrolTestStudent(db, academy.instId, mine, leaving.id);
    expect((await teacher.inject({ method: 'GET', url: `${base}/students/${leaving.id}` })).statusCode).toBe(200);
    await db.updateTable('class_students').set({ end_date: '2026-11-21' }).where('id', '=', enrolmentId).execute();
    expect((await teacher.inject({ method: 'GET', url: `${base}/students/${leaving.id}` })).statusCode).toBe(404);
  });

  it("never shows a teacher another academy's students, even of a class with the same teacher id shape", async () => {
    const theirs = await insertTestStudent(db, otherTeacher.instId, { studentNm: '남학생' });
    const theirClass = await insertTestClass(db, otherTeacher.instId, { teacherId: otherTeacher.teacher?.id });
    await enrolTestStudent(db, otherTeacher.instId, theirClass, theirs.id);
    const response = await teacher.inject({ method: 'GET', url: `${base}/students/${theirs.id}` });
    expect(response.statusCode).toBe(404);
    const theirList = await teacher.inject({ method: 'GET', url: `/api/insts/${otherTeacher.instId}/students` });
    expect(theirList.statusCode).toBe(404);
    expect(theirList.body).not.toContain('남학생');
  });
});
