import { instantOn } from '@academy/domain/attendance/attendance.rules';
import { REMINDER_HOUR_DEFAULT } from '@academy/domain/books/reminders.rules';
import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { reminderNotifications } from '../../features/books/reminders.notifications';
import { familyAccountsByStudent } from '../../platform/family/family-accounts';
import { newId } from '../../platform/ids/new-id';
import { DEMO_INSTITUTE } from './demo-academies.data';
import { insertRows } from './demo-insert';
import type { DemoNotice } from './demo-notices.seed';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, momentOn } from './demo-world';

/** The demo schedule: three days after the due date, then weekly, at most twice, from 10:00. */
const DEMO_SCHEDULE = { firstAfterDays: 3, everyDays: 7, maxCount: 2, hour: REMINDER_HOUR_DEFAULT };

/**
 * 미납 안내 at 한빛수학학원 (decision 0052): reminders on, and each of this month's bills still unpaid
 * three days after its due date reminded once on that day at 10:00 — the record the office reads in
 * the bill, and the families' notifications (answered for the bell, which writes every academy's at
 * once): the demo parent's children's bills, left for her to pay in the demo, are among them. Runs
 * after the academy's bills are written.
 */
export async function writeDemoReminders(world: DemoWorld, seeded: SeededAcademy): Promise<DemoNotice[]> {
  if (seeded.academy.instNm !== DEMO_INSTITUTE.instNm) return [];
  const { instId } = seeded;
  await insertRows(world.db, 'bill_reminder_settings', [
    {
      inst_id: instId,
      enabled: true,
      first_after_days: DEMO_SCHEDULE.firstAfterDays,
      every_days: DEMO_SCHEDULE.everyDays,
      max_count: DEMO_SCHEDULE.maxCount,
      hour: DEMO_SCHEDULE.hour,
      updated_by: seeded.directorId,
      updated_at: world.now,
    },
  ]);
  const month = world.today.slice(0, 7);
  const overdue = await world.db
    .selectFrom('bills as b')
    .innerJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'b.inst_id').onRef('s.id', '=', 'b.student_id'))
    .select(['b.id', 'b.student_id', 's.student_nm', 'b.title', 'b.total', 'b.paid', 'b.due_date'])
    .where('b.inst_id', '=', instId)
    .where('b.bill_month', '=', `${month}-01`)
    .where('b.status', 'in', ['sent', 'partly_paid'])
    .whereRef('b.paid', '<', 'b.total')
    .where('b.due_date', '<=', addDays(world.today, -DEMO_SCHEDULE.firstAfterDays))
    .orderBy('b.due_date')
    .orderBy('b.id')
    .execute();
  if (overdue.length === 0) return [];
  const families = await familyAccountsByStudent(
    world.db,
    instId,
    overdue.map((bill) => bill.student_id),
  );
  const hour = `${String(DEMO_SCHEDULE.hour).padStart(2, '0')}:00`;
  const reminded = overdue
    .map((bill) => ({ bill, userIds: families.get(bill.student_id) ?? [] }))
    .filter((entry) => entry.userIds.length > 0)
    .map((entry) => {
      const on = addDays(entry.bill.due_date as IsoDate, DEMO_SCHEDULE.firstAfterDays);
      return { ...entry, on, at: momentOn(world, on, hour) };
    })
    // Today's reminder goes only once its hour has come.
    .filter((entry) => instantOn(entry.on, hour).getTime() <= world.now.getTime());
  await insertRows(
    world.db,
    'bill_reminders',
    reminded.map(({ bill, userIds, on, at }) => ({
      inst_id: instId,
      id: newId(),
      bill_id: bill.id,
      reminder_no: 1,
      reminded_on: on,
      sent_at: at,
      recipients: userIds.length,
    })),
  );
  const text = { instId, instNm: seeded.academy.instNm, origin: '' };
  return reminded.flatMap(({ bill, userIds, at }) =>
    reminderNotifications(bill, userIds, text, at).map((n) => ({
      userId: n.userId,
      instId,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link ?? '',
      at,
    })),
  );
}
