import {
  DEFAULT_REMINDER_SCHEDULE,
  plannedReminderDates,
  type ReminderSchedule,
} from '@academy/domain/books/reminders.rules';
import type { BillRemindersResponse, ReminderCostResponse } from '@academy/domain/books/reminders.schema';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, businessMonthRange, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { messageCostPreview } from '@academy/domain/notifications/message-cost';
import { NIGHT_START_HOUR } from '@academy/domain/notifications/notification.rules';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { previewMessageCost } from '../../platform/notifications/message-cost';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { reminderNotifications } from './reminders.notifications';

/**
 * 미납 안내 for the office: the academy's schedule, what it would cost for the rest of this month
 * before it is saved, and one bill's reminders (who was reminded when). The job that sends them is
 * reminders.job.ts.
 */

/** An academy's schedule, or reminders off when it never chose one. */
export async function reminderScheduleOf(db: Executor, instId: string): Promise<ReminderSchedule> {
  const row = await db
    .selectFrom('bill_reminder_settings')
    .select(['enabled', 'first_after_days', 'every_days', 'max_count', 'hour'])
    .where(ofInst(instId))
    .executeTakeFirst();
  if (!row) return DEFAULT_REMINDER_SCHEDULE;
  return {
    enabled: row.enabled,
    firstAfterDays: row.first_after_days,
    everyDays: row.every_days,
    maxCount: row.max_count,
    hour: row.hour,
  };
}

/** GET /bill-reminders/settings. */
export const getReminderSchedule = (ctx: AppContext, caller: Caller) => reminderScheduleOf(ctx.db, caller.instId);

/** PUT /bill-reminders/settings: saved whole, with an audit row of what changed. */
export async function saveReminderSchedule(
  ctx: AppContext,
  caller: Caller,
  body: ReminderSchedule,
): Promise<ReminderSchedule> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await reminderScheduleOf(trx, caller.instId);
    const values = {
      enabled: body.enabled,
      first_after_days: body.firstAfterDays,
      every_days: body.everyDays,
      max_count: body.maxCount,
      hour: body.hour,
      updated_by: caller.userId,
      updated_at: now,
    };
    await trx
      .insertInto('bill_reminder_settings')
      .values({ inst_id: caller.instId, ...values })
      .onConflict((oc) => oc.column('inst_id').doUpdateSet(values))
      .execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'bill-reminders.settings',
      target: auditTarget('bill-reminder-settings', caller.instId),
      before,
      after: body,
      at: now,
    });
    return body;
  });
}

/**
 * POST /bill-reminders/cost: with `schedule` (saved or not), the unpaid bills that would be reminded
 * from now to the end of this month, the family accounts told and what their AlimTalk would cost —
 * counted as the job would send it, day by day at the schedule's hour, each bill staying unpaid. Four
 * statements whatever the number of bills.
 */
export async function reminderCost(
  ctx: AppContext,
  caller: Caller,
  schedule: ReminderSchedule,
): Promise<ReminderCostResponse> {
  const now = ctx.clock.now();
  const today = businessDateOf(now);
  const month = today.slice(0, 7);
  const monthEnd = businessMonthRange(month).last;
  // After the night has begun, nothing more goes today.
  const from = seoulDateTimeParts(now).hour >= NIGHT_START_HOUR ? addDays(today, 1) : today;
  const none = { month, bills: 0, families: 0, reminders: 0 };
  if (!schedule.enabled || from > monthEnd) return { ...none, cost: messageCostPreview([], ctx.config.messagePrices) };
  const bills = await ctx.db
    .selectFrom('bills as b')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'b.inst_id').onRef('s.id', '=', 'b.student_id'))
    .select(['b.id', 'b.student_id', 's.student_nm', 'b.title', 'b.total', 'b.paid', 'b.due_date'])
    .where(ofInst(caller.instId, 'b'))
    .where('b.status', 'in', ['sent', 'partly_paid'])
    .whereRef('b.paid', '<', 'b.total')
    .where('b.due_date', '<=', addDays(monthEnd, -schedule.firstAfterDays))
    .execute();
  const sent = new Map<string, string[]>();
  if (bills.length > 0) {
    const rows = await ctx.db
      .selectFrom('bill_reminders')
      .select(['bill_id', 'reminded_on'])
      .where(ofInst(caller.instId))
      .where(
        'bill_id',
        'in',
        bills.map((bill) => bill.id),
      )
      .execute();
    for (const row of rows) sent.set(row.bill_id, [...(sent.get(row.bill_id) ?? []), row.reminded_on]);
  }
  const planned = bills
    .map((bill) => ({
      bill,
      dates: plannedReminderDates({
        dueDate: bill.due_date,
        sent: sent.get(bill.id) ?? [],
        schedule,
        from,
        to: monthEnd,
      }),
    }))
    .filter((entry) => entry.dates.length > 0);
  const [families, instNm] = await Promise.all([
    familyAccountsByStudent(ctx.db, caller.instId, [...new Set(planned.map((entry) => entry.bill.student_id))]),
    instNameOf(ctx.db, caller.instId),
  ]);
  const text = { instId: caller.instId, instNm, origin: ctx.config.publicOrigin ?? '' };
  const notifications = planned.flatMap(({ bill, dates }) =>
    dates.flatMap(() => reminderNotifications(bill, families.get(bill.student_id) ?? [], text, now)),
  );
  const cost = await previewMessageCost(
    ctx.db,
    caller.instId,
    notifications.map((n) => ({ userId: n.userId, type: n.type, ...(n.message ? { message: n.message } : {}) })),
    now,
    ctx.config.messagePrices,
  );
  const reached = planned.filter(({ bill }) => (families.get(bill.student_id) ?? []).length > 0);
  return {
    month,
    bills: reached.length,
    families: new Set(notifications.map((n) => n.userId)).size,
    reminders: reached.reduce((sum, entry) => sum + entry.dates.length, 0),
    cost,
  };
}

/** GET /bills/:billId/reminders: the bill's reminders, first to last (at most REMINDER_MAX_COUNT_MAX). */
export async function billReminders(ctx: AppContext, caller: Caller, billId: string): Promise<BillRemindersResponse> {
  const bill = await ctx.db
    .selectFrom('bills')
    .select('id')
    .where(ofInst(caller.instId))
    .where('id', '=', billId)
    .executeTakeFirst();
  if (!bill) throw new AppError('NOT_FOUND');
  const rows = await ctx.db
    .selectFrom('bill_reminders')
    .select(['id', 'reminder_no', 'reminded_on', 'sent_at', 'recipients'])
    .where(ofInst(caller.instId))
    .where('bill_id', '=', billId)
    .orderBy('reminder_no')
    .execute();
  return {
    reminders: rows.map((row) => ({
      id: row.id,
      reminderNo: row.reminder_no,
      remindedOn: row.reminded_on,
      sentAt: row.sent_at.toISOString(),
      recipients: row.recipients,
    })),
  };
}
