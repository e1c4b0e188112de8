import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxPayouts } from '../../platform/adapters/payouts/sandbox';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { DEMO_INSTITUTE } from './demo-academies.data';
import { seedDemoData } from './demo-data';

/**
 * The demo academy shows 지급대행 in use: the days paid to the platform paid on to the academy
 * (COMPLETED), the latest asked for today; each as the sandbox reads it back.
 */

const { db } = await createTestDatabase();
// Thursday 2026-11-19, 16:30 in Seoul.
const now = new Date('2026-11-19T07:30:00Z');
await seedDemoData(db, { now, crypto: createFieldCrypto(randomBytes(32)) });
const hanbit = await db
  .selectFrom('institutes')
  .select('id')
  .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
  .executeTakeFirstOrThrow();

describe('the demo payouts', () => {
  it('pays each settled day once with its net, the latest REQUESTED and any earlier one COMPLETED', async () => {
    const payouts = await db
      .selectFrom('seller_payouts')
      .selectAll()
      .where('inst_id', '=', hanbit.id)
      .orderBy('settlement_date')
      .execute();
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts.at(-1)).toMatchObject({ status: 'REQUESTED', completed_at: null, last_attempt_date: '2026-11-19' });
    for (const payout of payouts.slice(0, -1)) expect(payout.status).toBe('COMPLETED');

    const nets = await db
      .selectFrom('provider_settlements')
      .select(['paid_out_date', (eb) => eb.fn.sum<string>('pay_out_amount').as('net')])
      .where('inst_id', '=', hanbit.id)
      .where('paid_out_date', '<=', '2026-11-19')
      .groupBy('paid_out_date')
      .orderBy('paid_out_date')
      .execute();
    expect(payouts.map((payout) => [payout.settlement_date, payout.amount])).toEqual(
      nets.filter((day) => Number(day.net) > 0).map((day) => [day.paid_out_date, Number(day.net)]),
    );

    const sandbox = createSandboxPayouts(() => now);
    for (const payout of payouts) {
      expect((await sandbox.getPayout(payout.payout_id as string)).status).toBe(payout.status);
    }
  });
});
