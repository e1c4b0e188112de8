import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../attendance/attendance.test-helpers';
import { joinAs, mark, notification, visit } from './home.test-helpers';

const { db } = await createTestDatabase();
// Wednesday 2026-11-25, 16:00 in Seoul: Monday and Tuesday of the week are behind.
const clock = fixedClock('2026-11-25T07:00:00Z');
const app = await createTestApp(db, { clock });
const TODAY = '2026-11-25';

let math: Academy;
let english: Academy;
let parent: Caller;
let childUserId: string;
let mathRecord: { id: string; studentNm: string };
let englishRecord: { id: string; studentNm: string };
let mathClassId: string;
let englishClassId: string;

const childHome = (caller: Caller, userId = childUserId) =>
  caller.inject({ method: 'GET', url: `/api/me/children/${userId}/home` });

beforeAll(async () => {
  // One parent and one child at two academies: 수학 (Mon/Wed) at one, 영어 (Tue/Wed) at the other.
  math = await createAcademy(db);
  english = await createAcademy(db);
  childUserId = math.studentUser.id;
  await joinAs(db, english.instId, math.parent.id, null);
  await joinAs(db, english.instId, childUserId, '010');
  parent = await callerFor(app, db, math.parent.id, clock.now());

  mathRecord = await insertStudent(db, math.instId, {
    studentNm: '최민준',
    userId: childUserId,
    guardians: [{ userId: math.parent.id }],
  });
  await db.updateTable('students').set({ grade_year: 9 }).where('id', '=', mathRecord.id).execute();
  englishRecord = await insertStudent(db, english.instId, {
    studentNm: '최민준',
    userId: childUserId,
    guardians: [{ userId: math.parent.id }],
  });
  mathClassId = await insertClass(db, math.instId, {
    classNm: '수학 심화',
    lectures: [
      { weekday: 1, start: '15:00', end: '17:00' },
      { weekday: 3, start: '15:00', end: '17:00', room: '301호' },
    ],
  });
  englishClassId = await insertClass(db, english.instId, {
    classNm: '영어 회화',
    lectures: [
      { weekday: 2, start: '10:00', end: '12:00' },
      { weekday: 3, start: '18:00', end: '19:00' },
    ],
  });
  // A class the child does not attend, at the same academy and hour.
  const other = await insertClass(db, math.instId, {
    classNm: '남의 반',
    lectures: [{ weekday: 3, start: '15:00', end: '17:00' }],
  });
  await enrol(db, math.instId, mathClassId, [mathRecord.id]);
  await enrol(db, english.instId, englishClassId, [englishRecord.id]);
  const stranger = await insertStudent(db, math.instId, { studentNm: '남이웃' });
  await enrol(db, math.instId, other, [stranger.id]);

  await mark(db, math.instId, { classId: mathClassId, studentId: mathRecord.id, date: TODAY, status: 'LATE' });
  // Monday: 15:00–17:00 with a 10-minute break (110 min); today: in at 14:50, still inside (70 min).
  await visit(db, math.instId, {
    studentId: mathRecord.id,
    date: '2026-11-23',
    checkInAt: '2026-11-23T06:00:00Z',
    checkOutAt: '2026-11-23T08:00:00Z',
    breaks: [{ outAt: '2026-11-23T07:00:00Z', backAt: '2026-11-23T07:10:00Z' }],
  });
  await visit(db, math.instId, { studentId: mathRecord.id, date: TODAY, checkInAt: '2026-11-25T05:50:00Z' });
  // Last week's visit is not this week's study time.
  await visit(db, math.instId, {
    studentId: mathRecord.id,
    date: '2026-11-20',
    checkInAt: '2026-11-20T06:00:00Z',
    checkOutAt: '2026-11-20T09:00:00Z',
  });

  await notification(db, {
    userId: math.parent.id,
    instId: math.instId,
    title: '등원 알림',
    body: '최민준 학생이 14:50에 등원했습니다.',
    link: `/v3/AttendanceHistory?studentId=${mathRecord.id}`,
  });
  await notification(db, {
    userId: math.parent.id,
    instId: math.instId,
    title: '다른 아이',
    body: '최서연 학생이 등원했습니다.',
    link: `/v3/AttendanceHistory?studentId=${newId()}`,
  });
  await notification(db, {
    userId: math.parent.id,
    instId: english.instId,
    title: '보강 안내',
    body: "'영어 회화' 반 보강: 11월 28일 10:00~12:00 (최민준)",
    link: '/timeClass',
    read: true,
  });
});

