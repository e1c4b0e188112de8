import { type Kysely, sql } from 'kysely';

/**
 * One row per run of a background job. A scheduled run claims its job's due time (`due_at`, the
 * start of the interval it belongs to) by inserting the row: the unique index lets one server
 * process win, so a due run happens once however many processes run. A run asked for by hand has
 * no due time. `outcome` is 'running' until the run ends ('succeeded' or 'failed' with `error`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('job_name', 'text', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz')
    .addColumn('runner', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('outcome', 'text', (col) =>
      col.notNull().defaultTo('running').check(sql`outcome in ('running', 'succeeded', 'failed')`),
    )
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('job_runs_due_key').on('job_runs').columns(['job_name', 'due_at']).unique().execute();
  await db.schema.createIndex('job_runs_started_idx').on('job_runs').columns(['job_name', 'started_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
