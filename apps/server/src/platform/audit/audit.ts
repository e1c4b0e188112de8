import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { newId } from '../ids/new-id';
import { ofInst } from '../tenancy/of-inst';

/**
 * The one audit writer (ARCHITECTURE §5): every money, permission and membership change writes one
 * row saying who did what to which target, when, and the state before and after. Call it inside
 * the transaction of the change, so the row exists exactly when the change does.
 *
 * `target` names what changed as `<kind>:<id>`, e.g. `user:<userId>` for a membership,
 * `invite:<inviteId>`, `student:<studentId>`. `before`/`after` are plain JSON objects (null for
 * "did not exist" / "no longer exists").
 */
export type AuditEntry = {
  instId: string | null;
  actorUserId: string | null;
  /** What happened, `<area>.<verb>`: 'employee.role', 'permission.update', 'student.status' … */
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
};

const json = (value: Record<string, unknown> | null) => (value === null ? undefined : JSON.stringify(value));

/** Writes one audit row and answers its id. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<string> {
  const id = newId();
  await db
    .insertInto('audit_log')
    .values({
      id,
      inst_id: entry.instId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      at: entry.at,
    })
    .execute();
  return id;
}

/** A `<kind>:<id>` audit target. */
export const auditTarget = (kind: string, id: string) => `${kind}:${id}`;

export type AuditRow = {
  id: string;
  action: string;
  target: string;
  actorUserId: string | null;
  /** The actor's name at the time of reading (null when unknown or a system change). */
  actorNm: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
};

export type AuditQuery = {
  /** Only rows about this exact target. */
  target?: string;
  /** Only these actions. */
  actions?: readonly string[];
  /** 1-based. */
  page: number;
  pageSize: number;
};

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** One institute's audit rows, newest first, a page at a time, with the total count. */
export async function listAudit(
  db: Executor,
  instId: string,
  query: AuditQuery,
): Promise<{ rows: AuditRow[]; total: number }> {
  let base = db.selectFrom('audit_log').where(ofInst(instId, 'audit_log'));
  if (query.target) base = base.where('audit_log.target', '=', query.target);
  if (query.actions && query.actions.length > 0) base = base.where('audit_log.action', 'in', [...query.actions]);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'audit_log.actor_user_id')
      .select([
        'audit_log.id',
        'audit_log.action',
        'audit_log.target',
        'audit_log.actor_user_id',
        'audit_log.before',
        'audit_log.after',
        'audit_log.at',
        'users.user_nm as actor_nm',
      ])
      .orderBy('audit_log.at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      action: row.action,
      target: row.target,
      actorUserId: row.actor_user_id,
      actorNm: row.actor_nm,
      before: asObject(row.before),
      after: asObject(row.after),
      at: row.at,
    })),
    total: Number(count.total),
  };
}
