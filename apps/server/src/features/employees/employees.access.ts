import { roleHasPermission } from '@academy/domain/access/access.permissions';
import type { Executor } from '../../db/database';
import { type AccessNeed, type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';

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

/**
 * The staff Excel export: the director, or staff holding either employee code (031 조회 or 032
 * 등록·수정: whoever registers staff may take the list along). Not a member → 404; anyone else → 403.
 */
export async function requireStaffExporter(db: Executor, userId: string, instId: string): Promise<Member> {
  const member = await requireMember(db, userId, instId);
  const allowed = (['031', '032'] as const).some((code) => roleHasPermission(member.role, member.authCd, code));
  if (!allowed) throw new AppError('FORBIDDEN');
  return member;
}
