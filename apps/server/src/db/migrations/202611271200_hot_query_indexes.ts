import type { Kysely } from 'kysely';

/**
 * Indexes for the reads that grow with an academy's history (decision 0038, measured on 100
 * academies × 200 students × a year):
 *
 * - `desk_visits (inst_id, business_date)`: the academy's front desk on a day (the homes' desk card,
 *   the academy's day). The (inst_id, student_id, business_date) index only serves it by reading
 *   every visit the academy ever had, unless the server can skip through student ids (PostgreSQL 18
 *   can, the 15–17 of managed services cannot).
 * - `desk_breaks (inst_id, visit_id)`: the breaks of a visit, read once for every visit listed; the
 *   primary key (inst_id, id) made each of those reads scan every break of the academy. It also
 *   serves the cascade when a visit is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('desk_visits_inst_day_idx')
    .on('desk_visits')
    .columns(['inst_id', 'business_date'])
    .execute();
  await db.schema.createIndex('desk_breaks_visit_idx').on('desk_breaks').columns(['inst_id', 'visit_id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only.');
}
