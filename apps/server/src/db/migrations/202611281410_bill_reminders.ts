import { type Kysely, sql } from 'kysely';

/**
 * 미납 안내 (decision 0052).
 *
 * - `bill_reminder_settings`: per academy, whether unpaid bills are reminded and on what schedule
 *   (the first reminder days after the due date, the interval, the most per bill, the hour in Seoul).
 *   Its own table: `billing_settings` is the automatic issue's.
 * - `bill_reminders`: each reminder of a bill the `bills-overdue-reminders` job sent — the day, the
 *   moment, how many family accounts were told and which reminder of the bill it was. Unique per bill
 *   and day and per bill and number, so two runs at once (or two processes) remind a bill once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bill_reminder_settings')
    .addColumn('inst_id', 'uuid', (col) => col.primaryKey().references('institutes.id'))
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('first_after_days', 'smallint', (col) =>
      col.notNull().defaultTo(3).check(sql`first_after_days between 1 and 30`),
    )
    .addColumn('every_days', 'smallint', (col) => col.notNull().defaultTo(7).check(sql`every_days between 1 and 30`))
    .addColumn('max_count', 'smallint', (col) => col.notNull().defaultTo(2).check(sql`max_count between 1 and 10`))
    .addColumn('hour', 'smallint', (col) => col.notNull().defaultTo(10).check(sql`hour between 8 and 20`))
    .addColumn('updated_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('bill_reminders')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('bill_id', 'uuid', (col) => col.notNull())
    .addColumn('reminder_no', 'smallint', (col) => col.notNull().check(sql`reminder_no between 1 and 10`))
    .addColumn('reminded_on', 'date', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull().check(sql`recipients >= 0`))
    .addPrimaryKeyConstraint('bill_reminders_pk', ['inst_id', 'id'])
    .addUniqueConstraint('bill_reminders_day_uq', ['inst_id', 'bill_id', 'reminded_on'])
    .addUniqueConstraint('bill_reminders_no_uq', ['inst_id', 'bill_id', 'reminder_no'])
    .addForeignKeyConstraint('bill_reminders_bill_fk', ['inst_id', 'bill_id'], 'bills', ['inst_id', 'id'])
    .execute();
}