describe('GET /api/me/children/:childUserId/home', () => {
  it('shows the child at both academies: today, the week, study time and notifications about them', async () => {
    const response = await childHome(parent);
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home).toMatchObject({ childUserId, childNm: '최민준', today: TODAY });
    expect(home.academies.map((academy: { instId: string }) => academy.instId).sort()).toEqual(
      [math.instId, english.instId].sort(),
    );
    const atMath = home.academies.find((academy: { instId: string }) => academy.instId === math.instId);
    expect(atMath).toMatchObject({
      student: { studentId: mathRecord.id, studentNm: '최민준', userId: childUserId, gradeYear: 9, status: 'enrolled' },
      todayLessons: [
        {
          classId: mathClassId,
          classNm: '수학 심화',
          startTime: '15:00',
          endTime: '17:00',
          room: '301호',
          status: 'LATE',
        },
      ],
      visits: [{ checkInAt: '2026-11-25T05:50:00.000Z', checkOutAt: null, onBreak: false }],
      studyMinutesWeek: 180,
      notifications: [expect.objectContaining({ title: '등원 알림', read: false })],
    });
    expect(atMath.week.days.map((day: { lessons: unknown[] }) => day.lessons.length)).toEqual([1, 0, 1, 0, 0, 0, 0]);

    const atEnglish = home.academies.find((academy: { instId: string }) => academy.instId === english.instId);
    expect(atEnglish).toMatchObject({
      student: { studentId: englishRecord.id },
      todayLessons: [{ classNm: '영어 회화', startTime: '18:00', status: null }],
      visits: [],
      studyMinutesWeek: 0,
      notifications: [expect.objectContaining({ title: '보강 안내', read: true })],
    });
    expect(atEnglish.week.days.map((day: { lessons: unknown[] }) => day.lessons.length)).toEqual([0, 1, 1, 0, 0, 0, 0]);
  });

  it('leaves out an academy where the parent is no longer a member', async () => {
    await db
      .updateTable('memberships')
      .set({ status: 'ended' })
      .where('inst_id', '=', english.instId)
      .where('user_id', '=', math.parent.id)
      .execute();
    try {
      const home = (await childHome(parent)).json();
      expect(home.academies.map((academy: { instId: string }) => academy.instId)).toEqual([math.instId]);
    } finally {
      await db
        .updateTable('memberships')
        .set({ status: 'active' })
        .where('inst_id', '=', english.instId)
        .where('user_id', '=', math.parent.id)
        .execute();
    }
  });

  it('opens for a family link alone, with no academy’s data', async () => {
    const linkedParent = await createTestUser(db, { userNm: '최아빠' });
    await db
      .insertInto('family_links')
      .values({ parent_user_id: linkedParent.id, child_user_id: childUserId, relation_type: '아버지' })
      .execute();
    const caller = await callerFor(app, db, linkedParent.id, clock.now());
    const response = await childHome(caller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ childNm: '최민준', academies: [] });
  });

  it('answers 404 for anyone else’s child, the child themselves, staff and unknown ids; 401 for a visitor', async () => {
    const otherParent = await callerFor(app, db, english.parent.id, clock.now());
    const director = await callerFor(app, db, math.director.id, clock.now());
    const teacher = await callerFor(app, db, math.teacher.id, clock.now());
    const child = await callerFor(app, db, childUserId, clock.now());
    const calls: Array<[Caller, string]> = [
      [otherParent, childUserId],
      [director, childUserId],
      [teacher, childUserId],
      [child, childUserId],
      [parent, newId()],
      [parent, math.teacher.id],
    ];
    for (const [caller, userId] of calls) {
      const response = await childHome(caller, userId);
      expect(response.statusCode, `${caller.userId} → ${userId}`).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.',
      });
    }
    expect((await app.inject({ method: 'GET', url: `/api/me/children/${childUserId}/home` })).statusCode).toBe(401);
    const bad = await parent.inject({ method: 'GET', url: '/api/me/children/not-a-uuid/home' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/insts/:instId/home — parent', () => {
  it('shows the parent their children at this academy, each with the same sections', async () => {
    const home = (await parent.inject({ method: 'GET', url: `/api/insts/${math.instId}/home` })).json();
    expect(home).toMatchObject({ view: 'parent', role: 'PARENT', instId: math.instId });
    expect(home.children).toEqual([
      expect.objectContaining({
        instId: math.instId,
        student: expect.objectContaining({ studentId: mathRecord.id }),
        todayLessons: [expect.objectContaining({ status: 'LATE' })],
        studyMinutesWeek: 180,
      }),
    ]);
  });

  it('lists a child with no account too (connected by the academy’s invitation)', async () => {
    const guardian = await createTestUser(db, { userNm: '윤학부모' });
    await joinAs(db, math.instId, guardian.id, null);
    const record = await insertStudent(db, math.instId, { studentNm: '윤하늘', guardians: [{ userId: guardian.id }] });
    await enrol(db, math.instId, mathClassId, [record.id]);
    const caller = await callerFor(app, db, guardian.id, clock.now());
    const home = (await caller.inject({ method: 'GET', url: `/api/insts/${math.instId}/home` })).json();
    expect(home.children).toEqual([
      expect.objectContaining({
        student: expect.objectContaining({ studentNm: '윤하늘', userId: null }),
        todayLessons: [expect.objectContaining({ classNm: '수학 심화', status: null })],
      }),
    ]);
  });
});
