import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import { useMe } from '../../../lib/session/get-me';
import { useAppSelector } from '../../../store/hooks';

export type CurrentInst = {
  /** The academy chosen in the header (common.instId); null when there is none. */
  instId: string | null;
  userId: string | null;
  isDirector: boolean;
  /** Whether the signed-in user's membership here grants a code (the server checks again). */
  can: (code: PermissionCode) => boolean;
};

/**
 * The current academy and what the signed-in user may do there, from the `common` group and
 * GET /api/auth/me. Only hides what would be refused: every route is checked by the server.
 */
export function useCurrentInst(): CurrentInst {
  const instId = useAppSelector((state) => state.common.instId);
  const me = useMe().data;
  const memberships = me?.memberships.filter((membership) => membership.instId === instId) ?? [];
  return {
    instId,
    userId: me?.user.userId ?? null,
    isDirector: memberships.some((membership) => membership.role === 'DIRECTOR'),
    can: (code) => memberships.some((membership) => roleHasPermission(membership.role, membership.authCd, code)),
  };
}
