import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { createSandboxSender } from '../../platform/adapters/messaging/sandbox';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import {
  type Academy,
  attendanceRows,
  attendanceTables,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
  notificationsOf,
  outboxTo,
} from './attendance.test-helpers';
import { markNoShows, markNoShowsJob } from './no-shows.service';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T05:00:00Z');
const app = await createTestApp(db, { clock });
const ctx = {
  db,
  clock,
  config: testConfig(),
  adapters: { messaging: createSandboxSender(db, () => clock.now()) },
} as unknown as AppContext;
const DATE = '2026-11-23';
// The class starts at 15:00 in Seoul (06:00Z); the cut-off is 20 minutes later.
const START = Date.parse('2026-11-23T06:00:00Z');
const MIN = 60_000;

let academy: Academy;
let classId: string;
let noShow: { id: string; studentNm: string };
let came: { id: string; studentNm: string };
let marked: { id: string; studentNm: string };
let paused: { id: string; studentNm: string };
const parentMobile = '01077778888';

beforeAll(async () => {
  academy = await createAcademy(db);
  classId = await insertClass(db, academy.instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });
  noShow = await insertStudent(db, academy.instId, {
    studentNm: '최민준',
    guardians: [{ userId: academy.parent.id, mobileNo: parentMobile }],
  });
  came = await insertStudent(db, academy.instId, { studentNm: '김도윤', deskPin: '1111' });
  marked = await insertStudent(db, academy.instId, { studentNm: '이하은' });
  paused = await insertStudent(db, academy.instId, { studentNm: '휴원생', status: 'paused' });
  await enrol(db, academy.instId, classId, [noShow.id, came.id, marked.id, paused.id]);
  // 김도윤 is in the building since 14:50; 이하은 was marked by the teacher (excused absence).
  await db
    .insertInto('desk_visits')
    .values({
      inst_id: academy.instId,
      id: newId(),
      student_id: came.id,
      business_date: DATE,
      check_in_at: '2026-11-23T05:50:00Z',
    })
    .execute();
  await db
    .insertInto('attendance')
    .values({
      inst_id: academy.instId,
      id: newId(),
      class_id: classId,
      student_id: marked.id,
      attend_date: DATE,
      status: 'ABSENT',
      memo: '병결',
      source: 'teacher',
      marked_by: academy.teacher.id,
    })
    .execute();
});

