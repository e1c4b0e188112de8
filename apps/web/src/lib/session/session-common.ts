import type { MeResponse } from '@academy/domain/account/account.schema';
import type { CommonState } from '../../store/common-slice';
import { currentMembershipOf } from './use-current-inst';

type SessionFields = Pick<CommonState, 'userId' | 'instId' | 'instNm' | 'relationCd' | 'childUserId'>;

/**
 * What the SPEC §3 `common` group should say about the signed-in user, given what it says now:
 * - `userId`: the user;
 * - `instId`/`instNm`: the academy already chosen while the user still belongs to it, otherwise
 *   the first of their memberships (none: null);
 * - `relationCd`: their relation code at that academy, as a list (a parent has none);
 * - `childUserId`: the child already chosen while still theirs, otherwise the first child.
 */
export function sessionFieldsFromMe(
  me: MeResponse,
  current: Pick<CommonState, 'instId' | 'childUserId'>,
): SessionFields {
  const academy = currentMembershipOf(me, current.instId);
  const relationCd = academy?.relationCd ? [academy.relationCd] : [];
  const child = me.children.find((member) => member.userId === current.childUserId) ?? me.children[0] ?? null;
  return {
    userId: me.user.userId,
    instId: academy?.instId ?? null,
    instNm: academy?.instNm ?? null,
    relationCd,
    childUserId: child?.userId ?? null,
  };
}

/** Only the fields that differ (null when the group already agrees), so syncing never loops. */
export function commonPatchFromMe(me: MeResponse, current: CommonState): Partial<CommonState> | null {
  const next = sessionFieldsFromMe(me, current);
  const patch: Partial<CommonState> = {};
  if (next.userId !== current.userId) patch.userId = next.userId;
  if (next.instId !== current.instId) patch.instId = next.instId;
  if (next.instNm !== current.instNm) patch.instNm = next.instNm;
  if (next.childUserId !== current.childUserId) patch.childUserId = next.childUserId;
  if (next.relationCd.join('#') !== current.relationCd.join('#')) patch.relationCd = next.relationCd;
  return Object.keys(patch).length > 0 ? patch : null;
}
