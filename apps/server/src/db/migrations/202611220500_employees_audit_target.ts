import type { Kysely } from 'kysely';

/**
 * The history of one target (an employee's permission changes, a student's history) is read by
 * institute and target, newest first: index it so the audit log can grow.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('audit_log_inst_target_at_idx')
    .on('audit_log')
    .columns(['inst_id', 'target', 'at'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
