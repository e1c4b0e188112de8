import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/account-helpers';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, createAcademy, enrol, insertClass, insertStudent } from '../attendance/attendance.test-helpers';
import { DESK_COOKIE } from './desk.device';

/**
 * A kiosk press costs a fixed number of SQL statements, whatever the student's classes and
 * guardians, its writes one statement (docs/decisions/0037-request-cost.md). Counted on the app's own database handle
 * (test/query-count.ts), BEGIN and COMMIT included.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
// Monday 2026-11-23, 15:30 in Seoul: the classes below are running.
const clock = fixedClock('2026-11-23T06:30:00Z');
const app = await createTestApp(db, { clock });
const academy = await createAcademy(db);
const director = await callerFor(app, db, academy.director.id, clock.now());
const unlocked = await director.inject({
  method: 'POST',
  url: `/api/insts/${academy.instId}/desk/unlock`,
  payload: { password: TEST_PASSWORD },
});
const deskCookie = unlocked.cookies.find((cookie) => cookie.name === DESK_COOKIE)?.value as string;

const press = (pin: string) =>
  app.inject({ method: 'POST', url: '/api/desk/check', payload: { pin }, cookies: { [DESK_COOKIE]: deskCookie } });

/** A student with `classes` classes running now and guardians with accounts (told in the app). */
async function studentWith(pin: string, classes: number, guardianUserIds: readonly string[]) {
  const student = await insertStudent(db, academy.instId, {
    deskPin: pin,
    guardians: guardianUserIds.map((userId) => ({ userId, mobileNo: null })),
  });
  for (let index = 0; index < classes; index += 1) {
    const classId = await insertClass(db, academy.instId, {
      lectures: [{ weekday: 1, start: '15:00', end: '17:00', room: '301호' }],
    });
    await enrol(db, academy.instId, classId, [student.id]);
  }
  return student;
}

async function checkInAndOut(pin: string) {
  const checkIn = await count(() => press(pin));
  const checkInStatements = lastStatements();
  clock.set('2026-11-23T06:31:00Z');
  const checkOut = await count(() => press(pin));
  clock.set('2026-11-23T06:30:00Z');
  return { checkIn, checkOut, checkInStatements };
}

describe('a kiosk press’s query count', () => {
  it('is the same for one class and one guardian as for three of each', async () => {
    expect(deskCookie).toBeTruthy();
    await studentWith('1111', 1, [academy.parent.id]);
    await studentWith('3333', 3, [academy.parent.id, academy.manager.id, academy.teacher.id]);
    const one = await checkInAndOut('1111');
    const three = await checkInAndOut('3333');
    expect({ checkIn: three.checkIn, checkOut: three.checkOut }).toEqual({
      checkIn: one.checkIn,
      checkOut: one.checkOut,
    });
    // Check-in: the press limit, the device with the number's students, BEGIN, the student's lock,
    // the student's day (visits, classes, guardians), then one statement for every write (the
    // visit, the classes' marks, the parents' notifications and AlimTalks queued), COMMIT.
    // Check-out: the same reads, then one statement closing the visit and its breaks, turning the
    // kiosk's marks 조퇴 and telling the parents, COMMIT.
    // Written down so that a change to the count is a decision, not an accident.
    expect({ checkIn: one.checkIn, checkOut: one.checkOut }).toEqual({ checkIn: 7, checkOut: 7 });
    expect(one.checkInStatements.filter((text) => /from "desk_devices"/.test(text))).toHaveLength(1);
    const writes = one.checkInStatements.filter((text) => /^with /.test(text));
    expect(writes).toHaveLength(1);
    for (const table of ['desk_visits', 'attendance', 'notifications'])
      expect(writes[0]).toContain(`insert into "${table}"`);
    expect(writes[0]).toContain('pg_notify');
  });
});
