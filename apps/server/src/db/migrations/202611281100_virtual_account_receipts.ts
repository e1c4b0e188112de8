import { type Kysely, sql } from 'kysely';

/**
 * 가상계좌 and their 현금영수증 (decision 0049, "Virtual accounts and the webhook"):
 * - `payments.va_cash_receipt_identity_enc`: the number a family gave for the 현금영수증 when ordering
 *   a virtual account, sealed, kept only until the deposit makes the receipt (or the account
 *   expires) and then cleared: the receipt keeps its own sealed copy.
 * - `cash_receipts.cancelled_amount`: what a refund has cancelled of an issued receipt (a partial
 *   refund cancels part of it at the provider); `status` turns `cancelled` when it is all.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('va_cash_receipt_identity_enc', 'text').execute();
  await db.schema
    .alterTable('cash_receipts')
    .addColumn('cancelled_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('cash_receipts')
    .addCheckConstraint('cash_receipts_cancelled_within_amount', sql`cancelled_amount between 0 and amount`)
    .execute();
}
