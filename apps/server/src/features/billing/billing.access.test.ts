import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  type MatrixRow,
  type MatrixWorld,
  openMatrixBench,
  routesOf,
} from '../../../test/access-matrix';
import { callerFor } from '../attendance/attendance.test-helpers';
import { billingRoutes } from './billing.routes';
import { billingStudentsRoutes } from './billing-students.routes';
import { paymentOrderRoutes } from './payments.order.routes';
import { paymentsWebhookRoutes } from './payments.webhook.routes';

const { db, clock, app, world, rows } = await openMatrixBench('billing', '2026-11-23T03:00:00Z');
const director = await callerFor(app, db, world.users.director, clock.now());
const parent = await callerFor(app, db, world.users.parent, clock.now());
/** 최민준: the demo student's own record, the demo parent's child. */
const minjun = (
  await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', world.instId)
    .where('student_nm', '=', '최민준')
    .executeTakeFirstOrThrow()
).id;

const billBody = (send: boolean) => ({
  studentId: minjun,
  periodStart: '2026-12-01',
  periodEnd: '2026-12-31',
  title: '12월 재료비',
  dueDate: '2026-12-10',
  items: [{ kind: 'material', amount: 20_000 }],
  send,
});

/** A fresh bill of 최민준 the demo director made: a draft, or sent to the family. */
async function freshBill(w: MatrixWorld, send: boolean): Promise<string> {
  const made = await director.inject({ method: 'POST', url: `/api/insts/${w.instId}/bills`, payload: billBody(send) });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().bill.billId;
}

/** 20,000원 of a fresh bill received in cash, so that it has money to refund. */
async function paidInCash(w: MatrixWorld, billId: string): Promise<void> {
  const paid = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/bills/${billId}/receipts`,
    payload: { method: 'cash', amount: 20_000, paidDate: '2026-11-23' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

const refundBody = { refundDate: '2026-12-08', cause: 'learner', amount: 1_000, reason: '퇴원' };

/** An order the demo parent made for a fresh bill of 최민준. */
async function parentOrder(w: MatrixWorld): Promise<{ orderId: string; amount: number }> {
  const billId = await freshBill(w, true);
  const order = await parent.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/payments/orders`,
    payload: { billIds: [billId] },
  });
  expect(order.statusCode, order.body).toBe(200);
  return order.json();
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const draftRow = path === '/bills/:billId' && method === 'PUT';
  const billId = pattern.includes(':billId') ? await freshBill(w, !(draftRow || path.endsWith('/cancel'))) : '';
  let paymentId = '';
  if (pattern.includes(':paymentId')) {
    // A card payment the demo parent made for a bill of 최민준 (so his own account sees it too).
    const payment = await db
      .selectFrom('payments as p')
      .innerJoin('payment_bills as pb', (join) =>
        join.onRef('pb.inst_id', '=', 'p.inst_id').onRef('pb.payment_id', '=', 'p.id'),
      )
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pb.inst_id').onRef('b.id', '=', 'pb.bill_id'))
      .select('p.id')
      .where('p.inst_id', '=', w.instId)
      .where('p.payer_user_id', '=', w.users.parent)
      .where('b.student_id', '=', minjun)
      .executeTakeFirstOrThrow();
    paymentId = payment.id;
  }
  const url = pattern.replace(':instId', w.instId).replace(':billId', billId).replace(':paymentId', paymentId);
  switch (`${method} ${path}`) {
    case 'POST /bills/generate':
      return { method, url, payload: { month: '2027-02' } };
    case 'POST /bills':
      return { method, url, payload: billBody(false) };
    case 'POST /bills/send-cost':
    case 'POST /bills/send':
      return { method, url, payload: { billIds: [await freshBill(w, false)] } };
    case 'PUT /bills/:billId':
      return {
        method,
        url,
        payload: { title: '고친 청구서', dueDate: '2026-12-11', items: [{ kind: 'tuition', amount: 1 }] },
      };
    case 'POST /bills/:billId/cancel':
      return { method, url, payload: { reason: '잘못 만든 청구서' } };
    case 'POST /bills/:billId/receipts':
      return { method, url, payload: { method: 'cash', amount: 1_000, paidDate: '2026-11-23' } };
    case 'GET /bills/:billId/refund-quote':
      return { method, url: `${url}?refundDate=2026-12-08&cause=learner` };
    case 'POST /bills/:billId/refunds':
      await paidInCash(w, billId);
      return { method, url, payload: refundBody };
    case 'POST /bills/:billId/refunds/:cancelId/done': {
      // A cash refund the demo director recorded, still to be paid back.
      await paidInCash(w, billId);
      const refunded = await director.inject({
        method: 'POST',
        url: `/api/insts/${w.instId}/bills/${billId}/refunds`,
        payload: refundBody,
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      return { method, url: url.replace(':cancelId', refunded.json().refunds[0].cancelId) };
    }
    case 'PUT /billing/settings':
      return { method, url, payload: { autoIssue: false, autoIssueDaysBefore: 7, autoIssueHour: 10 } };
    case 'POST /payments/orders':
      return { method, url, payload: { billIds: [await freshBill(w, true)] } };
    case 'POST /payments/sandbox/authorize': {
      const order = await parentOrder(w);
      return { method, url, payload: { orderId: order.orderId, outcome: 'approve' } };
    }
    case 'POST /payments/sandbox/deposit': {
      // A virtual account the demo parent opened for a fresh bill of 최민준, waiting for its deposit.
      const billId = await freshBill(w, true);
      const order = await parent.inject({
        method: 'POST',
        url: `/api/insts/${w.instId}/payments/orders`,
        payload: { billIds: [billId], method: 'virtual_account', bank: '088' },
      });
      expect(order.statusCode, order.body).toBe(200);
      return { method, url, payload: { orderId: order.json().orderId } };
    }
    case 'POST /api/payments/webhook':
      // A deposit notice of an order nobody made: acknowledged, whoever posts it.
      return { method, url, payload: { orderId: 'ord_unknown', status: 'DONE', secret: 'unknown' } };
    case 'GET /billing/students':
      return { method, url: `${url}?q=${encodeURIComponent('최민준')}` };
    case 'GET /payments/orders/:orderId': {
      // The demo parent's own open order: only that account reads it.
      const order = await parentOrder(w);
      return { method, url: url.replace(':orderId', order.orderId) };
    }
    case 'POST /payments/confirm': {
      const order = await parentOrder(w);
      const authorized = await parent.inject({
        method: 'POST',
        url: `/api/insts/${w.instId}/payments/sandbox/authorize`,
        payload: { orderId: order.orderId, outcome: 'approve' },
      });
      expect(authorized.statusCode, authorized.body).toBe(200);
      return { method, url, payload: { ...order, paymentKey: authorized.json().paymentKey } };
    }
    default:
      return { method, url };
  }
}

describe('billing access matrix (docs/access-matrix.md ## billing)', () => {
  it('has exactly one row per route of the billing feature and its local test checkout', async () => {
    // The local test checkout registers only beside the sandbox provider: read it from the app itself.
    const sandbox = app.accessRoutes
      .filter((route) => route.url.includes('/payments/sandbox/'))
      .map((route) => `${route.method} ${route.url}`);
    expect(sandbox).toHaveLength(2);
    const routes = [
      ...(await routesOf(billingRoutes, paymentsWebhookRoutes, billingStudentsRoutes, paymentOrderRoutes)),
      ...sandbox,
    ];
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  // One test per row: each makes its own bills, orders and payments for the eight callers.
  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to ids of another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
