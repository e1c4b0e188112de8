import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  type MatrixRow,
  type MatrixWorld,
  openMatrixBench,
  routesOf,
} from '../../../test/access-matrix';
import { ledgerRoutes } from './ledger.routes';

const { db, app, world, rows } = await openMatrixBench('books ledger', '2026-12-05T03:00:00Z');
/** 최민준: the demo student's own record, the demo parent's child. */
const minjun = (
  await db
    .selectFrom('students')
    .select('id')
    .where('inst_id', '=', world.instId)
    .where('student_nm', '=', '최민준')
    .executeTakeFirstOrThrow()
).id;

function requestFor(row: MatrixRow, w: MatrixWorld): InjectOptions {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const url = pattern.replace(':instId', w.instId).replace(':studentId', minjun);
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (path) {
    case '/books/ledger':
      return { method, url: `${url}?month=2026-12` };
    case '/books/year-statement':
      // Named student: the office must name one; the family's own child.
      return { method, url: `${url}?year=2026&studentId=${minjun}` };
    default:
      return { method, url };
  }
}

describe('books ledger access matrix (docs/access-matrix.md ## books ledger)', () => {
  it('has exactly one row per route of the ledger, the month-end report and the year-end statement', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual((await routesOf(ledgerRoutes)).sort());
  });

  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to ids of another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
