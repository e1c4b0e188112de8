import { type Kysely, sql } from 'kysely';

/**
 * Registered cards and automatic payment (카드 관리, decision 0049 addendum).
 *
 * - `registered_cards`: a family account's card in one academy, as the provider's billing key —
 *   kept only sealed (`billing_key_enc`, `crypto.encrypt(…, 'billing-key')`) with a blind index so
 *   the same card registered twice is one row — and what may be shown: the company and the masked
 *   number.
 * - `autopay_settings`: per academy and account, the card its family's bills are charged to on
 *   their due date, with the consent (when, and the version of the text agreed to). Removing the
 *   card removes the choice.
 * - `autopay_attempts`: each charge of a bill by the `bills-autopay` job and what became of it. At
 *   most one per bill a day and one per attempt number, so two runs at once (or two processes)
 *   cannot both charge; the payment it made is `payment_id`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registered_cards')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('sandbox', 'toss', 'nicepay')`))
    .addColumn('billing_key_enc', 'text', (col) => col.notNull())
    .addColumn('billing_key_index', 'text', (col) => col.notNull())
    .addColumn('card_company', 'text', (col) => col.notNull())
    .addColumn('card_number_masked', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('registered_cards_pk', ['inst_id', 'id'])
    .addUniqueConstraint('registered_cards_key_uq', ['inst_id', 'billing_key_index'])
    .execute();
  await db.schema
    .createIndex('registered_cards_user_idx')
    .on('registered_cards')
    .columns(['inst_id', 'user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('autopay_settings')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('card_id', 'uuid', (col) => col.notNull())
    .addColumn('consent_version', 'text', (col) => col.notNull())
    .addColumn('consented_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('autopay_settings_pk', ['inst_id', 'user_id'])
    .addForeignKeyConstraint(
      'autopay_settings_card_fk',
      ['inst_id', 'card_id'],
      'registered_cards',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('autopay_attempts')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('bill_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    // No foreign key: the attempt stays when the card is removed.
    .addColumn('card_id', 'uuid', (col) => col.notNull())
    .addColumn('payment_id', 'uuid', (col) => col.notNull())
    .addColumn('attempt_date', 'date', (col) => col.notNull())
    .addColumn('attempt_no', 'smallint', (col) => col.notNull().check(sql`attempt_no between 1 and 3`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('charging').check(sql`status in ('charging', 'unknown', 'declined', 'done', 'voided')`),
    )
    .addColumn('failure_message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('autopay_attempts_pk', ['inst_id', 'id'])
    .addUniqueConstraint('autopay_attempts_day_uq', ['inst_id', 'bill_id', 'attempt_date'])
    .addUniqueConstraint('autopay_attempts_no_uq', ['inst_id', 'bill_id', 'attempt_no'])
    .addForeignKeyConstraint('autopay_attempts_bill_fk', ['inst_id', 'bill_id'], 'bills', ['inst_id', 'id'])
    .addForeignKeyConstraint('autopay_attempts_payment_fk', ['inst_id', 'payment_id'], 'payments', ['inst_id', 'id'])
    .execute();
}
