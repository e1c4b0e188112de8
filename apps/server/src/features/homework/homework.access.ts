import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the homework routes (docs/access-matrix.md `## homework`), the classes area's rule:
 * the director and a manager holding 020 (수업) see every class's homework; a teacher the classes
 * they teach; a parent or a student only the homework given to their linked students. Giving,
 * editing, deleting and checking homework is for staff; reading for staff and families. Handing in
 * is for the student and their parents: its route takes the `read` rule so that an assignment the
 * caller does not see answers 404 before staff are refused (403); uploading a hand-in's files is
 * `family` alone.
 */
export const HOMEWORK_ACCESS = {
  read: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
  family: { family: true },
} as const satisfies Record<string, MemberRule>;
