import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { holidayOn } from '@academy/domain/schedule/schedule.holidays';
import {
  type ClassTimeline,
  daysOf,
  type ExpandedSession,
  expandSessions,
  type SessionExceptionInput,
  type SlotOfWeek,
} from '@academy/domain/schedule/schedule.rules';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createAcademy, insertClass } from '../../features/attendance/attendance.test-helpers';
import { newId } from '../ids/new-id';
import { type SessionRow, type SessionScope, sessionsOn, sessionsOnDates } from './sessions-on';

/**
 * Attendance decides which classes meet on a date in SQL (`sessionsOn`); the schedule's month
 * views expand sessions with the domain rule (`expandSessions`). For every day of two months and a
 * set of classes covering the rule's cases, both must name the same sessions.
 */

const { db } = await createTestDatabase();

const WINDOW = { from: '2026-11-01', to: '2026-12-31' };

type ExceptionFixture =
  | { kind: 'cancel'; originalDate: IsoDate }
  | { kind: 'reschedule'; originalDate: IsoDate; date: IsoDate; start: string; end: string; room?: string }
  | { kind: 'makeup'; date: IsoDate; start: string; end: string; room?: string }
  /** A makeup stored without times: no route writes one, and the domain cannot express it. */
  | { kind: 'makeup'; date: IsoDate; start: null; end: null };

type ClassFixture = {
  classNm: string;
  slots: SlotOfWeek[];
  lecStartDt: IsoDate;
  lecEndDt: IsoDate | null;
  /** The instant of 폐강, for a closed class. */
  closedAt?: string;
  exceptions: ExceptionFixture[];
};

const slot = (weekday: number, start: string, end: string, room: string | null = null): SlotOfWeek => ({
  weekday,
  start,
  end,
  room,
});

// Weekdays: 0 Sunday … 6 Saturday. 2026-11-02 is a Monday; 2026-12-25 (성탄절) a Friday.
const ACADEMY_CLASSES: ClassFixture[] = [
  {
    // Two slots on Monday make one session; days cancelled, moved to another day, moved onto a
    // regular day, a makeup on a Saturday, and a makeup without times.
    classNm: '월수 수학',
    slots: [slot(1, '15:00', '16:00', '301호'), slot(1, '16:30', '18:00', '302호'), slot(3, '17:00', '19:00', '301호')],
    lecStartDt: '2026-03-02',
    lecEndDt: null,
    exceptions: [
      { kind: 'cancel', originalDate: '2026-11-16' },
      {
        kind: 'reschedule',
        originalDate: '2026-11-18',
        date: '2026-11-19',
        start: '10:00',
        end: '12:00',
        room: '세미나실',
      },
      { kind: 'reschedule', originalDate: '2026-11-25', date: '2026-11-30', start: '19:00', end: '21:00' },
      { kind: 'makeup', date: '2026-11-28', start: '10:00', end: '12:00', room: '301호' },
      { kind: 'cancel', originalDate: '2026-12-23' },
      { kind: 'makeup', date: '2026-12-12', start: null, end: null },
    ],
  },
  {
    // Starts and ends inside the window; a day moved within itself, a day moved past the class's
    // last day, and its last day cancelled.
    classNm: '화목 영어',
    slots: [slot(2, '14:00', '15:30', '201호'), slot(4, '14:00', '15:30', '201호')],
    lecStartDt: '2026-11-10',
    lecEndDt: '2026-12-15',
    exceptions: [
      { kind: 'reschedule', originalDate: '2026-11-24', date: '2026-11-24', start: '18:00', end: '19:30' },
      { kind: 'reschedule', originalDate: '2026-12-10', date: '2026-12-17', start: '14:00', end: '15:30' },
      { kind: 'cancel', originalDate: '2026-12-15' },
    ],
  },
  {
    // Starts in December, with a makeup before its first day.
    classNm: '토요 특강',
    slots: [slot(6, '10:00', '13:00')],
    lecStartDt: '2026-12-05',
    lecEndDt: null,
    exceptions: [{ kind: 'makeup', date: '2026-11-29', start: '10:00', end: '12:00' }],
  },
  {
    // Closed on its close day at 14:00 in Seoul: that day still meets. A makeup before the close,
    // a day moved past it and a makeup planned after it.
    classNm: '금요 과학',
    slots: [slot(5, '18:00', '20:00', '101호')],
    lecStartDt: '2026-09-04',
    lecEndDt: '2026-11-20',
    closedAt: '2026-11-20T05:00:00Z',
    exceptions: [
      { kind: 'makeup', date: '2026-11-14', start: '10:00', end: '11:00' },
      { kind: 'reschedule', originalDate: '2026-11-13', date: '2026-11-23', start: '18:00', end: '20:00' },
      { kind: 'makeup', date: '2026-11-27', start: '18:00', end: '20:00' },
    ],
  },
  {
    // Closed at 00:30 in Seoul on 12-02 (still 12-01 in UTC), ending that day.
    classNm: '수요 국어',
    slots: [slot(3, '16:00', '18:00')],
    lecStartDt: '2026-03-04',
    lecEndDt: '2026-12-02',
    closedAt: '2026-12-01T15:30:00Z',
    exceptions: [],
  },
  {
    // Meets on 성탄절 (a holiday cancels nothing by itself) and has a makeup that day too.
    classNm: '금일 논술',
    slots: [slot(5, '19:00', '21:00'), slot(0, '09:00', '11:00')],
    lecStartDt: '2026-11-06',
    lecEndDt: null,
    exceptions: [{ kind: 'makeup', date: '2026-12-25', start: '13:00', end: '14:00' }],
  },
  {
    // No weekly slot at all: only its makeup meets.
    classNm: '보강 전용',
    slots: [],
    lecStartDt: '2026-11-02',
    lecEndDt: null,
    exceptions: [{ kind: 'makeup', date: '2026-12-05', start: '15:00', end: '16:00' }],
  },
  {
    // Starts after the window.
    classNm: '겨울 특강',
    slots: [slot(1, '10:00', '12:00')],
    lecStartDt: '2027-01-04',
    lecEndDt: null,
    exceptions: [],
  },
];

