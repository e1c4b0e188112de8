import { addMonths } from '@academy/domain/calendar/calendar.rules';
import { businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import type { Database } from '../apps/server/src/db/database';
import { CSRF_HEADER, createSession } from '../apps/server/src/platform/auth/sessions';
import { newId } from '../apps/server/src/platform/ids/new-id';
import { BENCH_SESSION_COOKIE, benchAcademy } from './fixtures';

/** Rows per INSERT while seeding. */
const CHUNK = 500;
const STUDENTS = 200;
const CLASSES = 8;
const MONTHS = 12;
const METHODS = ['card', 'billing', 'cash', 'transfer', 'virtual_account'] as const;
const ENTRIES: readonly { day: number; kind: 'in' | 'out'; category: string; amount: number }[] = [
  { day: 5, kind: 'out', category: 'rent', amount: 3_500_000 },
  { day: 10, kind: 'out', category: 'utilities', amount: 420_000 },
  { day: 12, kind: 'out', category: 'material', amount: 880_000 },
  { day: 15, kind: 'out', category: 'advertising', amount: 300_000 },
  { day: 18, kind: 'in', category: 'textbook_sale', amount: 240_000 },
  { day: 20, kind: 'out', category: 'supplies', amount: 95_000 },
  { day: 25, kind: 'out', category: 'salary', amount: 9_800_000 },
];

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * 거래 내역 of a 200-student academy over a year (decision 0050): an academy of its own (the demo
 * director its director, so the other targets' data stay as they are) with 8 classes and 200
 * students billed every month for 12 months, nine in ten bills paid (by card, registered card,
 * cash, transfer or virtual account, on a day of the month), one payment in twenty partly refunded,
 * and the academy's own 입출금 every month. The targets: the latest month's list with its totals,
 * the year of one class, and the month's .xlsx.
 */
export async function booksTransactionsTargets(db: Database) {
  const { instId, directorId, classIds, studentIds } = await benchAcademy(db, {
    instNm: '벤치 거래학원',
    label: '거래',
    classes: CLASSES,
    students: STUDENTS,
  });

  const last = businessMonthOf(new Date());
  const bills = [];
  const payments = [];
  const shares = [];
  const cancels = [];
  const entries = [];
  for (let back = 0; back < MONTHS; back += 1) {
    const month = addMonths(`${last}-01`, -back).slice(0, 7);
    for (const [index, studentId] of studentIds.entries()) {
      const billId = newId();
      const paid = (index + back) % 10 !== 0;
      const refunded = paid && (index + back) % 20 === 3 ? 50_000 : 0;
      bills.push({
        inst_id: instId,
        id: billId,
        student_id: studentId,
        class_id: classIds[index % CLASSES] ?? null,
        bill_month: `${month}-01`,
        title: `${month} 교습비`,
        period_start: `${month}-01`,
        period_end: `${month}-28`,
        due_date: `${month}-10`,
        subtotal: 250_000,
        total: 250_000,
        paid: paid ? 250_000 : 0,
        refunded,
        status: (paid ? 'paid' : 'sent') as 'paid',
      });
      if (!paid) continue;
      const paymentId = newId();
      const method = METHODS[(index + back) % METHODS.length] ?? 'card';
      const paidDate = `${month}-${String((index % 27) + 1).padStart(2, '0')}`;
      const approvedAt = new Date(`${paidDate}T06:00:00Z`);
      const byHand = method === 'cash' || method === 'transfer';
      payments.push({
        inst_id: instId,
        id: paymentId,
        order_id: `bench_tx_${paymentId}`,
        order_name: `${month} 교습비`,
        method,
        provider: byHand ? null : ('sandbox' as const),
        status: refunded ? ('PARTIAL_CANCELED' as const) : ('DONE' as const),
        amount: 250_000,
        cancelled_amount: refunded,
        paid_date: byHand ? paidDate : null,
        approved_at: approvedAt,
        created_at: approvedAt,
      });
      shares.push({ inst_id: instId, payment_id: paymentId, bill_id: billId, amount: 250_000 });
      if (refunded)
        cancels.push({
          inst_id: instId,
          id: newId(),
          payment_id: paymentId,
          bill_id: billId,
          amount: refunded,
          reason: '수강 중단',
          due_date: paidDate,
          status: 'done' as const,
          done_at: new Date(approvedAt.getTime() + 3 * 86_400_000),
        });
    }
    const range = businessMonthRange(month);
    for (const entry of ENTRIES) {
      const date = `${month}-${String(entry.day).padStart(2, '0')}`;
      if (date > range.last) continue;
      entries.push({
        inst_id: instId,
        id: newId(),
        kind: entry.kind,
        category: entry.category,
        entry_date: date,
        amount: entry.amount,
        note: `${month} ${entry.category}`,
        created_by: directorId,
      });
    }
  }
  await inChunks(bills, (chunk) => db.insertInto('bills').values(chunk).execute());
  await inChunks(payments, (chunk) => db.insertInto('payments').values(chunk).execute());
  await inChunks(shares, (chunk) => db.insertInto('payment_bills').values(chunk).execute());
  await inChunks(cancels, (chunk) => db.insertInto('payment_cancels').values(chunk).execute());
  await inChunks(entries, (chunk) => db.insertInto('cash_book_entries').values(chunk).execute());

  const session = await createSession(db, { userId: directorId, persistent: true, now: new Date() });
  const headers = { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken };
  const base = `/api/insts/${instId}/transactions`;
  const latest = businessMonthRange(last);
  const yearFrom = `${addMonths(`${last}-01`, -(MONTHS - 1)).slice(0, 7)}-01`;
  return [
    {
      name: 'app GET transactions of a month (200 students, a year of payments; page of 50 with totals)',
      path: `${base}?from=${latest.first}&to=${latest.last}`,
      shape: { headers },
    },
    {
      name: 'app GET transactions of a class over the year (page of 50 with totals)',
      path: `${base}?from=${yearFrom}&to=${latest.last}&classId=${classIds[0]}`,
      shape: { headers },
    },
    {
      name: 'app GET transactions of a month as .xlsx',
      path: `${base}/export?from=${latest.first}&to=${latest.last}`,
      shape: { headers },
    },
  ];
}
