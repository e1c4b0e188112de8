import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
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
} from '../attendance/attendance.test-helpers';
import { DESK_COOKIE } from './desk.device';

const { db } = await createTestDatabase();
// Monday 2026-11-23, 14:00 in Seoul; the class runs 15:00–17:00.
const clock = fixedClock('2026-11-23T05:00:00Z');
const app = await createTestApp(db, { clock });
const DATE = '2026-11-23';

let academy: Academy;
let director: Caller;
let classId: string;
let minjun: { id: string; studentNm: string };
let seoyeon: { id: string; studentNm: string };
let deskCookie: string;

const at = (iso: string) => clock.set(iso);
const desk = (path: 'check' | 'break', payload: object, cookie = deskCookie) =>
  app.inject({ method: 'POST', url: `/api/desk/${path}`, payload, cookies: cookie ? { [DESK_COOKIE]: cookie } : {} });

async function unlock(caller: Caller, password = TEST_PASSWORD, instId = academy.instId) {
  return caller.inject({ method: 'POST', url: `/api/insts/${instId}/desk/unlock`, payload: { password } });
}

const cookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === DESK_COOKIE);

beforeAll(async () => {
  academy = await createAcademy(db);
  director = await callerFor(app, db, academy.director.id, clock.now());
  classId = await insertClass(db, academy.instId, { classNm: '수학A', teacherIds: [academy.teacher.id] });
  minjun = await insertStudent(db, academy.instId, {
    studentNm: '최민준',
    mobileNo: '01055556666',
    userId: academy.studentUser.id,
    guardians: [{ userId: academy.parent.id, mobileNo: '01044445555' }],
  });
  seoyeon = await insertStudent(db, academy.instId, {
    studentNm: '최서연',
    deskPin: '2468',
    guardians: [{ mobileNo: null }],
  });
  await enrol(db, academy.instId, classId, [minjun.id, seoyeon.id]);
});