const OTHER_ACADEMY_CLASSES: ClassFixture[] = [
  {
    classNm: '다른 학원 수학',
    slots: [slot(1, '15:00', '17:00')],
    lecStartDt: '2026-03-02',
    lecEndDt: null,
    exceptions: [{ kind: 'makeup', date: '2026-11-21', start: '10:00', end: '11:00' }],
  },
];

type Stored = ClassFixture & { instId: string; classId: string; exceptionIds: string[] };

async function store(instId: string, fixture: ClassFixture): Promise<Stored> {
  const classId = await insertClass(db, instId, {
    classNm: fixture.classNm,
    lectures: fixture.slots.map((s) => ({ weekday: s.weekday, start: s.start, end: s.end, room: s.room ?? undefined })),
    lecStartDt: fixture.lecStartDt,
    lecEndDt: fixture.lecEndDt,
    status: fixture.closedAt ? 'closed' : 'open',
  });
  if (fixture.closedAt) {
    await db
      .updateTable('classes')
      .set({ closed_at: new Date(fixture.closedAt) })
      .where('inst_id', '=', instId)
      .where('id', '=', classId)
      .execute();
  }
  const exceptionIds: string[] = [];
  for (const exception of fixture.exceptions) {
    const id = newId();
    exceptionIds.push(id);
    await db
      .insertInto('class_sessions')
      .values({
        inst_id: instId,
        id,
        class_id: classId,
        kind: exception.kind,
        original_date: exception.kind === 'makeup' ? null : exception.originalDate,
        session_date: exception.kind === 'cancel' ? null : exception.date,
        start_time: exception.kind === 'cancel' ? null : exception.start,
        end_time: exception.kind === 'cancel' ? null : exception.end,
        room: 'room' in exception ? (exception.room ?? null) : null,
        reason: '사유',
      })
      .execute();
  }
  return { ...fixture, instId, classId, exceptionIds };
}

