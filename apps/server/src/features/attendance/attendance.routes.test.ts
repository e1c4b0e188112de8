import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import {
  type Academy,
  attendanceRows,
  attendanceTables,
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
  notificationsOf,
  outboxTo,
} from './attendance.test-helpers';

const { db } = await createTestDatabase();
// Monday 2026-11-23, 16:00 in Seoul.
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock });
const DATE = '2026-11-23';

let academy: Academy;
let director: Caller;
let teacher: Caller;
let classId: string;
let students: { id: string; studentNm: string }[];
let parentMobile: string;

const sheetUrl = (date = DATE, id = classId, instId = academy.instId) =>
  `/api/insts/${instId}/classes/${id}/attendance?date=${date}`;

beforeAll(async () => {
  academy = await createAcademy(db);
  director = await callerFor(app, db, academy.director.id, clock.now());
  teacher = await callerFor(app, db, academy.teacher.id, clock.now());
  classId = await insertClass(db, academy.instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });
  parentMobile = '01099990001';
  students = [
    await insertStudent(db, academy.instId, {
      studentNm: '최민준',
      userId: academy.studentUser.id,
      guardians: [{ userId: academy.parent.id, mobileNo: parentMobile }, { mobileNo: '01099990002' }],
    }),
    await insertStudent(db, academy.instId, { studentNm: '김도윤' }),
    await insertStudent(db, academy.instId, { studentNm: '이하은' }),
  ];
  await enrol(
    db,
    academy.instId,
    classId,
    students.map((s) => s.id),
  );
});

describe('the class sheet (GET)', () => {
  it('lists the students enrolled that day with the session of the day', async () => {
    const later = await insertStudent(db, academy.instId, { studentNm: '나중에' });
    await enrol(db, academy.instId, classId, [later.id], { start: '2026-11-24' });
    const ended = await insertStudent(db, academy.instId, { studentNm: '끝난학생' });
    await enrol(db, academy.instId, classId, [ended.id], { start: '2026-03-02', end: '2026-11-22' });
    const left = await insertStudent(db, academy.instId, { studentNm: '퇴원생', status: 'left' });
    await enrol(db, academy.instId, classId, [left.id]);

    const response = await teacher.inject({ method: 'GET', url: sheetUrl() });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet).toMatchObject({
      classId,
      classNm: '수학A',
      date: DATE,
      session: { kind: 'regular', startTime: '15:00', endTime: '17:00', room: '301호', cancelled: false },
      editable: true,
      notEditableReason: null,
      summary: { total: 0, rate: null },
    });
    expect(sheet.rows.map((row: { studentNm: string }) => row.studentNm)).toEqual(['김도윤', '이하은', '최민준']);
    expect(sheet.rows[0]).toMatchObject({ status: null, memo: null, source: null, checkInAt: null });
  });

  it('says when the class does not meet or the day is ahead, and stays readable', async () => {
    const tuesday = await teacher.inject({ method: 'GET', url: sheetUrl('2026-11-24') });
    expect(tuesday.json()).toMatchObject({
      session: { kind: 'none', startTime: null },
      editable: false,
      notEditableReason: '이 날은 수업이 없는 날입니다. 수업이 있는 날짜를 선택해 주세요.',
    });
    const nextMonday = await teacher.inject({ method: 'GET', url: sheetUrl('2026-11-30') });
    expect(nextMonday.json()).toMatchObject({ session: { kind: 'regular' }, editable: false });
    expect(nextMonday.json().notEditableReason).toMatch(/아직 오지 않은 날/);
  });

  it('shows a cancelled day and a makeup day from the schedule exceptions', async () => {
    await db
      .insertInto('class_sessions')
      .values([
        {
          inst_id: academy.instId,
          id: newId(),
          class_id: classId,
          kind: 'cancel',
          original_date: '2026-11-16',
          reason: '학원 휴강',
        },
        {
          inst_id: academy.instId,
          id: newId(),
          class_id: classId,
          kind: 'makeup',
          session_date: '2026-11-21',
          start_time: '10:00',
          end_time: '12:00',
        },
      ])
      .execute();
    const cancelled = (await teacher.inject({ method: 'GET', url: sheetUrl('2026-11-16') })).json();
    expect(cancelled).toMatchObject({
      session: { kind: 'none', cancelled: true, reason: '학원 휴강' },
      editable: false,
    });
    const makeup = (await teacher.inject({ method: 'GET', url: sheetUrl('2026-11-21') })).json();
    expect(makeup).toMatchObject({ session: { kind: 'makeup', startTime: '10:00', endTime: '12:00' }, editable: true });
  });

  it('refuses a bad date in Korean', async () => {
    const response = await teacher.inject({
      method: 'GET',
      url: `/api/insts/${academy.instId}/classes/${classId}/attendance?date=2026-02-30`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { date: expect.stringMatching(/날짜/) },
    });
  });
});