describe('unlocking the kiosk', () => {
  it('refuses a wrong password, a parent and another academy, setting no cookie', async () => {
    const before = await attendanceTables(db);
    const wrong = await unlock(director, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
    });
    expect(cookieOf(wrong)).toBeUndefined();
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    expect((await unlock(parent)).statusCode).toBe(403);
    const other = await createAcademy(db);
    expect((await unlock(director, TEST_PASSWORD, other.instId)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/insts/${academy.instId}/desk/unlock`,
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('gives a staff member’s browser a 12-hour httpOnly, SameSite=Strict device cookie', async () => {
    const teacher = await callerFor(app, db, academy.teacher.id, clock.now());
    const response = await unlock(teacher);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      unlocked: true,
      instId: academy.instId,
      expiresAt: '2026-11-23T17:00:00.000Z',
    });
    const cookie = cookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/desk' });
    expect(cookie?.expires?.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    deskCookie = cookie?.value as string;
    const stored = await db.selectFrom('desk_devices').select(['token_hash', 'unlocked_by']).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(deskCookie);
    // Unlocking fills empty desk numbers from the mobile.
    const row = await db
      .selectFrom('students')
      .select('desk_pin')
      .where('id', '=', minjun.id)
      .executeTakeFirstOrThrow();
    expect(row.desk_pin).toBe('6666');

    const status = await app.inject({ method: 'GET', url: '/api/desk/status', cookies: { [DESK_COOKIE]: deskCookie } });
    expect(status.json()).toMatchObject({ unlocked: true, instNm: expect.stringMatching(/^출결학원/) });
    expect((await app.inject({ method: 'GET', url: '/api/desk/status' })).json()).toEqual({
      unlocked: false,
      instId: null,
      instNm: null,
      expiresAt: null,
    });
  });
});

describe('check-in and check-out', () => {
  it('needs an unlocked kiosk', async () => {
    const response = await desk('check', { pin: '6666' }, '');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('출결 데스크가 잠겨 있습니다. 선생님께 잠금 해제를 요청해 주세요.');
    expect((await desk('check', { pin: '6666' }, 'forged')).statusCode).toBe(401);
  });

  it('answers an unknown or malformed number in Korean and records nothing', async () => {
    const before = await attendanceTables(db);
    const unknown = await desk('check', { pin: '0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'DESK_PIN_UNKNOWN',
      message: '등록되지 않은 번호입니다. 다시 입력해 주세요.',
    });
    const bad = await desk('check', { pin: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.pin).toBe('출결 번호는 숫자 4~8자리로 입력해 주세요.');
    expect(await attendanceTables(db)).toEqual(before);
  });

  it('checks in, marks the day’s class 출석 and tells the parents', async () => {
    at('2026-11-23T05:02:00Z'); // 14:02
    const response = await desk('check', { pin: '6666' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      result: 'check-in',
      message: '최민준 학생 등원했습니다',
      studentNm: '최민준',
      at: '2026-11-23T05:02:00.000Z',
      studyMinutes: null,
      candidates: [],
    });
    expect(await attendanceRows(db, academy.instId, classId, DATE)).toEqual([
      expect.objectContaining({ student_id: minjun.id, status: 'PRESENT', source: 'desk', marked_by: null }),
    ]);
    expect(await notificationsOf(db, academy.parent.id)).toEqual([
      expect.objectContaining({
        type: 'attendance-check-in',
        title: `[${academy.instNm}] 등원 알림`,
        body: '최민준 학생이 14:02에 등원했습니다.',
      }),
    ]);
    expect(await outboxTo(db, '01044445555')).toEqual([
      {
        channel: 'alimtalk',
        body: `[${academy.instNm}] 최민준 학생이 14:02에 등원했습니다.`,
        purpose: 'attendance',
        template_code: 'ATTEND_CHECK_IN',
      },
    ]);
  });

  it('repeats the answer when the same number comes again within 30 seconds', async () => {
    clock.advance(20_000);
    const again = await desk('check', { pin: '6666' });
    expect(again.json()).toMatchObject({ result: 'check-in', message: '최민준 학생 이미 등원했습니다' });
    expect(await db.selectFrom('desk_visits').select('id').where('student_id', '=', minjun.id).execute()).toHaveLength(
      1,
    );
    expect(await notificationsOf(db, academy.parent.id)).toHaveLength(1);
  });

  it('takes breaks (외출/복귀) out of the study time and checks out with it', async () => {
    at('2026-11-23T06:30:00Z'); // 15:30
    expect((await desk('break', { pin: '6666' })).json()).toMatchObject({
      result: 'break-out',
      message: '최민준 학생 외출했습니다',
    });
    at('2026-11-23T06:50:00Z');
    expect((await desk('break', { pin: '6666' })).json()).toMatchObject({
      result: 'break-back',
      message: '최민준 학생 복귀했습니다',
    });
    // The parent turns attendance texts off in their notification settings: the check-out tells them in
    // the app only, and no AlimTalk goes to their number.
    await db
      .insertInto('notification_preferences')
      .values({
        user_id: academy.parent.id,
        category: 'attendance',
        channel: 'message',
        enabled: false,
        updated_at: clock.now(),
      })
      .execute();
    at('2026-11-23T08:12:00Z'); // 17:12, after the class
    const out = await desk('check', { pin: '6666' });
    // 14:02 → 17:12 is 190 minutes, minus 20 out.
    expect(out.json()).toMatchObject({ result: 'check-out', message: '최민준 학생 하원했습니다', studyMinutes: 170 });
    expect((await attendanceRows(db, academy.instId, classId, DATE))[0]).toMatchObject({ status: 'PRESENT' });
    expect((await notificationsOf(db, academy.parent.id)).map((n) => n.body)).toEqual([
      '최민준 학생이 14:02에 등원했습니다.',
      '최민준 학생이 17:12에 하원했습니다. 오늘 공부 시간 2시간 50분.',
    ]);
    expect((await outboxTo(db, '01044445555')).map((message) => message.template_code)).toEqual(['ATTEND_CHECK_IN']);
    clock.advance(10_000);
    expect((await desk('check', { pin: '6666' })).json()).toMatchObject({
      result: 'check-out',
      message: '최민준 학생 이미 하원했습니다',
    });
    expect((await desk('break', { pin: '6666' })).json()).toMatchObject({ code: 'DESK_NOT_CHECKED_IN' });
  });

  it('shows the desk times and study time on the sheet and in the history', async () => {
    const sheet = (
      await director.inject({
        method: 'GET',
        url: `/api/insts/${academy.instId}/classes/${classId}/attendance?date=${DATE}`,
      })
    ).json();
    expect(sheet.rows.find((row: { studentId: string }) => row.studentId === minjun.id)).toMatchObject({
      checkInAt: '2026-11-23T05:02:00.000Z',
      checkOutAt: '2026-11-23T08:12:00.000Z',
      source: 'desk',
    });
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    const history = (
      await parent.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/students/${minjun.id}` })
    ).json();
    expect(history.days).toEqual([
      expect.objectContaining({
        date: DATE,
        studyMinutes: 170,
        visits: [{ checkInAt: '2026-11-23T05:02:00.000Z', checkOutAt: '2026-11-23T08:12:00.000Z', breakMinutes: 20 }],
      }),
    ]);
    const overview = (
      await director.inject({ method: 'GET', url: `/api/insts/${academy.instId}/attendance/overview` })
    ).json();
    expect(overview.desk).toMatchObject({ checkedIn: 1, inside: 0 });
    expect(overview.desk.visits[0]).toMatchObject({ studentNm: '최민준', studyMinutes: 170, onBreak: false });
  });

  it('marks 지각 after the start and 조퇴 when leaving during the class', async () => {
    at('2026-11-23T06:20:00Z'); // 15:20
    expect((await desk('check', { pin: '2468' })).json()).toMatchObject({ result: 'check-in', studentNm: '최서연' });
    expect(
      (await attendanceRows(db, academy.instId, classId, DATE)).find((r) => r.student_id === seoyeon.id),
    ).toMatchObject({
      status: 'LATE',
      source: 'desk',
    });
    at('2026-11-23T07:30:00Z'); // 16:30
    expect((await desk('check', { pin: '2468' })).json()).toMatchObject({ result: 'check-out', studyMinutes: 70 });
    expect(
      (await attendanceRows(db, academy.instId, classId, DATE)).find((r) => r.student_id === seoyeon.id),
    ).toMatchObject({
      status: 'EARLY_LEAVE',
    });
  });
});

