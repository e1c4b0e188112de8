import { type Kysely, sql } from 'kysely';

/**
 * Study materials (학습 자료; docs/decisions/0058-study-materials.md): documents a class's staff
 * share with the class's students and parents.
 *
 * - `study_materials`: one material of one class, with an optional folder and tags.
 * - `study_material_files`: `study-material` uploads, waiting (no material yet) or a material's, in
 *   the order shown; an upload deleted takes its row (and its download counts) with it.
 * - `study_material_downloads`: one row per person, per file, per business day (Asia/Seoul) — the
 *   primary key makes parallel downloads of that day one row; `times` counts every opening.
 *
 * Every table belongs to its academy (`inst_id` first); a class deleted takes its materials.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await allowUploadPurposes(db, ['study-material']);

  await db.schema
    .createTable('study_materials')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('folder', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('author_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_materials_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('study_materials_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index study_materials_class_idx on study_materials (inst_id, class_id, id desc)`.execute(db);

  await db.schema
    .createTable('study_material_files')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('upload_id', 'uuid', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('material_id', 'uuid')
    .addColumn('uploader_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'media', 'document')`))
    .addColumn('original_nm', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('sort_order', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_material_files_pk', ['inst_id', 'upload_id'])
    .addForeignKeyConstraint(
      'study_material_files_material_fk',
      ['inst_id', 'material_id'],
      'study_materials',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index study_material_files_material_idx on study_material_files (inst_id, material_id, sort_order)`.execute(
    db,
  );

  await db.schema
    .createTable('study_material_downloads')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('upload_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('material_id', 'uuid', (col) => col.notNull())
    .addColumn('times', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('first_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('study_material_downloads_pk', ['inst_id', 'upload_id', 'user_id', 'day'])
    .addForeignKeyConstraint(
      'study_material_downloads_file_fk',
      ['inst_id', 'upload_id'],
      'study_material_files',
      ['inst_id', 'upload_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await sql`create index study_material_downloads_material_idx on study_material_downloads (inst_id, material_id)`.execute(
    db,
  );
}

/** Adds purposes to the uploads table's check, keeping every purpose earlier migrations allowed. */
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
