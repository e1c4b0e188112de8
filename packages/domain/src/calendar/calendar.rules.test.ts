import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIsoDate,
  daysBetween,
  daysInMonth,
  fullYearsBetween,
  isIsoDate,
  isLeapYear,
  parseIsoDate,
  requireIsoDate,
  toIsoDate,
  utcTime,
  weekdayOf,
} from './calendar.rules';

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule', () => {
    expect([2024, 2000, 1900, 2026].map(isLeapYear)).toEqual([true, true, false, false]);
  });

  it('gives 28 to 31 days', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('parseIsoDate', () => {
  it('reads a real day', () => {
    expect(parseIsoDate('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('refuses shapes and days that do not exist', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', '20261121', '']) {
      expect(parseIsoDate(bad)).toBeNull();
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate(20261121)).toBe(false);
    expect(() => requireIsoDate('2026-02-30')).toThrow(RangeError);
  });

  it('round-trips through toIsoDate', () => {
    fc.assert(fc.property(isoDate, (date) => toIsoDate(requireIsoDate(date)) === date));
  });
});

describe('addDays / daysBetween', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29);
  });

  it('are inverse of each other', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        return daysBetween(date, addDays(date, days)) === days;
      }),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day, or uses the last day of a shorter month', () => {
    expect(addMonths('2026-11-15', 1)).toBe('2026-12-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(addMonths('2026-05-20', 0)).toBe('2026-05-20');
  });

  it('lands in the month asked for, on the same day or the last day of that month', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -240, max: 240 }), (date, months) => {
        const result = requireIsoDate(addMonths(date, months));
        const from = requireIsoDate(date);
        const monthIndex = (d: { year: number; month: number }) => d.year * 12 + d.month - 1;
        return (
          monthIndex(result) === monthIndex(from) + months &&
          result.day === Math.min(from.day, daysInMonth(result.year, result.month))
        );
      }),
    );
  });
});

describe('compareIsoDate and weekdayOf', () => {
  it('orders days', () => {
    expect(compareIsoDate('2026-11-21', '2026-11-22')).toBe(-1);
    expect(compareIsoDate('2026-11-22', '2026-11-21')).toBe(1);
    expect(compareIsoDate('2026-11-21', '2026-11-21')).toBe(0);
    expect(() => compareIsoDate('2026-11-31', '2026-11-21')).toThrow(RangeError);
  });

  it('knows 2026-11-21 is a Saturday', () => {
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
});

describe('fullYearsBetween (만 나이)', () => {
  it('counts a year only once the birthday is reached', () => {
    expect(fullYearsBetween('2012-11-21', '2026-11-20')).toBe(13);
    expect(fullYearsBetween('2012-11-21', '2026-11-21')).toBe(14);
    expect(fullYearsBetween('2012-12-01', '2026-11-21')).toBe(13);
    expect(fullYearsBetween('2012-01-01', '2026-11-21')).toBe(14);
  });

  it('ages someone born on 29 February on 1 March of a common year', () => {
    expect(fullYearsBetween('2012-02-29', '2026-02-28')).toBe(13);
    expect(fullYearsBetween('2012-02-29', '2026-03-01')).toBe(14);
  });
});

describe('the years 0001–0099', () => {
  it('stay themselves in the arithmetic (Date.UTC would read them as 1900–1999)', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
    expect(daysBetween('0001-01-01', '0002-01-01')).toBe(365);
    // 0001-01-01 was a Monday on the proleptic Gregorian calendar; 1901-01-01 a Tuesday.
    expect(weekdayOf('0001-01-01')).toBe(1);
    expect(weekdayOf('1901-01-01')).toBe(2);
    expect(utcTime(50, 1, 1)).toBe(Date.parse('0050-01-01T00:00:00Z'));
    expect(utcTime(2026, 11, 22, 9, 30, 15)).toBe(Date.parse('2026-11-22T09:30:15Z'));
  });

  it('give every day of those years the weekday the 400-year cycle gives it', () => {
    const earlyDay = fc
      .record({
        year: fc.integer({ min: 1, max: 99 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(toIsoDate);
    fc.assert(
      fc.property(
        earlyDay,
        (day) => weekdayOf(day) === weekdayOf(`${String(Number(day.slice(0, 4)) + 2000)}${day.slice(4)}`),
      ),
    );
  });
});