describe('the kiosk and the teacher', () => {
  it('never overwrites a teacher’s mark, and withdraws its own when the student leaves before class', async () => {
    const other = await insertClass(db, academy.instId, {
      classNm: '영어B',
      lectures: [{ weekday: 1, start: '19:00', end: '21:00' }],
    });
    const early = await insertClass(db, academy.instId, {
      classNm: '과학C',
      lectures: [{ weekday: 1, start: '18:00', end: '19:00' }],
    });
    const kid = await insertStudent(db, academy.instId, { studentNm: '박서준', deskPin: '1357' });
    await enrol(db, academy.instId, other, [kid.id]);
    await enrol(db, academy.instId, early, [kid.id]);
    const teacherCaller = await callerFor(app, db, academy.director.id, clock.now());
    at('2026-11-23T08:30:00Z'); // 17:30
    await teacherCaller.inject({
      method: 'PUT',
      url: `/api/insts/${academy.instId}/classes/${other}/attendance?date=${DATE}`,
      payload: { rows: [{ studentId: kid.id, status: 'ABSENT', memo: '미리 연락' }] },
    });
    expect((await desk('check', { pin: '1357' })).json().result).toBe('check-in');
    expect(await attendanceRows(db, academy.instId, other, DATE)).toEqual([
      expect.objectContaining({ status: 'ABSENT', source: 'teacher', memo: '미리 연락' }),
    ]);
    expect(await attendanceRows(db, academy.instId, early, DATE)).toEqual([
      expect.objectContaining({ status: 'PRESENT', source: 'desk' }),
    ]);
    at('2026-11-23T08:45:00Z'); // 17:45: leaves before 과학C starts
    expect((await desk('check', { pin: '1357' })).json().result).toBe('check-out');
    expect(await attendanceRows(db, academy.instId, early, DATE)).toEqual([]);
    expect(await attendanceRows(db, academy.instId, other, DATE)).toHaveLength(1);
  });
});

describe('a number shared by several students', () => {
  it('asks which one with masked names, then checks in the one chosen', async () => {
    const a = await insertStudent(db, academy.instId, { studentNm: '김하늘', deskPin: '7777' });
    const b = await insertStudent(db, academy.instId, { studentNm: '이바다', deskPin: '7777' });
    at('2026-11-23T09:00:00Z');
    const ask = await desk('check', { pin: '7777' });
    expect(ask.statusCode).toBe(200);
    expect(ask.json()).toMatchObject({
      result: 'choose',
      message: '같은 번호를 쓰는 학생이 여러 명입니다. 본인 이름을 골라 주세요.',
      studentNm: null,
      candidates: [
        { studentId: a.id, maskedNm: '김*늘' },
        { studentId: b.id, maskedNm: '이*다' },
      ],
    });
    expect(ask.body).not.toMatch(/김하늘|이바다/);
    expect(await db.selectFrom('desk_visits').select('id').where('student_id', 'in', [a.id, b.id]).execute()).toEqual(
      [],
    );
    const chosen = await desk('check', { pin: '7777', studentId: b.id });
    expect(chosen.json()).toMatchObject({ result: 'check-in', message: '이바다 학생 등원했습니다' });
    // A student id that does not go with the number is as unknown as a wrong number.
    expect((await desk('check', { pin: '7777', studentId: minjun.id })).statusCode).toBe(404);
  });
});

