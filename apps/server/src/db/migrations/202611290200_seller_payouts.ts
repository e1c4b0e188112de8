import { type Kysely, sql } from 'kysely';

/**
 * 지급대행: paying each settlement day out to the academy (decision 0053).
 *
 * `seller_payouts`: one row per academy per settlement day (the provider's `paid_out_date`), the
 * day's net as asked of the provider (always more than 0: a day of 0 or less is not paid out). The
 * row is written before the provider is asked, and `(inst_id, settlement_date)` is unique, so
 * however many processes run the job a day is asked for once; `ref_payout_id` is our reference at
 * the provider for the current attempt (unique: a request sent again after a lost answer is the same
 * payout there). `attempts` counts the requests, `last_attempt_date` is the Seoul date of the last
 * one (a FAILED day is asked again on a later day, three times at most).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_payouts')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('settlement_date', 'date', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'toss')`))
    .addColumn('seller_id', 'text', (col) => col.notNull())
    .addColumn('ref_payout_id', 'text', (col) => col.notNull().unique())
    .addColumn('payout_id', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('REQUESTED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELED')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(1).check(sql`attempts >= 1`))
    .addColumn('last_attempt_date', 'date', (col) => col.notNull())
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('failure', 'text')
    .addColumn('checked_at', 'timestamptz')
    .addPrimaryKeyConstraint('seller_payouts_pk', ['inst_id', 'id'])
    .addUniqueConstraint('seller_payouts_day_uq', ['inst_id', 'settlement_date'])
    .execute();
  // The job's second step reads the open and failed payouts of every academy.
  await db.schema
    .createIndex('seller_payouts_open_idx')
    .on('seller_payouts')
    .columns(['status', 'inst_id'])
    .where(sql.ref('status'), 'in', ['REQUESTED', 'IN_PROGRESS', 'FAILED'])
    .execute();
}
