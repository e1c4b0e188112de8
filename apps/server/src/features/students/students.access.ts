import { roleHasPermission } from '@academy/domain/access/access.permissions';
import { STUDENT_MANAGE_PERMISSION, STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Member, requireMember } from '../../platform/access/access';
import { AppError } from '../../platform/errors/app-error';

/**
 * Who may do what with the academy's students (docs/access-matrix.md `## students`):
 * - manage (register, edit, status, guardians, invitations, batch, export): the director, or a
 *   manager holding 010 학원 관리;
 * - view (list, detail, memos, birthdays, history, members): the director, a manager holding 010 or
 *   020 수업 관리, and a teacher, who sees only the students of their own classes.
 * Classes come with a later issue: until then a teacher's classes hold nobody, so a teacher sees no
 * students (the lists answer empty, a student's page 404). That issue replaces `visibleStudents`.
 */

/** 'all': every student of the academy; 'own-classes': only those in the viewer's classes. */
export type StudentScope = 'all' | 'own-classes';
export type StudentViewer = Member & { scope: StudentScope; canManage: boolean };

export async function requireStudentManager(db: Executor, userId: string, instId: string): Promise<StudentViewer> {
  const member = await requireMember(db, userId, instId, {
    roles: ['DIRECTOR', 'MANAGER'],
    perm: STUDENT_MANAGE_PERMISSION,
  });
  return { ...member, scope: 'all', canManage: true };
}

export async function requireStudentViewer(db: Executor, userId: string, instId: string): Promise<StudentViewer> {
  const member = await requireMember(db, userId, instId, { roles: ['DIRECTOR', 'MANAGER', 'TEACHER'] });
  if (member.role === 'TEACHER') return { ...member, scope: 'own-classes', canManage: false };
  const holds = (code: (typeof STUDENT_VIEW_PERMISSIONS)[number]) =>
    roleHasPermission(member.role, member.authCd, code);
  if (!STUDENT_VIEW_PERMISSIONS.some(holds)) throw new AppError('FORBIDDEN');
  return { ...member, scope: 'all', canManage: holds(STUDENT_MANAGE_PERMISSION) };
}

/**
 * The students a viewer may see, as a condition on `students` (or its alias). A teacher's classes
 * come with the classes issue; until then they hold no students.
 */
export function visibleStudents(scope: StudentScope, _table = 'students'): Expression<SqlBool> {
  return scope === 'all' ? sql<SqlBool>`true` : sql<SqlBool>`false`;
}