describe('desk numbers', () => {
  it('are changed by staff, telling how many others share it', async () => {
    const response = await director.inject({
      method: 'PUT',
      url: `/api/insts/${academy.instId}/students/${seoyeon.id}/desk-pin`,
      payload: { deskPin: '7777' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ studentId: seoyeon.id, deskPin: '7777', sharedWith: 2 });
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    const refused = await parent.inject({
      method: 'PUT',
      url: `/api/insts/${academy.instId}/students/${minjun.id}/desk-pin`,
      payload: { deskPin: '1111' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('are changed by the student themselves', async () => {
    const student = await callerFor(app, db, academy.studentUser.id, clock.now());
    const response = await student.inject({
      method: 'PUT',
      url: '/api/me/desk-pin',
      payload: { instId: academy.instId, deskPin: '9090' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ resultCode: 'OK', studentId: minjun.id, deskPin: '9090', sharedWith: 0 });
    const bad = await student.inject({
      method: 'PUT',
      url: '/api/me/desk-pin',
      payload: { instId: academy.instId, deskPin: '90' },
    });
    expect(bad.statusCode).toBe(400);
    const parent = await callerFor(app, db, academy.parent.id, clock.now());
    const notStudent = await parent.inject({
      method: 'PUT',
      url: '/api/me/desk-pin',
      payload: { instId: academy.instId, deskPin: '1234' },
    });
    expect(notStudent.statusCode).toBe(404);
    expect(notStudent.json().code).toBe('DESK_NOT_A_STUDENT');
    at('2026-11-23T10:00:00Z');
    expect((await desk('check', { pin: '9090' })).json()).toMatchObject({ result: 'check-in', studentNm: '최민준' });
  });
});

describe('a status change dated ahead', () => {
  it('keeps a student pausing tomorrow at the kiosk and on today’s sheet, and takes her off both from that day', async () => {
    at('2026-11-23T05:00:00Z'); // Monday 14:00
    const dated = await createAcademy(db);
    const boss = await callerFor(app, db, dated.director.id, clock.now());
    const klass = await insertClass(db, dated.instId, { classNm: '영어A' }); // Mondays 15:00–17:00
    const haeun = await insertStudent(db, dated.instId, { studentNm: '이하은', mobileNo: '01012341357' });
    await enrol(db, dated.instId, klass, [haeun.id]);
    const sheet = async (date: string) => {
      const response = await boss.inject({
        method: 'GET',
        url: `/api/insts/${dated.instId}/classes/${klass}/attendance?date=${date}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().rows as { studentNm: string }[]).map((row) => row.studentNm);
    };

    const paused = await boss.inject({
      method: 'POST',
      url: `/api/insts/${dated.instId}/students/${haeun.id}/status`,
      payload: { toStatus: 'paused', effectiveDate: '2026-11-24', reason: '겨울방학' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      status: 'enrolled',
      scheduledStatuses: [{ status: 'paused', effectiveDate: '2026-11-24' }],
    });
    expect(await sheet('2026-11-23')).toEqual(['이하은']);
    expect(await sheet('2026-11-30')).toEqual([]);
    const today = cookieOf(await unlock(boss, TEST_PASSWORD, dated.instId))?.value as string;
    const checkIn = await desk('check', { pin: '1357' }, today);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    expect(checkIn.json()).toMatchObject({ result: 'check-in', studentNm: '이하은' });

    at('2026-11-30T05:00:00Z'); // the next Monday: paused since 11-24
    const later = cookieOf(await unlock(boss, TEST_PASSWORD, dated.instId))?.value as string;
    const before = await attendanceTables(db);
    const refused = await desk('check', { pin: '1357' }, later);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('등록되지 않은 번호입니다. 다시 입력해 주세요.');
    expect(await attendanceTables(db)).toEqual(before);
    expect(await sheet('2026-11-30')).toEqual([]);
    expect(await sheet('2026-11-23')).toEqual(['이하은']);
  });

  it('gives students with neither a mobile nor a number a 4-digit one when the kiosk is unlocked', async () => {
    at('2026-11-23T05:00:00Z');
    const fresh = await createAcademy(db);
    const boss = await callerFor(app, db, fresh.director.id, clock.now());
    const withMobile = await insertStudent(db, fresh.instId, { mobileNo: '01099990000' });
    const without = await insertStudent(db, fresh.instId);
    const left = await insertStudent(db, fresh.instId, { status: 'left' });
    expect((await unlock(boss, TEST_PASSWORD, fresh.instId)).statusCode).toBe(200);
    const pins = Object.fromEntries(
      (await db.selectFrom('students').select(['id', 'desk_pin']).where('inst_id', '=', fresh.instId).execute()).map(
        (row) => [row.id, row.desk_pin],
      ),
    );
    expect(pins[withMobile.id]).toBe('0000');
    expect(pins[without.id]).toMatch(/^\d{4}$/);
    expect(pins[without.id]).not.toBe('0000');
    expect(pins[left.id]).toBeNull();
  });
});
