import type { MembershipSummary, MeResponse } from '@academy/domain/account/account.schema';
import type { NavMembership } from '@academy/domain/navigation/navigation.menu';
import { useAppSelector } from '../../store/hooks';
import { useMe } from '../session/get-me';

export type NavigationViewer = {
  /** Still asking who is signed in. */
  pending: boolean;
  /** The signed-in user, or null for a visitor. */
  me: MeResponse | null;
  /** The academy the user is looking at (`common.instId` while they belong to it, else their first). */
  instId: string | null;
  /** Their memberships there (several when one person is, say, a teacher and a parent); none without one. */
  memberships: NavMembership[];
};

/** The academy whose menu a user sees: the chosen one while they still belong to it, otherwise their first. */
export function currentAcademyOf(me: MeResponse, instId: string | null): string | null {
  const kept = me.memberships.find((membership) => membership.instId === instId);
  return (kept ?? me.memberships[0])?.instId ?? null;
}

export function navMembershipsOf(memberships: readonly MembershipSummary[], instId: string | null): NavMembership[] {
  return memberships
    .filter((membership) => membership.instId === instId)
    .map((membership) => ({ role: membership.role, authCd: membership.authCd }));
}

/** Who is looking at the navigation, and what they are at the current academy. */
export function useNavigationViewer(): NavigationViewer {
  const me = useMe();
  const chosen = useAppSelector((state) => state.common.instId);
  const user = me.data ?? null;
  const instId = user ? currentAcademyOf(user, chosen) : null;
  return {
    pending: me.isPending,
    me: user,
    instId,
    memberships: user ? navMembershipsOf(user.memberships, instId) : [],
  };
}