describe('saving the sheet (PUT)', () => {
  it('saves every row with memos in one go and tells the parents of an absence', async () => {
    const [minjun, doyun, haeun] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
    const response = await teacher.inject({
      method: 'PUT',
      url: sheetUrl(),
      payload: {
        rows: [
          { studentId: minjun.id, status: 'ABSENT', memo: '감기' },
          { studentId: doyun.id, status: 'LATE', memo: '  버스 지연 ' },
          { studentId: haeun.id, status: 'PRESENT' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ date: DATE, saved: 3, notified: 1 });
    const rows = await attendanceRows(db, academy.instId, classId, DATE);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.student_id === doyun.id)).toMatchObject({
      status: 'LATE',
      memo: '버스 지연',
      source: 'teacher',
      marked_by: academy.teacher.id,
    });
    expect(rows.find((row) => row.student_id === haeun.id)?.memo).toBeNull();

    expect(await notificationsOf(db, academy.parent.id)).toEqual([
      {
        type: 'attendance-absent',
        title: `[${academy.instNm}] 결석 알림`,
        body: '최민준 학생이 11월 23일 수학A 수업에 결석했습니다.',
        link: `/v3/AttendanceHistory?studentId=${minjun.id}`,
        inst_id: academy.instId,
      },
    ]);
    expect(await outboxTo(db, parentMobile)).toEqual([
      {
        channel: 'alimtalk',
        body: `[${academy.instNm}] 최민준 학생이 11월 23일 수학A 수업에 결석했습니다.`,
        purpose: 'attendance',
        template_code: 'ATTEND_ABSENT',
      },
    ]);
    // The second guardian has no account: AlimTalk only.
    expect(await outboxTo(db, '01099990002')).toHaveLength(1);

    const sheet = (await teacher.inject({ method: 'GET', url: sheetUrl() })).json();
    expect(sheet.summary).toMatchObject({
      total: 3,
      attended: 2,
      rate: 67,
      counts: { ABSENT: 1, LATE: 1, PRESENT: 1 },
    });
  });

  it('writes only what changed on a second save and does not tell the parents twice', async () => {
    const response = await teacher.inject({
      method: 'PUT',
      url: sheetUrl(),
      payload: {
        rows: [
          { studentId: students[0]?.id, status: 'ABSENT', memo: '감기' },
          { studentId: students[1]?.id, status: 'PRESENT', memo: '' },
          { studentId: students[2]?.id, status: 'PRESENT' },
        ],
      },
    });
    expect(response.json()).toEqual({ date: DATE, saved: 1, notified: 0 });
    expect(await notificationsOf(db, academy.parent.id)).toHaveLength(1);
  });

  it('refuses a student not on that day’s roll or of another academy, naming the rows, writing nothing', async () => {
    const other = await createAcademy(db);
    const theirs = await insertStudent(db, other.instId, { studentNm: '남의학생' });
    const notEnrolled = await insertStudent(db, academy.instId, { studentNm: '미등록' });
    const before = await attendanceTables(db);
    const response = await teacher.inject({
      method: 'PUT',
      url: sheetUrl(),
      payload: {
        rows: [
          { studentId: students[0]?.id, status: 'PRESENT' },
          { studentId: theirs.id, status: 'PRESENT' },
          { studentId: notEnrolled.id, status: 'LATE' },
          { studentId: newId(), status: 'ABSENT' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ATTENDANCE_STUDENT_NOT_IN_CLASS',
      message: '이 날 수업에 등록되지 않은 원생이 들어 있습니다. 출석부를 새로고침한 뒤 다시 저장해 주세요.',
      fields: {
        'rows.1.studentId': '이 날 수업에 등록된 원생이 아닙니다.',
        'rows.2.studentId': '이 날 수업에 등록된 원생이 아닙니다.',
        'rows.3.studentId': '이 날 수업에 등록된 원생이 아닙니다.',
      },
    });
    expect(response.body).not.toMatch(/남의학생/);
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('refuses a day without class, a future day and bad rows, in Korean, writing nothing', async () => {
    const before = await attendanceTables(db);
    const row = { studentId: students[1]?.id, status: 'PRESENT' };
    const cases = [
      [sheetUrl('2026-11-17'), { rows: [row] }, 'ATTENDANCE_NO_SESSION'],
      [sheetUrl('2026-11-30'), { rows: [row] }, 'ATTENDANCE_FUTURE_DATE'],
      [sheetUrl(), { rows: [] }, 'VALIDATION_FAILED'],
      [sheetUrl(), { rows: [{ ...row, status: 'HERE' }] }, 'VALIDATION_FAILED'],
      [sheetUrl(), { rows: [row, row] }, 'VALIDATION_FAILED'],
      [sheetUrl(), { rows: [{ ...row, memo: '가'.repeat(201) }] }, 'VALIDATION_FAILED'],
      [sheetUrl(), { rows: [{ ...row, studentId: 'nope' }] }, 'VALIDATION_FAILED'],
    ] as const;
    for (const [url, payload, code] of cases) {
      const response = await teacher.inject({ method: 'PUT', url, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    const invalid = await teacher.inject({
      method: 'PUT',
      url: sheetUrl(),
      payload: { rows: [{ ...row, status: 'HERE' }] },
    });
    expect(invalid.json().fields).toEqual({ 'rows.0.status': '출결 상태를 선택해 주세요' });
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('keeps a teacher to their own classes (another one is 404); the director and a manager (020) mark any', async () => {
    const theirs = await insertClass(db, academy.instId, { classNm: '영어B', teacherIds: [academy.otherTeacher.id] });
    await enrol(db, academy.instId, theirs, [students[1]?.id as string]);
    const payload = { rows: [{ studentId: students[1]?.id, status: 'PRESENT' }] };
    const refused = await teacher.inject({ method: 'PUT', url: sheetUrl(DATE, theirs), payload });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      code: 'ATTENDANCE_CLASS_NOT_FOUND',
      message: '반을 찾을 수 없습니다. 반 목록을 새로고침한 뒤 다시 선택해 주세요.',
    });
    expect(refused.body).not.toMatch(/영어B/);
    expect((await teacher.inject({ method: 'GET', url: sheetUrl(DATE, theirs) })).statusCode).toBe(404);
    expect(await attendanceRows(db, academy.instId, theirs, DATE)).toEqual([]);
    expect((await director.inject({ method: 'PUT', url: sheetUrl(DATE, theirs), payload })).statusCode).toBe(200);
    const manager = await callerFor(app, db, academy.manager.id, clock.now());
    expect((await manager.inject({ method: 'GET', url: sheetUrl(DATE, theirs) })).statusCode).toBe(200);
  });

  it('on a makeup day lists the makeup’s students and links each row to the absence it makes up', async () => {
    const absence = await db
      .selectFrom('attendance')
      .select('id')
      .where('class_id', '=', classId)
      .where('student_id', '=', students[0]?.id as string)
      .where('attend_date', '=', DATE)
      .executeTakeFirstOrThrow();
    const makeupId = newId();
    await db
      .insertInto('class_sessions')
      .values({
        inst_id: academy.instId,
        id: makeupId,
        class_id: classId,
        kind: 'makeup',
        session_date: '2026-11-22',
        start_time: '10:00',
        end_time: '11:00',
      })
      .execute();
    await sql`insert into class_session_students (inst_id, session_id, student_id, absence_id)
              values (${academy.instId}, ${makeupId}, ${students[0]?.id}, ${absence.id})`.execute(db);
    const sheet = (await teacher.inject({ method: 'GET', url: sheetUrl('2026-11-22') })).json();
    expect(sheet.session).toMatchObject({ kind: 'makeup', startTime: '10:00' });
    expect(sheet.rows.map((row: { studentNm: string }) => row.studentNm)).toEqual(['최민준']);
    const saved = await teacher.inject({
      method: 'PUT',
      url: sheetUrl('2026-11-22'),
      payload: { rows: [{ studentId: students[0]?.id, status: 'MAKEUP', memo: '보강 완료' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await db
      .selectFrom('attendance')
      .select(['status', 'makeup_session_id', 'makeup_for_id'])
      .where('class_id', '=', classId)
      .where('attend_date', '=', '2026-11-22')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'MAKEUP', makeup_session_id: makeupId, makeup_for_id: absence.id });
    const other = await teacher.inject({
      method: 'PUT',
      url: sheetUrl('2026-11-22'),
      payload: { rows: [{ studentId: students[1]?.id, status: 'MAKEUP' }] },
    });
    expect(other.json().code).toBe('ATTENDANCE_STUDENT_NOT_IN_CLASS');
  });

  it('answers 404 for a class of another academy', async () => {
    const other = await createAcademy(db);
    const theirs = await insertClass(db, other.instId, { classNm: '남의반' });
    const response = await director.inject({ method: 'GET', url: sheetUrl(DATE, theirs) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/남의반/);
    expect((await director.inject({ method: 'GET', url: sheetUrl(DATE, theirs, other.instId) })).statusCode).toBe(404);
  });
});

describe('the classes of a day and of the academy', () => {
  it('lists a teacher’s classes of today with their counts; the office sees every class', async () => {
    const mine = await teacher.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/today` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().date).toBe(DATE);
    expect(mine.json().classes).toEqual([
      expect.objectContaining({
        classId,
        classNm: '수학A',
        teacherNms: ['박강사'],
        enrolled: 3,
        unmarked: 0,
        counts: { PRESENT: 2, LATE: 0, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 },
        session: expect.objectContaining({ startTime: '15:00', endTime: '17:00' }),
      }),
    ]);
    const all = (await director.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/today` })).json();
    expect(all.classes.map((item: { classNm: string }) => item.classNm).sort()).toEqual(['수학A', '영어B']);
    const tuesday = (
      await teacher.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/today?date=2026-11-24` })
    ).json();
    expect(tuesday.classes).toEqual([]);
  });

  it('shows the academy’s day with totals and the front desk to the office, not to teachers', async () => {
    const response = await director.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/overview` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      date: DATE,
      autoAbsentMinutes: 20,
      totals: { enrolled: 4, unmarked: 0 },
      desk: { checkedIn: 0, inside: 0, visits: [] },
    });
    expect(
      (await teacher.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/overview` })).statusCode,
    ).toBe(403);
  });
});

describe('histories', () => {
  it('shows a student’s month with rates and study time to the parent', async () => {
    const minjun = students[0]?.id as string;
    const visitId = newId();
    await db
      .insertInto('desk_visits')
      .values({
        inst_id: academy.instId,
        id: visitId,
        student_id: minjun,
        business_date: '2026-11-20',
        check_in_at: '2026-11-20T06:00:00Z',
        check_out_at: '2026-11-20T09:00:00Z',
      })
      .execute();
    await db
      .insertInto('desk_breaks')
      .values({
        inst_id: academy.instId,
        id: newId(),
        visit_id: visitId,
        out_at: '2026-11-20T07:00:00Z',
        back_at: '2026-11-20T07:20:00Z',
      })
      .execute();
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    const response = await parent.inject({
      method: 'GET',
      url: `/api/insts/${academy.instId}/attendance/students/${minjun}?month=2026-11`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json();
    expect(history).toMatchObject({
      studentNm: '최민준',
      month: '2026-11',
      summary: { total: 2, attended: 1, rate: 50 },
      totalStudyMinutes: 160,
      deskPin: null,
    });
    expect(history.days).toEqual([
      {
        date: '2026-11-20',
        entries: [],
        visits: [{ checkInAt: '2026-11-20T06:00:00.000Z', checkOutAt: '2026-11-20T09:00:00.000Z', breakMinutes: 20 }],
        studyMinutes: 160,
      },
      {
        date: '2026-11-22',
        entries: [{ classId, classNm: '수학A', status: 'MAKEUP', memo: '보강 완료', source: 'teacher' }],
        visits: [],
        studyMinutes: 0,
      },
      {
        date: DATE,
        entries: [{ classId, classNm: '수학A', status: 'ABSENT', memo: '감기', source: 'teacher' }],
        visits: [],
        studyMinutes: 0,
      },
    ]);
  });

  it('shows a class’s month: its days, each student’s statuses and rates', async () => {
    const response = await teacher.inject({
      method: 'GET',
      url: `/api/insts/${academy.instId}/attendance/classes/${classId}?month=2026-11`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const history = response.json();
    // Mondays of November 2026 without the cancelled 16th, plus the makeups on the 21st and 22nd.
    expect(history.sessionDates).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(history.summary).toMatchObject({ total: 4, attended: 3, rate: 75 });
    const doyun = history.students.find((s: { studentNm: string }) => s.studentNm === '김도윤');
    expect(doyun).toMatchObject({ statuses: { [DATE]: 'PRESENT' }, summary: { rate: 100 } });
    expect(history.days.find((d: { date: string }) => d.date === DATE).counts).toMatchObject({ PRESENT: 2, ABSENT: 1 });
  });

  it('lets parents and students open only their own; teachers only their classes’ students', async () => {
    const minjun = students[0]?.id as string;
    const haeun = students[2]?.id as string;
    const url = (id: string) => `/api/insts/${academy.instId}/attendance/students/${id}`;
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    const student = await callerFor(app, db, academy.studentUser.id, clock.now());
    expect((await parent.inject({ method: 'GET', url: url(haeun) })).statusCode).toBe(404);
    expect((await student.inject({ method: 'GET', url: url(haeun) })).statusCode).toBe(404);
    const own = await student.inject({ method: 'GET', url: url(minjun) });
    expect(own.statusCode).toBe(200);
    expect(own.json().deskPin).toBeNull();
    const loner = await insertStudent(db, academy.instId, { studentNm: '다른반학생' });
    expect((await teacher.inject({ method: 'GET', url: url(loner.id) })).statusCode).toBe(404);
    expect((await director.inject({ method: 'GET', url: url(loner.id) })).statusCode).toBe(200);

    const scope = (await parent.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/scope` })).json();
    expect(scope).toEqual({
      role: 'PARENT',
      classes: [],
      students: [{ studentId: minjun, studentNm: '최민준' }],
      canEditDeskPin: false,
    });
    const teacherScope = (
      await teacher.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/scope` })
    ).json();
    expect(teacherScope.classes).toEqual([{ classId, classNm: '수학A' }]);
    // The students enrolled today in their classes: not one whose enrolment ended, nor one starting later.
    expect(teacherScope.students.map((s: { studentNm: string }) => s.studentNm)).toEqual([
      '김도윤',
      '이하은',
      '최민준',
    ]);
    const ended = await db
      .selectFrom('students')
      .select('id')
      .where('inst_id', '=', academy.instId)
      .where('student_nm', '=', '끝난학생')
      .executeTakeFirstOrThrow();
    expect((await teacher.inject({ method: 'GET', url: url(ended.id) })).statusCode).toBe(404);
    expect((await director.inject({ method: 'GET', url: url(ended.id) })).statusCode).toBe(200);
    // The class's own month follows the class: the teacher still sees the ended enrolment there.
    const month = await teacher.inject({
      method: 'GET',
      url: `/api/insts/${academy.instId}/attendance/classes/${classId}?month=2026-11`,
    });
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().students.map((s: { studentNm: string }) => s.studentNm)).toContain('끝난학생');
  });
});

describe('the automatic-absence setting', () => {
  it('is changed by the director, audited, and checked', async () => {
    const url = `/api/insts/${academy.instId}/attendance/settings`;
    const saved = await director.inject({ method: 'PUT', url, payload: { autoAbsentMinutes: 30 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ autoAbsentMinutes: 30 });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(audit).toEqual([
      { action: 'attendance.settings', before: { autoAbsentMinutes: 20 }, after: { autoAbsentMinutes: 30 } },
    ]);
    const bad = await director.inject({ method: 'PUT', url, payload: { autoAbsentMinutes: 241 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.autoAbsentMinutes).toMatch(/자동 결석 시간/);
    expect((await teacher.inject({ method: 'PUT', url, payload: { autoAbsentMinutes: 0 } })).statusCode).toBe(403);
    const institute = await db
      .selectFrom('institutes')
      .select('auto_absent_minutes')
      .where('id', '=', academy.instId)
      .executeTakeFirstOrThrow();
    expect(institute.auto_absent_minutes).toBe(30);
  });
});
