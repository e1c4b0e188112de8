import { type Kysely, sql } from 'kysely';

/**
 * Exports of a whole academy (학원 데이터 내보내기): one row per export a director started. The work
 * runs in the background; `done` of `total` rows says how far it is, `heartbeat_at` when it last moved
 * (a process that died leaves a row that stops moving, later marked failed). A finished export keeps
 * its .zip in the file storage under `storage_key` until `expires_at`; then the file is deleted and
 * the row, which holds no personal data, stays as the record that the export happened ('expired').
 * At most one export of an academy runs at a time: the partial unique index makes a second start
 * find the running one, however many server processes take the requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('academy_exports')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('requested_by', 'uuid', (col) => col.notNull().references('users.id'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('running').check(sql`status in ('running', 'ready', 'failed', 'expired')`),
    )
    .addColumn('done', 'integer', (col) => col.notNull().defaultTo(0).check(sql`done >= 0`))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0).check(sql`total >= 0`))
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addPrimaryKeyConstraint('academy_exports_pkey', ['inst_id', 'id'])
    // A ready export has its file; no other state keeps one.
    .addCheckConstraint('academy_exports_file_when_ready', sql`(status = 'ready') = (storage_key is not null)`)
    .execute();
  await db.schema
    .createIndex('academy_exports_one_running')
    .on('academy_exports')
    .column('inst_id')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('academy_exports_latest_idx')
    .on('academy_exports')
    .columns(['inst_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('academy_exports_ready_expiry_idx')
    .on('academy_exports')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'ready')
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
