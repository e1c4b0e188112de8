import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import { type RelationCd, type Role, roleFromRelationCd } from '@academy/domain/access/access.roles';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database';
import type { Session } from '../auth/sessions';
import { AppError } from '../errors/app-error';

/** The signed-in session of a request, or 401 with a Korean message. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}

/** A signed-in user acting inside one institute, with what their membership lets them do. */
export type Member = {
  userId: string;
  instId: string;
  role: Role;
  relationCd: RelationCd | null;
  authCd: string | null;
};

/** What an operation needs: one of these roles, and (for staff other than the director) this permission code. */
export type AccessNeed = { roles?: readonly Role[]; perm?: PermissionCode };

/**
 * The one access check: the user's active membership of the institute (none → 404, so another
 * academy's id reveals nothing), then the role and the permission code the operation needs (→ 403).
 * A director has every permission; parents and students never hold permission codes.
 */
export async function requireMember(
  db: Executor,
  userId: string,
  instId: string,
  need: AccessNeed = {},
): Promise<Member> {
  const membership = await db
    .selectFrom('memberships')
    .select(['relation_cd', 'auth_cd'])
    .where('inst_id', '=', instId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!membership) throw new AppError('NOT_FOUND');
  const member: Member = {
    userId,
    instId,
    role: roleFromRelationCd(membership.relation_cd),
    relationCd: membership.relation_cd,
    authCd: membership.auth_cd,
  };
  if (need.roles && !need.roles.includes(member.role)) throw new AppError('FORBIDDEN');
  if (need.perm && !roleHasPermission(member.role, member.authCd, need.perm)) throw new AppError('FORBIDDEN');
  return member;
}
