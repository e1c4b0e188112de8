import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import type { Role } from '@academy/domain/access/access.roles';
import { useMe } from '../../../lib/session/get-me';
import { useAppSelector } from '../../../store/hooks';

export type CurrentInst = {
  /** The academy chosen in the header (common.instId); null when there is none. */
  instId: string | null;
  instNm: string | null;
  userId: string | null;
  /** The member's roles at that academy (one person may be, say, a teacher and a parent). */
  roles: Role[];
  isStaff: boolean;
  /** Whether the membership grants a code (the server checks again). */
  can: (code: PermissionCode) => boolean;
};

/**
 * The current academy and what the signed-in user is there, from the `common` group and
 * GET /api/auth/me. Only hides what would be refused: every route is checked by the server.
 */
export function useCurrentInst(): CurrentInst {
  const instId = useAppSelector((state) => state.common.instId);
  const instNm = useAppSelector((state) => state.common.instNm);
  const me = useMe().data;
  const memberships = me?.memberships.filter((membership) => membership.instId === instId) ?? [];
  const roles = memberships.map((membership) => membership.role);
  return {
    instId,
    instNm,
    userId: me?.user.userId ?? null,
    roles,
    isStaff: roles.some((role) => role === 'DIRECTOR' || role === 'MANAGER' || role === 'TEACHER'),
    can: (code) => memberships.some((membership) => roleHasPermission(membership.role, membership.authCd, code)),
  };
}
