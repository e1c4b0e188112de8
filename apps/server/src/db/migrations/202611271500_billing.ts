import { type Kysely, sql } from 'kysely';

/**
 * Tuition bills and payments (청구서·결제, docs/decisions/0049-tuition-bills-and-payments.md).
 *
 * - `bills`: one per student and period (a month, a prepaid stretch of months, or a round of a
 *   per-round tuition). The money columns hold the ledger's invariant in the database too:
 *   `total = subtotal - discount`, `0 <= refunded <= paid <= total`. `status` keeps what was decided
 *   (draft, sent, paid, partly_paid, cancelled, refunded); `overdue` is read from the due date, never
 *   stored. A month's generated bill is unique per enrolment and period start, so generating twice
 *   (or from two processes at once) makes one.
 * - `bill_items`: the lines — 교습비 and the other costs 학원법 allows — and the discounts with their
 *   reasons (negative lines are not used: a discount is its own kind of line).
 * - `payments`: money that came in or is on its way for one or more bills of one academy: card and
 *   virtual-account payments through a provider (`order_id` unguessable, `payment_key` the
 *   provider's), registered-card charges, and cash or transfers staff recorded. `cancelled_amount`
 *   grows with each cancel.
 * - `payment_bills`: how a payment is split over the bills it pays (a family pays two children's
 *   bills at once).
 * - `payment_cancels`: each cancel or refund, with the refund rule and its explanation as shown, and
 *   the legal deadline (`due_date`).
 * - `billing_settings`: per academy, whether bills are issued automatically and when.
 * - `cash_receipts`: the 현금영수증 of a cash or transfer payment, one per payment. The payer's
 *   number is kept only encrypted (`identity_enc`, none when issued on 국세청's self-issue number)
 *   with its masked form beside it; `due_date` is the last legal day to issue it (paid + 5 days).
 *   It is `pending` until the provider has issued it, retried by the `cash-receipts-issue` job.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bills')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid')
    .addColumn('enrolment_id', 'uuid')
    .addColumn('bill_month', 'date', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('period_start', 'date', (col) => col.notNull())
    .addColumn('period_end', 'date', (col) => col.notNull())
    .addColumn('round', 'integer', (col) => col.check(sql`round is null or round > 0`))
    .addColumn('prepayment_months', 'integer', (col) =>
      col.notNull().defaultTo(1).check(sql`prepayment_months between 1 and 12`),
    )
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('subtotal', 'integer', (col) => col.notNull().check(sql`subtotal >= 0`))
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0).check(sql`discount >= 0`))
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('refunded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'paid', 'partly_paid', 'cancelled', 'refunded')`),
    )
    .addColumn('memo', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('proration_note', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bills_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('bills_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .addForeignKeyConstraint('bills_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'])
    .addForeignKeyConstraint('bills_enrolment_fk', ['inst_id', 'enrolment_id'], 'class_students', ['inst_id', 'id'])
    .addCheckConstraint('bills_total', sql`total = subtotal - discount and total >= 0`)
    .addCheckConstraint('bills_money', sql`refunded >= 0 and refunded <= paid and paid <= total`)
    .addCheckConstraint('bills_period', sql`period_start <= period_end`)
    .execute();
  await db.schema.createIndex('bills_month_idx').on('bills').columns(['inst_id', 'bill_month', 'created_at']).execute();
  await db.schema.createIndex('bills_student_idx').on('bills').columns(['inst_id', 'student_id']).execute();
  await db.schema
    .createIndex('bills_enrolment_period_uq')
    .on('bills')
    .columns(['inst_id', 'enrolment_id', 'period_start'])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();

  await db.schema
    .createTable('bill_items')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('bill_id', 'uuid', (col) => col.notNull())
    .addColumn('seq', 'smallint', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('discount_kind', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('reason', 'text')
    .addPrimaryKeyConstraint('bill_items_pk', ['inst_id', 'bill_id', 'seq'])
    .addForeignKeyConstraint('bill_items_bill_fk', ['inst_id', 'bill_id'], 'bills', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint(
      'bill_items_kind',
      sql`kind in ('tuition', 'mock_exam', 'material', 'uniform', 'meal', 'dormitory', 'vehicle', 'discount')`,
    )
    .addCheckConstraint('bill_items_discount', sql`(kind = 'discount') = (discount_kind is not null)`)
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('order_id', 'text', (col) => col.notNull().unique())
    .addColumn('order_name', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) =>
      col.notNull().check(sql`method in ('card', 'virtual_account', 'billing', 'cash', 'transfer')`),
    )
    .addColumn('provider', 'text', (col) => col.check(sql`provider in ('sandbox', 'toss', 'nicepay')`))
    .addColumn('payment_key', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('READY')
        .check(
          sql`status in ('READY', 'IN_PROGRESS', 'WAITING_FOR_DEPOSIT', 'DONE', 'CANCELED', 'PARTIAL_CANCELED', 'ABORTED', 'EXPIRED')`,
        ),
    )
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('cancelled_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('installment_cd', 'text', (col) => col.notNull().defaultTo('00'))
    .addColumn('card_company', 'text')
    .addColumn('card_number_masked', 'text')
    .addColumn('approve_no', 'text')
    .addColumn('receipt_url', 'text')
    .addColumn('va_bank', 'text')
    .addColumn('va_account_number', 'text')
    .addColumn('va_holder', 'text')
    .addColumn('va_due_at', 'timestamptz')
    /** sha256 of the provider's deposit-callback secret, compared when a deposit webhook arrives. */
    .addColumn('va_secret_hash', 'text')
    .addColumn('payer_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('recorded_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('paid_date', 'date')
    .addColumn('failure_code', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payments_pk', ['inst_id', 'id'])
    .addCheckConstraint('payments_cancelled', sql`cancelled_amount >= 0 and cancelled_amount <= amount`)
    .addCheckConstraint('payments_provider', sql`(provider is null) = (method in ('cash', 'transfer'))`)
    .execute();
  await db.schema
    .createIndex('payments_provider_key_uq')
    .on('payments')
    .columns(['provider', 'payment_key'])
    .unique()
    .where(sql.ref('payment_key'), 'is not', null)
    .execute();
  await db.schema.createIndex('payments_payer_idx').on('payments').columns(['payer_user_id', 'created_at']).execute();
  await db.schema
    .createIndex('payments_pending_idx')
    .on('payments')
    .columns(['status', 'updated_at'])
    .where(sql.ref('status'), 'in', ['IN_PROGRESS', 'WAITING_FOR_DEPOSIT'])
    .execute();

  await db.schema
    .createTable('payment_bills')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('payment_id', 'uuid', (col) => col.notNull())
    .addColumn('bill_id', 'uuid', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addPrimaryKeyConstraint('payment_bills_pk', ['inst_id', 'payment_id', 'bill_id'])
    .addForeignKeyConstraint('payment_bills_payment_fk', ['inst_id', 'payment_id'], 'payments', ['inst_id', 'id'])
    .addForeignKeyConstraint('payment_bills_bill_fk', ['inst_id', 'bill_id'], 'bills', ['inst_id', 'id'])
    .execute();
  await db.schema.createIndex('payment_bills_bill_idx').on('payment_bills').columns(['inst_id', 'bill_id']).execute();

  await db.schema
    .createTable('payment_cancels')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('payment_id', 'uuid', (col) => col.notNull())
    .addColumn('bill_id', 'uuid', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('refund_rule', 'text')
    .addColumn('explanation', 'text')
    .addColumn('transaction_key', 'text')
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('requested').check(sql`status in ('requested', 'done', 'failed')`),
    )
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('payment_cancels_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('payment_cancels_payment_fk', ['inst_id', 'payment_id'], 'payments', ['inst_id', 'id'])
    .addForeignKeyConstraint('payment_cancels_bill_fk', ['inst_id', 'bill_id'], 'bills', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('billing_settings')
    .addColumn('inst_id', 'uuid', (col) => col.primaryKey().references('institutes.id'))
    .addColumn('auto_issue', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_issue_days_before', 'integer', (col) =>
      col.notNull().defaultTo(7).check(sql`auto_issue_days_before between 0 and 28`),
    )
    .addColumn('auto_issue_hour', 'integer', (col) =>
      col.notNull().defaultTo(10).check(sql`auto_issue_hour between 8 and 20`),
    )
    .addColumn('updated_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('cash_receipts')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('payment_id', 'uuid', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('income_deduction', 'expense_proof')`))
    .addColumn('identity_enc', 'text')
    .addColumn('identity_masked', 'text', (col) => col.notNull())
    .addColumn('self_issued', 'boolean', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'issued', 'failed', 'cancelled')`),
    )
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('receipt_key', 'text')
    .addColumn('issue_number', 'text')
    .addColumn('receipt_url', 'text')
    .addColumn('issued_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('failure_message', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cash_receipts_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('cash_receipts_payment_fk', ['inst_id', 'payment_id'], 'payments', ['inst_id', 'id'])
    // The payer's number, or none on the self-issue number (which is 소득공제's).
    .addCheckConstraint(
      'cash_receipts_identity',
      sql`(self_issued = (identity_enc is null)) and (not self_issued or purpose = 'income_deduction')`,
    )
    .addCheckConstraint(
      'cash_receipts_issued',
      sql`status <> 'issued' or (receipt_key is not null and issued_at is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('cash_receipts_payment_uq')
    .on('cash_receipts')
    .columns(['inst_id', 'payment_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('cash_receipts_pending_idx')
    .on('cash_receipts')
    .columns(['due_date', 'updated_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
}
