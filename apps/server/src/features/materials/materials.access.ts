import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the study materials' routes (docs/access-matrix.md `## materials`), the classes
 * area's rule: the director and a manager holding 020 (수업) work with every class's materials, a
 * teacher with those of the classes they teach; reading and downloading are also for the students
 * enrolled in the class today and their parents. Which class a caller reaches is then
 * `materialClassesVisibleTo` (materials.queries.ts); any other answers 404.
 */
export const MATERIALS_ACCESS = {
  read: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
} as const satisfies Record<string, MemberRule>;
