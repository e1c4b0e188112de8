import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  type MatrixRow,
  type MatrixWorld,
  openMatrixBench,
  routesOf,
} from '../../../test/access-matrix';
import { imageUpload } from '../../../test/multipart';
import { callerFor } from '../attendance/attendance.test-helpers';
import { cashBookRoutes } from './cash-book.routes';
import { transactionsRoutes } from './transactions.routes';

const { db, clock, app, world, rows } = await openMatrixBench('books transactions', '2026-11-23T03:00:00Z');
const director = await callerFor(app, db, world.users.director, clock.now());

const entryBody = (fileId: string | null = null) => ({
  kind: 'out',
  category: 'material',
  entryDate: '2026-11-20',
  amount: 35_000,
  note: '학습지 구입',
  fileId,
});

/** A receipt the demo director uploaded. */
async function freshFile(w: MatrixWorld): Promise<{ id: string; fileNm: string }> {
  const upload = imageUpload('영수증.png');
  const response = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/cash-book/files`,
    ...upload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A fresh entry the demo director recorded, optionally with a receipt. */
async function freshEntry(w: MatrixWorld, withFile = false): Promise<{ entryId: string; fileNm: string | null }> {
  const file = withFile ? await freshFile(w) : null;
  const made = await director.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/cash-book`,
    payload: entryBody(file?.id ?? null),
  });
  expect(made.statusCode, made.body).toBe(200);
  return { entryId: made.json().entry.entryId, fileNm: file?.fileNm ?? null };
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const url = pattern.replace(':instId', w.instId);
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (`${method} ${path}`) {
    case 'GET /transactions':
    case 'GET /transactions/export':
      return { method, url: `${url}?from=2026-11-01&to=2026-11-30` };
    case 'GET /transactions/:type/:id': {
      // A card payment the demo parent made.
      const payment = await db
        .selectFrom('payments')
        .select('id')
        .where('inst_id', '=', w.instId)
        .where('payer_user_id', '=', w.users.parent)
        .where('status', '=', 'DONE')
        .executeTakeFirstOrThrow();
      return { method, url: url.replace(':type', 'payment').replace(':id', payment.id) };
    }
    case 'POST /cash-book':
      return { method, url, payload: entryBody() };
    case 'PUT /cash-book/:entryId':
      return { method, url: url.replace(':entryId', (await freshEntry(w)).entryId), payload: entryBody() };
    case 'DELETE /cash-book/:entryId':
      return { method, url: url.replace(':entryId', (await freshEntry(w)).entryId) };
    case 'POST /cash-book/files':
      return { method, url, ...imageUpload('영수증.png') };
    case 'GET /cash-book/files/:fileNm':
      return { method, url: url.replace(':fileNm', (await freshEntry(w, true)).fileNm ?? '') };
    default:
      throw new Error(`no request for ${row.route}`);
  }
}

describe('books transactions access matrix (docs/access-matrix.md ## books transactions)', () => {
  it('has exactly one row per route of 거래 내역 and 입출금', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual(await routesOf(transactionsRoutes, cashBookRoutes));
  });

  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to ids of another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
