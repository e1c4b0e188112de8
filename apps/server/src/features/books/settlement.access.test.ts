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
import { settlementRoutes } from './settlement.routes';

const { db, clock, app, world, rows } = await openMatrixBench('books settlement', '2026-11-23T03:00:00Z');
const director = await callerFor(app, db, world.users.director, clock.now());

const sellerBody = {
  businessType: 'INDIVIDUAL_BUSINESS',
  companyName: '한빛수학학원',
  representativeName: '한원장',
  businessRegistrationNumber: '123-45-67890',
  email: 'office@example.com',
  phone: '010-1234-5678',
  bankCode: '088',
  accountNumber: '110-123-456789',
  holderName: '한원장',
};

let accountSerial = 0;

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const url = pattern.replace(':instId', w.instId);
  switch (`${method} ${pattern.replace(/^\/api\/insts\/:instId/, '')}`) {
    case 'GET /settlements':
      return { method, url: `${url}?month=2026-11` };
    case 'POST /settlements/sync':
      return { method, url, payload: { month: '2026-11' } };
    case 'POST /payouts/seller':
      // The academy registers once: the demo's registration is removed so the director's call registers anew.
      await db.deleteFrom('payout_sellers').where('inst_id', '=', w.instId).execute();
      return { method, url, payload: sellerBody };
    case 'POST /payouts/seller/check': {
      // Checking needs the academy's registration: the director registers it when there is none.
      const seller = await db
        .selectFrom('payout_sellers')
        .select('inst_id')
        .where('inst_id', '=', w.instId)
        .executeTakeFirst();
      if (!seller) {
        const made = await director.inject({ method: 'POST', url: url.replace(/\/check$/, ''), payload: sellerBody });
        expect(made.statusCode, made.body).toBe(200);
      }
      return { method, url };
    }
    case 'PATCH /payouts/seller/account': {
      // Changing needs the registration (the director makes it when there is none), and a new
      // account each call: the same account as registered is refused as nothing to change.
      const seller = await db
        .selectFrom('payout_sellers')
        .select('inst_id')
        .where('inst_id', '=', w.instId)
        .executeTakeFirst();
      if (!seller) {
        const made = await director.inject({ method: 'POST', url: url.replace(/\/account$/, ''), payload: sellerBody });
        expect(made.statusCode, made.body).toBe(200);
      }
      return {
        method,
        url,
        payload: {
          bankCode: '004',
          accountNumber: `1234${String(++accountSerial).padStart(8, '0')}`,
          holderName: '한원장',
        },
      };
    }
    default:
      return { method, url };
  }
}

describe('settlement access matrix (docs/access-matrix.md ## books settlement)', () => {
  it('has exactly one row per route of the settlement feature', async () => {
    expect(rows.map((row) => row.route).sort()).toEqual((await routesOf(settlementRoutes)).sort());
  });

  it.each(rows.map((row) => [row.route, row] as const))(
    '%s answers every role as the table says, and 404 to another academy',
    async (_route, row) => {
      await checkAccessMatrix(app, world, [row], requestFor);
    },
  );
});
