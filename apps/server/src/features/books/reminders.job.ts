import { REMINDER_HOUR_MIN, type ReminderSchedule, reminderDue } from '@academy/domain/books/reminders.rules';
import type { RunRemindersResponse } from '@academy/domain/books/reminders.schema';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf, seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { NIGHT_START_HOUR } from '@academy/domain/notifications/notification.rules';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { newId } from '../../platform/ids/new-id';
import type { Job } from '../../platform/jobs/scheduler';
import { notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { ofInst } from '../../platform/tenancy/of-inst';
import { reminderNotifications } from './reminders.notifications';

/** How often the job looks for bills to remind (the first run after an academy's hour reminds them). */
export const REMINDERS_EVERY_MS = 10 * 60_000;

/** Bills looked at per academy and run, earliest due first; the rest wait ten minutes. */
const REMINDERS_BATCH = 200;

type Academy = { inst_id: string; schedule: ReminderSchedule };

/**
 * 미납 안내 (decision 0052): for each academy that turned reminders on, from its hour in Seoul and
 * never at night, each bill still sent or partly paid with money outstanding whose next reminder
 * has come (`reminderDue`: N days after the due date, then every M days, K times at most) is
 * reminded to each family account of its student, in the app, by push and by the AlimTalk
 * `bill-overdue` with the payment link, and the reminder is recorded (`bill_reminders`).
 *
 * A payment stops them at once: the bill is locked and read again when its reminder is decided, so
 * one paid, cancelled or refunded by then is left alone. Once a day at most, across processes: the
 * lock orders runs deciding about one bill, and `bill_reminders` is unique per bill and day and per
 * bill and number.
 */
export async function remindOverdueBills(
  ctx: AppContext,
  at: Date,
  scope: { instId?: string; origin?: string } = {},
): Promise<RunRemindersResponse> {
  const result = { reminded: 0, recipients: 0 };
  const { hour } = seoulDateTimeParts(at);
  if (hour < REMINDER_HOUR_MIN || hour >= NIGHT_START_HOUR) return result;
  const today = businessDateOf(at);
  for (const academy of await academiesDue(ctx, hour, scope.instId)) {
    for (const billId of await candidates(ctx, academy, today)) {
      const told = await remindBill(ctx, academy, billId, { at, today, hour, origin: scope.origin });
      if (told > 0) {
        result.reminded += 1;
        result.recipients += told;
      }
    }
  }
  return result;
}

/** Academies still open with reminders on whose hour has come. */
async function academiesDue(ctx: AppContext, hour: number, instId: string | undefined): Promise<Academy[]> {
  let query = ctx.db
    .selectFrom('bill_reminder_settings as s')
    .innerJoin('institutes as i', 'i.id', 's.inst_id')
    .select(['s.inst_id', 's.first_after_days', 's.every_days', 's.max_count', 's.hour'])
    .where('s.enabled', '=', true)
    .where('s.hour', '<=', hour)
    .where('i.closed_at', 'is', null);
  if (instId) query = query.where('s.inst_id', '=', instId);
  const rows = await query.orderBy('s.inst_id').execute();
  return rows.map((row) => ({
    inst_id: row.inst_id,
    schedule: {
      enabled: true,
      firstAfterDays: row.first_after_days,
      everyDays: row.every_days,
      maxCount: row.max_count,
      hour: row.hour,
    },
  }));
}

/** The academy's unpaid bills past due + N, not reminded today nor K times yet (the rule decides the rest). */
async function candidates(ctx: AppContext, academy: Academy, today: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('bills as b')
    .select('b.id')
    .where(ofInst(academy.inst_id, 'b'))
    .where('b.status', 'in', ['sent', 'partly_paid'])
    .whereRef('b.paid', '<', 'b.total')
    .where('b.due_date', '<=', addDays(today, -academy.schedule.firstAfterDays))
    .where(
      sql<boolean>`(select count(*) from bill_reminders r
                     where r.inst_id = b.inst_id and r.bill_id = b.id) < ${academy.schedule.maxCount}`,
    )
    .where(
      sql<boolean>`not exists (select 1 from bill_reminders r
                     where r.inst_id = b.inst_id and r.bill_id = b.id and r.reminded_on = ${today})`,
    )
    .orderBy('b.due_date')
    .orderBy('b.id')
    .limit(REMINDERS_BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Reminds one bill if it is still unpaid and its reminder has come; answers the family accounts told. */
async function remindBill(
  ctx: AppContext,
  academy: Academy,
  billId: string,
  when: { at: Date; today: string; hour: number; origin?: string },
): Promise<number> {
  const instId = academy.inst_id;
  return ctx.db.transaction().execute(async (trx) => {
    // The bill's lock orders every run and every payment touching it: what is read here is current.
    const bill = await trx
      .selectFrom('bills as b')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'b.inst_id').onRef('s.id', '=', 'b.student_id'),
      )
      .select(['b.id', 'b.student_id', 's.student_nm', 'b.title', 'b.total', 'b.paid', 'b.due_date', 'b.status'])
      .where(ofInst(instId, 'b'))
      .where('b.id', '=', billId)
      .forUpdate('b')
      .executeTakeFirst();
    if (!bill || (bill.status !== 'sent' && bill.status !== 'partly_paid') || bill.paid >= bill.total) return 0;
    const sent = await trx
      .selectFrom('bill_reminders')
      .select('reminded_on')
      .where(ofInst(instId))
      .where('bill_id', '=', billId)
      .execute();
    const step = reminderDue({
      dueDate: bill.due_date,
      today: when.today,
      hour: when.hour,
      sent: sent.map((row) => row.reminded_on),
      schedule: academy.schedule,
    });
    if (!step.due) return 0;
    const families = (await familyAccountsByStudent(trx, instId, [bill.student_id])).get(bill.student_id) ?? [];
    // No account to tell (a student without a connected family): nothing is sent nor counted.
    if (families.length === 0) return 0;
    const claimed = await trx
      .insertInto('bill_reminders')
      .values({
        inst_id: instId,
        id: newId(),
        bill_id: billId,
        reminder_no: step.reminderNo,
        reminded_on: when.today,
        sent_at: when.at,
        recipients: families.length,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return 0;
    const instNm = await instNameOf(trx, instId);
    await notify(
      trx,
      reminderNotifications(
        bill,
        families,
        { instId, instNm, origin: when.origin ?? ctx.config.publicOrigin ?? '' },
        ctx.clock.now(),
      ),
    );
    return families.length;
  });
}

export const billsOverdueRemindersJob: Job = {
  name: 'bills-overdue-reminders',
  everyMs: REMINDERS_EVERY_MS,
  run: (ctx) => remindOverdueBills(ctx, ctx.clock.now()),
};
