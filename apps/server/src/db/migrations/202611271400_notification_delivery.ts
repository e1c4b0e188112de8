import { type Kysely, sql } from 'kysely';

/**
 * One notification pipeline (decision 0046): what a notification is about (its subject, whether it
 * advertises, the AlimTalk it may also send), its delivery by every channel planned after commit
 * and sent by jobs (one row per notification and channel, so nothing is sent twice), each person's
 * per-category preferences, their browsers' web push subscriptions and their apps' device tokens,
 * and the ledger of paid messages (AlimTalk, SMS, LMS) the monthly cost summary reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('subject_kind', 'text', (col) => col.check(sql`subject_kind in ('notice', 'board', 'comment')`))
    .addColumn('subject_id', 'uuid')
    .addColumn('advertising', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('message_template', 'text')
    .addColumn('message_variables', 'jsonb')
    // Null until the planner made its deliveries; the rows written before this migration were never to be sent.
    .addColumn('planned_at', 'timestamptz')
    // Why the app's list does not show it (advertising without marketing consent, or turned off).
    .addColumn('withheld', 'text')
    .execute();
  await sql`update notifications set planned_at = created_at`.execute(db);
  await sql`create index notifications_subject_idx on notifications (inst_id, subject_kind, subject_id)
    where subject_id is not null`.execute(db);
  await sql`create index notifications_unplanned_idx on notifications (id) where planned_at is null`.execute(db);
  await sql`create index notifications_user_id_idx on notifications (user_id, id)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id)
    where read_at is null and withheld is null`.execute(db);

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('notification_id', 'uuid', (col) => col.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) =>
      col.notNull().check(sql`channel in ('webpush', 'fcm', 'alimtalk', 'sms', 'lms')`),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'held', 'sending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('notification_deliveries_once', ['notification_id', 'channel'])
    .execute();
  await sql`create index notification_deliveries_due_idx on notification_deliveries (next_attempt_at)
    where status in ('pending', 'held', 'sending')`.execute(db);

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('app', 'push', 'message')`))
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'category', 'channel'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('device_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('device_type', 'text', (col) => col.notNull().check(sql`device_type in ('ANDROID', 'IOS', 'PC', 'ANY')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('device_tokens_user_idx').on('device_tokens').column('user_id').execute();

  await db.schema
    .createTable('message_sends')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('inst_id', 'uuid')
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('alimtalk', 'sms', 'lms')`))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('won', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('message_sends_inst_idx').on('message_sends').columns(['inst_id', 'sent_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
