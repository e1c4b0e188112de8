import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../calendar/calendar.rules';
import {
  deriveSubstituteHolidays,
  HOLIDAY_YEARS,
  holidayOn,
  holidaysBetween,
  holidaysKnownFor,
  KOREAN_HOLIDAYS,
} from './schedule.holidays';

const lunar = new Intl.DateTimeFormat('en-u-ca-dangi', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const lunarOf = (date: string) => lunar.format(new Date(`${date}T00:00:00Z`));

describe('Korean public holidays', () => {
  it('ship 2026 and 2027, in date order, one per day', () => {
    expect(HOLIDAY_YEARS).toEqual([2026, 2027]);
    const dates = KOREAN_HOLIDAYS.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    expect(holidaysKnownFor(2026)).toBe(true);
    expect(holidaysKnownFor(2028)).toBe(false);
  });

  it('name every fixed holiday of both years', () => {
    for (const year of HOLIDAY_YEARS) {
      expect(holidayOn(`${year}-01-01`)?.name).toBe('신정');
      expect(holidayOn(`${year}-03-01`)?.name).toBe('삼일절');
      expect(holidayOn(`${year}-05-05`)?.name).toBe('어린이날');
      expect(holidayOn(`${year}-06-06`)?.name).toBe('현충일');
      expect(holidayOn(`${year}-08-15`)?.name).toBe('광복절');
      expect(holidayOn(`${year}-10-03`)?.name).toBe('개천절');
      expect(holidayOn(`${year}-10-09`)?.name).toBe('한글날');
      expect(holidayOn(`${year}-12-25`)?.name).toBe('성탄절');
    }
  });

  it('put 설날, 부처님오신날 and 추석 on their Korean lunar dates, with the days around the first and last', () => {
    const check = (kind: string, lunarDay: string) => {
      const main = KOREAN_HOLIDAYS.filter((h) => h.kind === kind && !h.name.includes('연휴'));
      expect(main.map((h) => lunarOf(h.date))).toEqual(HOLIDAY_YEARS.map(() => lunarDay));
      for (const holiday of main) {
        if (kind === 'buddha') continue;
        const around = KOREAN_HOLIDAYS.filter((h) => h.kind === kind && h.date.startsWith(holiday.date.slice(0, 4)));
        expect(around.map((h) => h.name)).toEqual([`${holiday.name} 연휴`, holiday.name, `${holiday.name} 연휴`]);
      }
    };
    check('seollal', '1/1');
    check('buddha', '4/8');
    check('chuseok', '8/15');
  });

  it('list exactly the substitute holidays the rule gives', () => {
    const shipped = KOREAN_HOLIDAYS.filter((holiday) => holiday.kind === 'substitute');
    expect(deriveSubstituteHolidays(KOREAN_HOLIDAYS)).toEqual(shipped);
    expect(shipped.map((holiday) => holiday.date)).toEqual([
      '2026-03-02',
      '2026-05-25',
      '2026-08-17',
      '2026-10-05',
      '2027-02-09',
      '2027-08-16',
      '2027-10-04',
      '2027-10-11',
      '2027-12-27',
    ]);
    for (const holiday of shipped) expect([1, 2, 3, 4, 5]).toContain(weekdayOf(holiday.date));
  });

  it('gives 어린이날 a substitute when it meets another holiday, and none to 현충일 or 신정', () => {
    const clash = deriveSubstituteHolidays([
      { date: '2025-05-05', name: '어린이날', kind: 'childrens' },
      { date: '2025-05-05', name: '부처님오신날', kind: 'buddha' },
    ]);
    expect(clash).toEqual([{ date: '2025-05-06', name: '대체공휴일(어린이날)', kind: 'substitute' }]);
    expect(
      deriveSubstituteHolidays([
        { date: '2027-06-06', name: '현충일', kind: 'memorial' },
        { date: '2028-01-01', name: '신정', kind: 'new-year' },
      ]),
    ).toEqual([]);
  });

  it('finds the holidays of a range', () => {
    expect(holidaysBetween('2026-09-01', '2026-10-31').map((holiday) => holiday.name)).toEqual([
      '추석 연휴',
      '추석',
      '추석 연휴',
      '개천절',
      '대체공휴일(개천절)',
      '한글날',
    ]);
    expect(holidayOn('2026-11-21')).toBeUndefined();
  });
});
