import { billStatusOf } from '@academy/domain/billing/bill-ledger';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../../platform/ids/new-id';
import { createAcademy, insertStudent } from '../attendance/attendance.test-helpers';
import { shownStatus } from './bills.queries';

/**
 * The status a bill shows is worked out twice — by the domain (`billStatusOf`, for the screens and
 * the services) and in SQL (`shownStatus`, for filtering lists by status) — and the two must agree
 * for every stored state on every day around the due date.
 */

const { db } = await createTestDatabase();
const academy = await createAcademy(db);
const student = await insertStudent(db, academy.instId, { studentNm: '상태확인' });
const due = '2026-12-10';

const states = [
  { status: 'draft', paid: 0, refunded: 0, sent: false, cancelled: false },
  { status: 'sent', paid: 0, refunded: 0, sent: true, cancelled: false },
  { status: 'partly_paid', paid: 50_000, refunded: 0, sent: true, cancelled: false },
  { status: 'paid', paid: 100_000, refunded: 0, sent: true, cancelled: false },
  { status: 'refunded', paid: 100_000, refunded: 30_000, sent: true, cancelled: false },
  { status: 'cancelled', paid: 0, refunded: 0, sent: true, cancelled: true },
  { status: 'cancelled', paid: 0, refunded: 0, sent: false, cancelled: true },
] as const;

describe('a bill’s shown status', () => {
  it('is the same in SQL and in the domain, before, on and after the due date', async () => {
    const ids = await Promise.all(
      states.map(async (state) => {
        const id = newId();
        await db
          .insertInto('bills')
          .values({
            inst_id: academy.instId,
            id,
            student_id: student.id,
            bill_month: '2026-12-01',
            title: state.status,
            period_start: '2026-12-01',
            period_end: '2026-12-31',
            due_date: due,
            subtotal: 100_000,
            total: 100_000,
            paid: state.paid,
            refunded: state.refunded,
            status: state.status,
            sent_at: state.sent ? new Date() : null,
            cancelled_at: state.cancelled ? new Date() : null,
          } as never)
          .execute();
        return id;
      }),
    );
    const seen = new Set<string>();
    for (const today of [addDays(due, -1), due, addDays(due, 1)]) {
      const rows = await db
        .selectFrom('bills as b')
        .select(['b.id', shownStatus(today).as('shown')])
        .where('b.id', 'in', ids)
        .execute();
      for (const [index, state] of states.entries()) {
        const sql = rows.find((row) => row.id === ids[index])?.shown;
        const domain = billStatusOf({ total: 100_000, dueDate: due, ...state }, today);
        expect(sql, `${state.status} on ${today}`).toBe(domain);
        seen.add(domain);
      }
    }
    expect([...seen].sort()).toEqual(['cancelled', 'draft', 'overdue', 'paid', 'partly_paid', 'refunded', 'sent']);
  });
});
