import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('login_id', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text')
    .addColumn('user_nm', 'text', (col) => col.notNull())
    .addColumn('user_nick_nm', 'text')
    .addColumn('mobile_no', 'text')
    .addColumn('email', 'text')
    .addColumn('birthdate', 'date')
    .addColumn('gender_cd', 'text')
    .addColumn('profile_file_nm', 'text', (col) => col.notNull().defaultTo('default01.png'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('active').check(sql`status in ('active', 'dormant', 'withdrawn')`),
    )
    .addColumn('last_active_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_mobile_no_idx').on('users').column('mobile_no').execute();

  await db.schema
    .createTable('institutes')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('inst_nm', 'text', (col) => col.notNull())
    .addColumn('tel_no', 'text')
    .addColumn('address', 'text')
    .addColumn('detail_address', 'text')
    .addColumn('president_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('memberships')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('relation_cd', 'text', (col) => col.check(sql`relation_cd in ('010', '020', '030', '050')`))
    .addColumn('auth_cd', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'ended')`))
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addPrimaryKeyConstraint('memberships_pk', ['inst_id', 'user_id'])
    .execute();
  await db.schema.createIndex('memberships_user_idx').on('memberships').column('user_id').execute();

  await db.schema
    .createTable('family_links')
    .addColumn('parent_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('child_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('relation_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('family_links_pk', ['parent_user_id', 'child_user_id'])
    .addCheckConstraint('family_links_not_self', sql`parent_user_id <> child_user_id`)
    .execute();
  await db.schema.createIndex('family_links_child_idx').on('family_links').column('child_user_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('inst_id', 'uuid', (col) => col.references('institutes.id'))
    .addColumn('actor_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_inst_at_idx').on('audit_log').columns(['inst_id', 'at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
