import { type Kysely, sql } from 'kysely';

/**
 * Homework (숙제; docs/decisions/0057-homework.md).
 *
 * - `homework`: an assignment to a class with its due time (`due_at`).
 * - `homework_assignees`: who it was given to, fixed when it is given (students who join the class
 *   later are not given old homework). The assignee's state is kept here in step with their
 *   submissions, so lists and counts read one row per assignee: the first hand-in
 *   (`first_submitted_at`, late when after the due time), the latest version and its check
 *   (`check_result`), and `reminded_at`, the reminder sent (cleared when the due time moves).
 * - `homework_submissions`: every version handed in (`version` 1, 2 …) with who handed it in and the
 *   teacher's check of it; the latest one is shown and checked, older ones stay as history.
 * - `homework_files`: `homework-file` uploads of an assignment and `homework-submission` uploads of
 *   a version (and a photo's phone-sized copy), waiting until the save that uses them.
 *
 * Every table belongs to its academy (`inst_id` first); an academy, a class or a student deleted
 * takes its homework rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await allowUploadPurposes(db, ['homework-file', 'homework-submission']);

  await db.schema
    .createTable('homework')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('instructions', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('homework_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('homework_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index homework_class_due_idx on homework (inst_id, class_id, due_at desc, id desc)`.execute(db);
  await sql`create index homework_due_idx on homework (inst_id, due_at desc, id desc)`.execute(db);
  // The reminder job looks across academies for due times in the coming day.
  await sql`create index homework_due_at_idx on homework (due_at)`.execute(db);

  await db.schema
    .createTable('homework_assignees')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('homework_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('first_submitted_at', 'timestamptz')
    .addColumn('latest_submission_id', 'uuid')
    .addColumn('submission_cnt', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('check_result', 'text', (col) => col.check(sql`check_result in ('completed', 'revision')`))
    .addColumn('reminded_at', 'timestamptz')
    .addPrimaryKeyConstraint('homework_assignees_pk', ['inst_id', 'homework_id', 'student_id'])
    .addForeignKeyConstraint(
      'homework_assignees_homework_fk',
      ['inst_id', 'homework_id'],
      'homework',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'homework_assignees_student_fk',
      ['inst_id', 'student_id'],
      'students',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index homework_assignees_student_idx on homework_assignees (inst_id, student_id, homework_id)`.execute(
    db,
  );
  // The reminder job reads only assignees who have handed nothing in and were not reminded yet.
  await sql`create index homework_assignees_remind_idx on homework_assignees (inst_id, homework_id)
    where first_submitted_at is null and reminded_at is null`.execute(db);

  await db.schema
    .createTable('homework_submissions')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('homework_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('submitted_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('late', 'boolean', (col) => col.notNull())
    .addColumn('check_result', 'text', (col) => col.check(sql`check_result in ('completed', 'revision')`))
    .addColumn('check_comment', 'text')
    .addColumn('checked_at', 'timestamptz')
    .addColumn('checked_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('homework_submissions_pk', ['inst_id', 'id'])
    .addUniqueConstraint('homework_submissions_version_key', ['inst_id', 'homework_id', 'student_id', 'version'])
    .addForeignKeyConstraint(
      'homework_submissions_assignee_fk',
      ['inst_id', 'homework_id', 'student_id'],
      'homework_assignees',
      ['inst_id', 'homework_id', 'student_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('homework_files')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('upload_id', 'uuid', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('phone_upload_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .addColumn('uploader_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('homework-file', 'homework-submission')`),
    )
    .addColumn('homework_id', 'uuid')
    .addColumn('submission_id', 'uuid')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'media', 'document')`))
    .addColumn('original_nm', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sort_order', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('homework_files_pk', ['inst_id', 'upload_id'])
    .addForeignKeyConstraint(
      'homework_files_homework_fk',
      ['inst_id', 'homework_id'],
      'homework',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'homework_files_submission_fk',
      ['inst_id', 'submission_id'],
      'homework_submissions',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    // An assignment's file is a staff attachment; a version's file a hand-in.
    .addCheckConstraint(
      'homework_files_owner',
      sql`(homework_id is null or (purpose = 'homework-file' and submission_id is null))
        and (submission_id is null or purpose = 'homework-submission')`,
    )
    .execute();
  await sql`create index homework_files_homework_idx on homework_files (inst_id, homework_id) where homework_id is not null`.execute(
    db,
  );
  await sql`create index homework_files_submission_idx on homework_files (inst_id, submission_id) where submission_id is not null`.execute(
    db,
  );
}

/** Adds purposes to the uploads' allowed list (the constraint other areas extend the same way). */
async function allowUploadPurposes(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = 'uploads'::regclass and conname = 'uploads_purpose_check'`.execute(db);
  const current = [...(rows[0]?.definition ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1] as string);
  const allowed = [...new Set([...current, ...purposes])];
  await sql`alter table uploads drop constraint if exists uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check
    check (purpose in (${sql.join(allowed.map((purpose) => sql.lit(purpose)))}))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
