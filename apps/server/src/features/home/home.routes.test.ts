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
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const TODAY = '2026-11-23';

let academy: Academy;
let director: Caller;
let teacher: Caller;
let student: Caller;
let mathId: string;
let englishId: string;
let scienceId: string;
let students: { id: string; studentNm: string }[];

const homeOf = async (caller: Caller, instId = academy.instId) =>
  caller.inject({ method: 'GET', url: `/api/insts/${instId}/home` });

beforeAll(async () => {
  academy = await createAcademy(db);
  const now = clock.now();
  director = await callerFor(app, db, academy.director.id, now);
  teacher = await callerFor(app, db, academy.teacher.id, now);
  student = await callerFor(app, db, academy.studentUser.id, now);

  // Today: 수학 (the teacher's, 15:00) and 영어 (another teacher's, 18:00); 과학 on Wednesdays.
  mathId = await insertClass(db, academy.instId, {
    classNm: '수학A',
    teacherIds: [academy.teacher.id],
    lectures: [{ weekday: 1, start: '15:00', end: '17:00', room: '301호' }],
  });
  englishId = await insertClass(db, academy.instId, {
    classNm: '영어B',
    teacherIds: [academy.otherTeacher.id],
    lectures: [{ weekday: 1, start: '18:00', end: '20:00' }],
  });
  scienceId = await insertClass(db, academy.instId, {
    classNm: '과학C',
    teacherIds: [academy.teacher.id],
    lectures: [{ weekday: 3, start: '16:00', end: '18:00' }],
  });
  students = [];
  for (const studentNm of ['가민지', '나영호', '다서윤', '라도윤']) {
    students.push(await insertStudent(db, academy.instId, { studentNm }));
  }
  const [first, second, third] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
  await db
    .updateTable('students')
    .set({ user_id: academy.studentUser.id, desk_pin: '4321', grade_year: 9, school_nm: '한빛중학교' })
    .where('id', '=', first.id)
    .execute();
  await enrol(
    db,
    academy.instId,
    mathId,
    students.map((s) => s.id),
  );
  await enrol(db, academy.instId, scienceId, [first.id]);
  const english = await insertStudent(db, academy.instId, { studentNm: '마하준' });
  await enrol(db, academy.instId, englishId, [english.id]);
  await insertStudent(db, academy.instId, { studentNm: '바휴원', status: 'paused' });
  await insertStudent(db, academy.instId, { studentNm: '사퇴원', status: 'left' });

  // 수학A today: 출석, 지각, 결석 and one not marked yet; an absence last week.
  await mark(db, academy.instId, { classId: mathId, studentId: first.id, date: TODAY, status: 'PRESENT' });
  await mark(db, academy.instId, { classId: mathId, studentId: second.id, date: TODAY, status: 'LATE' });
  await mark(db, academy.instId, { classId: mathId, studentId: third.id, date: TODAY, status: 'ABSENT' });
  await mark(db, academy.instId, { classId: mathId, studentId: first.id, date: '2026-11-16', status: 'ABSENT' });

  // The front desk: 가민지 came and left, 나영호 is inside, 마하준 came twice and is inside again.
  await visit(db, academy.instId, {
    studentId: first.id,
    date: TODAY,
    checkInAt: '2026-11-23T05:55:00Z',
    checkOutAt: '2026-11-23T06:50:00Z',
  });
  await visit(db, academy.instId, { studentId: second.id, date: TODAY, checkInAt: '2026-11-23T06:10:00Z' });
  await visit(db, academy.instId, {
    studentId: english.id,
    date: TODAY,
    checkInAt: '2026-11-23T04:00:00Z',
    checkOutAt: '2026-11-23T04:30:00Z',
  });
  await visit(db, academy.instId, { studentId: english.id, date: TODAY, checkInAt: '2026-11-23T06:30:00Z' });
  // Yesterday's visit is not today's activity.
  await visit(db, academy.instId, {
    studentId: third.id,
    date: '2026-11-22',
    checkInAt: '2026-11-22T06:00:00Z',
    checkOutAt: '2026-11-22T07:00:00Z',
  });

  await db
    .insertInto('join_requests')
    .values({
      inst_id: academy.instId,
      id: newId(),
      user_id: (await createTestUser(db, { userNm: '정요청' })).id,
      requested_role: 'parent',
      message: null,
      created_at: clock.now(),
    })
    .execute();

  await notification(db, {
    userId: academy.director.id,
    instId: academy.instId,
    title: '오래된 알림',
    body: '읽음',
    read: true,
  });
  await notification(db, {
    userId: academy.director.id,
    instId: academy.instId,
    title: '가입 요청',
    body: '정요청님이 가입을 요청했습니다.',
    link: '/mainTF',
  });
  await notification(db, { userId: academy.director.id, instId: null, title: '학원 밖 알림', body: '계정' });
});

