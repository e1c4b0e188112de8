import { type Kysely, sql } from 'kysely';

/**
 * Chat (채팅; docs/decisions/0054-chat.md): 1:1, group and class rooms within one academy.
 *
 * - `chat_rooms`: a room, named to the outside by its unguessable `channel_url`; `last_seq` counts
 *   its messages (each message takes the next number in the insert's transaction); a 1:1 room has
 *   its pair of people as `direct_key` (one room per pair), a class room its class (one per class).
 * - `chat_members`: the members of 1:1 and group rooms (`left_at` once they left or were removed),
 *   and the read positions of class-room members, whose membership itself follows enrolment live;
 *   `joined_seq` hides what came before a member's join, `push_state` coalesces pushes per room
 *   while the room stays unread ('sent', or 'held' until `push_held_until` for staff quiet hours).
 * - `chat_messages`: text or system lines by `seq`, idempotent per sender by the client's id.
 * - `chat_files`: `chat-file` uploads (and a photo's phone-sized copy), waiting for their message.
 * - `chat_etiquette`, `chat_blocks`, `chat_reports`, `chat_quiet_hours`, `chat_settings`.
 *
 * Every table belongs to its academy (`inst_id` first); an academy deleted takes its rooms,
 * messages and file rows with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await allowUploadPurposes(db, ['chat-file']);

  await db.schema
    .createTable('chat_settings')
    .addColumn('inst_id', 'uuid', (col) => col.primaryKey().references('institutes.id').onDelete('cascade'))
    .addColumn('families_may_chat', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('chat_rooms')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('channel_url', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('direct', 'group', 'class')`))
    .addColumn('name', 'text')
    .addColumn('class_id', 'uuid')
    .addColumn('direct_key', 'text')
    .addColumn('last_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message_at', 'timestamptz')
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_rooms_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('chat_rooms_class_fk', ['inst_id', 'class_id'], 'classes', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('chat_rooms_class_of_kind', sql`(kind = 'class') = (class_id is not null)`)
    .addCheckConstraint('chat_rooms_pair_of_kind', sql`(kind = 'direct') = (direct_key is not null)`)
    .execute();
  await sql`create unique index chat_rooms_class_idx on chat_rooms (inst_id, class_id) where class_id is not null`.execute(
    db,
  );
  await sql`create unique index chat_rooms_direct_idx on chat_rooms (inst_id, direct_key) where direct_key is not null`.execute(
    db,
  );

  await db.schema
    .createTable('chat_members')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('room_id', 'uuid', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('joined_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_read_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull())
    .addColumn('left_at', 'timestamptz')
    .addColumn('push_state', 'text', (col) => col.check(sql`push_state in ('sent', 'held')`))
    .addColumn('push_held_until', 'timestamptz')
    .addPrimaryKeyConstraint('chat_members_pk', ['inst_id', 'room_id', 'user_id'])
    .addForeignKeyConstraint('chat_members_room_fk', ['inst_id', 'room_id'], 'chat_rooms', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('chat_members_user_idx').on('chat_members').columns(['inst_id', 'user_id']).execute();
  await sql`create index chat_members_held_idx on chat_members (push_held_until) where push_state = 'held'`.execute(db);

  await db.schema
    .createTable('chat_messages')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('room_id', 'uuid', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('user', 'system')`))
    .addColumn('sender_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('client_id', 'uuid')
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'uuid', (col) => col.references('users.id'))
    .addPrimaryKeyConstraint('chat_messages_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('chat_messages_room_fk', ['inst_id', 'room_id'], 'chat_rooms', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addUniqueConstraint('chat_messages_seq_key', ['inst_id', 'room_id', 'seq'])
    .execute();
  await sql`create unique index chat_messages_client_idx on chat_messages (inst_id, room_id, sender_user_id, client_id)
    where client_id is not null`.execute(db);

  await db.schema
    .createTable('chat_files')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('upload_id', 'uuid', (col) => col.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('phone_upload_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .addColumn('uploader_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('room_id', 'uuid')
    .addColumn('message_id', 'uuid')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'media', 'document')`))
    .addColumn('original_nm', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('sort_order', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_files_pk', ['inst_id', 'upload_id'])
    .addForeignKeyConstraint(
      'chat_files_message_fk',
      ['inst_id', 'message_id'],
      'chat_messages',
      ['inst_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('chat_files_room_of_message', sql`(room_id is null) = (message_id is null)`)
    .execute();
  await sql`create index chat_files_room_idx on chat_files (inst_id, room_id, message_id) where room_id is not null`.execute(
    db,
  );
  await db.schema.createIndex('chat_files_phone_idx').on('chat_files').column('phone_upload_id').execute();

  await db.schema
    .createTable('chat_etiquette')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('accepted_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_etiquette_pk', ['inst_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('chat_blocks')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('blocker_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('blocked_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_blocks_pk', ['inst_id', 'blocker_user_id', 'blocked_user_id'])
    .execute();

  await db.schema
    .createTable('chat_reports')
    .addColumn('inst_id', 'uuid', (col) => col.notNull())
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('room_id', 'uuid', (col) => col.notNull())
    .addColumn('message_id', 'uuid')
    .addColumn('reported_user_id', 'uuid', (col) => col.references('users.id'))
    .addColumn('reporter_user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('abuse', 'spam', 'privacy', 'other')`))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_reports_pk', ['inst_id', 'id'])
    .addForeignKeyConstraint('chat_reports_room_fk', ['inst_id', 'room_id'], 'chat_rooms', ['inst_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('chat_quiet_hours')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('start_time', 'text', (col) => col.notNull())
    .addColumn('end_time', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_quiet_hours_pk', ['inst_id', 'user_id'])
    .execute();
}

/**
 * Widens `uploads_purpose_check` by the given purposes, keeping every purpose it allows now (other
 * areas' migrations widen it too, in whatever order they run).
 */
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

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
