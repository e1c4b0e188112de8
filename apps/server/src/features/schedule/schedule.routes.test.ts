import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';

const { db } = await createTestDatabase();
// Sunday 2026-11-22, 12:00 in Seoul.
const clock = fixedClock('2026-11-22T03:00:00Z');
const app = await createTestApp(db, { clock });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;

type Caller = { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> };

async function callerFor(server: FastifyInstance, database: Database, userId: string): Promise<Caller> {
  const session = await createSession(database, { userId, persistent: true, now: clock.now() });
  return {
    inject: (options) =>
      server.inject({
        ...options,
        cookies: { [SESSION_COOKIE]: session.token },
        headers: { [CSRF_HEADER]: session.csrfToken },
      }),
  };
}

let director: Caller;
let teacher: Caller;
let parent: Caller;
let student: Caller;

type Session = {
  key: string;
  classId: string;
  classNm: string;
  date: string;
  start: string;
  kind: string;
  status: string;
  exceptionId: string | null;
  holidayNm: string | null;
  studentNms: string[];
  room: string | null;
};

let counter = 0;
/** A class made through the API: 월·수 16:00–17:30 from 2026-11-02 unless told otherwise, in rooms of its own. */
async function makeClass(overrides: Record<string, unknown> = {}, teacherId = world.users.teacher): Promise<string> {
  counter += 1;
  const response = await director.inject({
    method: 'POST',
    url: `/api/insts/${instId}/classes`,
    payload: {
      classNm: `일정 ${counter}반`,
      compulsorySubject: '영어',
      classTpCd: '010',
      fixed: 20,
      lecDay: [1, 3],
      lecStartDt: '2026-11-02',
      lecEndDt: null,
      lectureList: [
        { day: 1, start: '16:00', end: '17:30', room: counter === 1 ? '201호' : `${counter}관 1실` },
        { day: 3, start: '16:00', end: '17:30', room: counter === 1 ? '202호' : `${counter}관 2실` },
      ],
      teacherId,
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`class: ${response.body}`);
  return response.json().class.classId;
}

async function enrol(classId: string, studentIds: string[], startDate = '2026-11-02', endDate: string | null = null) {
  const response = await director.inject({
    method: 'POST',
    url: `/api/insts/${instId}/classes/${classId}/students`,
    payload: { studentIds, startDate, endDate },
  });
  if (response.statusCode !== 200) throw new Error(`enrol: ${response.body}`);
}

async function insertStudent(studentNm: string, userId: string | null = null): Promise<string> {
  const id = newId();
  await db
    .insertInto('students')
    .values({ inst_id: instId, id, student_nm: studentNm, user_id: userId } as never)
    .execute();
  return id;
}

async function month(caller: Caller, value: string) {
  const response = await caller.inject({ method: 'GET', url: `/api/insts/${instId}/schedule/month?month=${value}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { sessions: Session[]; holidays: { date: string; name: string }[]; holidaysKnown: boolean };
}

const sessionsOf = (sessions: Session[], classId: string) => sessions.filter((s) => s.classId === classId);

const postSession = (caller: Caller, classId: string, payload: Record<string, unknown>) =>
  caller.inject({ method: 'POST', url: `/api/insts/${instId}/classes/${classId}/sessions`, payload });

let childId: string;

beforeAll(async () => {
  director = await callerFor(app, db, world.users.director);
  teacher = await callerFor(app, db, world.users.teacher);
  parent = await callerFor(app, db, world.users.parent);
  student = await callerFor(app, db, world.users.student);
  const child = await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', instId)
    .where('user_id', '=', world.users.student)
    .executeTakeFirstOrThrow();
  childId = child.id;
});

describe('MonthlySchedule', () => {
  it('lists every session of the month from the weekly slots, with the month’s holidays', async () => {
    const classId = await makeClass();
    const november = await month(director, '2026-11');
    expect(sessionsOf(november.sessions, classId).map((s) => `${s.date} ${s.start} ${s.room}`)).toEqual([
      '2026-11-02 16:00 201호',
      '2026-11-04 16:00 202호',
      '2026-11-09 16:00 201호',
      '2026-11-11 16:00 202호',
      '2026-11-16 16:00 201호',
      '2026-11-18 16:00 202호',
      '2026-11-23 16:00 201호',
      '2026-11-25 16:00 202호',
      '2026-11-30 16:00 201호',
    ]);
    expect(november.holidays).toEqual([]);
    const december = await month(director, '2026-12');
    expect(december.holidays).toEqual([{ date: '2026-12-25', name: '성탄절' }]);
    expect(sessionsOf(december.sessions, classId)[0]?.date).toBe('2026-12-02');
    expect((await month(director, '2028-01')).holidaysKnown).toBe(false);
  });

  it('shows a holiday without cancelling it, and 휴강 처리 cancels that day', async () => {
    const classId = await makeClass({
      lecDay: [5],
      lecStartDt: '2026-09-01',
      lectureList: [{ day: 5, start: '10:00', end: '12:00', room: '' }],
    });
    const september = await month(director, '2026-09');
    const chuseok = sessionsOf(september.sessions, classId).find((s) => s.date === '2026-09-25');
    expect(chuseok).toMatchObject({ status: 'scheduled', holidayNm: '추석', kind: 'regular' });
    expect(september.holidays.map((h) => h.name)).toEqual(['추석 연휴', '추석', '추석 연휴']);

    const cancel = await postSession(director, classId, { kind: 'cancel', date: '2026-09-25', reason: '추석' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = sessionsOf((await month(director, '2026-09')).sessions, classId).find((s) => s.date === '2026-09-25');
    expect(after).toMatchObject({ status: 'cancelled', exceptionId: cancel.json().session.sessionId });

    const twice = await postSession(director, classId, { kind: 'cancel', date: '2026-09-25' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SESSION_ALREADY_CHANGED');
    const notADay = await postSession(director, classId, { kind: 'cancel', date: '2026-09-24' });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json()).toMatchObject({
      code: 'SESSION_NOT_REGULAR_DAY',
      fields: { date: '이 반의 정규 수업일이 아닙니다.' },
    });

    const undo = await director.inject({
      method: 'DELETE',
      url: `/api/insts/${instId}/classes/${classId}/sessions/${cancel.json().session.sessionId}`,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    const back = sessionsOf((await month(director, '2026-09')).sessions, classId).find((s) => s.date === '2026-09-25');
    expect(back?.status).toBe('scheduled');
  });

  it('moves a day across a month end, and tells the families', async () => {
    const classId = await makeClass();
    await enrol(classId, [childId]);
    const moved = await postSession(director, classId, {
      kind: 'reschedule',
      originalDate: '2026-11-30',
      date: '2026-12-01',
      start: '18:00',
      end: '19:30',
      room: '301호',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const november = sessionsOf((await month(director, '2026-11')).sessions, classId);
    expect(november.at(-1)).toMatchObject({ date: '2026-11-30', status: 'moved' });
    const december = sessionsOf((await month(director, '2026-12')).sessions, classId);
    expect(december[0]).toMatchObject({ date: '2026-12-01', start: '18:00', kind: 'reschedule', room: '301호' });
    const told = await db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', world.users.parent)
      .where('type', '=', 'class-session-reschedule')
      .executeTakeFirstOrThrow();
    expect(told.title).toBe('수업 일정 변경 안내');
    expect(told.body).toContain('2026.11.30 (월) 수업이 2026.12.01 (화) 18:00~19:30로 바뀌었습니다.');
  });

  it('a teacher sees only their classes; a parent only their children’s days and makeups', async () => {
    const mine = await makeClass({}, world.users.teacher);
    const theirs = await makeClass({}, world.users.director);
    await enrol(theirs, [childId], '2026-11-16', '2026-11-25');
    const teacherMonth = await month(teacher, '2026-11');
    expect(sessionsOf(teacherMonth.sessions, mine)).toHaveLength(9);
    expect(sessionsOf(teacherMonth.sessions, theirs)).toHaveLength(0);

    for (const caller of [parent, student]) {
      const childMonth = await month(caller, '2026-11');
      expect(sessionsOf(childMonth.sessions, mine)).toHaveLength(0);
      expect(sessionsOf(childMonth.sessions, theirs).map((s) => s.date)).toEqual([
        '2026-11-16',
        '2026-11-18',
        '2026-11-23',
        '2026-11-25',
      ]);
    }
  });
});

describe('makeup sessions (보강)', () => {
  it('holds a makeup for chosen students, linked to the absences it makes up', async () => {
    const classId = await makeClass();
    const other = await insertStudent('보강다른');
    await enrol(classId, [childId, other]);
    const absenceId = newId();
    await db
      .insertInto('attendance')
      .values({
        inst_id: instId,
        id: absenceId,
        class_id: classId,
        student_id: childId,
        attend_date: '2026-11-16',
        status: 'ABSENT',
      })
      .execute();
    const otherAbsence = newId();
    await db
      .insertInto('attendance')
      .values({
        inst_id: instId,
        id: otherAbsence,
        class_id: classId,
        student_id: other,
        attend_date: '2026-11-16',
        status: 'ABSENT',
      })
      .execute();

    const absences = await director.inject({ method: 'GET', url: `/api/insts/${instId}/classes/${classId}/absences` });
    expect(
      absences
        .json()
        .absences.map((a: { absenceId: string }) => a.absenceId)
        .sort(),
    ).toEqual([absenceId, otherAbsence].sort());

    const strangers = await insertStudent('등록안한학생');
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ students: [{ studentId: strangers }] }, 400, 'MAKEUP_STUDENT_NOT_ENROLLED'],
      [{ students: [{ studentId: childId, absenceId: otherAbsence }] }, 400, 'ABSENCE_NOT_FOUND'],
      [{ students: [] }, 400, 'VALIDATION_FAILED'],
      [{ start: '12:00', end: '11:00', students: [{ studentId: childId }] }, 400, 'VALIDATION_FAILED'],
    ];
    const countBefore = await db
      .selectFrom('class_sessions')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [overrides, status, code] of bad) {
      const response = await postSession(director, classId, {
        kind: 'makeup',
        date: '2026-11-21',
        start: '10:00',
        end: '11:30',
        ...overrides,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    expect(await db.selectFrom('class_sessions').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(
      countBefore,
    );

    const makeup = await postSession(director, classId, {
      kind: 'makeup',
      date: '2026-11-21',
      start: '10:00',
      end: '11:30',
      room: '보강실',
      students: [{ studentId: childId, absenceId }],
    });
    expect(makeup.statusCode, makeup.body).toBe(200);
    const sessionId = makeup.json().session.sessionId;
    expect(makeup.json().session).toMatchObject({
      kind: 'makeup',
      date: '2026-11-21',
      students: [{ studentId: childId, studentNm: '최민준', absenceId }],
    });
    const linked = await db
      .selectFrom('class_session_students' as never)
      .selectAll()
      .where('session_id' as never, '=', sessionId as never)
      .execute();
    expect(linked).toEqual([expect.objectContaining({ student_id: childId, absence_id: absenceId })]);

    const again = await postSession(director, classId, {
      kind: 'makeup',
      date: '2026-11-28',
      start: '10:00',
      end: '11:30',
      students: [{ studentId: childId, absenceId }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ABSENCE_ALREADY_MADE_UP');

    const staffView = sessionsOf((await month(director, '2026-11')).sessions, classId).find((s) => s.kind === 'makeup');
    expect(staffView).toMatchObject({ date: '2026-11-21', studentNms: ['최민준'], room: '보강실' });
    const parentView = sessionsOf((await month(parent, '2026-11')).sessions, classId).find((s) => s.kind === 'makeup');
    expect(parentView).toMatchObject({ date: '2026-11-21', studentNms: [] });
    const notice = await db
      .selectFrom('notifications')
      .select('body')
      .where('user_id', '=', world.users.parent)
      .where('type', '=', 'class-session-makeup')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.body).toContain('2026.11.21 (토) 10:00~11:30');

    // Once its attendance is taken, the makeup stays.
    await db
      .insertInto('attendance')
      .values({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        student_id: childId,
        attend_date: '2026-11-21',
        status: 'MAKEUP',
        makeup_session_id: sessionId,
        makeup_for_id: absenceId,
      })
      .execute();
    const drop = await director.inject({
      method: 'DELETE',
      url: `/api/insts/${instId}/classes/${classId}/sessions/${sessionId}`,
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().code).toBe('SESSION_HAS_ATTENDANCE');
  });

  it('refuses changes to a closed class and to another teacher’s class', async () => {
    const theirs = await makeClass({}, world.users.director);
    const response = await postSession(teacher, theirs, { kind: 'cancel', date: '2026-11-23' });
    expect(response.statusCode).toBe(404);
    const closing = await makeClass();
    await director.inject({ method: 'POST', url: `/api/insts/${instId}/classes/${closing}/close`, payload: {} });
    const closed = await postSession(director, closing, { kind: 'cancel', date: '2026-11-16' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CLASS_CLOSED');
    const parentTry = await postSession(parent, closing, { kind: 'cancel', date: '2026-11-16' });
    expect(parentTry.statusCode).toBe(403);
  });
});

describe('ClassSchedule and /timeClass', () => {
  it('shows a week by teacher or by room', async () => {
    const a = await makeClass(
      {
        lectureList: [
          { day: 1, start: '09:00', end: '10:00', room: '701호' },
          { day: 3, start: '09:00', end: '10:00', room: '702호' },
        ],
      },
      world.users.director,
    );
    const b = await makeClass(
      {
        lectureList: [
          { day: 1, start: '11:00', end: '12:00', room: '701호' },
          { day: 3, start: '11:00', end: '12:00', room: '' },
        ],
      },
      world.users.teacher,
    );
    const week = await director.inject({ method: 'GET', url: `/api/insts/${instId}/schedule/week?date=2026-11-25` });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json()).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(week.json().teachers.map((t: { userNm: string }) => t.userNm)).toEqual(
      expect.arrayContaining(['김원장', '박강사']),
    );
    expect(week.json().rooms).toEqual(expect.arrayContaining(['701호', '702호']));

    const byTeacher = await director.inject({
      method: 'GET',
      url: `/api/insts/${instId}/schedule/week?date=2026-11-25&teacherId=${world.users.director}`,
    });
    const teacherClasses = new Set(byTeacher.json().sessions.map((s: Session) => s.classId));
    expect(teacherClasses.has(a)).toBe(true);
    expect(teacherClasses.has(b)).toBe(false);

    const byRoom = await director.inject({
      method: 'GET',
      url: `/api/insts/${instId}/schedule/week?date=2026-11-25&room=${encodeURIComponent('701 호')}`,
    });
    expect(byRoom.json().sessions.map((s: Session) => `${s.classId === a ? 'a' : 'b'} ${s.date} ${s.start}`)).toEqual([
      'a 2026-11-23 09:00',
      'b 2026-11-23 11:00',
    ]);
  });

  it('gives a parent their child’s week and refuses another student', async () => {
    const classId = await makeClass({ classNm: '시간표반' });
    await enrol(classId, [childId]);
    const week = await parent.inject({ method: 'GET', url: `/api/insts/${instId}/schedule/timetable?date=2026-11-24` });
    expect(week.statusCode, week.body).toBe(200);
    expect(week.json().students.map((s: { studentNm: string }) => s.studentNm)).toEqual(['최민준', '최서연']);
    expect(week.json().studentId).toBe(childId);
    expect(
      week
        .json()
        .sessions.filter((s: Session) => s.classId === classId)
        .map((s: Session) => s.date),
    ).toEqual(['2026-11-23', '2026-11-25']);
    const stranger = await insertStudent('남의아이');
    const refused = await parent.inject({
      method: 'GET',
      url: `/api/insts/${instId}/schedule/timetable?studentId=${stranger}`,
    });
    expect(refused.statusCode).toBe(404);
    const staff = await teacher.inject({ method: 'GET', url: `/api/insts/${instId}/schedule/timetable` });
    expect(staff.json()).toMatchObject({ students: [], studentId: null, sessions: [] });
  });
});