/**
 * The class as the domain rule takes it: its last day is lecEndDt, or the Seoul day it was closed
 * when earlier. An exception without times has no domain form; the schedule's views leave it out.
 */
function timelineOf(stored: Stored): ClassTimeline {
  const closedOn = stored.closedAt ? businessDateOf(new Date(stored.closedAt)) : null;
  const endDate = [stored.lecEndDt, closedOn].filter((day): day is IsoDate => day !== null).sort()[0] ?? null;
  const exceptions = stored.exceptions.flatMap((exception, index): SessionExceptionInput[] => {
    const id = stored.exceptionIds[index] as string;
    if (exception.kind === 'cancel')
      return [{ id, kind: 'cancel', originalDate: exception.originalDate, reason: '사유' }];
    if (exception.start === null) return [];
    const timing = { date: exception.date, start: exception.start, end: exception.end, room: exception.room ?? null };
    return exception.kind === 'makeup'
      ? [{ id, kind: 'makeup', ...timing, reason: '사유' }]
      : [{ id, kind: 'reschedule', originalDate: exception.originalDate, ...timing, reason: '사유' }];
  });
  return { classId: stored.classId, startDate: stored.lecStartDt, endDate, slots: stored.slots, exceptions };
}

/** One line per session, in the shape both sides can be brought to. */
const line = (s: {
  instId: string;
  classId: string;
  kind: string;
  sessionId: string | null;
  start: string;
  end: string;
  room: string | null;
}) => `${s.instId} ${s.classId} ${s.kind} ${s.sessionId ?? '-'} ${s.start}-${s.end} ${s.room ?? '-'}`;

/**
 * What the domain says meets, day by day: scheduled sessions only (a cancelled or moved day does not
 * meet), a class's regular slots of one day taken together from the earliest start to the latest end.
 */
function expectedByDay(classes: readonly Stored[]): Map<IsoDate, string[]> {
  const byDay = new Map<IsoDate, string[]>(daysOf(WINDOW).map((day) => [day, []]));
  for (const stored of classes) {
    const sessions = expandSessions(timelineOf(stored), WINDOW).filter((s) => s.status === 'scheduled');
    const regular = new Map<IsoDate, ExpandedSession[]>();
    for (const session of sessions) {
      if (session.kind === 'regular') {
        regular.set(session.date, [...(regular.get(session.date) ?? []), session]);
        continue;
      }
      byDay.get(session.date)?.push(
        line({
          ...stored,
          kind: session.kind,
          sessionId: session.exceptionId,
          start: session.start,
          end: session.end,
          room: session.room,
        }),
      );
    }
    for (const [day, slots] of regular) {
      const rooms = slots.flatMap((s) => (s.room === null ? [] : [s.room])).sort();
      byDay.get(day)?.push(
        line({
          ...stored,
          kind: 'regular',
          sessionId: null,
          start: slots.map((s) => s.start).sort()[0] as string,
          end: slots
            .map((s) => s.end)
            .sort()
            .at(-1) as string,
          room: rooms[0] ?? null,
        }),
      );
    }
  }
  for (const lines of byDay.values()) lines.sort();
  return byDay;
}

/** What attendance's SQL says meets, day by day. */
async function actualByDay(scope: SessionScope): Promise<Map<IsoDate, string[]>> {
  const byDay = new Map<IsoDate, string[]>();
  for (const day of daysOf(WINDOW)) {
    const { rows } = await sql<SessionRow>`select * from (${sessionsOn(day, scope)}) s`.execute(db);
    byDay.set(day, rows.map(lineOfRow).sort());
  }
  return byDay;
}

const lineOfRow = (row: SessionRow) =>
  line({
    instId: row.inst_id,
    classId: row.class_id,
    kind: row.kind,
    sessionId: row.session_id,
    start: row.start_time.slice(0, 5),
    end: row.end_time.slice(0, 5),
    room: row.room,
  });

