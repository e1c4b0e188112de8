import type { MemberRule } from '@academy/domain/access/access.rules';

/**
 * Who may call the chat's routes (docs/access-matrix.md `## chat`). Chat is for every member of the
 * academy, no permission code: which rooms a person reaches is then the room rule (chat.rooms.ts) —
 * a member of a 1:1 or group room, or anyone the class-room rule admits now; any other room answers
 * 404 like another academy's. Quiet hours are staff's own; the academy's settings are the director's.
 */
export const CHAT_ACCESS = {
  member: { staff: 'staff', teacherOwnClasses: true, family: true },
  staff: { staff: 'staff', teacherOwnClasses: true },
  director: { staff: 'director' },
} as const satisfies Record<string, MemberRule>;