describe('GET /api/insts/:instId/home — director and manager', () => {
  it('shows the director today’s classes with live counts, the kiosk, students, requests, notifications and next steps', async () => {
    const response = await homeOf(director);
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home).toMatchObject({
      view: 'admin',
      role: 'DIRECTOR',
      isPresident: true,
      today: TODAY,
      studentsByStatus: { enrolled: 5, paused: 1, left: 1, total: 7 },
      joinRequests: { pendingCount: 1 },
    });
    expect(home.todayClasses).toEqual([
      expect.objectContaining({
        classId: mathId,
        classNm: '수학A',
        session: expect.objectContaining({ kind: 'regular', startTime: '15:00', endTime: '17:00', room: '301호' }),
        teacherNms: ['박강사'],
        enrolled: 4,
        counts: { PRESENT: 1, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 },
        unmarked: 1,
      }),
      expect.objectContaining({ classId: englishId, enrolled: 1, unmarked: 1 }),
    ]);
    expect(home.desk).toEqual({
      checkedIn: 3,
      inside: 2,
      checkedOut: 1,
      recent: [
        expect.objectContaining({ studentNm: '마하준', checkInAt: '2026-11-23T06:30:00.000Z', checkOutAt: null }),
        expect.objectContaining({ studentNm: '나영호', checkInAt: '2026-11-23T06:10:00.000Z', checkOutAt: null }),
        expect.objectContaining({
          studentNm: '가민지',
          checkInAt: '2026-11-23T05:55:00.000Z',
          checkOutAt: '2026-11-23T06:50:00.000Z',
          onBreak: false,
        }),
      ],
    });
    expect(home.notifications).toEqual({
      unreadCount: 1,
      recent: [
        expect.objectContaining({ title: '가입 요청', link: '/mainTF', read: false }),
        expect.objectContaining({ title: '오래된 알림', read: true }),
      ],
    });
    // Classes, a teacher and students exist, students checked in at the kiosk; no parent is connected.
    expect(home.nextSteps).toEqual(['connectParent']);
  });

  it('gives a manager only the cards their codes open; without 010 no join requests', async () => {
    const manager = await callerFor(app, db, academy.manager.id, clock.now());
    const setCodes = (authCd: string) =>
      db
        .updateTable('memberships')
        .set({ auth_cd: authCd })
        .where('inst_id', '=', academy.instId)
        .where('user_id', '=', academy.manager.id)
        .execute();

    await setCodes('020');
    const classesOnly = (await homeOf(manager)).json();
    expect(classesOnly).toMatchObject({ view: 'admin', role: 'MANAGER', joinRequests: null, nextSteps: [] });
    expect(classesOnly.todayClasses).toHaveLength(2);
    expect(classesOnly.studentsByStatus).toMatchObject({ total: 7 });

    await setCodes('010');
    const office = (await homeOf(manager)).json();
    expect(office).toMatchObject({ todayClasses: null, desk: null, joinRequests: { pendingCount: 1 } });
    expect(office.nextSteps).toEqual(['connectParent']);

    await setCodes('031#061');
    const neither = (await homeOf(manager)).json();
    expect(neither).toMatchObject({ todayClasses: null, desk: null, studentsByStatus: null, joinRequests: null });
    // The director's notifications are theirs alone.
    expect(neither.notifications).toEqual({ unreadCount: 0, recent: [] });
  });

  it('drops each next step once the academy has done it, and the checklist once all are done', async () => {
    const fresh = await createAcademy(db);
    const owner = await callerFor(app, db, fresh.director.id, clock.now());
    await db.deleteFrom('memberships').where('inst_id', '=', fresh.instId).where('relation_cd', '=', '050').execute();
    expect((await homeOf(owner, fresh.instId)).json().nextSteps).toEqual([
      'createClass',
      'inviteTeacher',
      'registerStudent',
      'connectParent',
      'setUpDesk',
    ]);
    await insertClass(db, fresh.instId, { classNm: '첫 반' });
    await insertStudent(db, fresh.instId, { guardians: [{ userId: fresh.parent.id }] });
    expect((await homeOf(owner, fresh.instId)).json().nextSteps).toEqual(['inviteTeacher', 'setUpDesk']);
    await joinAs(db, fresh.instId, (await createTestUser(db, { userNm: '새강사' })).id, '050', '020');
    await db
      .insertInto('desk_devices')
      .values({
        inst_id: fresh.instId,
        id: newId(),
        token_hash: `hash-${newId()}`,
        unlocked_by: fresh.director.id,
        expires_at: '2026-11-24T00:00:00Z',
        revoked_at: null,
      } as never)
      .execute();
    expect((await homeOf(owner, fresh.instId)).json().nextSteps).toEqual([]);
  });
});

