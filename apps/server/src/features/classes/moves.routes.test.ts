import type { CreateClassInput, MoveStudentsInput } from '@academy/domain/class/class.schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import {
  type Caller,
  callerFor,
  classBody,
  classTables,
  createClassAs,
  insertStudent,
  tempDataDir,
} from './classes.test-helpers';

const { db } = await createTestDatabase();
// Sunday 2026-11-22, 12:00 in Seoul. Classes meet on Mondays and Wednesdays from 2026-11-02.
const clock = fixedClock('2026-11-22T03:00:00Z');
const TODAY = '2026-11-22';
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const director = await callerFor(app, db, world.users.director, clock.now());
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
const manager = await callerFor(app, db, world.users.manager, clock.now());
const base = `/api/insts/${instId}`;

/** A class of the academy (taught by the demo teacher unless told), created through the API. */
function newClass(overrides: Partial<CreateClassInput> = {}) {
  return createClassAs(director, instId, classBody(world.users.teacher, overrides));
}

/** A student enrolled in a class from `startDate` through the API. */
async function enrolled(classId: string, startDate = '2026-11-02', studentNm = '테스트학생') {
  const studentId = await insertStudent(db, instId, { studentNm });
  const response = await director.inject({
    method: 'POST',
    url: `${base}/classes/${classId}/students`,
    payload: { studentIds: [studentId], startDate },
  });
  expect(response.statusCode, response.body).toBe(200);
  return studentId;
}

const move = (caller: Caller, payload: Partial<MoveStudentsInput>) =>
  caller.inject({ method: 'POST', url: `${base}/class-moves`, payload });

async function enrolmentsOf(studentId: string) {
  return db
    .selectFrom('class_students')
    .select(['class_id', 'start_date', 'end_date'])
    .where('inst_id', '=', instId)
    .where('student_id', '=', studentId)
    .orderBy('start_date')
    .execute();
}

