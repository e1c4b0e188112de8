import { type Kysely, sql } from 'kysely';

/**
 * Text messages and AlimTalks written by a request in its own transaction and sent after it by
 * the delivery (platform/messages): a row lives until its message is sent or its tries run out.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('queued_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) =>
      col.notNull().check(sql`channel in ('sms', 'lms', 'mms', 'alimtalk', 'email', 'push')`),
    )
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('template_code', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('inst_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_try_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('queued_messages_next_try_idx').on('queued_messages').column('next_try_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
