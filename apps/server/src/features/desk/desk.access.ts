import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may do what at the front desk (docs/access-matrix.md `## attendance`):
 * - unlocking the kiosk (`unlock`): any staff member (director, manager, teacher; no code), with
 *   their own password;
 * - a student's desk number (`studentPin`): the director and a manager holding 020 (수업 관리) for
 *   every student; a teacher for the students enrolled today in one of their classes — anyone
 *   else's student answers 404.
 * The kiosk's own routes take the desk device cookie ('desk'); a student changes their own number
 * signed in ('signed-in', `/api/me/desk-pin`).
 */
export const DESK_ACCESS = {
  unlock: { staff: 'staff' },
  studentPin: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
} as const satisfies Record<string, MemberRule>;
