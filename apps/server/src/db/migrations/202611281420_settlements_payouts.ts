import { type Kysely, sql } from 'kysely';

/**
 * 정산 and 지급대행 (decision 0053).
 *
 * `provider_settlements`: the rows of the payment provider's settlement report that belong to an
 * order of this academy (a sale, or a cancel with negative amounts), one per transaction key, as
 * fetched last. Rows of orders nobody here made are not ours (another service on the same provider
 * account) and are not kept. `payment_id` is our payment of the order, when there is one.
 *
 * `payout_sellers`: the academy registered with the provider as a seller (one per academy), its KYC
 * status as last read back. The account number is kept only sealed (`account_number_enc`, field
 * crypto context 'payout-account'); the screen shows its last four digits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('provider_settlements')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'toss', 'nicepay')`))
    .addColumn('transaction_key', 'text', (col) => col.notNull())
    .addColumn('payment_key', 'text', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'uuid')
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('fee', 'integer', (col) => col.notNull())
    .addColumn('pay_out_amount', 'integer', (col) => col.notNull())
    .addColumn('sold_date', 'date', (col) => col.notNull())
    .addColumn('paid_out_date', 'date', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('provider_settlements_pk', ['inst_id', 'id'])
    .addUniqueConstraint('provider_settlements_transaction_uq', ['provider', 'transaction_key'])
    .addForeignKeyConstraint('provider_settlements_payment_fk', ['inst_id', 'payment_id'], 'payments', [
      'inst_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('provider_settlements_paid_out_idx')
    .on('provider_settlements')
    .columns(['inst_id', 'paid_out_date'])
    .execute();
  await db.schema
    .createIndex('provider_settlements_payment_key_idx')
    .on('provider_settlements')
    .columns(['inst_id', 'payment_key'])
    .execute();

  // When the report was last fetched, per provider (one row each): the list says how fresh it is.
  await db.schema
    .createTable('provider_settlement_syncs')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('provider_settlement_syncs_pk', ['inst_id', 'provider'])
    .execute();

  await db.schema
    .createTable('payout_sellers')
    .addColumn('inst_id', 'uuid', (col) => col.primaryKey().references('institutes.id'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'toss')`))
    .addColumn('seller_id', 'text', (col) => col.notNull())
    .addColumn('ref_seller_id', 'text', (col) => col.notNull().unique())
    .addColumn('business_type', 'text', (col) =>
      col.notNull().check(sql`business_type in ('INDIVIDUAL_BUSINESS', 'CORPORATE')`),
    )
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('representative_name', 'text', (col) => col.notNull())
    .addColumn('business_registration_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('bank_code', 'text', (col) => col.notNull())
    .addColumn('account_number_enc', 'text', (col) => col.notNull())
    .addColumn('account_last4', 'text', (col) => col.notNull())
    .addColumn('account_digits', 'integer', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('APPROVAL_REQUIRED', 'PARTIALLY_APPROVED', 'KYC_REQUIRED', 'APPROVED')`),
    )
    .addColumn('registered_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('registered_at', 'timestamptz', (col) => col.notNull())
    .addColumn('checked_at', 'timestamptz', (col) => col.notNull())
    .execute();
}
