import type { MeResponse } from '@academy/domain/account/account.schema';
import type { NavMembership } from '@academy/domain/navigation/navigation.menu';
import { useMe } from '../session/get-me';
import { useCurrentInst } from '../session/use-current-inst';

export type NavigationViewer = {
  /** Still asking who is signed in. */
  pending: boolean;
  /** The signed-in user, or null for a visitor. */
  me: MeResponse | null;
  /** The academy the user is looking at (`common.instId` while they belong to it, else their first). */
  instId: string | null;
  /** Their membership there, as the menu model takes it; none without one. */
  memberships: NavMembership[];
};

/** Who is looking at the navigation, and what they are at the current academy. */
export function useNavigationViewer(): NavigationViewer {
  const me = useMe();
  const { membership } = useCurrentInst();
  const user = me.data ?? null;
  return {
    pending: me.isPending,
    me: user,
    instId: membership?.instId ?? null,
    memberships: membership ? [{ role: membership.role, authCd: membership.authCd }] : [],
  };
}
