import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, requireIsoDate, toIsoDate } from '../calendar/calendar.rules';
import { shiftIsoMonth } from '../format/format.business-date';
import { billDueDate, monthlyBillPeriod } from './bill-dates';

const onDay = (appointedDt: string | number, enrolmentStart = '2026-01-01') =>
  ({ payDtTpCd: '010', appointedDt, enrolmentStart }) as const;
const fromEnrolment = (enrolmentStart: string) => ({ payDtTpCd: '020', appointedDt: '1', enrolmentStart }) as const;
const perRound = { payDtTpCd: '030', appointedDt: '1', enrolmentStart: '2026-01-01' } as const;

describe('billDueDate', () => {
  it('010: the appointed day, or the last day of a shorter month', () => {
    expect(billDueDate(onDay('25'), '2026-11')).toBe('2026-11-25');
    expect(billDueDate(onDay('31'), '2026-02')).toBe('2026-02-28');
    expect(billDueDate(onDay('31'), '2028-02')).toBe('2028-02-29');
    expect(billDueDate(onDay('31'), '2026-04')).toBe('2026-04-30');
    expect(billDueDate(onDay(1), '2026-12')).toBe('2026-12-01');
  });

  it('010: never before the enrolment starts (a student joining mid-month pays on the first day)', () => {
    expect(billDueDate(onDay('1', '2026-11-18'), '2026-11')).toBe('2026-11-18');
    expect(billDueDate(onDay('25', '2026-11-18'), '2026-11')).toBe('2026-11-25');
    expect(billDueDate(onDay('1', '2026-11-18'), '2026-12')).toBe('2026-12-01');
  });

  it('020: the day of the month the enrolment started, on the last day of shorter months', () => {
    const rule = fromEnrolment('2026-01-31');
    expect(billDueDate(rule, '2026-01')).toBe('2026-01-31');
    expect(billDueDate(rule, '2026-02')).toBe('2026-02-28');
    expect(billDueDate(rule, '2026-03')).toBe('2026-03-31');
    expect(billDueDate(rule, '2026-04')).toBe('2026-04-30');
    expect(billDueDate(fromEnrolment('2026-11-15'), '2027-01')).toBe('2027-01-15');
  });

  it('030: no date (a round is billed when its lessons are used up)', () => {
    expect(billDueDate(perRound, '2026-11')).toBeNull();
  });

  it('refuses a month before the enrolment and a day that is not one', () => {
    expect(() => billDueDate(onDay('1', '2026-11-18'), '2026-10')).toThrow(RangeError);
    expect(() => billDueDate(fromEnrolment('2026-11-18'), '2026-10')).toThrow(RangeError);
    for (const bad of ['0', '32', '1.5', 'x']) expect(() => billDueDate(onDay(bad), '2026-11')).toThrow(RangeError);
    expect(() => billDueDate(onDay('1'), '2026-13')).toThrow(RangeError);
  });
});

describe('monthlyBillPeriod', () => {
  it('010: calendar months, from the enrolment day in the first month', () => {
    expect(monthlyBillPeriod(onDay('25'), '2026-11', 1)).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthlyBillPeriod(onDay('25'), '2026-11', 3)).toEqual({ start: '2026-11-01', end: '2027-01-31' });
    expect(monthlyBillPeriod(onDay('1'), '2028-02', 1)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthlyBillPeriod(onDay('1', '2026-11-18'), '2026-11', 1)).toEqual({
      start: '2026-11-18',
      end: '2026-11-30',
    });
    expect(monthlyBillPeriod(onDay('1', '2026-11-18'), '2026-12', 12)).toEqual({
      start: '2026-12-01',
      end: '2027-11-30',
    });
  });

  it('020: a month from the enrolment day, to the day before the same day N months later', () => {
    expect(monthlyBillPeriod(fromEnrolment('2026-01-15'), '2026-11', 1)).toEqual({
      start: '2026-11-15',
      end: '2026-12-14',
    });
    expect(monthlyBillPeriod(fromEnrolment('2026-01-15'), '2026-11', 2)).toEqual({
      start: '2026-11-15',
      end: '2027-01-14',
    });
    const lastDay = fromEnrolment('2026-01-31');
    expect(monthlyBillPeriod(lastDay, '2026-01', 1)).toEqual({ start: '2026-01-31', end: '2026-02-27' });
    expect(monthlyBillPeriod(lastDay, '2026-02', 1)).toEqual({ start: '2026-02-28', end: '2026-03-30' });
    expect(monthlyBillPeriod(lastDay, '2026-03', 1)).toEqual({ start: '2026-03-31', end: '2026-04-29' });
  });

  it('030: no monthly period', () => {
    expect(monthlyBillPeriod(perRound, '2026-11', 1)).toBeNull();
  });

  it('refuses prepayment outside 1–12 months', () => {
    for (const bad of [0, 13, 1.5, -1]) {
      expect(() => monthlyBillPeriod(onDay('1'), '2026-11', bad)).toThrow(RangeError);
    }
  });

  const day = fc
    .record({
      year: fc.integer({ min: 2020, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(({ year, month, day }) => toIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }));

  it('leaves no gap and no overlap between one month’s period and the next, and the due date inside it', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom('010', '020'),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        (enrolmentStart, appointedDt, payDtTpCd, offset, prepaid) => {
          const rule = { payDtTpCd, appointedDt, enrolmentStart } as const;
          const month = shiftIsoMonth(enrolmentStart.slice(0, 7), offset);
          const period = monthlyBillPeriod(rule, month, prepaid);
          const next = monthlyBillPeriod(rule, shiftIsoMonth(month, prepaid), 1);
          const due = billDueDate(rule, month);
          if (!period || !next || !due) return false;
          const { year, month: m } = requireIsoDate(due);
          return (
            addDays(period.end, 1) === next.start &&
            period.start >= enrolmentStart &&
            period.start <= period.end &&
            due >= enrolmentStart &&
            `${year}-${String(m).padStart(2, '0')}` === month &&
            (payDtTpCd === '010' || due === period.start)
          );
        },
      ),
    );
  });
});