const sheetIds = async (classId: string, date: string) => {
  const response = await director.inject({ method: 'GET', url: `${base}/classes/${classId}/attendance?date=${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().rows as Array<{ studentId: string }>).map((row) => row.studentId);
};

/** Asserts a refusal: status, code, a Korean message (and field), and no table changed. */
async function expectRefused(
  call: () => Promise<{
    statusCode: number;
    json: () => { code: string; message: string; fields?: Record<string, string> };
  }>,
  expected: { status: number; code: string; message?: string | RegExp; field?: string },
) {
  const before = await classTables(db);
  const response = await call();
  const body = response.json();
  expect(response.statusCode, JSON.stringify(body)).toBe(expected.status);
  expect(body.code).toBe(expected.code);
  expect(body.message).toMatch(/[가-힣]/);
  if (expected.message) expect(body.message).toMatch(expected.message);
  if (expected.field) expect(body.fields?.[expected.field]).toMatch(/[가-힣]/);
  expect(await classTables(db)).toEqual(before);
  return body;
}

describe('POST /class-moves (ClassMoving)', () => {
  it('moves a student from a past day: the old class keeps the days before, the new one takes the rest', async () => {
    const from = await newClass({ classNm: '수학 A반' });
    const to = await newClass({ classNm: '수학 B반' });
    const studentId = await enrolled(from, '2026-11-02', '한이동');
    const before = await classTables(db);

    const response = await move(director, {
      fromClassId: from,
      toClassId: to,
      studentIds: [studentId],
      moveDate: '2026-11-16',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      fromClass: { classId: from, classNm: '수학 A반' },
      toClass: { classId: to, classNm: '수학 B반' },
      moveDate: '2026-11-16',
      moves: [{ studentId, studentNm: '한이동' }],
    });

    expect(await enrolmentsOf(studentId)).toEqual([
      { class_id: from, start_date: '2026-11-02', end_date: '2026-11-15' },
      { class_id: to, start_date: '2026-11-16', end_date: null },
    ]);
    const after = await classTables(db);
    expect(after.class_students - before.class_students).toBe(1);
    expect(after.class_moves - before.class_moves).toBe(1);
    expect(after.audit_log - before.audit_log).toBe(1);
    const row = await db
      .selectFrom('class_moves')
      .selectAll()
      .where('inst_id', '=', instId)
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      from_class_id: from,
      to_class_id: to,
      move_date: '2026-11-16',
      moved_by: world.users.director,
      from_enrolment_id: result.moves[0].fromEnrolmentId,
      to_enrolment_id: result.moves[0].toEnrolmentId,
    });

    // Attendance reads the enrolment of each day: Wednesday the 11th in A, Wednesday the 18th in B.
    expect(await sheetIds(from, '2026-11-11')).toContain(studentId);
    expect(await sheetIds(to, '2026-11-11')).not.toContain(studentId);
    expect(await sheetIds(from, '2026-11-18')).not.toContain(studentId);
    expect(await sheetIds(to, '2026-11-18')).toContain(studentId);
    const month = await director.inject({ method: 'GET', url: `${base}/attendance/classes/${to}?month=2026-11` });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.body).toContain(studentId);

    // The classes' rosters: ended in A, running in B.
    const fromRoster = (await director.inject({ method: 'GET', url: `${base}/classes/${from}/students` })).json();
    expect(fromRoster.enrolments).toEqual([
      expect.objectContaining({ studentId, endDate: '2026-11-15', active: false }),
    ]);
    const toRoster = (await director.inject({ method: 'GET', url: `${base}/classes/${to}/students` })).json();
    expect(toRoster.enrolments).toEqual([
      expect.objectContaining({ studentId, startDate: '2026-11-16', active: true }),
    ]);

    // The student's history says who moved them, when, from which class to which.
    const history = (await director.inject({ method: 'GET', url: `${base}/students/${studentId}/history` })).json();
    const moves = history.entries.filter((entry: { kind: string }) => entry.kind === 'class-moved');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      kind: 'class-moved',
      actorNm: '김원장',
      effectiveDate: '2026-11-16',
      subject: '수학 A반 → 수학 B반',
      changes: [{ field: 'class', before: '수학 A반', after: '수학 B반' }],
    });
    expect(moves[0].at).toBe(clock.now().toISOString());

    // The student's page lists the new class only.
    const detail = (await director.inject({ method: 'GET', url: `${base}/students/${studentId}` })).json();
    expect(detail.classes).toEqual([
      expect.objectContaining({ classId: to, classNm: '수학 B반', startDate: '2026-11-16', active: true }),
    ]);
  });

  it('moves several students from today and keeps a planned end date on the new enrolment', async () => {
    const from = await newClass();
    const to = await newClass();
    const first = await enrolled(from);
    const second = await insertStudent(db, instId);
    await director.inject({
      method: 'POST',
      url: `${base}/classes/${from}/students`,
      payload: { studentIds: [second], startDate: '2026-11-09', endDate: '2027-02-28' },
    });
    // The demo manager holds 020 (수업 관리).
    const response = await move(manager, {
      fromClassId: from,
      toClassId: to,
      studentIds: [first, second],
      moveDate: TODAY,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .moves.map((item: { studentId: string }) => item.studentId)
        .sort(),
    ).toEqual([first, second].sort());
    expect(await enrolmentsOf(second)).toEqual([
      { class_id: from, start_date: '2026-11-09', end_date: '2026-11-21' },
      { class_id: to, start_date: TODAY, end_date: '2027-02-28' },
    ]);
    const roster = (await director.inject({ method: 'GET', url: `${base}/classes/${to}/students` })).json();
    expect(roster.activeCount).toBe(2);
  });

  it('counts the headcount by day: a seat freed at the end of a month takes a move from the next day', async () => {
    const from = await newClass();
    const to = await newClass({ fixed: 1 });
    await director.inject({
      method: 'POST',
      url: `${base}/classes/${to}/students`,
      payload: { studentIds: [await insertStudent(db, instId)], startDate: '2026-11-02', endDate: '2026-11-30' },
    });
    const studentId = await enrolled(from);
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [studentId], moveDate: '2026-11-30' }),
      { status: 409, code: 'CLASS_FULL', message: /정원 1명이 모두 찼습니다/, field: 'studentIds' },
    );
    const response = await move(director, {
      fromClassId: from,
      toClassId: to,
      studentIds: [studentId],
      moveDate: '2026-12-01',
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a move into a full class, naming the class and the free seats, and writes nothing', async () => {
    const from = await newClass();
    const to = await newClass({ classNm: '심화반', fixed: 2 });
    await enrolled(to);
    const a = await enrolled(from);
    const b = await enrolled(from);
    const body = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [a, b], moveDate: TODAY }),
      { status: 409, code: 'CLASS_FULL', field: 'studentIds' },
    );
    expect(body.message).toBe(
      '심화반은 정원 2명 중 1명이 수강 중이라 1명까지만 옮길 수 있습니다. 옮길 원생을 줄이거나 정원을 늘려 주세요.',
    );
  });

  it('refuses a closed class on either side', async () => {
    const from = await newClass();
    const closed = await newClass({ classNm: '폐강반' });
    const studentId = await enrolled(from);
    const closing = await director.inject({ method: 'POST', url: `${base}/classes/${closed}/close`, payload: {} });
    expect(closing.statusCode, closing.body).toBe(200);
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: closed, studentIds: [studentId], moveDate: TODAY }),
      {
        status: 409,
        code: 'CLASS_CLOSED',
        message: '폐강반은 폐강한 반이라 원생을 옮길 수 없습니다. 다른 반을 선택해 주세요.',
        field: 'toClassId',
      },
    );
    const other = await newClass();
    await expectRefused(
      () => move(director, { fromClassId: closed, toClassId: other, studentIds: [studentId], moveDate: TODAY }),
      { status: 409, code: 'CLASS_CLOSED', field: 'fromClassId' },
    );
  });

  it('refuses a day on or before the student joined the class', async () => {
    const from = await newClass();
    const to = await newClass();
    const studentId = await enrolled(from, '2026-11-16', '늦은학생');
    for (const moveDate of ['2026-11-10', '2026-11-16']) {
      const body = await expectRefused(
        () => move(director, { fromClassId: from, toClassId: to, studentIds: [studentId], moveDate }),
        { status: 400, code: 'CLASS_MOVE_BEFORE_START', field: 'moveDate' },
      );
      expect(body.message).toBe(
        '수강을 시작한 날(2026.11.16)이나 그 전으로는 반을 옮길 수 없습니다: 늦은학생. 수강 시작 다음 날부터 골라 주세요.',
      );
    }
  });

  it('refuses the same class as both ends', async () => {
    const from = await newClass();
    const studentId = await enrolled(from);
    const body = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: from, studentIds: [studentId], moveDate: TODAY }),
      { status: 400, code: 'VALIDATION_FAILED' },
    );
    expect(body.fields).toEqual({ toClassId: '옮길 반이 지금 반과 같습니다. 다른 반을 선택해 주세요.' });
  });

  it('refuses a student who is not in the class on the day, and writes nothing for the others', async () => {
    const from = await newClass({ classNm: '수학 C반' });
    const to = await newClass();
    const inClass = await enrolled(from);
    const elsewhere = await insertStudent(db, instId, { studentNm: '다른반학생' });
    const body = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [inClass, elsewhere], moveDate: TODAY }),
      { status: 409, code: 'CLASS_MOVE_NOT_ENROLLED', field: 'studentIds' },
    );
    expect(body.message).toBe(
      '2026.11.22에 수학 C반을 수강하지 않는 원생이 있습니다: 다른반학생. 원생이나 날짜를 다시 선택해 주세요.',
    );
    // An enrolment that ended before the day is not "in the class" either.
    const ended = await enrolled(from);
    await db.updateTable('class_students').set({ end_date: '2026-11-20' }).where('student_id', '=', ended).execute();
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [ended], moveDate: TODAY }),
      { status: 409, code: 'CLASS_MOVE_NOT_ENROLLED' },
    );
  });

  it('refuses a student already in the class moved into, and one with attendance after the day', async () => {
    const from = await newClass();
    const to = await newClass({ classNm: '영어반' });
    const both = await enrolled(from, '2026-11-02', '두반학생');
    await director.inject({
      method: 'POST',
      url: `${base}/classes/${to}/students`,
      payload: { studentIds: [both], startDate: '2026-11-25' },
    });
    const already = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [both], moveDate: TODAY }),
      { status: 409, code: 'CLASS_ALREADY_ENROLLED', field: 'studentIds' },
    );
    expect(already.message).toContain('영어반에 이미 다니고 있는 원생이 있습니다: 두반학생.');

    const marked = await enrolled(from, '2026-11-02', '출석한학생');
    const save = await director.inject({
      method: 'PUT',
      url: `${base}/classes/${from}/attendance?date=2026-11-18`,
      payload: { rows: [{ studentId: marked, status: 'PRESENT' }] },
    });
    expect(save.statusCode, save.body).toBe(200);
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [marked], moveDate: '2026-11-16' }),
      { status: 409, code: 'CLASS_MOVE_HAS_ATTENDANCE', message: /2026\.11\.16 이후의 출결/, field: 'moveDate' },
    );
    // From the day after the last mark it moves.
    const later = await move(director, {
      fromClassId: from,
      toClassId: to,
      studentIds: [marked],
      moveDate: '2026-11-19',
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('refuses a day more than a year away, or after the class moved into ends', async () => {
    const from = await newClass();
    const to = await newClass({ classNm: '겨울특강', lecEndDt: '2026-12-31' });
    const studentId = await enrolled(from);
    const far = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [studentId], moveDate: '2028-01-05' }),
      { status: 400, code: 'VALIDATION_FAILED' },
    );
    expect(far.fields).toEqual({ moveDate: '옮기는 날은 오늘부터 앞뒤 1년 안에서 골라 주세요.' });
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [studentId], moveDate: '2027-01-04' }),
      {
        status: 400,
        code: 'ENROL_OUTSIDE_CLASS',
        message: /겨울특강의 수업 종료일\(2026\.12\.31\)/,
        field: 'moveDate',
      },
    );
  });

  it('refuses a student who left, and lists the missing fields of an empty request', async () => {
    const from = await newClass();
    const to = await newClass();
    const leaving = await enrolled(from, '2026-11-02', '퇴원생');
    await db.updateTable('students').set({ status: 'left' }).where('id', '=', leaving).execute();
    await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [leaving], moveDate: TODAY }),
      { status: 409, code: 'ENROL_STUDENT_LEFT', message: /퇴원생/ },
    );
    const empty = await expectRefused(() => move(director, {}), { status: 400, code: 'VALIDATION_FAILED' });
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(['fromClassId', 'moveDate', 'studentIds', 'toClassId']);
  });

  it('answers 404 for another academy’s class and refuses its student without naming them', async () => {
    const other = await callerFor(app, db, world.users.other, clock.now());
    const theirs = await createClassAs(other, world.otherInstId, classBody(world.users.other, { classNm: '남의 반' }));
    const theirStudent = await insertStudent(db, world.otherInstId, { studentNm: '남의원생' });
    const from = await newClass();
    const to = await newClass();
    const studentId = await enrolled(from);
    const foreignClass = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: theirs, studentIds: [studentId], moveDate: TODAY }),
      { status: 404, code: 'NOT_FOUND' },
    );
    expect(JSON.stringify(foreignClass)).not.toContain('남의 반');
    const foreignStudent = await expectRefused(
      () => move(director, { fromClassId: from, toClassId: to, studentIds: [theirStudent], moveDate: TODAY }),
      { status: 400, code: 'ENROL_STUDENT_NOT_FOUND' },
    );
    expect(JSON.stringify(foreignStudent)).not.toContain('남의원생');
  });

  it('refuses a teacher, even between classes they teach, and a manager without 020', async () => {
    const from = await newClass();
    const to = await newClass();
    const studentId = await enrolled(from);
    const payload = { fromClassId: from, toClassId: to, studentIds: [studentId], moveDate: TODAY };
    await expectRefused(() => move(teacher, payload), { status: 403, code: 'FORBIDDEN' });
    await db
      .updateTable('memberships')
      .set({ auth_cd: '010#031' })
      .where('inst_id', '=', instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    await expectRefused(() => move(manager, payload), { status: 403, code: 'FORBIDDEN' });
    await db
      .updateTable('memberships')
      .set({ auth_cd: '020' })
      .where('inst_id', '=', instId)
      .where('user_id', '=', world.users.manager)
      .execute();
    const allowed = await move(manager, payload);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const moved = await sql<{ n: number }>`select count(*)::int as n from class_moves
      where inst_id = ${instId} and student_id = ${studentId} and moved_by = ${world.users.manager}`.execute(db);
    expect(moved.rows[0]?.n).toBe(1);
  });
});
