import type { AccessRule } from '@academy/domain/access/access.rules';

/**
 * Who may open a home (docs/access-matrix.md `## home`):
 * - the home at an academy: any active member; what each card holds follows their role and
 *   permission codes, never a refusal; another academy's id answers 404;
 * - a child's home (`/api/me/children/:childUserId/home`): a signed-in account that is a parent of
 *   the child — linked to the child's account (family_links), or the connected guardian of the child's
 *   student record at an academy where they are a member (student_guardians.user_id). The service
 *   checks the link; anyone else's child, a student asking for themselves, or an account that does
 *   not exist answers 404 and reveals nothing. Only the academies where the caller is an active
 *   member and the child's connected guardian are shown: a family link alone opens no academy's data.
 */
export const HOME_ACCESS = {
  inst: { staff: 'staff', teacherOwnClasses: true, family: true },
  child: 'signed-in',
} as const satisfies Record<string, AccessRule>;