describe('the automatic absence', () => {
  it('does nothing before the cut-off', async () => {
    const before = await attendanceTables(db);
    expect(await markNoShows(ctx, new Date(START + 20 * MIN - 1))).toEqual({ marked: 0, notified: 0 });
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('marks at the cut-off only the enrolled student with no row and no check-in, and tells the parents', async () => {
    expect(await markNoShows(ctx, new Date(START + 20 * MIN))).toEqual({ marked: 1, notified: 1 });
    const rows = await attendanceRows(db, academy.instId, classId, DATE);
    expect(rows.find((row) => row.student_id === noShow.id)).toMatchObject({
      status: 'ABSENT',
      source: 'auto',
      marked_by: null,
    });
    expect(rows.find((row) => row.student_id === marked.id)).toMatchObject({
      status: 'ABSENT',
      source: 'teacher',
      memo: '병결',
    });
    expect(rows.find((row) => row.student_id === came.id)).toBeUndefined();
    expect(rows.find((row) => row.student_id === paused.id)).toBeUndefined();
    expect(await notificationsOf(db, academy.parent.id)).toEqual([
      expect.objectContaining({
        type: 'attendance-absent',
        title: `[${academy.instNm}] 결석 알림`,
        body: '최민준 학생이 11월 23일 수학A 수업에 출석하지 않아 결석으로 처리되었습니다.',
      }),
    ]);
    expect(await outboxTo(db, parentMobile)).toEqual([
      {
        channel: 'alimtalk',
        purpose: 'attendance',
        template_code: 'ATTEND_ABSENT_AUTO',
        body: `[${academy.instNm}] 최민준 학생이 11월 23일 수학A 수업에 출석하지 않아 결석으로 처리되었습니다.`,
      },
    ]);
  });

  it('is idempotent: running again (or on another node) marks and tells nothing more', async () => {
    const before = await attendanceTables(db);
    const [first, second] = await Promise.all([
      markNoShows(ctx, new Date(START + 25 * MIN)),
      markNoShows(ctx, new Date(START + 25 * MIN)),
    ]);
    expect(first.marked + second.marked).toBe(0);
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('gives way to the student who shows up late: the check-in makes it 지각', async () => {
    const director = await callerFor(app, db, academy.director.id, clock.now());
    const unlocked = await director.inject({
      method: 'POST',
      url: `/api/insts/${academy.instId}/desk/unlock`,
      payload: { password: 'academy2026' },
    });
    const cookie = unlocked.cookies.find((c) => c.name === 'academy_desk')?.value as string;
    await db.updateTable('students').set({ desk_pin: '4242' }).where('id', '=', noShow.id).execute();
    clock.set(new Date(START + 40 * MIN));
    const response = await app.inject({
      method: 'POST',
      url: '/api/desk/check',
      payload: { pin: '4242' },
      cookies: { academy_desk: cookie },
    });
    expect(response.json()).toMatchObject({ result: 'check-in' });
    expect(
      (await attendanceRows(db, academy.instId, classId, DATE)).find((row) => row.student_id === noShow.id),
    ).toMatchObject({
      status: 'LATE',
      source: 'desk',
    });
  });

  it('follows the academy’s setting, and is off at 0', async () => {
    const other = await createAcademy(db, { autoAbsentMinutes: 45 });
    const otherClass = await insertClass(db, other.instId);
    const kid = await insertStudent(db, other.instId);
    await enrol(db, other.instId, otherClass, [kid.id]);
    const off = await createAcademy(db, { autoAbsentMinutes: 0 });
    const offClass = await insertClass(db, off.instId);
    const offKid = await insertStudent(db, off.instId);
    await enrol(db, off.instId, offClass, [offKid.id]);

    expect((await markNoShows(ctx, new Date(START + 44 * MIN))).marked).toBe(0);
    expect((await markNoShows(ctx, new Date(START + 45 * MIN))).marked).toBe(1);
    expect(await attendanceRows(db, other.instId, otherClass, DATE)).toHaveLength(1);
    expect((await markNoShows(ctx, new Date(START + 300 * MIN))).marked).toBe(0);
    expect(await attendanceRows(db, off.instId, offClass, DATE)).toEqual([]);
  });

  it('leaves cancelled days, other weekdays, students not yet enrolled and other academies alone', async () => {
    const scoped = await createAcademy(db);
    const cancelled = await insertClass(db, scoped.instId);
    const tuesday = await insertClass(db, scoped.instId, { lectures: [{ weekday: 2, start: '15:00', end: '17:00' }] });
    const kid = await insertStudent(db, scoped.instId);
    const newcomer = await insertStudent(db, scoped.instId);
    await enrol(db, scoped.instId, cancelled, [kid.id]);
    await enrol(db, scoped.instId, tuesday, [kid.id]);
    const open = await insertClass(db, scoped.instId);
    await enrol(db, scoped.instId, open, [newcomer.id], { start: '2026-11-24' });
    await db
      .insertInto('class_sessions')
      .values({ inst_id: scoped.instId, id: newId(), class_id: cancelled, kind: 'cancel', original_date: DATE })
      .execute();
    const elsewhere = await createAcademy(db);
    const elsewhereClass = await insertClass(db, elsewhere.instId);
    const elsewhereKid = await insertStudent(db, elsewhere.instId);
    await enrol(db, elsewhere.instId, elsewhereClass, [elsewhereKid.id]);

    expect(await markNoShows(ctx, new Date(START + 60 * MIN), { instId: scoped.instId })).toEqual({
      marked: 0,
      notified: 0,
    });
    expect(await attendanceRows(db, elsewhere.instId, elsewhereClass, DATE)).toEqual([]);
  });

  it('leaves a lesson that began before the student was enrolled: no absence, no message', async () => {
    const late = await createAcademy(db);
    const klass = await insertClass(db, late.instId, { classNm: '수학B' });
    const mobileNo = '01055556666';
    const kid = await insertStudent(db, late.instId, { guardians: [{ userId: late.parent.id, mobileNo }] });
    // Enrolled at 15:02 in a class that began at 15:00 that day, from that day.
    await enrol(db, late.instId, klass, [kid.id], { start: DATE, createdAt: new Date(START + 2 * MIN) });
    const before = await attendanceTables(db);

    expect(await markNoShows(ctx, new Date(START + 21 * MIN), { instId: late.instId })).toEqual({
      marked: 0,
      notified: 0,
    });
    expect(await markNoShows(ctx, new Date(START + 120 * MIN), { instId: late.instId })).toEqual({
      marked: 0,
      notified: 0,
    });
    expect(await attendanceTables(db)).toEqual(before);
    expect(await outboxTo(db, mobileNo)).toEqual([]);

    // The next week's lesson began after the enrolment: that one counts.
    const nextWeek = Date.parse('2026-11-30T06:00:00Z');
    expect(await markNoShows(ctx, new Date(nextWeek + 20 * MIN), { instId: late.instId })).toEqual({
      marked: 1,
      notified: 1,
    });
  });

  it('follows the status of the day: a 휴원 dated tomorrow still counts today, one dated today does not', async () => {
    const dated = await createAcademy(db);
    const klass = await insertClass(db, dated.instId);
    const pausingTomorrow = await insertStudent(db, dated.instId, { status: 'paused' });
    const pausedToday = await insertStudent(db, dated.instId, { status: 'paused' });
    await enrol(db, dated.instId, klass, [pausingTomorrow.id, pausedToday.id]);
    for (const [student, effectiveDate] of [
      [pausingTomorrow, '2026-11-24'],
      [pausedToday, DATE],
    ] as const) {
      await db
        .insertInto('student_status_changes')
        .values({
          inst_id: dated.instId,
          id: newId(),
          student_id: student.id,
          from_status: 'enrolled',
          to_status: 'paused',
          effective_date: effectiveDate,
          changed_by: dated.director.id,
          at: new Date('2026-11-20T01:00:00Z'),
        })
        .execute();
    }
    expect(await markNoShows(ctx, new Date(START + 20 * MIN), { instId: dated.instId })).toMatchObject({ marked: 1 });
    expect((await attendanceRows(db, dated.instId, klass, DATE)).map((row) => row.student_id)).toEqual([
      pausingTomorrow.id,
    ]);
  });

  it('runs every minute as a background job on the injected clock', async () => {
    expect(markNoShowsJob).toMatchObject({ name: 'attendance-no-shows', everyMs: 60_000 });
    clock.set(new Date(START + 30 * MIN));
    const result = (await markNoShowsJob.run(ctx)) as { marked: number };
    expect(result.marked).toBeGreaterThanOrEqual(1); // the other academy of the earlier test
  });
});

describe('POST /api/dev/jobs/mark-no-shows', () => {
  it('runs the job at a given time for end-to-end tests, as the academy’s director, scoped to it', async () => {
    const scoped = await createAcademy(db);
    const klass = await insertClass(db, scoped.instId);
    const kid = await insertStudent(db, scoped.instId);
    await enrol(db, scoped.instId, klass, [kid.id]);
    const director = await callerFor(app, db, scoped.director.id, clock.now());
    const response = await director.inject({
      method: 'POST',
      url: '/api/dev/jobs/mark-no-shows',
      payload: { at: '2026-11-23T06:20:00Z', instId: scoped.instId },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ marked: 1, notified: 0 });
  });

  it('does not exist in production, nor with a real messaging provider', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'production', ALLOW_SANDBOX_FOR_REAL: 'true', PUBLIC_ORIGIN: 'https://academy.example.kr' },
      { MESSAGING_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SOLAPI_SENDER: '0212345678' },
    ];
    for (const env of envs) {
      const other = await buildApp({ config: testConfig(env), db, clock, logger: false, jobs: false });
      await other.ready();
      const response = await other.inject({
        method: 'POST',
        url: '/api/dev/jobs/mark-no-shows',
        payload: { at: '2026-11-23T06:20:00Z', instId: newId() },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      await other.close();
    }
  });
});
