import { daysInMonth, fullYearsBetween, type IsoDate, requireIsoDate, toIsoDate } from '../calendar/calendar.rules';
import { BIRTH_YEAR_SPAN, MINIMUM_SIGNUP_AGE } from './signup.constants';

/**
 * Birth-date dropdowns, age and the age-14 rule (SPEC §4). `today` is a business date
 * (`todayBusinessDate()` from `format/format.business-date`), passed in so the rules stay pure.
 *
 * - Choosing a year resets month and day.
 * - The days offered follow the month, and nothing after today is offered.
 * - On the age-14 path (sign-up without a parent) the latest year is the current year − 14.
 */

export type BirthSelection = Readonly<{ year: number | null; month: number | null; day: number | null }>;

export type BirthAction =
  | { type: 'selectYear'; year: number | null }
  | { type: 'selectMonth'; month: number | null }
  | { type: 'selectDay'; day: number | null }
  | { type: 'reset' };

/** `default`: anyone (e.g. a parent entering a child); `age14`: the user signing up alone. */
export type BirthPath = 'default' | 'age14';

export const EMPTY_BIRTH_SELECTION: BirthSelection = { year: null, month: null, day: null };

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** Years offered, latest first. */
export function birthYearOptions(today: IsoDate, path: BirthPath = 'default'): number[] {
  const { year } = requireIsoDate(today);
  const latest = path === 'age14' ? year - MINIMUM_SIGNUP_AGE : year;
  return range(year - BIRTH_YEAR_SPAN, latest).reverse();
}

/** Months offered for a year: all twelve, or up to today's month in the current year. */
export function birthMonthOptions(year: number | null, today: IsoDate): number[] {
  if (year === null) return [];
  const now = requireIsoDate(today);
  if (year > now.year) return [];
  return range(1, year === now.year ? now.month : 12);
}

/** Days offered for a year and month: the month's days, up to today in the current month. */
export function birthDayOptions(year: number | null, month: number | null, today: IsoDate): number[] {
  if (year === null || month === null || !birthMonthOptions(year, today).includes(month)) return [];
  const now = requireIsoDate(today);
  const last = year === now.year && month === now.month ? now.day : daysInMonth(year, month);
  return range(1, last);
}

/**
 * The dropdown reducer. Choosing a month keeps the day when that month still offers it and clears
 * it otherwise (31 → February). `today` bounds what may be chosen; a choice not offered is ignored.
 */
export function birthSelectionReducer(state: BirthSelection, action: BirthAction, today: IsoDate): BirthSelection {
  switch (action.type) {
    case 'reset':
      return EMPTY_BIRTH_SELECTION;
    case 'selectYear':
      return { year: action.year, month: null, day: null };
    case 'selectMonth': {
      if (action.month !== null && !birthMonthOptions(state.year, today).includes(action.month)) return state;
      const days = birthDayOptions(state.year, action.month, today);
      return { ...state, month: action.month, day: state.day !== null && days.includes(state.day) ? state.day : null };
    }
    case 'selectDay':
      if (action.day !== null && !birthDayOptions(state.year, state.month, today).includes(action.day)) return state;
      return { ...state, day: action.day };
  }
}

/** The chosen birth date, once year, month and day are all chosen. */
export function birthdateOf(selection: BirthSelection): IsoDate | null {
  const { year, month, day } = selection;
  if (year === null || month === null || day === null) return null;
  return toIsoDate({ year, month, day });
}

/** The dropdowns showing a birth date (e.g. one received from social login). */
export function birthSelectionOf(birthdate: IsoDate | null): BirthSelection {
  if (birthdate === null) return EMPTY_BIRTH_SELECTION;
  const { year, month, day } = requireIsoDate(birthdate);
  return { year, month, day };
}

/** Age in full years (만 나이) on a day. */
export function ageOn(birthdate: IsoDate, today: IsoDate): number {
  return fullYearsBetween(birthdate, today);
}

/** Whether someone born on `birthdate` is at least 14 today. */
export function isAtLeastMinimumAge(birthdate: IsoDate, today: IsoDate): boolean {
  return ageOn(birthdate, today) >= MINIMUM_SIGNUP_AGE;
}

/** The age-14 box is ticked only when the age is 14 or more; with no birth date it stays unticked. */
export function age14CheckFor(birthdate: IsoDate | null, today: IsoDate): boolean {
  return birthdate !== null && isAtLeastMinimumAge(birthdate, today);
}