describe('GET /api/insts/:instId/home — a status change dated ahead', () => {
  it('counts and teaches a student pausing tomorrow as on the roll today', async () => {
    const fresh = await createAcademy(db);
    const owner = await callerFor(app, db, fresh.director.id, clock.now());
    const classId = await insertClass(db, fresh.instId, {
      classNm: '월요반',
      lectures: [{ weekday: 1, start: '15:00', end: '17:00' }],
    });
    const pausing = await insertStudent(db, fresh.instId, {
      studentNm: '내일휴원',
      status: 'paused',
      userId: fresh.studentUser.id,
    });
    await enrol(db, fresh.instId, classId, [pausing.id]);
    await db
      .insertInto('student_status_changes')
      .values({
        inst_id: fresh.instId,
        id: newId(),
        student_id: pausing.id,
        from_status: 'enrolled',
        to_status: 'paused',
        effective_date: '2026-11-24',
        reason: '가족 여행',
        changed_by: fresh.director.id,
      })
      .execute();
    const home = (await homeOf(owner, fresh.instId)).json();
    expect(home.studentsByStatus).toEqual({ enrolled: 1, paused: 0, left: 0, total: 1 });
    expect(home.todayClasses).toEqual([expect.objectContaining({ classNm: '월요반', enrolled: 1, unmarked: 1 })]);
    const own = await callerFor(app, db, fresh.studentUser.id, clock.now());
    expect((await homeOf(own, fresh.instId)).json()).toMatchObject({
      me: { studentNm: '내일휴원', status: 'enrolled' },
      todayLessons: [{ classNm: '월요반' }],
    });
  });
});

describe('GET /api/insts/:instId/home — teacher', () => {
  it('shows the teacher their classes today with counts, their students and their week', async () => {
    const response = await homeOf(teacher);
    expect(response.statusCode).toBe(200);
    const home = response.json();
    expect(home).toMatchObject({ view: 'teacher', role: 'TEACHER', myStudents: { count: 4 } });
    expect(home.myClassesToday).toEqual([
      expect.objectContaining({
        classId: mathId,
        enrolled: 4,
        unmarked: 1,
        counts: expect.objectContaining({ LATE: 1 }),
      }),
    ]);
    expect(home.week.from).toBe('2026-11-23');
    expect(home.week.to).toBe('2026-11-29');
    expect(home.week.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(
      home.week.days.map((day: { lessons: { classNm: string; startTime: string }[] }) =>
        day.lessons.map((lesson) => `${lesson.classNm} ${lesson.startTime}`),
      ),
    ).toEqual([['수학A 15:00'], [], ['과학C 16:00'], [], [], [], []]);
    expect(home.notifications).toEqual({ unreadCount: 0, recent: [] });
  });
});

describe('GET /api/insts/:instId/home — student', () => {
  it('shows the student today’s lessons with their status, their 출결 번호 and this month', async () => {
    const response = await homeOf(student);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      view: 'student',
      role: 'STUDENT',
      me: { studentNm: '가민지', userId: academy.studentUser.id, gradeYear: 9, schoolNm: '한빛중학교' },
      todayLessons: [{ classId: mathId, classNm: '수학A', startTime: '15:00', endTime: '17:00', status: 'PRESENT' }],
      deskPin: '4321',
      month: '2026-11',
      monthSummary: { counts: { PRESENT: 1, ABSENT: 1 }, total: 2, attended: 1, rate: 50 },
    });
  });

  it('reads the desk number from the mobile when none is set, and shows a student without a record nothing', async () => {
    const other = await createTestUser(db, { userNm: '차학생' });
    await joinAs(db, academy.instId, other.id, '010');
    const caller = await callerFor(app, db, other.id, clock.now());
    expect((await homeOf(caller)).json()).toMatchObject({
      view: 'student',
      me: null,
      todayLessons: [],
      deskPin: null,
      monthSummary: { total: 0, rate: null },
    });
    await insertStudent(db, academy.instId, { studentNm: '차학생', userId: other.id, mobileNo: '01098765432' });
    expect((await homeOf(caller)).json()).toMatchObject({ me: { studentNm: '차학생' }, deskPin: '5432' });
  });
});

describe('GET /api/insts/:instId/home — who may open it', () => {
  it('answers 404 for another academy and for an unknown one, 401 for a visitor', async () => {
    const other = await createAcademy(db);
    for (const instId of [other.instId, newId()]) {
      const response = await homeOf(director, instId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.body).not.toContain(other.instId.slice(-4));
    }
    expect((await app.inject({ method: 'GET', url: `/api/insts/${academy.instId}/home` })).statusCode).toBe(401);
  });
});
