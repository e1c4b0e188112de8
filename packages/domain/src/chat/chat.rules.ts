import type { Role } from '../access/access.roles';
import { isStaffRole } from '../access/access.roles';

/**
 * Chat (채팅) within one academy: who may open a room with whom, the limits, read receipts and the
 * teachers' quiet hours. Written once here; the server applies them and the web shows them
 * (docs/decisions/0054-chat.md).
 */

/** 1:1 (staff with a parent or a student), a group made by staff, a class's own room. */
export const ROOM_KINDS = ['direct', 'group', 'class'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

export const ROOM_KIND_LABELS: Record<RoomKind, string> = {
  direct: '1:1 채팅',
  group: '그룹 채팅',
  class: '반 채팅',
};

export const ROOM_NAME_MAX = 30;
export const MESSAGE_TEXT_MAX = 2000;
/** Photos or files in one message (a message is its text, or its files, or both). */
export const MESSAGE_FILES_MAX = 10;
/** People in a group room besides the class rooms (whose members follow enrolment). */
export const GROUP_MEMBERS_MAX = 100;
/** Invited at once. */
export const INVITE_MAX = 50;
export const MESSAGES_PAGE_DEFAULT = 30;
export const MESSAGES_PAGE_MAX = 100;
export const ROOM_FILES_PAGE_MAX = 60;
export const REPORT_TEXT_MAX = 500;

export const CHAT_REPORT_REASONS = ['abuse', 'spam', 'privacy', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
export const CHAT_REPORT_REASON_LABELS: Record<ChatReportReason, string> = {
  abuse: '욕설·비방',
  spam: '광고·도배',
  privacy: '개인정보 노출',
  other: '기타',
};

/** Why a 1:1 room may not be opened, or null when it may. */
export type DirectRoomRefusal = 'self' | 'families' | 'blocked';

export const DIRECT_ROOM_REFUSAL_MESSAGES: Record<DirectRoomRefusal, string> = {
  self: '자기 자신과는 대화할 수 없습니다.',
  families: '이 학원에서는 학부모·학생끼리 대화방을 만들 수 없습니다. 선생님과 대화해 주세요.',
  blocked: '상대방이 대화를 원하지 않아 대화방을 만들 수 없습니다.',
};

/**
 * Whether `opener` may open a 1:1 room with `other`: staff with anyone of the academy; a parent or a
 * student with staff, and with another family only when the academy allows it
 * (`familiesMayChat`); never with someone who blocked the opener.
 */
export function directRoomRefusal(input: {
  openerId: string;
  openerRole: Role;
  otherId: string;
  otherRole: Role;
  familiesMayChat: boolean;
  blockedByOther: boolean;
}): DirectRoomRefusal | null {
  if (input.openerId === input.otherId) return 'self';
  if (input.blockedByOther) return 'blocked';
  if (!isStaffRole(input.openerRole) && !isStaffRole(input.otherRole) && !input.familiesMayChat) return 'families';
  return null;
}

/** Staff make group rooms, invite, rename, remove members and delete messages; families do not. */
export function managesRooms(role: Role): boolean {
  return isStaffRole(role);
}

/**
 * Read receipts as Korean messengers show them: for each message, how many of the room's current
 * members have not read it yet (its sender has). `seq` is the message's place in the room;
 * `lastReadSeq` the last message a member has read.
 */
export function unreadMarksOf(
  messages: readonly { seq: number; senderId: string | null }[],
  members: readonly { userId: string; lastReadSeq: number }[],
): number[] {
  const reads = members.map((member) => member.lastReadSeq).sort((a, b) => a - b);
  return messages.map((message) => {
    // Members whose last read is before this message (binary search over the sorted reads).
    let low = 0;
    let high = reads.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((reads[middle] ?? 0) < message.seq) low = middle + 1;
      else high = middle;
    }
    const senderIsMember = members.some(
      (member) => member.userId === message.senderId && member.lastReadSeq < message.seq,
    );
    return Math.max(0, low - (senderIsMember ? 1 : 0));
  });
}

/** Messages in the room after the member's last read one (never below 0). */
export function unreadCountOf(lastSeq: number, lastReadSeq: number): number {
  return Math.max(0, lastSeq - lastReadSeq);
}

// ── quiet hours (teachers) ───────────────────────────────────────────────────

/** `HH:mm`, 24-hour, Seoul time. */
export const QUIET_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export type QuietHours = { enabled: boolean; start: string; end: string };
export const QUIET_HOURS_DEFAULT: QuietHours = { enabled: true, start: '22:00', end: '08:00' };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight in Seoul (UTC+9, no daylight saving). */
export function seoulMinutesOf(now: Date): number {
  return (now.getUTCHours() * 60 + now.getUTCMinutes() + 9 * 60) % (24 * 60);
}

/**
 * Whether `now` falls in the quiet hours: from `start` up to (not including) `end`, across midnight
 * when `start` is later than `end`; equal times mean no quiet hours.
 */
export function isQuietAt(quiet: QuietHours, now: Date): boolean {
  if (!quiet.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const minute = seoulMinutesOf(now);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The calm notice a parent sees when writing to a teacher in quiet hours. */
export function quietNoticeOf(teacherNm: string, quiet: QuietHours): string {
  return `지금은 ${teacherNm} 선생님의 채팅 알림이 쉬는 시간입니다. 메시지는 전달되며, 선생님은 ${quiet.end} 이후에 확인하실 수 있어요.`;
}

/** The text of the 에티켓 the app shows before a person's first message, and at /etiquette. */
export const CHAT_ETIQUETTE = [
  '서로 존중하는 말을 사용해 주세요. 욕설·비방·차별 표현은 신고되어 제한될 수 있습니다.',
  '늦은 밤과 이른 아침에는 선생님의 휴식 시간을 지켜 주세요. 메시지는 보관되며 알림은 쉬는 시간이 끝난 뒤 확인됩니다.',
  '다른 학생이나 가족의 개인정보(연락처, 사진, 성적)를 올리지 말아 주세요.',
  '급한 결석·조퇴 연락은 학원 전화로도 알려 주세요.',
  '불편한 대화는 신고하거나 차단할 수 있습니다.',
] as const;
