import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * The one tenancy filter: `inst_id = $instId` on a table (or its alias). Every query of a
 * tenant-owned table goes through it, e.g. `.where(ofInst(instId, 'students'))`, so an id from
 * another institute matches nothing and answers 404.
 */
export function ofInst(instId: string, table?: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(table ? `${table}.inst_id` : 'inst_id')} = ${instId}`;
}
