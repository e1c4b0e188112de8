import { roleHasPermission } from '@academy/domain/access/access.permissions';
import type { Role } from '@academy/domain/access/access.roles';
import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { mayMoveStudents } from '@academy/domain/class/class.rules';
import { mayManageStudents, STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import { useMe } from '../../../lib/session/get-me';
import { useCurrentInst } from '../../../lib/session/use-current-inst';

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

/** What a membership may do with the academy's students. The server decides; this only shapes the screen. */
export function studentsAccessOf(membership: MembershipSummary | null): StudentsAccess | null {
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
  const { membership } = useCurrentInst();
  return { me, access: studentsAccessOf(membership) };
}

/** `?studentId=` of the current address. */
export const STUDENT_ID_PARAM = 'studentId';
