import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';
import { type Caller, callerHolds } from '../../platform/access/access';

/**
 * Who may do what with notices (docs/access-matrix.md `## notices`, decision 0047):
 * - reading: any member of the academy, each seeing only the notices they may see — the notices sent
 *   to them (the whole academy, their class or child's class, them by name) and those they wrote;
 *   the director and managers holding 020 (수업 관리: notices belong with classes and the feed in
 *   SPEC §2) see every notice;
 * - writing, the cost of a send, and managing a notice (edit, delete, the read list, reminding, the
 *   history): the director and managers holding 020, for every notice and any audience; a teacher
 *   (with or without the code) for the notices they wrote, to their own classes and those classes'
 *   students only;
 * - 확인했습니다: the parents and students a notice was sent to (the reading rule lets them in; the
 *   service refuses staff who see the notice with 403, after the notice is found, so another
 *   academy's id still answers 404).
 */
export const NOTICES_ACCESS = {
  read: { staff: 'staff', teacherOwnClasses: true, family: true },
  write: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
} as const satisfies Record<string, MemberRule>;

/** The director, or a manager holding 020: sees and manages every notice of the academy. */
export function managesEveryNotice(caller: Caller): boolean {
  return caller.scope === 'all' && callerHolds(caller, PERM.classes);
}
