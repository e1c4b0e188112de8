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
import { remindersRoutes } from './reminders.routes';

const { db, clock, app, world, rows } = await openMatrixBench('books reminders', '2026-11-23T03:00:00Z');
const director = await callerFor(app, db, world.users.director, clock.now());
const schedule = { enabled: true, firstAfterDays: 3, everyDays: 7, maxCount: 2, hour: 10 };

/** A fresh sent bill of 최민준 (the demo parent's child) the demo director made. */
async function freshBill(w: MatrixWorld): Promise<string> {
  const student = await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', w.instId)
    .where('student_nm', '=', '최민준')
    .executeTakeFirstOrThrow();
  const made = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/bills`,
    payload: {
      studentId: student.id,
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      title: '12월 재료비',
      dueDate: '2026-12-10',
      items: [{ kind: 'material', amount: 20_000 }],
      send: true,
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json().bill.billId;
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const billId = pattern.includes(':billId') ? await freshBill(w) : '';
  const url = pattern.replace(':instId', w.instId).replace(':billId', billId);
  return method === 'GET' ? { method, url } : { method, url, payload: schedule };
}

describe('미납 안내 access matrix (docs/access-matrix.md ## books reminders)', () => {
  it('has exactly one row per route of the reminders feature', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual(await routesOf(remindersRoutes));
  });

  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to ids of another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
