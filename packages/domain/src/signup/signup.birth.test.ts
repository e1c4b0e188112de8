import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  age14CheckFor,
  ageOn,
  type BirthAction,
  type BirthSelection,
  birthDayOptions,
  birthdateOf,
  birthMonthOptions,
  birthSelectionOf,
  birthSelectionReducer,
  birthYearOptions,
  EMPTY_BIRTH_SELECTION,
  isAtLeastMinimumAge,
} from './signup.birth';

const today = '2026-11-21';
const run = (actions: BirthAction[], start: BirthSelection = EMPTY_BIRTH_SELECTION) =>
  actions.reduce((state, action) => birthSelectionReducer(state, action, today), start);

describe('birth year options', () => {
  it('offers up to this year, latest first, 100 years back', () => {
    const years = birthYearOptions(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1926);
    expect(years).toHaveLength(101);
  });

  it('ends at this year − 14 on the age-14 path', () => {
    expect(birthYearOptions(today, 'age14')[0]).toBe(2012);
  });
});

describe('month and day options', () => {
  it('offers twelve months in past years and up to this month now', () => {
    expect(birthMonthOptions(2000, today)).toHaveLength(12);
    expect(birthMonthOptions(2026, today)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(birthMonthOptions(2027, today)).toEqual([]);
    expect(birthMonthOptions(null, today)).toEqual([]);
  });

  it('offers the days of the month, and not past today', () => {
    expect(birthDayOptions(2024, 2, today)).toHaveLength(29);
    expect(birthDayOptions(2025, 2, today)).toHaveLength(28);
    expect(birthDayOptions(2025, 4, today)).toHaveLength(30);
    expect(birthDayOptions(2025, 12, today)).toHaveLength(31);
    expect(birthDayOptions(2026, 11, today)).toHaveLength(21);
    expect(birthDayOptions(2026, 12, today)).toEqual([]);
    expect(birthDayOptions(2026, null, today)).toEqual([]);
  });
});

describe('birth selection reducer', () => {
  it('choosing a year resets month and day', () => {
    const full = run([
      { type: 'selectYear', year: 2010 },
      { type: 'selectMonth', month: 5 },
      { type: 'selectDay', day: 17 },
    ]);
    expect(birthdateOf(full)).toBe('2010-05-17');
    expect(run([{ type: 'selectYear', year: 2011 }], full)).toEqual({ year: 2011, month: null, day: null });
  });

  it('keeps the day when the new month has it and clears it otherwise', () => {
    const jan31 = run([
      { type: 'selectYear', year: 2010 },
      { type: 'selectMonth', month: 1 },
      { type: 'selectDay', day: 31 },
    ]);
    expect(run([{ type: 'selectMonth', month: 3 }], jan31).day).toBe(31);
    expect(run([{ type: 'selectMonth', month: 2 }], jan31).day).toBeNull();
    expect(run([{ type: 'selectMonth', month: null }], jan31)).toEqual({ year: 2010, month: null, day: null });
  });

  it('ignores choices that are not offered', () => {
    const thisYear = run([{ type: 'selectYear', year: 2026 }]);
    expect(run([{ type: 'selectMonth', month: 12 }], thisYear)).toBe(thisYear);
    const november = run([{ type: 'selectMonth', month: 11 }], thisYear);
    expect(run([{ type: 'selectDay', day: 22 }], november)).toBe(november);
    expect(run([{ type: 'selectDay', day: 21 }], november).day).toBe(21);
    expect(run([{ type: 'selectDay', day: null }], november).day).toBeNull();
    expect(run([{ type: 'reset' }], november)).toEqual(EMPTY_BIRTH_SELECTION);
  });

  it('never holds a date after today or one that does not exist', () => {
    const action: fc.Arbitrary<BirthAction> = fc.oneof(
      fc.integer({ min: 1920, max: 2030 }).map((year) => ({ type: 'selectYear' as const, year })),
      fc.integer({ min: 1, max: 13 }).map((month) => ({ type: 'selectMonth' as const, month })),
      fc.integer({ min: 1, max: 32 }).map((day) => ({ type: 'selectDay' as const, day })),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const date = birthdateOf(run(actions));
        return date === null || (date <= today && birthSelectionOf(date).day !== null);
      }),
    );
  });

  it('has no date until all three are chosen, and shows a given date', () => {
    expect(birthdateOf({ year: 2010, month: 5, day: null })).toBeNull();
    expect(birthSelectionOf('2010-05-17')).toEqual({ year: 2010, month: 5, day: 17 });
    expect(birthSelectionOf(null)).toEqual(EMPTY_BIRTH_SELECTION);
  });
});

describe('age and the age-14 box', () => {
  it('computes full years', () => {
    expect(ageOn('2012-11-21', today)).toBe(14);
    expect(ageOn('2012-11-22', today)).toBe(13);
  });

  it('ticks the box only at 14 or more', () => {
    expect(isAtLeastMinimumAge('2012-11-21', today)).toBe(true);
    expect(age14CheckFor('2012-11-21', today)).toBe(true);
    expect(age14CheckFor('2012-11-22', today)).toBe(false);
    expect(age14CheckFor('1980-01-01', today)).toBe(true);
    expect(age14CheckFor(null, today)).toBe(false);
  });
});
