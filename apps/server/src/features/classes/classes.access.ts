import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';
import { type Caller, callerHolds, isStaffCaller } from '../../platform/access/access';

/**
 * Who may do what with the academy's classes (docs/access-matrix.md `## classes`):
 * - the director, and a manager holding 020 (수업 관리): every class — create, edit, close, enrol,
 *   tuitions, images; a manager without 020 is refused;
 * - a teacher: only the classes they teach (class_teachers) — see and edit them, read their roster,
 *   pick teachers and tuitions, upload images; creating a class, enrolling students, ending an
 *   enrolment, closing a class and adding a tuition need 020 as well (a teacher's default codes
 *   include it). Another teacher's class is invisible (404);
 * - moving students between classes: the director and a manager holding 020 only, never a teacher;
 * - a parent or a student: read-only, the classes their linked students are enrolled in (a student:
 *   their own record; a parent: the children whose guardian record is connected to them);
 * - an uploaded class image: any member of the academy.
 */
export const CLASSES_ACCESS = {
  /** The list and a class's detail. */
  view: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  /** Staff work on the classes they see: edit, roster, teachers and tuitions to choose from, images. */
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
  /** Create a class or a tuition, enrol, end an enrolment, close: staff holding 020. */
  manage: { staff: 'staff', perm: PERM.classes },
  /** Move students between classes (ClassMoving): a move changes two rosters, so never a teacher. */
  move: { staff: 'office', perm: PERM.classes },
  /** An uploaded class image file. */
  imageFile: { staff: 'staff', teacherOwnClasses: true, family: true },
} as const satisfies Record<string, MemberRule>;

export type ClassAbilities = { canEdit: boolean; canEnrol: boolean; canClose: boolean };

/** What a caller may do with a class they can see (a closed class is read-only). */
export function abilitiesFor(caller: Caller, status: 'open' | 'closed'): ClassAbilities {
  if (!isStaffCaller(caller) || status === 'closed') return { canEdit: false, canEnrol: false, canClose: false };
  const manages = callerHolds(caller, PERM.classes);
  return { canEdit: true, canEnrol: manages, canClose: manages };
}
