import { z } from 'zod';
import { calendarDateSchema, calendarInstantSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { messageCostSchema } from '../notifications/notifications.schema';
import { labelled } from '../validation/validation.error-map';
import {
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
  REMINDER_FIRST_AFTER_DAYS_MAX,
  REMINDER_FIRST_AFTER_DAYS_MIN,
  REMINDER_HOUR_MAX,
  REMINDER_HOUR_MIN,
  REMINDER_MAX_COUNT_MAX,
  REMINDER_MAX_COUNT_MIN,
} from './reminders.rules';

/**
 * The 미납 안내 API contract: the academy's schedule (`/api/insts/:instId/bill-reminders/settings`),
 * what it would cost this month (`…/bill-reminders/cost`), a bill's reminders
 * (`/api/insts/:instId/bills/:billId/reminders`) and the local trigger of the job.
 */
export const reminderScheduleSchema = z.object({
  enabled: z.boolean(),
  firstAfterDays: labelled(
    z.number().int().min(REMINDER_FIRST_AFTER_DAYS_MIN).max(REMINDER_FIRST_AFTER_DAYS_MAX),
    '납부 기한 며칠 후',
  ),
  everyDays: labelled(z.number().int().min(REMINDER_EVERY_DAYS_MIN).max(REMINDER_EVERY_DAYS_MAX), '다시 안내하는 간격'),
  maxCount: labelled(z.number().int().min(REMINDER_MAX_COUNT_MIN).max(REMINDER_MAX_COUNT_MAX), '최대 안내 횟수'),
  hour: labelled(z.number().int().min(REMINDER_HOUR_MIN).max(REMINDER_HOUR_MAX), '보내는 시각', 'choice'),
});
export type ReminderScheduleBody = z.infer<typeof reminderScheduleSchema>;

export const reminderCostResponse = z.object({
  /** The month counted (`YYYY-MM`, Seoul): from today to its last day. */
  month: calendarMonthSchema('월'),
  /** Unpaid bills that would be reminded this month. */
  bills: z.number().int(),
  /** Family accounts told (a parent of two children once). */
  families: z.number().int(),
  /** Reminders (per bill) this month. */
  reminders: z.number().int(),
  /** What their 알림톡 (or 문자 when it fails) would cost. */
  cost: messageCostSchema,
});
export type ReminderCostResponse = z.infer<typeof reminderCostResponse>;

export const billReminderSchema = z.object({
  id: z.uuid(),
  /** 1 for the first reminder of the bill, 2 for the second … */
  reminderNo: z.number().int(),
  /** The day it went (Seoul). */
  remindedOn: calendarDateSchema('안내일'),
  sentAt: z.string(),
  /** Family accounts told. */
  recipients: z.number().int(),
});
export type BillReminder = z.infer<typeof billReminderSchema>;

export const billRemindersResponse = z.object({ reminders: z.array(billReminderSchema) });
export type BillRemindersResponse = z.infer<typeof billRemindersResponse>;

export const runRemindersBody = z.object({ at: calendarInstantSchema('시각'), instId: z.uuid() });
export const runRemindersResponse = z.object({
  /** Bills reminded by this run. */
  reminded: z.number().int(),
  /** Family accounts told. */
  recipients: z.number().int(),
});
export type RunRemindersResponse = z.infer<typeof runRemindersResponse>;
