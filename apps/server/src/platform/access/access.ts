import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import { type RelationCd, type Role, roleFromRelationCd } from '@academy/domain/access/access.roles';
import { type AccessScope, admissionOf, type MemberRule } from '@academy/domain/access/access.rules';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import type { Session } from '../auth/sessions';
import { AppError } from '../errors/app-error';

/** The signed-in session of a request, or 401 with a Korean message. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/**
 * Who is asking, inside one academy: the one caller type every service takes first after the
 * context — `(ctx, caller, input)`. Made by the access layer from the route's declared rule
 * (`config.access`), so a service never looks up the membership again.
 */
export type Caller = {
  userId: string;
  instId: string;
  role: Role;
  relationCd: RelationCd | null;
  authCd: string | null;
  /** What the caller sees of the academy (docs/decisions/0021-access-as-data.md). */
  scope: AccessScope;
};

/** Whether the caller holds a permission code (a director holds every one; families none). */
export function callerHolds(caller: Caller, code: PermissionCode): boolean {
  return roleHasPermission(caller.role, caller.authCd, code);
}

/** Staff of the academy (director, manager, teacher). */
export function isStaffCaller(caller: Caller): boolean {
  return caller.scope !== 'linked';
}

/** A user's active membership of one academy, as the access layer reads it. */
export type MembershipRow = { relation_cd: RelationCd | null; auth_cd: string | null };

/**
 * The one membership check: the user's active membership of the academy (none, or an id that is not
 * an academy id → 404, so another academy's id reveals nothing), then the rule (refused → 403).
 */
export async function resolveCaller(db: Executor, userId: string, instId: string, rule: MemberRule): Promise<Caller> {
  if (!isUuid(instId)) throw new AppError('NOT_FOUND');
  const membership = await db
    .selectFrom('memberships')
    .select(['relation_cd', 'auth_cd'])
    .where('inst_id', '=', instId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return admitMember(userId, instId, membership, rule);
}

/**
 * The rule applied to a membership already read (the access layer reads it with the session, in
 * one statement: platform/auth/sessions.ts): none → 404, refused by the rule → 403.
 */
export function admitMember(
  userId: string,
  instId: string,
  membership: MembershipRow | undefined,
  rule: MemberRule,
): Caller {
  if (!membership) throw new AppError('NOT_FOUND');
  const role = roleFromRelationCd(membership.relation_cd);
  const scope = admissionOf(rule, role, membership.auth_cd);
  if (!scope) throw new AppError('FORBIDDEN');
  return { userId, instId, role, relationCd: membership.relation_cd, authCd: membership.auth_cd, scope };
}

/** Whether a path's academy id can be one (anything else answers 404 without a query). */
export const isUuid = (value: string) => UUID.test(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every member of the academy, whatever their role: a rule for checks made outside a route. */
export const ANY_MEMBER: MemberRule = { staff: 'staff', teacherOwnClasses: true, family: true };
