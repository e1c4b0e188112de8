import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { Caller } from '../attendance/attendance.test-helpers';
import { createFamilyAcademy } from '../billing/billing.test-helpers';

/**
 * 거래 내역 costs the same number of SQL statements however many movements it answers: the list
 * and its export are called on a world of 2 and one of 15 (cash receipts of a bill paid in parts,
 * a card payment of every child's bill, 입출금 entries), and the two counts must be equal.
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-27T01:00:00Z');
const app = await createTestApp(db, { clock });

type World = { director: Caller; base: string };

async function seedWorld(size: number): Promise<World> {
  const { director, parent, api } = await createFamilyAcademy(app, db, clock.now(), { children: size });
  const { billIds } = await api.generate(director, '2026-12');
  await api.send(director, billIds);
  const [first, ...rest] = billIds as [string, ...string[]];
  for (let index = 0; index < size; index += 1) {
    const receipt = await director.inject({
      method: 'POST',
      url: `${api.base}/bills/${first}/receipts`,
      payload: { method: 'cash', amount: 1_000, paidDate: '2026-11-27' },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const entry = await director.inject({
      method: 'POST',
      url: `${api.base}/cash-book`,
      payload: { kind: 'out', category: 'supplies', entryDate: '2026-11-26', amount: 5_000, note: `소모품 ${index}` },
    });
    expect(entry.statusCode, entry.body).toBe(200);
  }
  const order = await api.order(parent, rest.length > 0 ? rest : [first]);
  const { paymentKey } = await api.authorize(parent, order.orderId);
  const confirmed = await api.confirm(parent, { paymentKey, orderId: order.orderId, amount: order.amount });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { director, base: api.base };
}

const small = await seedWorld(2);
const large = await seedWorld(15);

type Send = (world: World) => Promise<LightMyRequestResponse>;
const get =
  (path: string): Send =>
  (world) =>
    world.director.inject({ method: 'GET', url: `${world.base}${path}` });

const ENDPOINTS: Record<string, Send> = {
  'the list with its totals': get('/transactions?from=2026-11-01&to=2026-11-30'),
  'the list of cash payments': get('/transactions?from=2026-11-01&to=2026-11-30&method=cash'),
  'the .xlsx export': get('/transactions/export?from=2026-11-01&to=2026-11-30'),
};

describe('거래 내역 runs as many statements for 15 rows as for 2', () => {
  it.each(Object.entries(ENDPOINTS))('%s', async (_name, send) => {
    await expectSameCount(
      () => send(small),
      () => send(large),
    );
  });
});
