import { addDays, type IsoDate, weekdayOf } from '../calendar/calendar.rules';

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정) of 2026 and 2027, as data: the solar dates of
 * the lunar holidays (설날, 부처님오신날, 추석) are those the Korean lunar calendar gives, and the
 * substitute holidays (대체공휴일) are listed as published. `deriveSubstituteHolidays` states the
 * substitute rule, and the tests check that the list follows it. Add the next year's rows here.
 */

export type HolidayKind =
  | 'new-year'
  | 'seollal'
  | 'independence-movement'
  | 'childrens'
  | 'buddha'
  | 'memorial'
  | 'liberation'
  | 'chuseok'
  | 'foundation'
  | 'hangeul'
  | 'christmas'
  | 'election'
  | 'substitute';

export type Holiday = {
  date: IsoDate;
  /** As a Korean calendar shows it: `설날`, `추석 연휴`, `대체공휴일(삼일절)`. */
  name: string;
  kind: HolidayKind;
};

export const HOLIDAY_YEARS = [2026, 2027] as const;

const h = (date: IsoDate, name: string, kind: HolidayKind): Holiday => ({ date, name, kind });

export const KOREAN_HOLIDAYS: readonly Holiday[] = [
  // 2026
  h('2026-01-01', '신정', 'new-year'),
  h('2026-02-16', '설날 연휴', 'seollal'),
  h('2026-02-17', '설날', 'seollal'),
  h('2026-02-18', '설날 연휴', 'seollal'),
  h('2026-03-01', '삼일절', 'independence-movement'),
  h('2026-03-02', '대체공휴일(삼일절)', 'substitute'),
  h('2026-05-05', '어린이날', 'childrens'),
  h('2026-05-24', '부처님오신날', 'buddha'),
  h('2026-05-25', '대체공휴일(부처님오신날)', 'substitute'),
  h('2026-06-03', '전국동시지방선거', 'election'),
  h('2026-06-06', '현충일', 'memorial'),
  h('2026-08-15', '광복절', 'liberation'),
  h('2026-08-17', '대체공휴일(광복절)', 'substitute'),
  h('2026-09-24', '추석 연휴', 'chuseok'),
  h('2026-09-25', '추석', 'chuseok'),
  h('2026-09-26', '추석 연휴', 'chuseok'),
  h('2026-10-03', '개천절', 'foundation'),
  h('2026-10-05', '대체공휴일(개천절)', 'substitute'),
  h('2026-10-09', '한글날', 'hangeul'),
  h('2026-12-25', '성탄절', 'christmas'),
  // 2027
  h('2027-01-01', '신정', 'new-year'),
  h('2027-02-06', '설날 연휴', 'seollal'),
  h('2027-02-07', '설날', 'seollal'),
  h('2027-02-08', '설날 연휴', 'seollal'),
  h('2027-02-09', '대체공휴일(설날)', 'substitute'),
  h('2027-03-01', '삼일절', 'independence-movement'),
  h('2027-05-05', '어린이날', 'childrens'),
  h('2027-05-13', '부처님오신날', 'buddha'),
  h('2027-06-06', '현충일', 'memorial'),
  h('2027-08-15', '광복절', 'liberation'),
  h('2027-08-16', '대체공휴일(광복절)', 'substitute'),
  h('2027-09-14', '추석 연휴', 'chuseok'),
  h('2027-09-15', '추석', 'chuseok'),
  h('2027-09-16', '추석 연휴', 'chuseok'),
  h('2027-10-03', '개천절', 'foundation'),
  h('2027-10-04', '대체공휴일(개천절)', 'substitute'),
  h('2027-10-09', '한글날', 'hangeul'),
  h('2027-10-11', '대체공휴일(한글날)', 'substitute'),
  h('2027-12-25', '성탄절', 'christmas'),
  h('2027-12-27', '대체공휴일(성탄절)', 'substitute'),
];

const BY_DATE = new Map(KOREAN_HOLIDAYS.map((holiday) => [holiday.date, holiday]));

/** The holiday on a day, if any (only the shipped years are known). */
export function holidayOn(date: IsoDate): Holiday | undefined {
  return BY_DATE.get(date);
}

/** The holidays from `from` to `to`, both included, in date order. */
export function holidaysBetween(from: IsoDate, to: IsoDate): Holiday[] {
  return KOREAN_HOLIDAYS.filter((holiday) => holiday.date >= from && holiday.date <= to);
}

/** Whether the shipped data covers a year (the calendar says so when it does not). */
export function holidaysKnownFor(year: number): boolean {
  return (HOLIDAY_YEARS as readonly number[]).includes(year);
}

/** Holidays that move to a weekday when they fall on a Saturday or a Sunday (or on another holiday: 어린이날). */
const WEEKEND_SUBSTITUTED: ReadonlySet<HolidayKind> = new Set([
  'independence-movement',
  'childrens',
  'buddha',
  'liberation',
  'foundation',
  'hangeul',
  'christmas',
]);

const BASE_NAMES: Partial<Record<HolidayKind, string>> = { seollal: '설날', chuseok: '추석' };

/**
 * The substitute holidays (대체공휴일) the rule gives for a year's other holidays (as amended in
 * 2023):
 * - 설날·추석 연휴: when one of its three days is a Sunday or another holiday, the first
 *   non-holiday day after it;
 * - 어린이날: when it is a Saturday, a Sunday or another holiday, the next non-holiday weekday;
 * - 삼일절, 부처님오신날, 광복절, 개천절, 한글날, 성탄절: when it is a Saturday or a Sunday, the
 *   next non-holiday weekday;
 * - 신정, 현충일 and election days: none.
 */
export function deriveSubstituteHolidays(holidays: readonly Holiday[]): Holiday[] {
  const base = holidays.filter((holiday) => holiday.kind !== 'substitute');
  const taken = new Set(base.map((holiday) => holiday.date));
  const isWeekend = (date: IsoDate) => [0, 6].includes(weekdayOf(date));
  const sharedWithOther = (holiday: Holiday) =>
    base.some((other) => other.date === holiday.date && other !== holiday && other.kind !== holiday.kind);
  const substitutes: Holiday[] = [];
  const nextFree = (after: IsoDate, weekdayOnly: boolean) => {
    let day = addDays(after, 1);
    while (taken.has(day) || (weekdayOnly && isWeekend(day))) day = addDays(day, 1);
    taken.add(day);
    return day;
  };

  for (const kind of ['seollal', 'chuseok'] as const) {
    const years = new Set(base.filter((holiday) => holiday.kind === kind).map((holiday) => holiday.date.slice(0, 4)));
    for (const year of years) {
      const days = base.filter((holiday) => holiday.kind === kind && holiday.date.startsWith(year));
      if (!days.some((day) => weekdayOf(day.date) === 0 || sharedWithOther(day))) continue;
      const last = days.map((day) => day.date).sort()[days.length - 1] as IsoDate;
      substitutes.push({ date: nextFree(last, false), name: `대체공휴일(${BASE_NAMES[kind]})`, kind: 'substitute' });
    }
  }
  for (const holiday of base) {
    if (!WEEKEND_SUBSTITUTED.has(holiday.kind)) continue;
    const clash = isWeekend(holiday.date) || (holiday.kind === 'childrens' && sharedWithOther(holiday));
    if (!clash) continue;
    substitutes.push({ date: nextFree(holiday.date, true), name: `대체공휴일(${holiday.name})`, kind: 'substitute' });
  }
  return substitutes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
