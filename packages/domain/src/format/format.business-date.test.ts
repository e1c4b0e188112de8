import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  businessDateOf,
  businessMonthOf,
  businessMonthRange,
  parseIsoMonth,
  seoulDateTimeParts,
  seoulOffsetMinutes,
  shiftIsoMonth,
  startOfBusinessDate,
  todayBusinessDate,
} from './format.business-date';

// The test machine's zone is irrelevant: every expectation below is the Seoul wall clock of a fixed
// instant, so an implementation that used local getters would fail on any machine not in UTC+9.
describe('Seoul business dates', () => {
  it('uses Asia/Seoul', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Seoul');
  });

  it('turns 15:00 UTC into the next day in Seoul', () => {
    expect(businessDateOf(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(businessDateOf(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
    expect(todayBusinessDate(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  it('defaults today to the current instant', () => {
    expect(todayBusinessDate()).toBe(businessDateOf(new Date()));
  });

  it('gives the wall-clock parts', () => {
    expect(seoulDateTimeParts(new Date('2026-11-21T05:07:09Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 14,
      minute: 7,
      second: 9,
    });
    expect(seoulDateTimeParts(new Date('2026-11-21T15:00:00Z')).hour).toBe(0);
    expect(() => seoulDateTimeParts(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('gives Intl’s wall clock for any instant, across Seoul’s past changes of offset and summer times', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    const byIntl = (instant: Date) =>
      Object.fromEntries(
        intl
          .formatToParts(instant)
          .filter((part) => part.type !== 'literal')
          .map((part) => [part.type, Number(part.value)]),
      );
    const anyInstant = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    // 1954–1961 (+8:30), the summer times of 1955–60 and 1987–88: around each change, second by second.
    const aroundChanges = fc
      .constantFrom(
        '1954-03-20T15:00:00Z',
        '1961-08-09T15:30:00Z',
        '1987-05-09T17:00:00Z',
        '1987-10-10T16:00:00Z',
        '1988-05-07T17:00:00Z',
        '1988-10-08T16:00:00Z',
      )
      .chain((at) => fc.integer({ min: -7200, max: 7200 }).map((s) => new Date(Date.parse(at) + s * 1000)));
    fc.assert(
      fc.property(fc.oneof(anyInstant, aroundChanges), (instant) => {
        expect(seoulDateTimeParts(instant)).toEqual(byIntl(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('knows the offset is +9 hours', () => {
    expect(seoulOffsetMinutes(new Date('2026-06-01T00:00:00Z'))).toBe(540);
    expect(seoulOffsetMinutes(new Date('2026-12-01T12:34:56.789Z'))).toBe(540);
  });

  it('starts a business date at 00:00 in Seoul', () => {
    expect(startOfBusinessDate('2026-11-21').toISOString()).toBe('2026-11-20T15:00:00.000Z');
  });

  it('maps the start of every day back to that day', () => {
    const day = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        const start = startOfBusinessDate(date);
        return businessDateOf(start) === date && businessDateOf(new Date(start.getTime() - 1)) !== date;
      }),
    );
  });

  it('gives the business month of an instant', () => {
    expect(businessMonthOf(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
  });
});

describe('businessMonthRange', () => {
  it('gives the first and last day and the instants bounding the month', () => {
    const range = businessMonthRange('2026-02');
    expect(range.first).toBe('2026-02-01');
    expect(range.last).toBe('2026-02-28');
    expect(range.startsAt.toISOString()).toBe('2026-01-31T15:00:00.000Z');
    expect(range.endsBefore.toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('handles December and leap February', () => {
    expect(businessMonthRange('2026-12').endsBefore.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(businessMonthRange('2028-02').last).toBe('2028-02-29');
  });

  it('refuses what is not a month', () => {
    expect(() => parseIsoMonth('2026-13')).toThrow(RangeError);
    expect(() => parseIsoMonth('2026-1')).toThrow(RangeError);
    expect(() => businessMonthRange('2026-00')).toThrow(RangeError);
  });

  it('shifts months across years', () => {
    expect(shiftIsoMonth('2026-11', 2)).toBe('2027-01');
    expect(shiftIsoMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftIsoMonth('2026-05', 0)).toBe('2026-05');
  });
});
