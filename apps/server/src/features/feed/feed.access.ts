import { PERM } from '@academy/domain/access/access.permissions';
import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the feed's routes (docs/access-matrix.md `## feed`), the classes area's rule: the
 * director and a manager holding 020 see every class's feed; a teacher the classes they teach; a
 * parent or a student the posts of their children's (their own) classes — which posts and comments
 * each one sees is then the visibility rule (`feed.visibility.ts`). Writing posts and 알림장, the
 * read list, the reports and moderation are for staff; reading, emotions, comments, reports and
 * comment files for every member who may see the post.
 */
export const FEED_ACCESS = {
  read: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true, family: true },
  staff: { staff: 'staff', perm: PERM.classes, teacherOwnClasses: true },
} as const satisfies Record<string, MemberRule>;
