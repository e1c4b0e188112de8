import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the learning reports' routes (docs/access-matrix.md `## reports`), the class work
 * rule: the director and a manager holding 020 (수업) report on every class; a teacher on the classes
 * they teach. Parents and students read the sent reports of their linked students (the page, the
 * PDF, the student's list); anything else answers 404 (reports.queries.ts `reportInScope`).
 */
export const REPORTS_ACCESS = {
  read: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
} as const satisfies Record<string, MemberRule>;
