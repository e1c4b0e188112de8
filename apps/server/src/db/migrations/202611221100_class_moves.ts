import { type Kysely, sql } from 'kysely';

/**
 * Class moves (ClassMoving, 반 이동): a student moved from one class to another from a day. The move
 * itself is two dated enrolments — the old one (class_students) ends the day before, a new one starts
 * on the day — so attendance and rosters before the day still show the old class. This table keeps
 * the move as one event, with who made it and when, for the student's history.
 *
 * The enrolment ids are kept while the enrolments exist: closing a class removes enrolments that had
 * not started yet, which leaves the move standing without its new enrolment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_moves')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('from_class_id', 'uuid', (col) => col.notNull())
    .addColumn('to_class_id', 'uuid', (col) => col.notNull())
    .addColumn('move_date', 'date', (col) => col.notNull())
    .addColumn('from_enrolment_id', 'uuid')
    .addColumn('to_enrolment_id', 'uuid')
    .addColumn('moved_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_moves_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_moves_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_moves_from_class_fk', ['inst_id', 'from_class_id'], 'classes', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_moves_to_class_fk', ['inst_id', 'to_class_id'], 'classes', ['inst_id', 'id'])
    .addCheckConstraint('class_moves_two_classes', sql`from_class_id <> to_class_id`)
    .execute();
  await sql`alter table class_moves add constraint class_moves_from_enrolment_fk
    foreign key (inst_id, from_enrolment_id) references class_students (inst_id, id)
    on delete set null (from_enrolment_id)`.execute(db);
  await sql`alter table class_moves add constraint class_moves_to_enrolment_fk
    foreign key (inst_id, to_enrolment_id) references class_students (inst_id, id)
    on delete set null (to_enrolment_id)`.execute(db);
  await db.schema
    .createIndex('class_moves_student_idx')
    .on('class_moves')
    .columns(['inst_id', 'student_id', 'move_date'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
