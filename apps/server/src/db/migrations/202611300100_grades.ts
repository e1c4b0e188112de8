import { type Kysely, sql } from 'kysely';

/**
 * Grades (성적; docs/decisions/0056-grades.md).
 *
 * - `grade_tests`: a test of one class (name, subject, test date, maximum, optional sections as a
 *   JSON list of `{ name, maxScore }`); a draft until `published_at` is set, the deliberate step that
 *   shows it to families and notifies them (once: the update that sets it is the only one that
 *   notifies).
 * - `grade_scores`: one row per student with something entered: a score (0 … maximum, one decimal:
 *   `numeric(6,1)`), or 결시 (`absent`, no score), and the section scores in the sections' order. A
 *   row cleared in the grid is deleted, so "not entered" is simply no row.
 * - `grade_settings`: the academy's choice to show ranks (석차); no row means not shown.
 *
 * Every table belongs to its academy (`inst_id` first); an academy, a class or a student deleted
 * takes its grade rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grade_tests')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('test_date', 'date', (col) => col.notNull())
    .addColumn('max_score', sql`numeric(6,1)`, (col) => col.notNull().check(sql`max_score > 0`))
    .addColumn('sections', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('published_at', 'timestamptz')
    .addColumn('published_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('grade_tests_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('grade_tests_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  // GradeManagement reads newest test date first, per academy or per class.
  await sql`create index grade_tests_date_idx on grade_tests (inst_id, test_date desc, id desc)`.execute(db);
  await sql`create index grade_tests_class_date_idx on grade_tests (inst_id, class_id, test_date desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('grade_scores')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('grade_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('score', sql`numeric(6,1)`, (col) => col.check(sql`score >= 0`))
    .addColumn('absent', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('section_scores', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('grade_scores_pk', ['inst_id', 'grade_id', 'student_id'])
    .addForeignKeyConstraint('grade_scores_test_fk', ['inst_id', 'grade_id'], 'grade_tests', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'grade_scores_student_fk',
      ['inst_id', 'student_id'],
      'students',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    // 결시 has no score; a score is not 결시.
    .addCheckConstraint('grade_scores_absent_ck', sql`not (absent and score is not null)`)
    .execute();
  // A student's tests over time (MyGradeManagement, the report).
  await sql`create index grade_scores_student_idx on grade_scores (inst_id, student_id, grade_id)`.execute(db);

  await db.schema
    .createTable('grade_settings')
    .addColumn('inst_id', 'uuid', (col) => col.primaryKey().references('institutes.id').onDelete('cascade'))
    .addColumn('show_rank', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
