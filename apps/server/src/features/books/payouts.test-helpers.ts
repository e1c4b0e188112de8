import type { Database } from '../../db/database';
import type { Adapters } from '../../platform/context';
import { newId } from '../../platform/ids/new-id';
import { PAYOUT_ACCOUNT_CONTEXT } from './payouts.service';

/** The academy's seller registration as the provider last answered it (the account sealed as the app seals it). */
export async function insertSeller(
  db: Database,
  crypto: Adapters['crypto'],
  seller: {
    instId: string;
    sellerId: string;
    provider?: 'sandbox' | 'toss';
    status: 'APPROVED' | 'KYC_REQUIRED';
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('payout_sellers')
    .values({
      inst_id: seller.instId,
      provider: seller.provider ?? 'sandbox',
      seller_id: seller.sellerId,
      ref_seller_id: seller.instId,
      business_type: 'INDIVIDUAL_BUSINESS',
      company_name: '한빛수학학원',
      representative_name: '한원장',
      business_registration_number: '1234567890',
      email: 'office@example.com',
      phone: '01012345678',
      bank_code: '088',
      account_number_enc: crypto.encrypt('110123456789', PAYOUT_ACCOUNT_CONTEXT),
      account_last4: '6789',
      account_digits: 12,
      holder_name: '한원장',
      status: seller.status,
      registered_by: null,
      registered_at: seller.at,
      checked_at: seller.at,
    })
    .execute();
}

/**
 * Rows of the provider's settlement report paid out on `paidOutDate` (a cancel is a row with
 * negative amounts); each row's fee is 3.3 % of its amount cut to the won, as the sandbox reports.
 */
export async function insertReport(
  db: Database,
  instId: string,
  paidOutDate: string,
  amounts: number[],
  provider: 'sandbox' | 'toss' = 'sandbox',
): Promise<void> {
  await db
    .insertInto('provider_settlements')
    .values(
      amounts.map((amount) => {
        const fee = Math.trunc(amount * 0.033);
        const key = `tx_${newId()}`;
        return {
          inst_id: instId,
          id: newId(),
          provider,
          transaction_key: key,
          payment_key: key,
          order_id: `ord-${newId()}`,
          payment_id: null,
          method: 'card',
          amount,
          fee,
          pay_out_amount: amount - fee,
          sold_date: paidOutDate,
          paid_out_date: paidOutDate,
        };
      }),
    )
    .execute();
}

/** The academy's payouts, oldest day first. */
export function payoutRows(db: Database, instId: string) {
  return db.selectFrom('seller_payouts').selectAll().where('inst_id', '=', instId).orderBy('settlement_date').execute();
}
