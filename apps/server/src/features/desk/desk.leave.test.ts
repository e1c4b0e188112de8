import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/account-helpers';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { hashPassword } from '../../platform/auth/password';
import { fixedClock } from '../../platform/clock';
import {
  type Academy,
  type Caller,
  callerFor,
  createAcademy,
  insertStudent,
} from '../attendance/attendance.test-helpers';
import { DESK_COOKIE } from './desk.device';

const { db } = await createTestDatabase();
// Monday 2026-11-23, 14:00 in Seoul.
const clock = fixedClock('2026-11-23T05:00:00Z');
const app = await createTestApp(db, { clock });

const TEACHER_PASSWORD = 'teacher-only-2026';

let academy: Academy;
let director: Caller;
let teacher: Caller;

const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === DESK_COOKIE)?.value ?? '';

/** A desk unlocked by `caller`: its device cookie. */
async function unlockedBy(caller: Caller, password = TEST_PASSWORD) {
  const response = await caller.inject({
    method: 'POST',
    url: `/api/insts/${academy.instId}/desk/unlock`,
    payload: { password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response);
}

/** POST /api/desk/leave from the kiosk itself: nobody signed in, only the device cookie. */
const leaveAsKiosk = (cookie: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/desk/leave',
    payload: { password },
    cookies: cookie ? { [DESK_COOKIE]: cookie } : {},
    remoteAddress,
  });

const check = (cookie: string) =>
  app.inject({ method: 'POST', url: '/api/desk/check', payload: { pin: '6666' }, cookies: { [DESK_COOKIE]: cookie } });

async function deviceRevoked(cookie: string) {
  return (
    (await app.inject({ method: 'GET', url: '/api/desk/status', cookies: { [DESK_COOKIE]: cookie } })).json()
      .unlocked === false
  );
}

beforeAll(async () => {
  academy = await createAcademy(db);
  director = await callerFor(app, db, academy.director.id, clock.now());
  teacher = await callerFor(app, db, academy.teacher.id, clock.now());
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(TEACHER_PASSWORD) })
    .where('id', '=', academy.teacher.id)
    .execute();
  await insertStudent(db, academy.instId, { studentNm: '최민준', mobileNo: '01055556666' });
});

describe('leaving the kiosk (POST /api/desk/leave)', () => {
  it('needs the password of the staff member who unlocked it, then locks the desk and clears its cookie', async () => {
    const cookie = await unlockedBy(teacher, TEACHER_PASSWORD);
    // The director's password is not the one that opened this desk, and nobody is signed in on it.
    const wrong = await leaveAsKiosk(cookie, TEST_PASSWORD, '10.0.0.1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
    });
    // Refused, the desk keeps working.
    expect(await deviceRevoked(cookie)).toBe(false);
    expect((await check(cookie)).statusCode).toBe(200);

    const left = await leaveAsKiosk(cookie, TEACHER_PASSWORD, '10.0.0.1');
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ unlocked: false, instId: null, instNm: null, expiresAt: null });
    const cleared = left.cookies.find((item) => item.name === DESK_COOKIE);
    expect(cleared?.value).toBe('');
    expect(await deviceRevoked(cookie)).toBe(true);
    expect((await check(cookie)).statusCode).toBe(401);
    const row = await db
      .selectFrom('desk_devices')
      .select('revoked_at')
      .where('inst_id', '=', academy.instId)
      .execute();
    expect(row.some((device) => device.revoked_at !== null)).toBe(true);
  });

  it('also takes the password of the staff member signed in on the kiosk', async () => {
    const cookie = await unlockedBy(teacher, TEACHER_PASSWORD);
    const left = await director.inject({
      method: 'POST',
      url: '/api/desk/leave',
      payload: { password: TEST_PASSWORD },
      cookies: { [DESK_COOKIE]: cookie },
      remoteAddress: '10.0.0.2',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await deviceRevoked(cookie)).toBe(true);
  });

  it("never takes a parent's or a student's password, even signed in on the kiosk", async () => {
    const cookie = await unlockedBy(director);
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword('family-2026') })
      .where('id', 'in', [academy.parent.id, academy.studentUser.id])
      .execute();
    for (const userId of [academy.parent.id, academy.studentUser.id]) {
      const member = await callerFor(app, db, userId, clock.now());
      const refused = await member.inject({
        method: 'POST',
        url: '/api/desk/leave',
        payload: { password: 'family-2026' },
        cookies: { [DESK_COOKIE]: cookie },
        remoteAddress: '10.0.0.3',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('WRONG_PASSWORD');
    }
    expect(await deviceRevoked(cookie)).toBe(false);
  });

  it('stops taking the password of someone who no longer works there', async () => {
    const cookie = await unlockedBy(teacher, TEACHER_PASSWORD);
    await db
      .updateTable('memberships')
      .set({ status: 'ended' })
      .where('inst_id', '=', academy.instId)
      .where('user_id', '=', academy.teacher.id)
      .execute();
    try {
      expect((await leaveAsKiosk(cookie, TEACHER_PASSWORD, '10.0.0.4')).statusCode).toBe(400);
      expect(await deviceRevoked(cookie)).toBe(false);
    } finally {
      await db
        .updateTable('memberships')
        .set({ status: 'active' })
        .where('inst_id', '=', academy.instId)
        .where('user_id', '=', academy.teacher.id)
        .execute();
    }
  });

  it('answers 401 DESK_LOCKED without a live desk, and validates the body', async () => {
    const none = await leaveAsKiosk('', TEST_PASSWORD, '10.0.0.5');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('DESK_LOCKED');
    const cookie = await unlockedBy(director);
    const empty = await leaveAsKiosk(cookie, '', '10.0.0.5');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('password');
  });

  it('allows five password tries a minute per desk, then answers 429', async () => {
    const cookie = await unlockedBy(director);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await leaveAsKiosk(cookie, 'guess-0000', `10.1.0.${attempt}`)).statusCode).toBe(400);
    }
    const sixth = await leaveAsKiosk(cookie, TEST_PASSWORD, '10.1.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(await deviceRevoked(cookie)).toBe(false);
  });
});
