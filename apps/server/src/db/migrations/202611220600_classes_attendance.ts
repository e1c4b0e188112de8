import { type Kysely, sql } from 'kysely';

/**
 * Classes with their weekly slots, teachers, tuition and enrolments; schedule exceptions (cancel,
 * reschedule, makeup); attendance per class day; and the front-desk kiosk (unlocked devices,
 * check-in/out, breaks). Tenant tables key on (inst_id, id).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('institutes')
    .addColumn('auto_absent_minutes', 'integer', (col) =>
      col.notNull().defaultTo(20).check(sql`auto_absent_minutes between 0 and 240`),
    )
    .execute();
  await db.schema.alterTable('students').addColumn('desk_pin', 'text').execute();
  await db.schema.createIndex('students_desk_pin_idx').on('students').columns(['inst_id', 'desk_pin']).execute();

  await db.schema
    .createTable('tuitions')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('tuition_nm', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('billing_unit', 'text', (col) =>
      col.notNull().defaultTo('MONTH').check(sql`billing_unit in ('MONTH', 'ROUND')`),
    )
    .addColumn('rounds', 'integer', (col) => col.check(sql`rounds is null or rounds > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tuitions_pk', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_nm', 'text', (col) => col.notNull())
    .addColumn('compulsory_subject', 'text')
    .addColumn('class_tp_cd', 'text', (col) => col.notNull().defaultTo('010'))
    .addColumn('fixed', 'integer', (col) => col.check(sql`fixed is null or fixed between 0 and 9999`))
    .addColumn('lec_days', sql`smallint[]`, (col) => col.notNull().defaultTo(sql`'{}'::smallint[]`))
    .addColumn('lec_start_dt', 'date', (col) => col.notNull())
    .addColumn('lec_end_dt', 'date')
    .addColumn('tuition_id', 'uuid')
    .addColumn('pay_dt_tp_cd', 'text', (col) => col.notNull().defaultTo('010'))
    .addColumn('appointed_dt', 'text', (col) => col.notNull().defaultTo('1'))
    .addColumn('image_file_nm', 'text')
    .addColumn('upload_images', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('show_yn', 'text', (col) => col.notNull().defaultTo('Y#Y#N#N'))
    .addColumn('class_intro_content', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('classes_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('classes_tuition_fk', ['inst_id', 'tuition_id'], 'tuitions', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('class_teachers')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('class_teachers_pk', ['inst_id', 'class_id', 'user_id'])
    .addForeignKeyConstraint('class_teachers_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('class_teachers_user_idx').on('class_teachers').columns(['inst_id', 'user_id']).execute();

  await db.schema
    .createTable('class_lectures')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('weekday', 'smallint', (col) => col.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_time', 'time', (col) => col.notNull())
    .addColumn('end_time', 'time', (col) => col.notNull())
    .addColumn('room', 'text')
    .addPrimaryKeyConstraint('class_lectures_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_lectures_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('class_lectures_order', sql`start_time < end_time`)
    .execute();

  await db.schema
    .createTable('class_students')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_students_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_students_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_students_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .addCheckConstraint('class_students_dates', sql`end_date is null or start_date <= end_date`)
    .execute();
  await db.schema
    .createIndex('class_students_class_idx')
    .on('class_students')
    .columns(['inst_id', 'class_id'])
    .execute();
  await db.schema
    .createIndex('class_students_student_idx')
    .on('class_students')
    .columns(['inst_id', 'student_id'])
    .execute();

  await db.schema
    .createTable('class_sessions')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    /** 'cancel' a regular day, 'reschedule' it to another day/time, or add a 'makeup' (보강). */
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cancel', 'reschedule', 'makeup')`))
    .addColumn('original_date', 'date')
    .addColumn('session_date', 'date')
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('room', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_sessions_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('class_sessions_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('attendance')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('attend_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP')`),
    )
    .addColumn('memo', 'text')
    .addColumn('source', 'text', (col) =>
      col.notNull().defaultTo('teacher').check(sql`source in ('teacher', 'desk', 'auto')`),
    )
    /** A makeup day's attendance points at the absence it makes up. */
    .addColumn('makeup_for_id', 'uuid')
    .addColumn('makeup_session_id', 'uuid')
    .addColumn('marked_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('marked_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('attendance_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('attendance_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'])
    .addForeignKeyConstraint('attendance_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .execute();
  await db.schema
    .createIndex('attendance_class_day_student_uq')
    .on('attendance')
    .columns(['inst_id', 'class_id', 'attend_date', 'student_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('attendance_student_day_idx')
    .on('attendance')
    .columns(['inst_id', 'student_id', 'attend_date'])
    .execute();

  await db.schema
    .createTable('desk_devices')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('unlocked_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addPrimaryKeyConstraint('desk_devices_pk', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('desk_visits')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('business_date', 'date', (col) => col.notNull())
    .addColumn('check_in_at', 'timestamptz', (col) => col.notNull())
    .addColumn('check_out_at', 'timestamptz')
    .addPrimaryKeyConstraint('desk_visits_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('desk_visits_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .execute();
  await db.schema
    .createIndex('desk_visits_student_day_idx')
    .on('desk_visits')
    .columns(['inst_id', 'student_id', 'business_date'])
    .execute();

  await db.schema
    .createTable('desk_breaks')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('visit_id', 'uuid', (col) => col.notNull())
    .addColumn('out_at', 'timestamptz', (col) => col.notNull())
    .addColumn('back_at', 'timestamptz')
    .addPrimaryKeyConstraint('desk_breaks_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('desk_breaks_visit_fk', ['inst_id', 'visit_id'], 'desk_visits', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
