import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import {
  callerFor,
  createAcademy,
  enrolTestStudent,
  insertTestClass,
  insertTestStudent,
  studentTables,
} from './students.test-helpers';

/** StudentRegister with classes: the student joins the chosen classes in the registration's transaction. */

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z'); // 2026-11-22 12:00 in Seoul
const app = await createTestApp(db, { clock });

const academy = await createAcademy(db, { manager: { authCd: '010', userNm: '이실장' } });
const other = await createAcademy(db);
const director = await callerFor(app, db, academy.director.id, clock.now());
const base = `/api/insts/${academy.instId}`;

const register = (payload: Record<string, unknown>) =>
  director.inject({ method: 'POST', url: `${base}/students`, payload });

/** Every row the registration could write (students' tables, enrolments, audit). */
async function snapshot() {
  const enrolments = await sql<{ n: number }>`select count(*)::int as n from class_students`.execute(db);
  return { ...(await studentTables(db)), class_students: enrolments.rows[0]?.n };
}

async function enrolmentsOf(studentId: string) {
  return db
    .selectFrom('class_students')
    .select(['class_id', 'start_date', 'end_date'])
    .where('inst_id', '=', academy.instId)
    .where('student_id', '=', studentId)
    .orderBy('start_date')
    .execute();
}

describe('register with classes', () => {
  it('enrols the new student in each chosen class from today, or from the first day of a class that starts later', async () => {
    const running = await insertTestClass(db, academy.instId, { classNm: '수학 A반' });
    const upcoming = await insertTestClass(db, academy.instId, { classNm: '겨울 특강' });
    await db.updateTable('classes').set({ lec_start_dt: '2026-12-07' }).where('id', '=', upcoming).execute();

    const response = await register({
      studentNm: '최민준',
      birthdate: '2012-03-15',
      classIds: [running, upcoming, running],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { student } = response.json();
    expect(await enrolmentsOf(student.studentId)).toEqual([
      { class_id: running, start_date: '2026-11-22', end_date: null },
      { class_id: upcoming, start_date: '2026-12-07', end_date: null },
    ]);
    expect(student.classes).toEqual([
      expect.objectContaining({ classId: running, classNm: '수학 A반', startDate: '2026-11-22', active: true }),
      expect.objectContaining({ classId: upcoming, classNm: '겨울 특강', startDate: '2026-12-07', active: false }),
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('inst_id', '=', academy.instId)
      .where('action', '=', 'class.enrol')
      .execute();
    expect(audit.map((row) => row.target).sort()).toEqual([`class:${running}`, `class:${upcoming}`].sort());

    // The class's roster shows the new student.
    const roster = await director.inject({ method: 'GET', url: `${base}/classes/${running}/students` });
    expect(roster.json().enrolments).toEqual([expect.objectContaining({ studentId: student.studentId, active: true })]);
  });

  it('refuses a full class, a closed one and one that has ended, naming it, and writes nothing at all', async () => {
    const full = await insertTestClass(db, academy.instId, { classNm: '심화반', fixed: 1 });
    const seated = await insertTestStudent(db, academy.instId);
    await enrolTestStudent(db, academy.instId, full, seated.id);
    const closed = await insertTestClass(db, academy.instId, { classNm: '폐강반', status: 'closed' });
    const ended = await insertTestClass(db, academy.instId, { classNm: '가을 특강' });
    await db.updateTable('classes').set({ lec_end_dt: '2026-11-20' }).where('id', '=', ended).execute();
    const open = await insertTestClass(db, academy.instId, { classNm: '열린반' });

    const cases: Array<[string, number, string, string]> = [
      [
        full,
        409,
        'CLASS_FULL',
        '심화반은 정원 1명이 모두 찼습니다. 다른 반을 선택하거나 정원을 늘린 뒤 등록해 주세요.',
      ],
      [closed, 409, 'CLASS_CLOSED', '폐강반은 폐강한 반이라 등록할 수 없습니다. 다른 반을 선택해 주세요.'],
      [
        ended,
        400,
        'ENROL_OUTSIDE_CLASS',
        '가을 특강은 2026.11.20에 수업이 끝나 등록할 수 없습니다. 다른 반을 선택해 주세요.',
      ],
    ];
    for (const [classId, status, code, message] of cases) {
      const before = await snapshot();
      // The open class listed first would be joined if anything were written.
      const response = await register({
        studentNm: '김도윤',
        birthdate: '2013-05-05',
        guardians: [{ guardianNm: '김보호', mobileNo: '01077770001', relationType: '어머니' }],
        inviteGuardians: true,
        classIds: [open, classId],
      });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ code, message, fields: { classIds: message } });
      expect(await snapshot()).toEqual(before);
    }
  });

  it("answers another academy's class as not found, revealing nothing and writing nothing", async () => {
    const theirs = await insertTestClass(db, other.instId, { classNm: '남의 반' });
    for (const classIds of [[theirs], [newId()]]) {
      const before = await snapshot();
      const response = await register({ studentNm: '이하은', birthdate: '2012-07-07', classIds });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'CLASS_NOT_FOUND',
        message: '선택한 반을 찾을 수 없습니다. 반 목록을 새로고침한 뒤 다시 선택해 주세요.',
        fields: { classIds: '선택한 반을 찾을 수 없습니다.' },
      });
      expect(response.body).not.toContain('남의 반');
      expect(await snapshot()).toEqual(before);
    }
  });

  it('refuses more than 20 classes and a class id that is not an id, in Korean', async () => {
    const response = await register({
      studentNm: '박서준',
      birthdate: '2012-07-07',
      classIds: Array.from({ length: 21 }, () => newId()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ classIds: '수강할 반은 최대 20개까지 선택할 수 있습니다.' });
    const bad = await register({ studentNm: '박서준', birthdate: '2012-07-07', classIds: ['수학반'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['classIds.0']).toBe('수강할 반을 선택해 주세요');
  });
});