/** The same, a week of dates per statement (`sessionsOnDates`, the homes' timetables). */
async function actualByWeek(scope: SessionScope): Promise<Map<IsoDate, string[]>> {
  const days = daysOf(WINDOW);
  const byDay = new Map<IsoDate, string[]>(days.map((day) => [day, []]));
  for (let first = 0; first < days.length; first += 7) {
    const week = days.slice(first, first + 7);
    const { rows } = await sql<
      SessionRow & { date: string }
    >`select * from (${sessionsOnDates(week, scope)}) s`.execute(db);
    for (const row of rows) byDay.get(row.date)?.push(lineOfRow(row));
  }
  for (const lines of byDay.values()) lines.sort();
  return byDay;
}

let academyClasses: Stored[];
let otherClasses: Stored[];
let instId: string;

beforeAll(async () => {
  const academy = await createAcademy(db);
  const other = await createAcademy(db);
  instId = academy.instId;
  academyClasses = [];
  for (const fixture of ACADEMY_CLASSES) academyClasses.push(await store(academy.instId, fixture));
  otherClasses = [];
  for (const fixture of OTHER_ACADEMY_CLASSES) otherClasses.push(await store(other.instId, fixture));
});

const byName = (name: string) => {
  const found = academyClasses.find((stored) => stored.classNm === name);
  if (!found) throw new Error(`no class ${name}`);
  return found;
};

describe('which classes meet on a date: attendance SQL and the schedule rule', () => {
  it('cover the cases the comparison is about', () => {
    const expected = expectedByDay(academyClasses);
    const all = [...expected.values()].flat();
    expect(all.filter((l) => l.includes(' regular ')).length).toBeGreaterThan(40);
    expect(all.filter((l) => l.includes(' reschedule ')).length).toBe(5);
    expect(all.filter((l) => l.includes(' makeup ')).length).toBe(6);
    expect([...expected.values()].filter((lines) => lines.length === 0).length).toBeGreaterThan(0);
    expect(holidayOn('2026-12-25')?.name).toBe('성탄절');
    // 성탄절: the Friday class and its makeup.
    expect(expected.get('2026-12-25')).toHaveLength(2);
    // The closing day of a class closed that afternoon still meets.
    const science = byName('금요 과학');
    expect(expected.get('2026-11-20')?.some((l) => l.includes(`${science.classId} regular`))).toBe(true);
  });

  it('agree on every day of November and December for one academy', async () => {
    expect(Object.fromEntries(await actualByDay({ instId }))).toEqual(
      Object.fromEntries(expectedByDay(academyClasses)),
    );
  });

  it('agree for every academy at once (the automatic absence) and never mix academies', async () => {
    const everyone = Object.fromEntries(expectedByDay([...academyClasses, ...otherClasses]));
    expect(Object.fromEntries(await actualByDay({ allInstitutes: true }))).toEqual(everyone);
    const other = otherClasses[0] as Stored;
    expect(Object.fromEntries(await actualByDay({ instId: other.instId }))).toEqual(
      Object.fromEntries(expectedByDay(otherClasses)),
    );
  });

  it('agree when a week of dates is read in one statement (the homes), and need a date', async () => {
    expect(Object.fromEntries(await actualByWeek({ instId }))).toEqual(
      Object.fromEntries(expectedByDay(academyClasses)),
    );
    expect(() => sessionsOnDates([], { instId })).toThrow(RangeError);
  });

  it('agree when a week is read for several academies at once (a family’s children), never mixing others', async () => {
    const other = otherClasses[0] as Stored;
    expect(Object.fromEntries(await actualByWeek({ instIds: [instId, other.instId] }))).toEqual(
      Object.fromEntries(expectedByDay([...academyClasses, ...otherClasses])),
    );
    expect(Object.fromEntries(await actualByWeek({ instIds: [other.instId] }))).toEqual(
      Object.fromEntries(expectedByDay(otherClasses)),
    );
  });

  it('agree for one class at a time (the class sheet)', async () => {
    for (const name of ['월수 수학', '화목 영어', '금요 과학', '수요 국어']) {
      const stored = byName(name);
      expect(Object.fromEntries(await actualByDay({ instId, classId: stored.classId })), name).toEqual(
        Object.fromEntries(expectedByDay([stored])),
      );
    }
  });
});
