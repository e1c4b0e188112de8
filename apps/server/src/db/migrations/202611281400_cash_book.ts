import { type Kysely, sql } from 'kysely';

/**
 * 입출금 (docs/decisions/0050-transactions-and-cash-book.md): the academy's own income and expenses
 * besides tuition, each with a fixed category, the business day, integer won, a note and an
 * optional receipt file from the upload pipeline (purpose `cash-book-receipt`). A deleted entry is
 * kept with `deleted_at` (the audit rows point at it, and the books of a closed month do not change
 * silently); lists read only the live ones through a partial index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cash_book_entries')
    .addColumn('inst_id', 'uuid', (col) => col.notNull().references('institutes.id'))
    .addColumn('id', 'uuid', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('in', 'out')`))
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('entry_date', 'date', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('file_id', 'uuid', (col) => col.references('uploads.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('updated_by', 'uuid', (col) => col.references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .addPrimaryKeyConstraint('cash_book_entries_pk', ['inst_id', 'id'])
    .execute();
  await db.schema
    .createIndex('cash_book_entries_date_idx')
    .on('cash_book_entries')
    .columns(['inst_id', 'entry_date', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await allowUploadPurposes(db, ['cash-book-receipt']);
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
