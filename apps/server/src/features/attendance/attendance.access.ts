import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what with attendance (docs/access-matrix.md `## attendance`):
 * - marking and reading class sheets, today's classes and class histories (`classes`): the director
 *   and a manager holding 020 (수업 관리) for every class; a teacher for the classes they teach
 *   (class_teachers), whatever codes they hold — another teacher's class answers 404, as in the
 *   classes area. A class's own pages follow the class scope, on any date;
 * - the academy's day (/instAttendance, `day`): the director or a manager holding 020, never a
 *   teacher; the automatic-absence setting (`settings`): the director or a manager holding 010;
 * - a student's history and the choices of AttendanceHistory (`history`): staff as above (a teacher:
 *   the students enrolled today in one of their classes), a parent for the children linked to them
 *   (student_guardians.user_id), a student for themselves.
 * Anything else of the academy that is not theirs answers 404, like another academy's ids.
 */
export const ATTENDANCE_ACCESS = {
  classes: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
  day: { staff: 'office', perm: PERM.classes },
  history: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  settings: { staff: 'office', perm: PERM.institute },
} as const satisfies Record<string, MemberRule>;
