import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what in the employees area (docs/access-matrix.md `## employees`). Only staff are
 * admitted; parents and students are refused. A director holds every code.
 *
 * - view: seeing the staff list and an employee (031 직원 조회);
 * - write: registering, inviting, changing role, employment or info, and the invitation codes
 *   (032 직원 등록·수정); a director's own info is changed only by a director;
 * - export: the staff Excel export, with either employee code (031 조회 or 032 등록·수정: whoever
 *   registers staff may take the list along);
 * - permissions: the permission screens and the audit log: the director, or a staff member holding
 *   000 (전체).
 */
export const EMPLOYEE_ACCESS = {
  view: { staff: 'staff', perm: PERM.staffView },
  write: { staff: 'staff', perm: PERM.staffWrite },
  export: { staff: 'staff', perm: [PERM.staffView, PERM.staffWrite] },
  permissions: { staff: 'staff', perm: PERM.all },
} as const satisfies Record<string, MemberRule>;
