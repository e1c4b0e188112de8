import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may read the academy's message costs (docs/access-matrix.md `## notifications`): the director,
 * who pays for them. Everything else of the area is the signed-in person's own (`signed-in`): their
 * notifications, preferences, subscriptions and device tokens, from every academy.
 */
export const NOTIFICATIONS_ACCESS = {
  costs: { staff: 'director' },
} as const satisfies Record<string, MemberRule>;
