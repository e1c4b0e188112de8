import { roleHasPermission } from '@academy/domain/access/access.permissions';
import type { Role } from '@academy/domain/access/access.roles';
import { mayMoveStudents } from '@academy/domain/class/class.rules';
import { mayManageStudents, STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import { useMe } from '../../../lib/session/get-me';
import { useAppSelector } from '../../../store/hooks';

export type StudentsAccess = {
  instId: string;
  instNm: string;
  role: Role;
  /** Register, edit, status, guardians, batch, export (director, or a manager with 010). */
  canManage: boolean;
  /** See students (director; manager with 010 or 020; teacher for their own classes). */
  canView: boolean;
  /** Move students between classes, ClassMoving (director, or a manager with 020). */
  canMoveClasses: boolean;
};

/** What the signed-in member may do with students at the current academy (`common.instId`). The server decides; this only shapes the screen. */
export function studentsAccessOf(
  memberships: readonly { instId: string; instNm: string; role: Role; authCd: string | null }[],
  instId: string | null,
): StudentsAccess | null {
  const membership = memberships.find((candidate) => candidate.instId === instId) ?? memberships[0];
  if (!membership) return null;
  const { role, authCd } = membership;
  const holds = (code: (typeof STUDENT_VIEW_PERMISSIONS)[number]) => roleHasPermission(role, authCd, code);
  const canManage = mayManageStudents(role, authCd);
  const canView =
    role === 'DIRECTOR' || role === 'TEACHER' || (role === 'MANAGER' && STUDENT_VIEW_PERMISSIONS.some(holds));
  const canMoveClasses = mayMoveStudents(role, authCd);
  return { instId: membership.instId, instNm: membership.instNm, role, canManage, canView, canMoveClasses };
}

export function useStudentsAccess() {
  const me = useMe();
  const instId = useAppSelector((state) => state.common.instId);
  const access = me.data ? studentsAccessOf(me.data.memberships, instId) : null;
  return { me, access };
}

/** `?studentId=` of the current address. */
export const STUDENT_ID_PARAM = 'studentId';
