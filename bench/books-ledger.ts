import { applyBillEvent, type BillEvent, type BillLedger } from '@academy/domain/billing/bill-ledger';
import { addMonths } from '@academy/domain/calendar/calendar.rules';
import { businessMonthOf } from '@academy/domain/format/format.business-date';
import type { Database } from '../apps/server/src/db/database';
import { CSRF_HEADER, createSession } from '../apps/server/src/platform/auth/sessions';
import { newId } from '../apps/server/src/platform/ids/new-id';
import { BENCH_SESSION_COOKIE, benchAcademy } from './fixtures';

/** Rows per INSERT while seeding. */
const CHUNK = 500;
const STUDENTS = 200;
const CLASSES = 8;
const MONTHS = 12;

/**
 * The tuition ledger of a 200-student academy with a year of bills (decision 0051): an academy of its
 * own (the demo director its director, so the other targets' data stay as they are) with 8 classes and
 * 200 students, each billed every month for 12 months — most paid, some in part, some refunded, some
 * unpaid, a few voided or still drafts — and the ledger of the latest month and the month-end report
 * as the director reads them.
 */
export async function booksLedgerTargets(db: Database) {
  const { instId, directorId, classIds, studentIds } = await benchAcademy(db, {
    instNm: '벤치 원장학원',
    label: '원장',
    classes: CLASSES,
    students: STUDENTS,
  });
  const last = businessMonthOf(new Date());
  const bills = [];
  for (let back = 0; back < MONTHS; back += 1) {
    const month = addMonths(`${last}-01`, -back).slice(0, 7);
    for (const [index, studentId] of studentIds.entries()) {
      const kind = (index + back) % 10;
      const events: BillEvent[] =
        kind === 0 ? [] : kind === 1 ? [{ type: 'send' }, { type: 'cancel' }] : [{ type: 'send' }];
      if (kind >= 4) events.push({ type: 'pay', amount: kind === 4 ? 100_000 : 250_000 });
      if (kind === 9) events.push({ type: 'refund', amount: 80_000 });
      const state = events.reduce<BillLedger>((current, event) => applyBillEvent(current, event).state, {
        total: 250_000,
        paid: 0,
        refunded: 0,
        status: 'draft',
      });
      bills.push({
        inst_id: instId,
        id: newId(),
        student_id: studentId,
        class_id: classIds[index % CLASSES] ?? null,
        bill_month: `${month}-01`,
        title: `${month} 교습비`,
        period_start: `${month}-01`,
        period_end: `${month}-28`,
        due_date: `${month}-10`,
        subtotal: 270_000,
        discount: 20_000,
        total: state.total,
        paid: state.paid,
        refunded: state.refunded,
        status: state.status as 'draft',
      });
    }
  }
  for (let start = 0; start < bills.length; start += CHUNK) {
    await db
      .insertInto('bills')
      .values(bills.slice(start, start + CHUNK))
      .execute();
  }
  const session = await createSession(db, { userId: directorId, persistent: true, now: new Date() });
  const headers = { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken };
  const base = `/api/insts/${instId}/books`;
  return [
    {
      name: 'app GET tuition ledger of a month (200 students, a year of bills)',
      path: `${base}/ledger?month=${last}`,
      shape: { headers },
    },
    {
      name: 'app GET month-end report (12 months, 8 classes)',
      path: `${base}/month-report?to=${last}`,
      shape: { headers },
    },
  ];
}
