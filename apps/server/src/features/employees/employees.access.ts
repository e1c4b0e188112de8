import type { AccessNeed } from '../../platform/access/access';

/**
 * What each kind of operation of the area needs (docs/access-matrix.md `## employees`):
 *
 * - view: seeing the staff list and an employee (031 직원 조회);
 * - write: registering, inviting, changing role, employment or info (032 직원 등록·수정);
 * - permissions: the permission screens and the audit log: the director, or a staff member holding
 *   000 (전체). A director holds every code (requireMember → roleHasPermission), so `perm: '000'`
 *   says exactly "director or 000".
 */
export const EMPLOYEE_ACCESS = {
  view: { perm: '031' },
  write: { perm: '032' },
  permissions: { perm: '000' },
} as const satisfies Record<string, AccessNeed>;
