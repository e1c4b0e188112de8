import { auditActionLabel, PEOPLE_AUDIT_ACTIONS } from '@academy/domain/employees/employees.rules';
import {
  AUDIT_PAGE_SIZE,
  type AuditLogResponse,
  type BulkPermissionResponse,
  type PermissionEntry,
  type PermissionListResponse,
} from '@academy/domain/employees/employees.schema';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { auditTarget, listAudit, writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { isLockedStaff, toPermissionEntry } from './employees.mappers';
import {
  findInstitute,
  findStaff,
  findStaffMany,
  inviteNamesOf,
  listStaff,
  type StaffRow,
  updateMembership,
  userNamesOf,
} from './employees.queries';

/**
 * Permissions (/v3/permissions, /v3/permission/employees/:id, /permission/detail/:id,
 * /v3/permission/create) and the audit log (변경 이력). Only the director, or a staff member holding
 * 000, may use them (EMPLOYEE_ACCESS.permissions). A director's codes are always 000 and never change; nobody changes their own
 * codes (no lock-out, no self-service). Each changed membership writes exactly one audit row with
 * the authCd before and after; setting the codes someone already has changes nothing and writes
 * nothing.
 */

async function requireInstitute(db: Executor, instId: string) {
  const inst = await findInstitute(db, instId);
  if (!inst) throw new AppError('NOT_FOUND');
  return inst;
}

export async function listPermissions(ctx: AppContext, caller: Caller): Promise<PermissionListResponse> {
  const inst = await requireInstitute(ctx.db, caller.instId);
  const rows = await listStaff(ctx.db, caller.instId, 'active');
  return { staff: rows.map((row) => toPermissionEntry(row, inst.president_user_id, caller.userId)) };
}

export async function getPermission(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string },
): Promise<PermissionEntry> {
  const inst = await requireInstitute(ctx.db, caller.instId);
  const row = await findStaff(ctx.db, caller.instId, input.userId);
  if (!row) throw new AppError('NOT_FOUND');
  return toPermissionEntry(row, inst.president_user_id, caller.userId);
}

/** Refuses a target whose codes may not be changed by this caller. */
function assertChangeable(row: StaffRow, presidentUserId: string, actorUserId: string) {
  if (isLockedStaff(row, presidentUserId)) throw new AppError('EMPLOYEE_DIRECTOR_LOCKED');
  if (row.user_id === actorUserId) throw new AppError('PERMISSION_SELF_CHANGE');
  if (row.status === 'ended') throw new AppError('EMPLOYEE_ENDED');
}

/** Stores the codes (already canonical) and writes the audit row, when they differ. */
async function applyAuthCd(
  trx: Executor,
  instId: string,
  actorUserId: string,
  row: StaffRow,
  authCd: string,
  at: Date,
) {
  const before = row.auth_cd ?? '';
  if (before === authCd) return false;
  await updateMembership(trx, instId, row.user_id, { auth_cd: authCd });
  await writeAudit(trx, {
    instId,
    actorUserId,
    action: 'permission.update',
    target: auditTarget('user', row.user_id),
    before: { authCd: before },
    after: { authCd },
    at,
  });
  return true;
}

/** PUT one employee's codes (the checklist editor). */
export async function updatePermission(
  ctx: AppContext,
  caller: Caller,
  input: { userId: string; authCd: string },
): Promise<PermissionEntry> {
  const { instId } = caller;
  const { userId, authCd } = input;
  const inst = await requireInstitute(ctx.db, instId);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findStaff(trx, instId, userId, { lock: true });
    if (!row) throw new AppError('NOT_FOUND');
    assertChangeable(row, inst.president_user_id, caller.userId);
    await applyAuthCd(trx, instId, caller.userId, row, authCd, now);
    return toPermissionEntry({ ...row, auth_cd: authCd }, inst.president_user_id, caller.userId);
  });
}

/**
 * /v3/permission/create: one checklist applied to several employees at once, in one transaction.
 * If any of them cannot be changed (not staff here, a director, oneself, left), nothing is.
 */
export async function bulkUpdatePermissions(
  ctx: AppContext,
  caller: Caller,
  input: { userIds: readonly string[]; authCd: string },
): Promise<BulkPermissionResponse> {
  const { instId } = caller;
  const inst = await requireInstitute(ctx.db, instId);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await findStaffMany(trx, instId, input.userIds);
    const byId = new Map(rows.map((row) => [row.user_id, row]));
    const targets = input.userIds.map((userId) => {
      const row = byId.get(userId);
      if (!row) throw new AppError('NOT_FOUND');
      assertChangeable(row, inst.president_user_id, caller.userId);
      return row;
    });
    for (const row of targets) await applyAuthCd(trx, instId, caller.userId, row, input.authCd, now);
    return {
      updated: targets.map((row) =>
        toPermissionEntry({ ...row, auth_cd: input.authCd }, inst.president_user_id, caller.userId),
      ),
    };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idsOfKind(targets: readonly string[], kind: string): string[] {
  const ids = new Set<string>();
  for (const target of targets) {
    const [prefix, id] = target.split(':');
    if (prefix === kind && id && UUID.test(id)) ids.add(id);
  }
  return [...ids];
}

/**
 * 변경 이력: the academy's permission and membership changes, newest first, with who did it and
 * whom it was about.
 */
export async function getAuditLog(
  ctx: AppContext,
  caller: Caller,
  query: { target?: string; page: number },
): Promise<AuditLogResponse> {
  const { instId } = caller;
  const { rows, total } = await listAudit(ctx.db, instId, {
    target: query.target,
    actions: PEOPLE_AUDIT_ACTIONS,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  });
  const targets = rows.map((row) => row.target);
  const [users, invites] = await Promise.all([
    userNamesOf(ctx.db, instId, idsOfKind(targets, 'user')),
    inviteNamesOf(ctx.db, instId, idsOfKind(targets, 'invite')),
  ]);
  return {
    items: rows.map((row) => {
      const [kind, id = ''] = row.target.split(':');
      const targetNm = (kind === 'user' ? users.get(id) : kind === 'invite' ? invites.get(id) : undefined) ?? null;
      return {
        id: row.id,
        at: row.at.toISOString(),
        action: row.action,
        actionLabel: auditActionLabel(row.action),
        actorUserId: row.actorUserId,
        actorNm: row.actorNm,
        target: row.target,
        targetNm,
        before: row.before,
        after: row.after,
      };
    }),
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
    total,
  };
}
