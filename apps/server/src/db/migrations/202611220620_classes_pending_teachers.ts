import { type Kysely, sql } from 'kysely';

/**
 * A teacher added while creating a class (/selectTeacher, "새 강사 추가") is invited as staff (강사);
 * until they accept, the class keeps them here as pending. When the invitation is accepted, a
 * trigger on `invites` makes the new member the class's teacher (`class_teachers`) in the same
 * transaction as the acceptance, and drops the pending row — whichever code accepts it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_pending_teachers')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('class_id', 'uuid', (col) => col.notNull())
    .addColumn('invite_id', 'uuid', (col) => col.notNull())
    .addColumn('teacher_nm', 'text', (col) => col.notNull())
    .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('class_pending_teachers_pk', ['inst_id', 'class_id', 'invite_id'])
    .addForeignKeyConstraint(
      'class_pending_teachers_class_fk',
      ['inst_id', 'class_id'],
      'classes',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'class_pending_teachers_invite_fk',
      ['inst_id', 'invite_id'],
      'invites',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('class_pending_teachers_invite_idx')
    .on('class_pending_teachers')
    .columns(['inst_id', 'invite_id'])
    .execute();

  await sql`
    create function class_pending_teachers_promote() returns trigger language plpgsql as $$
    begin
      insert into class_teachers (inst_id, class_id, user_id, is_main)
        select p.inst_id, p.class_id, new.accepted_by,
               p.is_main and not exists (
                 select 1 from class_teachers t
                  where t.inst_id = p.inst_id and t.class_id = p.class_id and t.is_main)
          from class_pending_teachers p
         where p.inst_id = new.inst_id and p.invite_id = new.id
        on conflict (inst_id, class_id, user_id) do nothing;
      delete from class_pending_teachers where inst_id = new.inst_id and invite_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger invites_promote_class_teachers
      after update of accepted_by on invites
      for each row
      when (old.accepted_by is null and new.accepted_by is not null and new.purpose = 'staff')
      execute function class_pending_teachers_promote()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
