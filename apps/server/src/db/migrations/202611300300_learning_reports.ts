import { type Kysely, sql } from 'kysely';

/**
 * Learning reports (학습 리포트; docs/decisions/0055-learning-reports-and-pdf.md).
 *
 * - `learning_reports`: a monthly report per student, class and month (`kind = 'monthly'`), or the
 *   academy's birthday greeting (`kind = 'birthday'`, one per student and month, no class).
 *   `content` is the composed snapshot (attendance, grades, homework, study time, names) so a sent
 *   report and its PDF never change when the records behind them do; a draft is recomposed by the
 *   next batch, keeping `comment` and `comment_draft`. `status` goes 'draft' → 'sent' once.
 * - `learning_report_batches`: one run composing a class's month, with its progress; at most one
 *   running per class and month (the partial unique index makes parallel requests share it);
 *   `heartbeat_at` lets the periodic job resume a run whose process died.
 * - `learning_report_reads`: which family account opened a sent report, first and last time.
 *
 * Every table belongs to its academy (`inst_id` first); an academy, a student or a class deleted
 * takes its reports with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('learning_report_batches')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('month', 'text', (col) => col.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('running').check(sql`status in ('running', 'done', 'failed')`),
    )
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('requested_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('learning_report_batches_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint(
      'learning_report_batches_class_fk',
      ['inst_id', 'class_id'],
      'classes',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create unique index learning_report_batches_running_idx
    on learning_report_batches (inst_id, class_id, month) where status = 'running'`.execute(db);
  await db.schema
    .createIndex('learning_report_batches_class_idx')
    .on('learning_report_batches')
    .columns(['inst_id', 'class_id', 'month', 'created_at'])
    .execute();

  await db.schema
    .createTable('learning_reports')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('monthly', 'birthday')`))
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid')
    .addColumn('month', 'text', (col) => col.notNull().check(sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft').check(sql`status in ('draft', 'sent')`))
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('comment', 'text')
    .addColumn('comment_draft', 'text')
    .addColumn('birthday_message', 'text')
    .addColumn('teacher_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('composed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('sent_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_reports_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint(
      'learning_reports_student_fk',
      ['inst_id', 'student_id'],
      'students',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('learning_reports_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('learning_reports_class_of_kind', sql`(kind = 'monthly') = (class_id is not null)`)
    .addCheckConstraint('learning_reports_sent_at', sql`(status = 'sent') = (sent_at is not null)`)
    .execute();
  await sql`create unique index learning_reports_monthly_idx
    on learning_reports (inst_id, class_id, month, student_id) where kind = 'monthly'`.execute(db);
  await sql`create unique index learning_reports_birthday_idx
    on learning_reports (inst_id, student_id, month) where kind = 'birthday'`.execute(db);
  await db.schema
    .createIndex('learning_reports_student_idx')
    .on('learning_reports')
    .columns(['inst_id', 'student_id', 'month'])
    .execute();

  await db.schema
    .createTable('learning_report_reads')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('report_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_read_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_read_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('learning_report_reads_pk', ['inst_id', 'report_id', 'user_id'])
    .addForeignKeyConstraint(
      'learning_report_reads_report_fk',
      ['inst_id', 'report_id'],
      'learning_reports',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
}
