import { type Kysely, sql } from 'kysely';

/**
 * The sandbox payment provider's own state (platform/adapters/payments/sandbox.ts), in the
 * database so every server process sees the same payments: what the local checkout authorised and
 * how it should end (`outcome`), what was approved, cancelled, deposited; the cards registered for
 * automatic payments; the cash receipts; and the idempotency keys already answered. It stands in
 * for the provider's side only: the academy's own record of a payment is elsewhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sandbox_payments')
    .addColumn('payment_key', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull())
    .addColumn('order_name', 'text')
    .addColumn('method', 'text', (col) =>
      col.notNull().check(sql`method in ('card', 'virtual_account', 'billing', 'transfer')`),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('approve', 'decline', 'timeout')`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'PARTIAL_CANCELED', 'ABORTED', 'EXPIRED')`,
        ),
    )
    .addColumn('cancelled_amount', 'integer', (col) => col.notNull().defaultTo(0))
    // [{ amount, transactionKey, canceledAt, reason }], oldest first
    .addColumn('cancels', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('card_company', 'text')
    .addColumn('card_number', 'text')
    .addColumn('installment_months', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('approve_no', 'text')
    .addColumn('customer_key', 'text')
    .addColumn('va_bank', 'text')
    .addColumn('va_account_number', 'text')
    .addColumn('va_holder', 'text')
    .addColumn('va_due_at', 'timestamptz')
    .addColumn('secret', 'text')
    // A confirm reached the sandbox but its answer was "lost" (outcome timeout): the payment
    // settles as approved the next time anyone asks about it.
    .addColumn('confirm_requested_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('sandbox_payments_cancelled_within_amount', sql`cancelled_amount between 0 and amount`)
    .execute();
  await db.schema.createIndex('sandbox_payments_order_idx').on('sandbox_payments').column('order_id').execute();
  // One order is paid once: a second payment for it is refused, however many processes race.
  await db.schema
    .createIndex('sandbox_payments_one_taken_per_order')
    .on('sandbox_payments')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), 'in', ['WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'PARTIAL_CANCELED'])
    .execute();

  await db.schema
    .createTable('sandbox_billing_keys')
    .addColumn('auth_key', 'text', (col) => col.primaryKey())
    .addColumn('billing_key', 'text', (col) => col.unique())
    .addColumn('customer_key', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('approve', 'decline', 'timeout')`))
    .addColumn('card_company', 'text', (col) => col.notNull())
    .addColumn('card_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sandbox_cash_receipts')
    .addColumn('receipt_key', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'text', (col) => col.notNull().unique())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('cancelled_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('income_deduction', 'expense_proof')`))
    // only the last four digits of the number the receipt was issued to
    .addColumn('identity_masked', 'text', (col) => col.notNull())
    .addColumn('issue_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint('sandbox_cash_receipts_cancelled_within_amount', sql`cancelled_amount between 0 and amount`)
    .execute();

  // A request answered once: the same key again replays it instead of doing it twice.
  await db.schema
    .createTable('sandbox_payment_requests')
    .addColumn('operation', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('subject_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('sandbox_payment_requests_pkey', ['operation', 'idempotency_key'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
