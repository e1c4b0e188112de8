import { type PermissionCode, roleHasPermission } from '@academy/domain/access/access.permissions';
import { isStaffRole, type Role } from '@academy/domain/access/access.roles';
import type { MembershipSummary, MeResponse } from '@academy/domain/account/account.schema';
import { useAppSelector } from '../../store/hooks';
import { useMe } from './get-me';

/**
 * The academy a signed-in user is looking at: the one chosen in the header (`common.instId`) while
 * they still belong to it, otherwise their first (the session sync then moves `common` there too);
 * null for a user with no academy. A user holds at most one membership per academy.
 */
export function currentMembershipOf(me: MeResponse, chosenInstId: string | null): MembershipSummary | null {
  return me.memberships.find((membership) => membership.instId === chosenInstId) ?? me.memberships[0] ?? null;
}

export type CurrentInst = {
  /** The current academy; null when there is none. */
  instId: string | null;
  instNm: string | null;
  /** The signed-in user; null while unknown or for a visitor. */
  userId: string | null;
  /** The user's membership at the current academy (null while the user is unknown). */
  membership: MembershipSummary | null;
  role: Role | null;
  /** The membership's permission codes (staff), as GET /api/auth/me gives them. */
  authCd: string | null;
  /** Staff of the academy (director, manager, teacher). */
  isStaff: boolean;
  isDirector: boolean;
  /** Whether the membership grants a code (the server checks again). */
  can: (code: PermissionCode) => boolean;
};

/**
 * The current academy and what the user is there. Until the user is known (or for a visitor), the
 * academy chosen in the header stands, with no membership.
 */
export function currentInstOf(
  me: MeResponse | null | undefined,
  chosen: { instId: string | null; instNm: string | null },
): CurrentInst {
  const membership = me ? currentMembershipOf(me, chosen.instId) : null;
  const role = membership?.role ?? null;
  return {
    instId: me ? (membership?.instId ?? null) : chosen.instId,
    instNm: me ? (membership?.instNm ?? null) : chosen.instNm,
    userId: me?.user.userId ?? null,
    membership,
    role,
    authCd: membership?.authCd ?? null,
    isStaff: role !== null && isStaffRole(role),
    isDirector: role === 'DIRECTOR',
    can: (code) => membership !== null && roleHasPermission(membership.role, membership.authCd, code),
  };
}

/**
 * The current academy and what the signed-in user may do there, from the `common` group and
 * GET /api/auth/me: the one reading every area uses. It only hides what would be refused: the
 * server checks every call.
 */
export function useCurrentInst(): CurrentInst {
  const instId = useAppSelector((state) => state.common.instId);
  const instNm = useAppSelector((state) => state.common.instNm);
  const me = useMe().data;
  return currentInstOf(me, { instId, instNm });
}
