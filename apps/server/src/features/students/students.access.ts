import type { MemberRule } from '@academy/domain/access/access.rules';
import { STUDENT_MANAGE_PERMISSION, STUDENT_VIEW_PERMISSIONS } from '@academy/domain/students/students.rules';
import type { Caller } from '../../platform/access/access';

/**
 * Who may do what with the academy's students (docs/access-matrix.md `## students`):
 * - manage (register, duplicates, edit, status, guardians, account links, invitations, batch import,
 *   export): the director, or a manager holding 010 학원 관리; never a teacher;
 * - view (list, detail, memos, birthdays, history, members): the director, a manager holding 010 or
 *   020 수업 관리, and a teacher, who sees only the students enrolled today in a class they teach
 *   (`studentsVisibleTo` in platform/access): another class's student answers 404 as if unknown;
 * - write memos: those who see the student, except a teacher, who reads them only; a memo is edited
 *   or deleted by its author or by someone who manages students;
 * - own records (`my-students`): any member, who gets only the students linked to them.
 */
export const STUDENTS_ACCESS = {
  manage: { staff: 'office', perm: STUDENT_MANAGE_PERMISSION },
  view: { staff: 'staff', perm: STUDENT_VIEW_PERMISSIONS, teacherOwnClasses: true },
  own: { staff: 'staff', teacherOwnClasses: true, family: true },
} as const satisfies Record<string, MemberRule>;

/** Memos are written by those admitted to view students, except a teacher, who reads them only. */
export function mayWriteMemos(caller: Caller): boolean {
  return caller.role !== 'TEACHER';
}
