import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { daysOf } from '@academy/domain/schedule/schedule.rules';
import {
  STUDENT_STATUSES,
  type StudentStatus,
  type StudentStatusChange,
  studentStatusOn as statusOnRule,
} from '@academy/domain/students/students.rules';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createAcademy } from '../../features/attendance/attendance.test-helpers';
import { newId } from '../ids/new-id';
import { studentStatusOn } from './student-status-on';

/**
 * The kiosk, the sheet, the automatic absence and the roll read a student's status on a date in SQL
 * (`studentStatusOn`); the students rule says what it is (`studentStatusOn` of the domain). For
 * every day of two months and students whose changes cover the rule's cases (none, dated ahead,
 * several on one day, recorded out of date order, two academies sharing a student id), both must
 * give the same status.
 */

const { db } = await createTestDatabase();

const WINDOW = { from: '2026-11-01', to: '2026-12-31' };

type Fixture = { recorded: StudentStatus; changes: StudentStatusChange[] };

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

const HAND_MADE: Fixture[] = [
  { recorded: 'enrolled', changes: [] },
  { recorded: 'paused', changes: [] },
  { recorded: 'left', changes: [] },
  // 휴원 dated ahead: enrolled until 11-30.
  { recorded: 'paused', changes: [{ fromStatus: 'enrolled', toStatus: 'paused', effectiveDate: '2026-11-30' }] },
  // 휴원 for December: paused from 12-01, back on 12-31.
  {
    recorded: 'enrolled',
    changes: [
      { fromStatus: 'enrolled', toStatus: 'paused', effectiveDate: '2026-12-01' },
      { fromStatus: 'paused', toStatus: 'enrolled', effectiveDate: '2026-12-31' },
    ],
  },
  // A pause taken back on its own day: the later record wins that day.
  {
    recorded: 'enrolled',
    changes: [
      { fromStatus: 'enrolled', toStatus: 'paused', effectiveDate: '2026-11-20' },
      { fromStatus: 'paused', toStatus: 'enrolled', effectiveDate: '2026-11-20' },
    ],
  },
  // Recorded out of date order (a back-dated change recorded last).
  {
    recorded: 'left',
    changes: [
      { fromStatus: 'paused', toStatus: 'left', effectiveDate: '2026-12-15' },
      { fromStatus: 'enrolled', toStatus: 'paused', effectiveDate: '2026-11-10' },
    ],
  },
  // Every change before the window, and every change after it.
  { recorded: 'left', changes: [{ fromStatus: 'enrolled', toStatus: 'left', effectiveDate: '2026-10-01' }] },
  { recorded: 'left', changes: [{ fromStatus: 'paused', toStatus: 'left', effectiveDate: '2027-01-04' }] },
];

function generated(count: number): Fixture[] {
  const next = generator(20_261_126);
  const status = () => STUDENT_STATUSES[next(3)] as StudentStatus;
  return Array.from({ length: count }, () => ({
    recorded: status(),
    changes: Array.from({ length: next(6) }, () => ({
      fromStatus: status(),
      toStatus: status(),
      effectiveDate: addDays('2026-10-28', next(40)),
    })),
  }));
}

type Stored = Fixture & { instId: string; studentId: string };

async function store(instId: string, fixture: Fixture, studentId = newId()): Promise<Stored> {
  await db
    .insertInto('students')
    .values({ inst_id: instId, id: studentId, student_nm: '김학생', status: fixture.recorded } as never)
    .execute();
  // Recorded one second apart, in the order listed.
  const changedBy = (await db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow()).id;
  let at = Date.parse('2026-10-01T00:00:00Z');
  for (const change of fixture.changes) {
    at += 1000;
    await db
      .insertInto('student_status_changes')
      .values({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        from_status: change.fromStatus,
        to_status: change.toStatus,
        effective_date: change.effectiveDate,
        changed_by: changedBy,
        at: new Date(at),
      })
      .execute();
  }
  return { ...fixture, instId, studentId };
}

const key = (stored: { instId: string; studentId: string }) => `${stored.instId} ${stored.studentId}`;

async function sqlByDay(instIds: readonly string[]): Promise<Record<IsoDate, Record<string, StudentStatus>>> {
  const byDay: Record<IsoDate, Record<string, StudentStatus>> = {};
  for (const day of daysOf(WINDOW)) {
    const rows = await db
      .selectFrom('students as s')
      .select(['s.inst_id', 's.id', studentStatusOn('s', day).as('status')])
      .where('s.inst_id', 'in', [...instIds])
      .execute();
    byDay[day] = Object.fromEntries(rows.map((row) => [key({ instId: row.inst_id, studentId: row.id }), row.status]));
  }
  return byDay;
}

function ruleByDay(students: readonly Stored[]): Record<IsoDate, Record<string, StudentStatus>> {
  const byDay: Record<IsoDate, Record<string, StudentStatus>> = {};
  for (const day of daysOf(WINDOW)) {
    byDay[day] = Object.fromEntries(
      students.map((stored) => [key(stored), statusOnRule(stored.recorded, stored.changes, day)]),
    );
  }
  return byDay;
}

let students: Stored[];
let instIds: string[];

beforeAll(async () => {
  const academy = await createAcademy(db);
  const other = await createAcademy(db);
  instIds = [academy.instId, other.instId];
  students = [];
  for (const fixture of [...HAND_MADE, ...generated(40)]) students.push(await store(academy.instId, fixture));
  // The other academy has a student with the same id as one of ours, with changes of its own.
  const shared = students[4] as Stored;
  students.push(
    await store(
      other.instId,
      { recorded: 'left', changes: [{ fromStatus: 'enrolled', toStatus: 'left', effectiveDate: '2026-11-15' }] },
      shared.studentId,
    ),
  );
});

describe('the status of a student on a date: SQL and the students rule', () => {
  it('cover the cases the comparison is about', () => {
    const rule = ruleByDay(students);
    const ahead = students[3] as Stored;
    expect(rule['2026-11-29']?.[key(ahead)]).toBe('enrolled');
    expect(rule['2026-11-30']?.[key(ahead)]).toBe('paused');
    const statuses = new Set(Object.values(rule).flatMap((day) => Object.values(day)));
    expect([...statuses].sort()).toEqual(['enrolled', 'left', 'paused']);
    const tied = students.filter((s) => new Set(s.changes.map((c) => c.effectiveDate)).size < s.changes.length);
    expect(tied.length).toBeGreaterThan(1);
  });

  it('agree on every day of November and December, in both academies', async () => {
    expect(await sqlByDay(instIds)).toEqual(ruleByDay(students));
  });

  it('never read another academy’s changes of a student with the same id', async () => {
    const ours = students[4] as Stored;
    const { rows } = await sql<{ status: StudentStatus }>`
      select ${studentStatusOn('s', '2026-11-20')} as status from students s
       where s.inst_id = ${ours.instId} and s.id = ${ours.studentId}`.execute(db);
    expect(rows).toEqual([{ status: 'enrolled' }]);
  });
});
