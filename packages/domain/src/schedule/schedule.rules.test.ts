import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../calendar/calendar.rules';
import {
  type ClassTimeline,
  daysOf,
  expandSessions,
  isRegularDay,
  mondayOf,
  monthRange,
  monthWeeks,
  weekRange,
} from './schedule.rules';

/** 월·수 16:00–17:30 in 201호, from 2026-11-02 to 2026-12-30. */
const timeline: ClassTimeline = {
  classId: 'c1',
  startDate: '2026-11-02',
  endDate: '2026-12-30',
  slots: [
    { weekday: 1, start: '16:00:00', end: '17:30:00', room: '201호' },
    { weekday: 3, start: '16:00', end: '17:30', room: null },
  ],
  exceptions: [],
};

const november = monthRange('2026-11');

describe('expandSessions', () => {
  it('lists every weekly slot of the month inside the class dates', () => {
    const sessions = expandSessions(timeline, november);
    expect(sessions.map((s) => s.date)).toEqual([
      '2026-11-02',
      '2026-11-04',
      '2026-11-09',
      '2026-11-11',
      '2026-11-16',
      '2026-11-18',
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
    ]);
    expect(sessions[0]).toEqual({
      key: 'c1:2026-11-02:16:00',
      classId: 'c1',
      date: '2026-11-02',
      start: '16:00',
      end: '17:30',
      room: '201호',
      kind: 'regular',
      status: 'scheduled',
      exceptionId: null,
      originalDate: null,
      movedTo: null,
      reason: null,
      holidayNm: null,
    });
  });

  it('crosses month ends: a range over two months, and the class end in the middle of a month', () => {
    const sessions = expandSessions(timeline, { from: '2026-11-28', to: '2027-01-10' });
    expect(sessions.map((s) => s.date)).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
      '2026-12-16',
      '2026-12-21',
      '2026-12-23',
      '2026-12-28',
      '2026-12-30',
    ]);
    expect(expandSessions(timeline, monthRange('2027-01'))).toEqual([]);
    expect(expandSessions(timeline, monthRange('2026-10'))).toEqual([]);
    expect(expandSessions({ ...timeline, endDate: null }, monthRange('2027-02'))).toHaveLength(8);
  });

  it('keeps holidays on the calendar without cancelling them', () => {
    const autumn: ClassTimeline = {
      ...timeline,
      startDate: '2026-09-01',
      endDate: null,
      slots: [timeline.slots[1] as never],
    };
    const sessions = expandSessions(
      { ...autumn, slots: [{ weekday: 5, start: '10:00', end: '11:00', room: null }] },
      {
        from: '2026-09-21',
        to: '2026-10-10',
      },
    );
    expect(sessions.map((s) => [s.date, s.status, s.holidayNm])).toEqual([
      ['2026-09-25', 'scheduled', '추석'],
      ['2026-10-02', 'scheduled', null],
      ['2026-10-09', 'scheduled', '한글날'],
    ]);
  });

  it('applies cancel, reschedule and makeup exceptions', () => {
    const sessions = expandSessions(
      {
        ...timeline,
        exceptions: [
          { id: 'x1', kind: 'cancel', originalDate: '2026-11-04', reason: '학교 시험' },
          {
            id: 'x2',
            kind: 'reschedule',
            originalDate: '2026-11-09',
            date: '2026-11-10',
            start: '18:00:00',
            end: '19:30:00',
            room: '301호',
            reason: null,
          },
          { id: 'x3', kind: 'makeup', date: '2026-11-14', start: '10:00', end: '11:00', room: null, reason: '보강' },
          { id: 'x4', kind: 'makeup', date: '2026-12-05', start: '10:00', end: '11:00', room: null, reason: null },
        ],
      },
      { from: '2026-11-01', to: '2026-11-15' },
    );
    expect(sessions.map((s) => [s.date, s.start, s.kind, s.status, s.exceptionId])).toEqual([
      ['2026-11-02', '16:00', 'regular', 'scheduled', null],
      ['2026-11-04', '16:00', 'regular', 'cancelled', 'x1'],
      ['2026-11-09', '16:00', 'regular', 'moved', 'x2'],
      ['2026-11-10', '18:00', 'reschedule', 'scheduled', 'x2'],
      ['2026-11-11', '16:00', 'regular', 'scheduled', null],
      ['2026-11-14', '10:00', 'makeup', 'scheduled', 'x3'],
    ]);
    expect(sessions[1]?.reason).toBe('학교 시험');
    expect(sessions[2]?.movedTo).toEqual({ date: '2026-11-10', start: '18:00', end: '19:30' });
    expect(sessions[3]?.originalDate).toBe('2026-11-09');
    expect(sessions[3]?.room).toBe('301호');
  });

  it('shows a rescheduled session in the month it moved to, even when the original is outside', () => {
    const sessions = expandSessions(
      {
        ...timeline,
        exceptions: [
          {
            id: 'x9',
            kind: 'reschedule',
            originalDate: '2026-11-30',
            date: '2026-12-01',
            start: '16:00',
            end: '17:30',
            room: null,
            reason: null,
          },
        ],
      },
      monthRange('2026-12'),
    );
    expect(sessions[0]).toMatchObject({ date: '2026-12-01', kind: 'reschedule', originalDate: '2026-11-30' });
  });

  it('every regular session falls on a slot weekday inside both ranges', () => {
    const days = daysOf({ from: '2026-09-01', to: '2027-02-28' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: days.length - 1 }), fc.integer({ min: 0, max: 60 }), (offset, length) => {
        const from = days[offset] as string;
        const to = days[Math.min(offset + length, days.length - 1)] as string;
        return expandSessions(timeline, { from, to }).every(
          (s) =>
            s.date >= from &&
            s.date <= to &&
            s.date >= timeline.startDate &&
            s.date <= (timeline.endDate as string) &&
            [1, 3].includes(weekdayOf(s.date)),
        );
      }),
    );
  });
});

describe('calendar helpers', () => {
  it('knows a regular day', () => {
    expect(isRegularDay(timeline, '2026-11-02')).toBe(true);
    expect(isRegularDay(timeline, '2026-11-03')).toBe(false);
    expect(isRegularDay(timeline, '2026-10-26')).toBe(false);
    expect(isRegularDay(timeline, '2027-01-04')).toBe(false);
  });

  it('lays a month out in weeks, Sunday first', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2027-02')[0]?.slice(0, 2)).toEqual([null, '2027-02-01']);
    for (const month of ['2026-01', '2026-02', '2027-05', '2027-12']) {
      expect(monthWeeks(month).every((week) => week.length === 7)).toBe(true);
      expect(monthWeeks(month).flat().filter(Boolean)).toEqual(daysOf(monthRange(month)));
    }
    expect(() => monthRange('2026-13')).toThrow(RangeError);
  });

  it('runs a week from Monday to Sunday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(weekRange('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
