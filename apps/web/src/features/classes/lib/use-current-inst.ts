import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import type { Role } from '@academy/domain/access/access.roles';
import { useMe } from '../../../lib/session/get-me';
import { useAppSelector } from '../../../store/hooks';

export type CurrentInst = {
  /** The academy chosen in the header (common.instId); null when there is none. */
  instId: string | null;
  userId: string | null;
  /** The member's role here (null while unknown). */
  role: Role | null;
  /** The member's permission codes here (staff), as GET /api/auth/me gives them. */
  authCd: string | null;
  /** Staff of the academy (director, manager, teacher). */
  isStaff: boolean;
  /** Whether the membership here grants a code (the server checks again). */
  can: (code: PermissionCode) => boolean;
};

/**
 * The current academy and what the signed-in user may do there, from the `common` group and
 * GET /api/auth/me. Only hides what would be refused: every route is checked by the server.
 */
export function useCurrentInst(): CurrentInst {
  const instId = useAppSelector((state) => state.common.instId);
  const me = useMe().data;
  const membership = me?.memberships.find((candidate) => candidate.instId === instId) ?? null;
  const role = membership?.role ?? null;
  return {
    instId,
    userId: me?.user.userId ?? null,
    role,
    authCd: membership?.authCd ?? null,
    isStaff: role === 'DIRECTOR' || role === 'MANAGER' || role === 'TEACHER',
    can: (code) => membership !== null && roleHasPermission(membership.role, membership.authCd, code),
  };
}
