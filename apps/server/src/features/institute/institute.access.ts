import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what with an academy (docs/access-matrix.md `## institute`). A director holds every code.
 *
 * - member: any member reads the academy and its introduction;
 * - edit: changing the academy (details, regions, introduction, logo) needs 010 (학원 관리), whoever
 *   on the staff holds it;
 * - decide: join requests are listed and decided by the director or a manager holding 010 (a teacher
 *   never, whatever their codes); the same rule says who hears of a new request;
 * - firstUse: first-use flags are marked by staff (parents and students only look).
 *
 * The routes for people who are not members of the academy in the path are not member rules: opening
 * an academy, asking to join it, taking the request back, accepting an invitation and the account's
 * own academies (leaving one included) are for any signed-in account, the search, an invitation's
 * preview and the academy's public card for anyone; their services check the rest.
 */
export const INSTITUTE_ACCESS = {
  member: { staff: 'staff', family: true },
  edit: { staff: 'staff', perm: PERM.institute },
  decide: { staff: 'office', perm: PERM.institute },
  firstUse: { staff: 'staff' },
} as const satisfies Record<string, MemberRule>;
