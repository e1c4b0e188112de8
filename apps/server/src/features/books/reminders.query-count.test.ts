import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import {
  type Caller,
  callerFor,
  createAcademy,
  enrol,
  insertClass,
  insertStudent,
} from '../attendance/attendance.test-helpers';
import { billingApi } from '../billing/billing.test-helpers';
import { remindOverdueBills } from './reminders.job';

/**
 * The reminders' reads cost the same number of SQL statements however many rows they answer: a
 * bill's record with 1 reminder and with 8, and this month's cost with 2 unpaid bills and with 15.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
// 2026-12-11 10:00 in Seoul; the December bills fall due on the 10th.
const clock = fixedClock('2026-12-11T01:00:00Z');
const app = await createTestApp(db, { clock });
const ctx = { db, clock, config: testConfig(), adapters: {} } as unknown as AppContext;

type World = { director: Caller; base: string; billId: string };

async function seedWorld(children: number, reminders: number): Promise<World> {
  const academy = await createAcademy(db);
  const { instId } = academy;
  const tuitionId = newId();
  await db
    .insertInto('tuitions')
    .values({ inst_id: instId, id: tuitionId, tuition_nm: '월', amount: 100_000, billing_unit: 'MONTH' })
    .execute();
  const classId = await insertClass(db, instId, { teacherIds: [academy.teacher.id] });
  await db
    .updateTable('classes')
    .set({ tuition_id: tuitionId, pay_dt_tp_cd: '010', appointed_dt: '10' })
    .where('id', '=', classId)
    .execute();
  const ids = [];
  for (let index = 0; index < children; index += 1) {
    ids.push(
      (await insertStudent(db, instId, { guardians: [{ userId: academy.parent.id, guardianNm: '최학부모' }] })).id,
    );
  }
  await enrol(db, instId, classId, ids, { start: '2026-09-01' });
  const director = await callerFor(app, db, academy.director.id, clock.now());
  const api = billingApi(instId);
  const { billIds } = await api.generate(director, '2026-12');
  await api.send(director, billIds);
  const saved = await director.inject({
    method: 'PUT',
    url: `${api.base}/bill-reminders/settings`,
    payload: { enabled: true, firstAfterDays: 1, everyDays: 1, maxCount: 10, hour: 10 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (let day = 0; day < reminders; day += 1) {
    await remindOverdueBills(ctx, new Date(Date.parse('2026-12-11T03:00:00Z') + day * 86_400_000), { instId });
  }
  return { director, base: api.base, billId: billIds[0] as string };
}

const small = await seedWorld(2, 1);
const large = await seedWorld(15, 8);

const ENDPOINTS: Record<string, (world: World) => Promise<LightMyRequestResponse>> = {
  "a bill's reminders": (w) => w.director.inject({ method: 'GET', url: `${w.base}/bills/${w.billId}/reminders` }),
  "this month's cost": (w) =>
    w.director.inject({
      method: 'POST',
      url: `${w.base}/bill-reminders/cost`,
      payload: { enabled: true, firstAfterDays: 3, everyDays: 7, maxCount: 10, hour: 10 },
    }),
};

describe('the reminders reads run as many statements for many rows as for few', () => {
  it.each(Object.entries(ENDPOINTS))('%s', async (_name, send) => {
    let fewAnswered = '';
    let manyAnswered = '';
    const few = await count(async () => {
      const response = await send(small);
      fewAnswered = response.body;
      return response;
    });
    const fewSql = lastStatements();
    const many = await count(async () => {
      const response = await send(large);
      manyAnswered = response.body;
      return response;
    });
    expect(manyAnswered.length, manyAnswered).toBeGreaterThan(fewAnswered.length);
    expect(many, `${fewSql.join('\n')}\n---\n${lastStatements().join('\n')}`).toBe(few);
  });
});
