import { type Kysely, sql } from 'kysely';

/**
 * Notices (공지, docs/decisions/0047-notices.md).
 *
 * - `notices`: what the writer wrote and how it is sent. `publish_at` is when it is (or was to be)
 *   sent — the send time chosen, or the moment it was written — and orders every list (pinned
 *   first); `sent_at` stays null until it has gone out, and a deleted notice keeps its row
 *   (`deleted_at`) for its history. Pictures and files are uploads (`notice-image`,
 *   `notice-file`), in their order.
 * - `notice_targets`: what the writer chose — classes, students, staff members (one of the three
 *   per row).
 * - `notice_students` and `notice_recipients`: who it went to, fixed when it was sent — the children
 *   addressed (`studentMaxCnt`) and, per child, the family accounts told (a parent of two children
 *   has two rows), plus the staff told (no child).
 * - `notice_reads`: who opened it and when, and their 확인했습니다 — one row per person; a child
 *   has read it when anyone of the child's family has.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('writer_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('audience_kind', 'text', (col) =>
      col.notNull().check(sql`audience_kind in ('academy', 'classes', 'people')`),
    )
    .addColumn('pinned', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirm_requested', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('alim_talk', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('advertising', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('send_at', 'timestamptz')
    .addColumn('publish_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('image_upload_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('file_upload_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'uuid', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('notices_pk', ['inst_id', 'id'])
    // Advertising never goes by AlimTalk (informational templates only).
    .addCheckConstraint('notices_no_advertising_alimtalk', sql`not (alim_talk and advertising)`)
    .execute();
  await db.schema
    .createIndex('notices_list_idx')
    .on('notices')
    .expression(sql`inst_id, pinned desc, publish_at desc, id desc`)
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notices_due_idx')
    .on('notices')
    .column('send_at')
    .where(sql<boolean>`sent_at is null and deleted_at is null`)
    .execute();

  await db.schema
    .createTable('notice_targets')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('notice_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid')
    .addColumn('student_id', 'uuid')
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('notice_targets_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('notice_targets_notice_fk', ['inst_id', 'notice_id'], 'notices', ['inst_id', 'id'])
    .addForeignKeyConstraint('notice_targets_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'])
    .addForeignKeyConstraint('notice_targets_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .addCheckConstraint('notice_targets_one_kind', sql`num_nonnulls(class_id, student_id, user_id) = 1`)
    .execute();
  await db.schema
    .createIndex('notice_targets_notice_idx')
    .on('notice_targets')
    .columns(['inst_id', 'notice_id'])
    .execute();
  await db.schema
    .createIndex('notice_targets_class_idx')
    .on('notice_targets')
    .columns(['inst_id', 'class_id'])
    .where(sql.ref('class_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('notice_students')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('notice_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_students_pk', ['inst_id', 'notice_id', 'student_id'])
    .addForeignKeyConstraint('notice_students_notice_fk', ['inst_id', 'notice_id'], 'notices', ['inst_id', 'id'])
    .addForeignKeyConstraint('notice_students_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('notice_recipients')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('notice_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    /** The child it went to this person for; null for staff. */
    .addColumn('student_id', 'uuid')
    /** `본인`, or the guardian's relation to the child, when it was sent; null for staff. */
    .addColumn('relation', 'text')
    .addForeignKeyConstraint('notice_recipients_notice_fk', ['inst_id', 'notice_id'], 'notices', ['inst_id', 'id'])
    .addForeignKeyConstraint('notice_recipients_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .addCheckConstraint('notice_recipients_relation', sql`(student_id is null) = (relation is null)`)
    .execute();
  await sql`create unique index notice_recipients_unique
    on notice_recipients (inst_id, notice_id, user_id, student_id) nulls not distinct`.execute(db);
  // The read list and the counts walk a notice's recipients per child.
  await db.schema
    .createIndex('notice_recipients_student_idx')
    .on('notice_recipients')
    .columns(['inst_id', 'notice_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('notice_recipients_user_idx')
    .on('notice_recipients')
    .columns(['inst_id', 'user_id', 'notice_id'])
    .execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('notice_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addPrimaryKeyConstraint('notice_reads_pk', ['inst_id', 'notice_id', 'user_id'])
    .addForeignKeyConstraint('notice_reads_notice_fk', ['inst_id', 'notice_id'], 'notices', ['inst_id', 'id'])
    .execute();

  // Pictures and files of notices go through the one upload pipeline, as the academy's files: their
  // purposes join those the constraint already allows (whatever other migrations added).
  await allowUploadPurposes(db, ['notice-image', 'notice-file']);
  await db.schema
    .alterTable('uploads')
    .addCheckConstraint(
      'uploads_notice_file_has_inst',
      sql`purpose not in ('notice-image', 'notice-file') or inst_id is not null`,
    )
    .execute();
}

/** Adds purposes to `uploads_purpose_check`, keeping every purpose it allows already. */
async function allowUploadPurposes(db: Kysely<any>, added: readonly string[]): Promise<void> {
  const { rows } = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint
     where conname = 'uploads_purpose_check' and conrelid = 'uploads'::regclass`.execute(db);
  const allowed = [...(rows[0]?.def ?? '').matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1] as string);
  const purposes = [...new Set([...allowed, ...added])];
  await sql`alter table uploads drop constraint uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check
    check (purpose in (${sql.join(purposes.map((purpose) => sql.lit(purpose)))}))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
