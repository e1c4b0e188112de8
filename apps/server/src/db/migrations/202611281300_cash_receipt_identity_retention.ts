import { type Kysely, sql } from 'kysely';

/**
 * The payer's number of a 현금영수증 (`cash_receipts.identity_enc`) is destroyed once its retention
 * period ends (packages/domain/src/privacy/retention, `cash-receipt-identities`: five years after
 * the receipt was issued, as 국세기본법 keeps the records of a transaction), while the receipt and
 * its masked number stay. The check that tied a receipt's sealed number to its kind allowed no
 * such receipt: it now asks for the number only while the receipt still waits to be issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cash_receipts').dropConstraint('cash_receipts_identity').execute();
  await db.schema
    .alterTable('cash_receipts')
    .addCheckConstraint(
      'cash_receipts_identity',
      sql`(not self_issued or identity_enc is null)
        and (not self_issued or purpose = 'income_deduction')
        and (self_issued or identity_enc is not null or status <> 'pending')`,
    )
    .execute();
}
