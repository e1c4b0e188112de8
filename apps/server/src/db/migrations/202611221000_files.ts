import { type Kysely, sql } from 'kysely';

/**
 * Uploaded files (a member's profile photo, an academy's logo). The bytes are in the file storage
 * (DATA_DIR/files or an S3-compatible bucket) under `storage_key`; this table says what they are
 * and whose. A sign-up photo is uploaded before the account exists: it is bound to the sign-up's
 * identity verification (`signup_trans_id`) and has no owner until the sign-up claims it; unclaimed
 * ones are removed by a clean-up job. Users and institutes point at the upload in use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('owner_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('inst_id', 'uuid', (col) => col.references('institutes.id'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('profile', 'inst-logo')`))
    .addColumn('original_nm', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes > 0`))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('signup_trans_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // Claimed (an owner) or waiting for its sign-up, never both or neither.
    .addCheckConstraint('uploads_owner_or_signup', sql`(owner_user_id is null) = (signup_trans_id is not null)`)
    .addCheckConstraint('uploads_logo_has_inst', sql`purpose <> 'inst-logo' or inst_id is not null`)
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').column('owner_user_id').execute();
  await db.schema.createIndex('uploads_inst_idx').on('uploads').column('inst_id').execute();
  await db.schema
    .createIndex('uploads_signup_idx')
    .on('uploads')
    .columns(['signup_trans_id', 'created_at'])
    .where(sql.ref('signup_trans_id'), 'is not', null)
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('profile_upload_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('institutes')
    .addColumn('logo_upload_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
