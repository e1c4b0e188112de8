import { type Kysely, sql } from 'kysely';

/**
 * The students of a makeup session (보강) and the absence each one makes up: a makeup is held for
 * chosen students, and each may be linked to the attendance row (status ABSENT) it makes up. The
 * attendance feature marks the makeup day's rows MAKEUP with `makeup_session_id` = the session and
 * `makeup_for_id` = `absence_id` here. An absence is made up at most once.
 *
 * Also the indexes the schedule reads by: a class's exceptions by day, its slots.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_session_students')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('session_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    /** The attendance row (ABSENT) this makeup makes up; null when no absence was recorded. */
    .addColumn('absence_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_session_students_pk', ['inst_id', 'session_id', 'student_id'])
    .addForeignKeyConstraint(
      'class_session_students_session_fk',
      ['inst_id', 'session_id'],
      'class_sessions',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('class_session_students_student_fk', ['inst_id', 'student_id'], 'students', [
      'inst_id',
      'id',
    ])
    .execute();
  // An absence that disappears (attendance rewritten) leaves the makeup standing, unlinked.
  await sql`alter table class_session_students add constraint class_session_students_absence_fk
    foreign key (inst_id, absence_id) references attendance (inst_id, id) on delete set null (absence_id)`.execute(db);
  await sql`create unique index class_session_students_absence_uq on class_session_students (inst_id, absence_id)
    where absence_id is not null`.execute(db);
  await db.schema
    .createIndex('class_session_students_student_idx')
    .on('class_session_students')
    .columns(['inst_id', 'student_id'])
    .execute();

  await db.schema
    .createIndex('class_sessions_class_original_idx')
    .on('class_sessions')
    .columns(['inst_id', 'class_id', 'original_date'])
    .execute();
  await db.schema
    .createIndex('class_sessions_class_date_idx')
    .on('class_sessions')
    .columns(['inst_id', 'class_id', 'session_date'])
    .execute();
  await db.schema
    .createIndex('class_lectures_class_idx')
    .on('class_lectures')
    .columns(['inst_id', 'class_id'])
    .execute();
  await db.schema.createIndex('classes_status_idx').on('classes').columns(['inst_id', 'status']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
