import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { Caller } from '../attendance/attendance.test-helpers';
import { type billingApi, createFamilyAcademy } from './billing.test-helpers';

/**
 * The bills and payments lists cost the same number of SQL statements however many rows they
 * answer: each is called on a world of 2 and one of 15 (children, bills, payments of a bill, bills of
 * a payment), and the two counts must be equal (no query per row).
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-27T01:00:00Z');
const app = await createTestApp(db, { clock });

type World = {
  director: Caller;
  parent: Caller;
  api: ReturnType<typeof billingApi>;
  /** A bill paid in many small cash receipts, each with its 현금영수증. */
  billId: string;
  /** One card payment of every child's bill. */
  paymentId: string;
};

async function seedWorld(size: number): Promise<World> {
  const { director, parent, api } = await createFamilyAcademy(app, db, clock.now(), { children: size });
  const { billIds } = await api.generate(director, '2026-12');
  await api.send(director, billIds);
  const [first, ...rest] = billIds as [string, ...string[]];
  for (let index = 0; index < size; index += 1) {
    const receipt = await director.inject({
      method: 'POST',
      url: `${api.base}/bills/${first}/receipts`,
      // Each with its 현금영수증, read beside its payment.
      payload: { method: 'cash', amount: 1_000, paidDate: '2026-11-27', cashReceiptIdentity: '010-1234-5678' },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().payments[0].cashReceipt).toMatchObject({ status: 'issued' });
  }
  const order = await api.order(parent, rest.length > 0 ? rest : [first]);
  const { paymentKey } = await api.authorize(parent, order.orderId);
  const confirmed = await api.confirm(parent, { paymentKey, orderId: order.orderId, amount: order.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { director, parent, api, billId: first, paymentId: confirmed.json().payment.paymentId };
}

const small = await seedWorld(2);
const large = await seedWorld(15);

type Send = (world: World) => Promise<LightMyRequestResponse>;
const get =
  (as: (world: World) => Caller, path: (world: World) => string): Send =>
  (world) =>
    as(world).inject({ method: 'GET', url: `${world.api.base}${path(world)}` });

const ENDPOINTS: Record<string, Send> = {
  'bills of a month (office)': get(
    (w) => w.director,
    () => '/bills?month=2026-12',
  ),
  'bills of the family': get(
    (w) => w.parent,
    () => '/bills?month=2026-12',
  ),
  'a bill with its payments': get(
    (w) => w.director,
    (w) => `/bills/${w.billId}`,
  ),
  'payments of the year': get(
    (w) => w.director,
    () => '/payments?checkDt=2026',
  ),
  'a payment with its bills': get(
    (w) => w.parent,
    (w) => `/payments/${w.paymentId}`,
  ),
};

describe('every billing list runs as many statements for 15 rows as for 2', () => {
  it.each(Object.entries(ENDPOINTS))('%s', async (_name, send) => {
    await expectSameCount(
      () => send(small),
      () => send(large),
    );
  });
});
