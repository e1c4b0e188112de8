import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who sees which sessions (docs/access-matrix.md `## schedule`), the rule of the classes area: the
 * director and a manager holding 020 see every class; a teacher the classes they teach; a parent or
 * a student the classes of their linked students, only on the days those students are enrolled (and
 * only the makeups held for them). A manager without 020 is refused. Changing sessions (휴강, 일정
 * 변경, 보강) is for staff who see the class; a closed class is read-only. A student's timetable is
 * open to every member: it shows only their own students.
 */
export const SCHEDULE_ACCESS = {
  view: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  change: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
  timetable: { staff: 'staff', teacherOwnClasses: true, family: true },
} as const satisfies Record<string, MemberRule>;
