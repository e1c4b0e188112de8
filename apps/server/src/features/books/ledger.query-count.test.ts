import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { Caller } from '../attendance/attendance.test-helpers';
import { createFamilyAcademy } from '../billing/billing.test-helpers';

/**
 * The books' lists cost the same number of SQL statements however many rows they answer: each is
 * called on an academy of 2 children and one of 15 (all one parent's, each billed and paid in part in
 * cash), and the two counts must be equal (no query per line, bill or month).
 */

const { url } = await createTestDatabase();
const { db, count, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-12-05T03:00:00Z');
const app = await createTestApp(db, { clock });

type World = { director: Caller; parent: Caller; base: string; studentId: string };

async function seedWorld(size: number): Promise<World> {
  const { director, parent, api, children } = await createFamilyAcademy(app, db, clock.now(), {
    children: size,
    classes: 2,
  });
  for (const month of ['2026-11', '2026-12']) {
    const { billIds } = await api.generate(director, month);
    await api.send(director, billIds);
    for (const billId of billIds) {
      const receipt = await director.inject({
        method: 'POST',
        url: `${api.base}/bills/${billId}/receipts`,
        payload: { method: 'transfer', amount: 30_000, paidDate: `${month}-03` },
      });
      expect(receipt.statusCode, receipt.body).toBe(200);
    }
  }
  return { director, parent, base: api.base, studentId: children[0] as string };
}

const small = await seedWorld(2);
const large = await seedWorld(15);

type Send = (world: World) => Promise<LightMyRequestResponse>;
const get =
  (as: (world: World) => Caller, path: (world: World) => string): Send =>
  (world) =>
    as(world).inject({ method: 'GET', url: `${world.base}${path(world)}` });

const ENDPOINTS: Record<string, Send> = {
  'the ledger of a month': get(
    (w) => w.director,
    () => '/books/ledger?month=2026-12',
  ),
  'the month-end report': get(
    (w) => w.director,
    () => '/books/month-report?to=2026-12',
  ),
  'the year-end statement of the family': get(
    (w) => w.parent,
    () => '/books/year-statement?year=2026',
  ),
};

describe('every books list runs as many statements for 15 children as for 2', () => {
  it.each(Object.entries(ENDPOINTS))('%s', async (_name, send) => {
    await expectSameCount(
      () => send(small),
      () => send(large),
    );
  });

  it('a student’s year costs the same in an academy of 15 as of 2', async () => {
    const few = await count(() =>
      get(
        (w) => w.director,
        (w) => `/books/ledger/students/${w.studentId}`,
      )(small),
    );
    const many = await count(() =>
      get(
        (w) => w.director,
        (w) => `/books/ledger/students/${w.studentId}`,
      )(large),
    );
    expect(many).toBe(few);
  });
});
