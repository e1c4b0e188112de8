import type { MembershipSummary, MeResponse } from '@academy/domain/account/account.schema';
import { useAppSelector } from '../../../store/hooks';

/**
 * The academy the signed-in user is looking at: `common.instId` while they still belong to it,
 * otherwise their first academy (the session sync moves `common` there too), or null.
 */
export function currentMembership(me: MeResponse, instId: string | null): MembershipSummary | null {
  return me.memberships.find((membership) => membership.instId === instId) ?? me.memberships[0] ?? null;
}

export function useCurrentMembership(me: MeResponse): MembershipSummary | null {
  const instId = useAppSelector((state) => state.common.instId);
  return currentMembership(me, instId);
}
