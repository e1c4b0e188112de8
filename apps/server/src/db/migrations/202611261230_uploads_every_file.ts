import { type Kysely, sql } from 'kysely';

/**
 * Every stored file has an `uploads` row, class images too. A row is *attached* (`attached_at`)
 * once something uses it: a profile photo or logo as soon as it is recorded, a sign-up photo when
 * its sign-up claims it, a class image when a class is saved with it. Rows never attached are
 * removed, bytes and all, by the clean-up job after a grace period.
 *
 * Class images stored before this migration (under `<instId>/class-images/<file>`) had no row: the
 * ones a class uses get one here, attached, with size 0 (their size was never recorded).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table uploads drop constraint uploads_purpose_check`.execute(db);
  await sql`alter table uploads add constraint uploads_purpose_check
    check (purpose in ('profile', 'inst-logo', 'class-image'))`.execute(db);
  await sql`alter table uploads drop constraint uploads_size_bytes_check`.execute(db);
  await sql`alter table uploads add constraint uploads_size_bytes_check check (size_bytes >= 0)`.execute(db);
  await db.schema
    .alterTable('uploads')
    .addCheckConstraint('uploads_class_image_has_inst', sql`purpose <> 'class-image' or inst_id is not null`)
    .execute();

  await db.schema.alterTable('uploads').addColumn('attached_at', 'timestamptz').execute();
  await sql`update uploads set attached_at = created_at where owner_user_id is not null`.execute(db);
  await db.schema
    .createIndex('uploads_unattached_idx')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('attached_at'), 'is', null)
    .execute();

  await recordStoredClassImages(db);
}

/** A row for each class image a class uses that has none yet (run again, it adds nothing). */
export async function recordStoredClassImages(db: Kysely<any>): Promise<void> {
  await sql`
    insert into uploads (id, owner_user_id, inst_id, purpose, original_nm, content_type, size_bytes,
                         storage_key, created_at, attached_at)
    select distinct on (f.file_nm)
           split_part(f.file_nm, '.', 1)::uuid,
           coalesce(c.created_by, i.president_user_id),
           c.inst_id,
           'class-image',
           f.file_nm,
           case split_part(f.file_nm, '.', 2)
             when 'png' then 'image/png'
             when 'heif' then 'image/heif'
             when 'heic' then 'image/heic'
             else 'image/jpeg'
           end,
           0,
           c.inst_id::text || '/class-images/' || f.file_nm,
           c.created_at,
           now()
      from classes c
      join institutes i on i.id = c.inst_id
     cross join lateral unnest(c.upload_images) as f(file_nm)
     where f.file_nm ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[.](jpg|jpeg|png|heif|heic)$'
     order by f.file_nm, c.created_at
        on conflict do nothing`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
