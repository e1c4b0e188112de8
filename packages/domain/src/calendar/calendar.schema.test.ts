import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { addDays, isIsoDate, toIsoDate } from './calendar.rules';
import {
  CALENDAR_FIRST_DATE,
  CALENDAR_LAST_DATE,
  calendarDateSchema,
  calendarInstantSchema,
  calendarMonthSchema,
  isCalendarDate,
  isCalendarMonth,
} from './calendar.schema';

beforeAll(() => installKoreanErrorMap());

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

/** Any real day of the years 0000–9999, the whole space a `YYYY-MM-DD` string can name. */
const anyDay = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(toIsoDate);

describe('the calendar range', () => {
  it('is 1900-01-01 … 2100-12-31', () => {
    expect([CALENDAR_FIRST_DATE, CALENDAR_LAST_DATE]).toEqual(['1900-01-01', '2100-12-31']);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2101-01-01')).toBe(false);
  });

  it('refuses the dates that broke the service: year 0000, years 0001–0099, far years, non-days', () => {
    for (const bad of ['0000-01-01', '0001-01-01', '0099-12-31', '9999-12-31', '2026-02-30', '', ' 2026-01-01']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(isCalendarDate(20260101)).toBe(false);
  });

  it('holds a day exactly when it is a real day between the bounds', () => {
    fc.assert(
      fc.property(anyDay, (day) => isCalendarDate(day) === (day >= CALENDAR_FIRST_DATE && day <= CALENDAR_LAST_DATE)),
    );
  });

  it('leaves the neighbours of every accepted day and month valid dates for the arithmetic around them', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        if (!isCalendarDate(day)) return true;
        return isIsoDate(addDays(day, 1)) && isIsoDate(addDays(day, -7));
      }),
    );
  });

  it('knows the months of the range', () => {
    expect(['1900-01', '2026-11', '2100-12'].map(isCalendarMonth)).toEqual([true, true, true]);
    expect(
      ['0000-01', '1899-12', '2101-01', '9999-12', '2026-13', '2026-00', '2026-1', 202611].map(isCalendarMonth),
    ).toEqual([false, false, false, false, false, false, false, false]);
  });
});

describe('calendarDateSchema', () => {
  const birthdate = calendarDateSchema('생년월일');
  const pickedDay = calendarDateSchema('수업 시작일', 'choice');

  it('accepts a day of the calendar', () => {
    expect(birthdate.parse('2012-03-15')).toBe('2012-03-15');
  });

  it('asks for a missing date, and names a bad shape as a format problem', () => {
    expect(messageOf(birthdate.safeParse(''))).toBe('생년월일을 입력해 주세요');
    expect(messageOf(birthdate.safeParse('2026-02-30'))).toBe('생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.');
    expect(messageOf(birthdate.safeParse(42))).toBe('생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.');
  });

  it('explains a day outside the calendar with the range, not as a future or format problem', () => {
    for (const day of ['0001-01-01', '0000-01-01', '9999-12-31']) {
      expect(messageOf(birthdate.safeParse(day))).toBe('생년월일은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.');
    }
    expect(messageOf(pickedDay.safeParse('0050-06-01'))).toBe(
      '수업 시작일은 1900.01.01부터 2100.12.31 사이로 선택해 주세요.',
    );
  });
});

describe('calendarMonthSchema', () => {
  const month = calendarMonthSchema('월', 'choice');

  it('accepts a month of the calendar and refuses the rest with a Korean message', () => {
    expect(month.parse('2026-11')).toBe('2026-11');
    expect(messageOf(month.safeParse('9999-12'))).toBe('월은 1900.01부터 2100.12 사이로 선택해 주세요.');
    expect(messageOf(month.safeParse('0000-01'))).toBe('월은 1900.01부터 2100.12 사이로 선택해 주세요.');
    expect(messageOf(month.safeParse('2026-13'))).toBe('월을 선택해 주세요');
  });
});

describe('calendarInstantSchema', () => {
  const at = calendarInstantSchema('시각');

  it('accepts an instant with its offset whose Seoul day is in the calendar', () => {
    expect(at.parse('2026-11-22T09:00:00+09:00')).toBe('2026-11-22T09:00:00+09:00');
    expect(at.safeParse('2100-12-31T14:59:59Z').success).toBe(true);
  });

  it('refuses year 0000 and instants past the calendar, in Korean', () => {
    expect(messageOf(at.safeParse('0000-01-01T00:00:00Z'))).toBe(
      '시각은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.',
    );
    expect(messageOf(at.safeParse('2100-12-31T15:00:00Z'))).toBe(
      '시각은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.',
    );
    expect(messageOf(at.safeParse('tomorrow'))).toBe('시각 형식이 올바르지 않습니다. 다시 입력해 주세요.');
  });
});
