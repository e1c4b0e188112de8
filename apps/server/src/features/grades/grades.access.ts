import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the grades routes (docs/access-matrix.md `## grades`), the class work rule: the
 * director and a manager holding 020 (수업) reach every class's tests, a teacher those of the classes
 * they teach; a parent or a student reads only their linked students' published tests (`family`).
 * Showing ranks is the director's choice.
 */
export const GRADES_ACCESS = {
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
  read: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  director: { staff: 'director' },
} as const satisfies Record<string, MemberRule>;
