import type { Database } from '../apps/server/src/db/database';
import { newOrderId } from '../apps/server/src/features/billing/payments.ids';
import { createSandboxPayments } from '../apps/server/src/platform/adapters/payments/sandbox';
import { CSRF_HEADER, createSession } from '../apps/server/src/platform/auth/sessions';
import { newId } from '../apps/server/src/platform/ids/new-id';
import { BENCH_SESSION_COOKIE, demoAcademy } from './fixtures';
import type { RequestVariant } from './http-load';

/** Rows per INSERT while seeding. */
const CHUNK = 500;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * The demo academy's bills as the office reads them (this month's, the list and its totals) and as
 * the demo parent reads what is due.
 */
export async function demoBillPaths(db: Database) {
  const inst = await demoAcademy(db);
  const latest = await db
    .selectFrom('bills')
    .select('bill_month')
    .where('inst_id', '=', inst.id)
    .where('status', '<>', 'draft')
    .orderBy('bill_month', 'desc')
    .executeTakeFirstOrThrow();
  const base = `/api/insts/${inst.id}`;
  return {
    month: `${base}/bills?month=${latest.bill_month.slice(0, 7)}`,
    due: `${base}/bills?unpaid=true`,
    confirm: `${base}/payments/confirm`,
  };
}

/**
 * Card payments waiting for their confirm, one per request: a family of its own in the demo academy
 * (a parent signed in, a child) with `count` small bills, each with the parent's order and the
 * sandbox checkout's authorisation, so each confirm does the whole work once (claim the order, the
 * provider's approval, the bills through the ledger, audit). Its own family, so the demo parent's
 * lists stay as they are for the other targets.
 */
export async function seedPaymentConfirms(
  db: Database,
  count: number,
): Promise<{ headers: Record<string, string>; variants: RequestVariant[] }> {
  const inst = await demoAcademy(db);
  const parentId = newId();
  const childId = newId();
  await db.insertInto('users').values({ id: parentId, login_id: null, user_nm: '벤치보호자' }).execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: inst.id, user_id: parentId, relation_cd: null, auth_cd: null })
    .execute();
  await db.insertInto('students').values({ inst_id: inst.id, id: childId, student_nm: '벤치원생' }).execute();
  await db
    .insertInto('student_guardians')
    .values({ inst_id: inst.id, id: newId(), student_id: childId, guardian_nm: '벤치보호자', user_id: parentId })
    .execute();
  const session = await createSession(db, { userId: parentId, persistent: true, now: new Date() });
  const parent = { id: parentId };
  const child = { inst_id: inst.id, id: childId };
  const now = new Date();
  const amount = 1_000;
  const orders = Array.from({ length: count }, () => ({ billId: newId(), paymentId: newId(), orderId: newOrderId() }));
  await inChunks(orders, (chunk) =>
    db
      .insertInto('bills')
      .values(
        chunk.map((order) => ({
          inst_id: child.inst_id,
          id: order.billId,
          student_id: child.id,
          bill_month: '2026-12-01',
          title: '벤치 재료비',
          period_start: '2026-12-01',
          period_end: '2026-12-31',
          due_date: '2026-12-10',
          subtotal: amount,
          total: amount,
          status: 'sent' as const,
          sent_at: now,
        })),
      )
      .execute(),
  );
  await inChunks(orders, (chunk) =>
    db
      .insertInto('payments')
      .values(
        chunk.map((order) => ({
          inst_id: child.inst_id,
          id: order.paymentId,
          order_id: order.orderId,
          order_name: '벤치 재료비',
          method: 'card' as const,
          provider: 'sandbox' as const,
          amount,
          payer_user_id: parent.id,
        })),
      )
      .execute(),
  );
  await inChunks(orders, (chunk) =>
    db
      .insertInto('payment_bills')
      .values(
        chunk.map((order) => ({ inst_id: child.inst_id, payment_id: order.paymentId, bill_id: order.billId, amount })),
      )
      .execute(),
  );
  const sandbox = createSandboxPayments(db, () => new Date());
  const variants: RequestVariant[] = [];
  for (const order of orders) {
    const { paymentKey } = await sandbox.authorize({ orderId: order.orderId, amount, outcome: 'approve' });
    variants.push({ body: JSON.stringify({ paymentKey, orderId: order.orderId, amount }) });
  }
  return {
    headers: { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken },
    variants,
  };
}
