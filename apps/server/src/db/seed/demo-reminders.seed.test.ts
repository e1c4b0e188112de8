import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { DEMO_INSTITUTE } from './demo-academies.data';
import { seedDemoData } from './demo-data';

/** The demo academy shows 미납 안내 in use: reminders on, this month's overdue bills reminded once. */

const { db } = await createTestDatabase();
// Thursday 2026-11-19, 16:30 in Seoul: this month's bills fell due on the 10th.
const now = new Date('2026-11-19T07:30:00Z');
await seedDemoData(db, { now });
const hanbit = await db
  .selectFrom('institutes')
  .select('id')
  .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
  .executeTakeFirstOrThrow();

describe('the demo reminders', () => {
  it('turns reminders on at 한빛수학학원 only', async () => {
    const settings = await db.selectFrom('bill_reminder_settings').selectAll().execute();
    expect(settings).toEqual([
      expect.objectContaining({ inst_id: hanbit.id, enabled: true, first_after_days: 3, every_days: 7, max_count: 2 }),
    ]);
  });

  it("reminds this month's unpaid bills three days after their due date, once, each family told in the bell", async () => {
    const reminded = await db
      .selectFrom('bill_reminders as r')
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'r.inst_id').onRef('b.id', '=', 'r.bill_id'))
      .select(['r.reminder_no', 'r.reminded_on', 'r.recipients', 'b.due_date', 'b.status', 'b.paid', 'b.total'])
      .where('r.inst_id', '=', hanbit.id)
      .execute();
    expect(reminded.length).toBeGreaterThan(0);
    for (const row of reminded) {
      expect(row.reminder_no).toBe(1);
      expect(row.recipients).toBeGreaterThan(0);
      expect(['sent', 'partly_paid']).toContain(row.status);
      expect(row.paid).toBeLessThan(row.total);
      expect(row.reminded_on <= '2026-11-19').toBe(true);
    }
    const bell = await db
      .selectFrom('notifications')
      .select('id')
      .where('inst_id', '=', hanbit.id)
      .where('type', '=', 'bill-overdue')
      .execute();
    expect(bell).toHaveLength(reminded.reduce((sum, row) => sum + row.recipients, 0));
  });
});
