import { type Kysely, sql } from 'kysely';

/**
 * The class feed and board (피드, 게시판, 알림장; docs/decisions/0048-class-feed.md).
 *
 * - `boards`: a post to a class (`kind = 'class'`) or a 알림장 to one student (`'personal'`, no class),
 *   with its text, its author, the business day it was posted (whose class roster is its audience
 *   when it tags nobody) and whether staff hid it.
 * - `board_tags`: the tagged students (tagList); a tagged post reaches only their families and the
 *   staff; a 알림장 tags its one student.
 * - `board_comments`: comments and re-replies (one level: `parent_id` is a comment), secret or not,
 *   hidden by staff or not.
 * - `board_files`: the photos, videos and documents of a post or a comment, each an `uploads` row
 *   of purpose `feed-file` (and a photo's phone-sized copy, another row); a file waits with neither
 *   a post nor a comment until the post or comment that uses it is saved, and an upload row removed
 *   by the clean-up job takes its file row with it.
 * - `board_emotions`: one emotion per person per post; `board_reads`: who opened or scrolled past a
 *   post (the read list counts a student as read when they or a connected guardian did).
 * - `board_reports`: a family member's report of a post or comment, until staff resolve it.
 *
 * The uploads' purpose check gains `feed-file`, keeping whatever purposes it already allows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await allowUploadPurposes(db, ['feed-file']);

  await db.schema
    .createTable('boards')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('class', 'personal')`))
    .addColumn('class_id', 'uuid')
    .addColumn('author_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('post_date', 'date', (col) => col.notNull())
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addPrimaryKeyConstraint('boards_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('boards_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('boards_class_of_kind', sql`(kind = 'class') = (class_id is not null)`)
    .execute();
  await db.schema.createIndex('boards_class_idx').on('boards').columns(['inst_id', 'class_id', 'id']).execute();

  await db.schema
    .createTable('board_tags')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('board_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_tags_pk', ['inst_id', 'board_id', 'student_id'])
    .addForeignKeyConstraint('board_tags_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('board_tags_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('board_tags_student_idx')
    .on('board_tags')
    .columns(['inst_id', 'student_id', 'board_id'])
    .execute();

  await db.schema
    .createTable('board_comments')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('board_id', 'uuid', (col) => col.notNull())
    .addColumn('parent_id', 'uuid')
    .addColumn('author_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('secret', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addPrimaryKeyConstraint('board_comments_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('board_comments_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'board_comments_parent_fk',
      ['inst_id', 'parent_id'],
      'board_comments',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('board_comments_board_idx')
    .on('board_comments')
    .columns(['inst_id', 'board_id', 'id'])
    .execute();
  await db.schema
    .createIndex('board_comments_parent_idx')
    .on('board_comments')
    .columns(['inst_id', 'parent_id', 'id'])
    .where(sql.ref('parent_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('board_files')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('upload_id', 'uuid', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('phone_upload_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .addColumn('uploader_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('board_id', 'uuid')
    .addColumn('comment_id', 'uuid')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'media', 'document')`))
    .addColumn('original_nm', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sort_order', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_files_pk', ['inst_id', 'upload_id'])
    .addForeignKeyConstraint('board_files_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'board_files_comment_fk',
      ['inst_id', 'comment_id'],
      'board_comments',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('board_files_one_owner', sql`board_id is null or comment_id is null`)
    .execute();
  await db.schema
    .createIndex('board_files_board_idx')
    .on('board_files')
    .columns(['inst_id', 'board_id', 'sort_order'])
    .where(sql.ref('board_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('board_files_comment_idx')
    .on('board_files')
    .columns(['inst_id', 'comment_id', 'sort_order'])
    .where(sql.ref('comment_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('board_files_phone_idx').on('board_files').column('phone_upload_id').execute();

  await db.schema
    .createTable('board_emotions')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('board_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('emotion', 'text', (col) =>
      col.notNull().check(sql`emotion in ('LIKE', 'LOVE', 'FUN', 'WOW', 'THANKS')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_emotions_pk', ['inst_id', 'board_id', 'user_id'])
    .addForeignKeyConstraint('board_emotions_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('board_reads')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('board_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('board_reads_pk', ['inst_id', 'board_id', 'user_id'])
    .addForeignKeyConstraint('board_reads_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('board_reports')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('board_id', 'uuid', (col) => col.notNull())
    .addColumn('comment_id', 'uuid')
    .addColumn('reporter_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'text', (col) =>
      col.notNull().check(sql`reason in ('PRIVACY', 'ABUSE', 'SPAM', 'WRONG_CHILD', 'OTHER')`),
    )
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('resolution', 'text', (col) => col.check(sql`resolution in ('hidden', 'deleted', 'dismissed')`))
    .addPrimaryKeyConstraint('board_reports_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('board_reports_board_fk', ['inst_id', 'board_id'], 'boards', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'board_reports_comment_fk',
      ['inst_id', 'comment_id'],
      'board_comments',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // One open report per person and target.
  await sql`create unique index board_reports_once_idx on board_reports
    (inst_id, reporter_user_id, board_id, comment_id) nulls not distinct where resolved_at is null`.execute(db);
  await db.schema
    .createIndex('board_reports_open_idx')
    .on('board_reports')
    .columns(['inst_id', 'created_at'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
}

/**
 * Widens `uploads_purpose_check` by the given purposes, keeping every purpose it allows now (other
 * areas' migrations widen it too, in whatever order they run).
 */
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
