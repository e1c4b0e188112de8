import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.rules';
import {
  DEFAULT_REMINDER_SCHEDULE,
  nextReminderDate,
  plannedReminderDates,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_FIRST_AFTER_DAYS_MAX,
  REMINDER_HOUR_MAX,
  REMINDER_HOUR_MIN,
  REMINDER_MAX_COUNT_MAX,
  type ReminderSchedule,
  reminderDue,
} from './reminders.rules';
import { reminderScheduleSchema } from './reminders.schema';

const due = '2026-12-10';
/** 3 days after, weekly, at most twice, from 10:00: the schedule the e2e journey sets. */
const weekly: ReminderSchedule = { enabled: true, firstAfterDays: 3, everyDays: 7, maxCount: 2, hour: 10 };
const at = (today: string, sent: string[] = [], hour = 12, schedule = weekly) =>
  reminderDue({ dueDate: due, today, hour, sent, schedule });

describe('reminderDue', () => {
  it('is off until the academy turns it on', () => {
    expect(DEFAULT_REMINDER_SCHEDULE.enabled).toBe(false);
    expect(
      reminderDue({ dueDate: due, today: '2027-01-10', hour: 12, sent: [], schedule: DEFAULT_REMINDER_SCHEDULE }),
    ).toEqual({
      due: false,
      reason: 'off',
    });
  });

  it('reminds first N days after the due date, then every M days, at most K times', () => {
    expect(at('2026-12-12')).toEqual({ due: false, reason: 'not-yet' });
    expect(at('2026-12-13')).toEqual({ due: true, reminderNo: 1 });
    expect(at('2026-12-19', ['2026-12-13'])).toEqual({ due: false, reason: 'not-yet' });
    expect(at('2026-12-20', ['2026-12-13'])).toEqual({ due: true, reminderNo: 2 });
    expect(at('2026-12-27', ['2026-12-13', '2026-12-20'])).toEqual({ due: false, reason: 'exhausted' });
  });

  it('catches up a missed day once instead of sending two at once', () => {
    // The job did not run on the 13th: the 15th gets the first reminder, and the second waits a week from it.
    expect(at('2026-12-15')).toEqual({ due: true, reminderNo: 1 });
    expect(nextReminderDate({ dueDate: due, sent: ['2026-12-15'], schedule: weekly })).toBe('2026-12-22');
  });

  it('waits for the chosen hour and never sends at night', () => {
    expect(at('2026-12-13', [], 9)).toEqual({ due: false, reason: 'hour' });
    expect(at('2026-12-13', [], 10)).toEqual({ due: true, reminderNo: 1 });
    expect(at('2026-12-13', [], 20)).toEqual({ due: true, reminderNo: 1 });
    expect(at('2026-12-13', [], 21)).toEqual({ due: false, reason: 'hour' });
    expect(at('2026-12-13', [], 3)).toEqual({ due: false, reason: 'hour' });
  });

  it('never twice a day, even with every day as the interval', () => {
    const daily = { ...weekly, everyDays: 1, maxCount: 5 };
    expect(at('2026-12-13', ['2026-12-13'], 12, daily)).toEqual({ due: false, reason: 'sent-today' });
    expect(at('2026-12-14', ['2026-12-13'], 12, daily)).toEqual({ due: true, reminderNo: 2 });
  });

  const schedules = fc.record({
    enabled: fc.constant(true),
    firstAfterDays: fc.integer({ min: 1, max: REMINDER_FIRST_AFTER_DAYS_MAX }),
    everyDays: fc.integer({ min: 1, max: REMINDER_EVERY_DAYS_MAX }),
    maxCount: fc.integer({ min: 1, max: REMINDER_MAX_COUNT_MAX }),
    hour: fc.integer({ min: REMINDER_HOUR_MIN, max: REMINDER_HOUR_MAX }),
  });
  /** Runs of the job: for each of 400 days from 20 days before the due date, the hours it ran at. */
  const runs = fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 4 }), {
    minLength: 400,
    maxLength: 400,
  });

  it('never more than K, never before the due date + N, never twice a day, never at night (property)', () => {
    fc.assert(
      fc.property(schedules, runs, (schedule, hoursByDay) => {
        const sent: string[] = [];
        hoursByDay.forEach((hours, index) => {
          const today = addDays(due, index - 20);
          for (const hour of [...hours].sort((a, b) => a - b)) {
            const step = reminderDue({ dueDate: due, today, hour, sent, schedule });
            if (!step.due) continue;
            expect(step.reminderNo).toBe(sent.length + 1);
            expect(today >= addDays(due, schedule.firstAfterDays)).toBe(true);
            expect(sent).not.toContain(today);
            expect(hour >= schedule.hour && hour < 21).toBe(true);
            const last = sent.at(-1);
            if (last) expect(today >= addDays(last, schedule.everyDays)).toBe(true);
            sent.push(today);
          }
        });
        expect(sent.length).toBeLessThanOrEqual(schedule.maxCount);
      }),
      { numRuns: 200 },
    );
  });

  it('sends all K reminders when the job runs every day at the hour (property)', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const planned = plannedReminderDates({
          dueDate: due,
          sent: [],
          schedule,
          from: due,
          to: addDays(due, REMINDER_FIRST_AFTER_DAYS_MAX + REMINDER_EVERY_DAYS_MAX * REMINDER_MAX_COUNT_MAX),
        });
        expect(planned).toHaveLength(schedule.maxCount);
        expect(planned[0]).toBe(addDays(due, schedule.firstAfterDays));
      }),
    );
  });
});

describe('plannedReminderDates', () => {
  it('counts what is left of a period, after the reminders already sent', () => {
    expect(
      plannedReminderDates({ dueDate: due, sent: [], schedule: weekly, from: '2026-12-01', to: '2026-12-31' }),
    ).toEqual(['2026-12-13', '2026-12-20']);
    expect(
      plannedReminderDates({
        dueDate: due,
        sent: ['2026-12-13'],
        schedule: weekly,
        from: '2026-12-15',
        to: '2026-12-31',
      }),
    ).toEqual(['2026-12-20']);
    expect(
      plannedReminderDates({ dueDate: due, sent: [], schedule: weekly, from: '2026-12-01', to: '2026-12-12' }),
    ).toEqual([]);
  });
});

describe('reminderScheduleSchema', () => {
  it('takes the limits and refuses a night hour with the field named', () => {
    expect(reminderScheduleSchema.safeParse(weekly).success).toBe(true);
    const night = reminderScheduleSchema.safeParse({ ...weekly, hour: 22 });
    expect(night.success).toBe(false);
    expect(reminderScheduleSchema.safeParse({ ...weekly, maxCount: 11 }).success).toBe(false);
    expect(reminderScheduleSchema.safeParse({ ...weekly, firstAfterDays: 0 }).success).toBe(false);
    expect(reminderScheduleSchema.safeParse({ ...weekly, everyDays: 31 }).success).toBe(false);
  });
});
