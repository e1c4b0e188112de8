import { addDays } from '../calendar/calendar.rules';
import { NIGHT_START_HOUR } from '../notifications/notification.rules';

/**
 * 미납 안내 (PRODUCT: "chasing unpaid tuition is awkward" → automatic, polite reminders on a
 * schedule the director sets): a bill still unpaid after its due date is reminded to its family
 * `firstAfterDays` days after that date, then every `everyDays` days, at most `maxCount` times, from
 * `hour` o'clock in Seoul. Each academy chooses; until it does, nothing is reminded.
 */

export const REMINDER_FIRST_AFTER_DAYS_MIN = 1;
export const REMINDER_FIRST_AFTER_DAYS_MAX = 30;
export const REMINDER_FIRST_AFTER_DAYS_DEFAULT = 3;
export const REMINDER_EVERY_DAYS_MIN = 1;
export const REMINDER_EVERY_DAYS_MAX = 30;
export const REMINDER_EVERY_DAYS_DEFAULT = 7;
/** More than ten reminders of one bill would be harassment, not a reminder: the office calls instead. */
export const REMINDER_MAX_COUNT_MIN = 1;
export const REMINDER_MAX_COUNT_MAX = 10;
export const REMINDER_MAX_COUNT_DEFAULT = 2;
/**
 * A reminder is informational and may legally go at night, but a payment reminder at 22:00 reads as
 * pressure: the hour is chosen between 08:00 and 20:00, and a reminder not sent by 21:00 (the start
 * of the night the law protects for advertising) waits for the next day's hour.
 */
export const REMINDER_HOUR_MIN = 8;
export const REMINDER_HOUR_MAX = 20;
export const REMINDER_HOUR_DEFAULT = 10;

export type ReminderSchedule = {
  enabled: boolean;
  /** The first reminder, this many days after the due date. */
  firstAfterDays: number;
  /** Then one every this many days. */
  everyDays: number;
  /** At most this many reminders of one bill. */
  maxCount: number;
  /** From this hour in Seoul (8–20). */
  hour: number;
};

/** What an academy that never chose anything has: reminders off. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  enabled: false,
  firstAfterDays: REMINDER_FIRST_AFTER_DAYS_DEFAULT,
  everyDays: REMINDER_EVERY_DAYS_DEFAULT,
  maxCount: REMINDER_MAX_COUNT_DEFAULT,
  hour: REMINDER_HOUR_DEFAULT,
};

export type ReminderDue =
  | { due: true; reminderNo: number }
  | { due: false; reason: 'off' | 'exhausted' | 'hour' | 'sent-today' | 'not-yet' };

/**
 * Whether an unpaid bill is reminded now (`today`, `YYYY-MM-DD` in Seoul, at `hour` o'clock), given
 * the days its earlier reminders went (`sent`): never before `firstAfterDays` days past the due date,
 * then not before `everyDays` after the last one (a day the job missed is caught up the next day, not
 * doubled), never twice a day, never more than `maxCount` times, only from the chosen hour and never
 * at night. Whether the bill is still unpaid is the caller's to check at the moment it sends.
 */
export function reminderDue(input: {
  dueDate: string;
  today: string;
  hour: number;
  sent: readonly string[];
  schedule: ReminderSchedule;
}): ReminderDue {
  const { dueDate, today, hour, sent, schedule } = input;
  if (!schedule.enabled) return { due: false, reason: 'off' };
  if (sent.length >= schedule.maxCount) return { due: false, reason: 'exhausted' };
  if (hour < schedule.hour || hour >= NIGHT_START_HOUR) return { due: false, reason: 'hour' };
  if (sent.includes(today)) return { due: false, reason: 'sent-today' };
  if (today < nextReminderDate({ dueDate, sent, schedule })) return { due: false, reason: 'not-yet' };
  return { due: true, reminderNo: sent.length + 1 };
}

/** The first day the next reminder may go: the due date plus `firstAfterDays`, and `everyDays` after the last one. */
export function nextReminderDate(input: {
  dueDate: string;
  sent: readonly string[];
  schedule: Pick<ReminderSchedule, 'firstAfterDays' | 'everyDays'>;
}): string {
  const first = addDays(input.dueDate, input.schedule.firstAfterDays);
  const last = input.sent.reduce<string | null>(
    (latest, date) => (latest === null || date > latest ? date : latest),
    null,
  );
  if (last === null) return first;
  const after = addDays(last, input.schedule.everyDays);
  return after > first ? after : first;
}

/**
 * The days from `from` to `to` (inclusive) on which a bill would be reminded if it stays unpaid, the
 * job running at the schedule's hour each day: what the cost preview counts for the rest of a month.
 */
export function plannedReminderDates(input: {
  dueDate: string;
  sent: readonly string[];
  schedule: ReminderSchedule;
  from: string;
  to: string;
}): string[] {
  const sent = [...input.sent];
  const planned: string[] = [];
  for (let day = input.from; day <= input.to; day = addDays(day, 1)) {
    const step = reminderDue({
      dueDate: input.dueDate,
      today: day,
      hour: input.schedule.hour,
      sent,
      schedule: input.schedule,
    });
    if (step.due) {
      sent.push(day);
      planned.push(day);
    }
    if (sent.length >= input.schedule.maxCount) break;
  }
  return planned;
}

/** "2번째 안내" */
export const reminderOrdinal = (reminderNo: number) => `${reminderNo}번째 안내`;
