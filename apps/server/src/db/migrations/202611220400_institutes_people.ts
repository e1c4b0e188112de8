import { type Kysely, sql } from 'kysely';

/**
 * The multi-tenant core: institute details, invitations and join requests, the academy's student
 * records with their guardians, status history and memos, and in-app notifications. Tenant tables
 * key on (inst_id, id) so every row is found through its institute.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('institutes')
    .addColumn('inst_tp_cd', 'text', (col) => col.notNull().defaultTo('ACADEMY'))
    .addColumn('subjects', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('biz_reg_no', 'text')
    .addColumn('logo_file_nm', 'text')
    .addColumn('intro', 'text')
    .addColumn('regions', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('first_use', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'closed')`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('institutes_name_idx').on('institutes').column('inst_nm').execute();

  await db.schema.alterTable('memberships').addColumn('memo', 'text').addColumn('display_nm', 'text').execute();

  await db.schema
    .createTable('invites')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('staff', 'student', 'parent')`))
    .addColumn('relation_cd', 'text', (col) => col.check(sql`relation_cd in ('030', '050')`))
    .addColumn('student_id', 'uuid')
    .addColumn('target_nm', 'text')
    .addColumn('target_mobile_no', 'text')
    .addColumn('created_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by', 'uuid', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('invites_pk', ['inst_id', 'id'])
    .addCheckConstraint('invites_staff_role', sql`(purpose = 'staff') = (relation_cd is not null)`)
    .execute();

  await db.schema
    .createTable('join_requests')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('requested_role', 'text', (col) =>
      col.notNull().check(sql`requested_role in ('staff', 'student', 'parent')`),
    )
    .addColumn('message', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected', 'cancelled')`),
    )
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('join_requests_pk', ['inst_id', 'id'])
    .execute();
  await db.schema.createIndex('join_requests_user_idx').on('join_requests').column('user_id').execute();

  await db.schema
    .createTable('students')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('student_nm', 'text', (col) => col.notNull())
    .addColumn('birthdate', 'date')
    .addColumn('gender_cd', 'text', (col) => col.check(sql`gender_cd in ('M', 'F')`))
    .addColumn('school_nm', 'text')
    .addColumn('grade_year', 'integer')
    .addColumn('mobile_no', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('enrolled').check(sql`status in ('enrolled', 'paused', 'left')`),
    )
    .addColumn('status_since', 'date')
    .addColumn('memo', 'text')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('students_pk', ['inst_id', 'id'])
    .execute();
  await db.schema
    .createIndex('students_inst_status_nm_idx')
    .on('students')
    .columns(['inst_id', 'status', 'student_nm'])
    .execute();
  await db.schema.createIndex('students_user_idx').on('students').column('user_id').execute();
  await db.schema
    .alterTable('invites')
    .addForeignKeyConstraint('invites_student_fk', ['inst_id', 'student_id'], 'students', ['inst_id', 'id'])
    .execute();

  await db.schema
    .createTable('student_guardians')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('guardian_nm', 'text', (col) => col.notNull())
    .addColumn('mobile_no', 'text')
    .addColumn('relation_type', 'text', (col) => col.notNull().defaultTo('기타'))
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('student_guardians_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint(
      'student_guardians_student_fk',
      ['inst_id', 'student_id'],
      'students',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('student_guardians_student_idx')
    .on('student_guardians')
    .columns(['inst_id', 'student_id'])
    .execute();
  await db.schema.createIndex('student_guardians_user_idx').on('student_guardians').column('user_id').execute();

  await db.schema
    .createTable('student_status_changes')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('from_status', 'text', (col) => col.notNull())
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('effective_date', 'date', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('changed_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('student_status_changes_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('student_status_changes_student_fk', ['inst_id', 'student_id'], 'students', [
      'inst_id',
      'id',
    ])
    .execute();

  await db.schema
    .createTable('student_memos')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('student_id', 'uuid', (col) => col.notNull())
    .addColumn('memo_date', 'date', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('author_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('student_memos_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint(
      'student_memos_student_fk',
      ['inst_id', 'student_id'],
      'students',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('inst_id', 'uuid', (col) => col.references('institutes.id'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
