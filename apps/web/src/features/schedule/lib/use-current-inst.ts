import type { Role } from '@academy/domain/access/access.roles';
import { useMe } from '../../../lib/session/get-me';
import { useAppSelector } from '../../../store/hooks';

export type CurrentInst = {
  /** The academy chosen in the header (common.instId); null when there is none. */
  instId: string | null;
  role: Role | null;
  /** Staff of the academy (director, manager, teacher). */
  isStaff: boolean;
};

/** The current academy and the signed-in user's role there (the server checks every call again). */
export function useCurrentInst(): CurrentInst {
  const instId = useAppSelector((state) => state.common.instId);
  const me = useMe().data;
  const role = me?.memberships.find((membership) => membership.instId === instId)?.role ?? null;
  return { instId, role, isStaff: role === 'DIRECTOR' || role === 'MANAGER' || role === 'TEACHER' };
}
