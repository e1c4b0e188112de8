import type { AccessScope } from '../access/access.rules';
import { formatNumber } from '../format/format.money';
import {
  NOTICE_PEOPLE_MAX,
  NOTICE_PREVIEW_CHARS,
  NOTICE_SCHEDULE_MAX_DAYS,
  type NoticeAudienceKind,
} from './notice.constants';

/**
 * The rules of notices (공지), pure and tested: who a notice goes to (recipients), when a child
 * counts as having read or confirmed it (per child: any of the child's family counts), whom a
 * reminder goes to, what a teacher may address, the send time, the history's changes, the texts of
 * the notifications, and the list's cursor (docs/decisions/0047-notices.md).
 */

export const NOTICE_MESSAGES = {
  peopleRequired: '받는 사람을 1명 이상 선택해 주세요.',
  peopleTooMany: `받는 사람은 최대 ${formatNumber(NOTICE_PEOPLE_MAX)}명까지 선택할 수 있습니다.`,
  advertisingByAlimTalk: '광고성 공지는 알림톡으로 보낼 수 없습니다. 알림톡을 끄거나 광고성 표시를 해제해 주세요.',
  sendAtPast: '예약 발송 시각은 지금보다 뒤로 골라 주세요.',
  sendAtTooFar: `예약 발송은 ${NOTICE_SCHEDULE_MAX_DAYS}일 안으로만 할 수 있습니다. 시각을 다시 골라 주세요.`,
} as const;

// ── recipients ───────────────────────────────────────────────────────────────

/** A family member of an addressed child with an account: the child (`본인`) or a guardian. */
export type FamilyAccount = { userId: string; relation: string };
/** A child the notice is addressed to, with the accounts of their family. */
export type AddressedStudent = { studentId: string; family: readonly FamilyAccount[] };

/** One person a notice goes to, for one child (null for staff). */
export type NoticeRecipientRow = { userId: string; studentId: string | null; relation: string | null };

export type NoticeRecipients = {
  /** The children addressed, once each (`studentMaxCnt`). */
  studentIds: string[];
  /** The staff addressed, once each, never the writer. */
  staffUserIds: string[];
  /** Who it goes to, per child: a parent of two addressed children has two rows. */
  rows: NoticeRecipientRow[];
  /** Everyone told, once each: one notification per person, however many of their children it names. */
  userIds: string[];
};

/**
 * Who a notice goes to: every addressed child (once, even when a class and a name both bring them)
 * with their family's accounts — the child's own and each connected guardian's — and the addressed
 * staff. The writer is never told of their own notice; a person is told once.
 */
export function noticeRecipients(input: {
  students: readonly AddressedStudent[];
  staffUserIds: readonly string[];
  writerUserId: string;
}): NoticeRecipients {
  const families = new Map<string, Map<string, FamilyAccount>>();
  for (const student of input.students) {
    const family = families.get(student.studentId) ?? new Map<string, FamilyAccount>();
    for (const member of student.family) if (!family.has(member.userId)) family.set(member.userId, member);
    families.set(student.studentId, family);
  }
  const rows: NoticeRecipientRow[] = [];
  for (const [studentId, family] of families) {
    for (const member of family.values()) {
      if (member.userId !== input.writerUserId)
        rows.push({ userId: member.userId, studentId, relation: member.relation });
    }
  }
  const staffUserIds = [...new Set(input.staffUserIds)].filter((userId) => userId !== input.writerUserId);
  for (const userId of staffUserIds) rows.push({ userId, studentId: null, relation: null });
  return {
    studentIds: [...families.keys()],
    staffUserIds,
    rows,
    userIds: [...new Set(rows.map((row) => row.userId))],
  };
}

/**
 * What a teacher (the `own-classes` scope) may address: their classes and those classes' students,
 * never the whole academy or the staff (the classes and students themselves are checked against
 * what the teacher sees, in SQL). The director and managers holding the code address anyone.
 */
export function mayAddress(
  scope: AccessScope,
  audience: { kind: NoticeAudienceKind; staffUserIds?: readonly string[] },
) {
  if (scope === 'all') return true;
  if (scope !== 'own-classes') return false;
  if (audience.kind === 'academy') return false;
  return audience.kind === 'classes' || (audience.staffUserIds ?? []).length === 0;
}

// ── reading and confirming, per child ────────────────────────────────────────

/** One family member's account as the read list sees it. */
export type FamilyRead = {
  userId: string;
  userNm: string;
  relation: string;
  readAt: string | null;
  confirmedAt: string | null;
};

export type ChildReadState = {
  read: boolean;
  readAt: string | null;
  /** Who opened it first: `최학부모 (어머니)`. */
  readBy: string | null;
  confirmed: boolean;
  confirmedAt: string | null;
  confirmedBy: string | null;
};

const whoOf = (member: FamilyRead) => `${member.userNm} (${member.relation})`;

function earliest(family: readonly FamilyRead[], at: (member: FamilyRead) => string | null): FamilyRead | null {
  let first: FamilyRead | null = null;
  for (const member of family) {
    const time = at(member);
    if (time === null) continue;
    const firstTime = first ? at(first) : null;
    if (firstTime === null || Date.parse(time) < Date.parse(firstTime)) first = member;
  }
  return first;
}

/**
 * A child has read a notice once anyone of their family has opened it — the child, or any guardian
 * (a parent reading counts for that child) — and has confirmed it once anyone of them tapped
 * 확인했습니다. Who did it first is named.
 */
export function childReadState(family: readonly FamilyRead[]): ChildReadState {
  const reader = earliest(family, (member) => member.readAt);
  const confirmer = earliest(family, (member) => member.confirmedAt);
  return {
    read: reader !== null,
    readAt: reader?.readAt ?? null,
    readBy: reader ? whoOf(reader) : null,
    confirmed: confirmer !== null,
    confirmedAt: confirmer?.confirmedAt ?? null,
    confirmedBy: confirmer ? whoOf(confirmer) : null,
  };
}

/** The counts of a notice: children read (`readCnt`), confirmed, and addressed (`studentMaxCnt`). */
export function readCounts(children: readonly (readonly FamilyRead[])[]): {
  readCnt: number;
  confirmCnt: number;
  studentMaxCnt: number;
} {
  const states = children.map(childReadState);
  return {
    readCnt: states.filter((state) => state.read).length,
    confirmCnt: states.filter((state) => state.confirmed).length,
    studentMaxCnt: children.length,
  };
}

/**
 * Whom "안 읽은 분께 다시 알리기" tells: the family accounts of each child nobody of whose family has
 * read it, and the staff who have not. A guardian whose other child's notice was read is still told
 * for the child whose was not. Once each.
 */
export function remindUserIds(input: {
  students: readonly (readonly { userId: string; readAt: string | null }[])[];
  staff: readonly { userId: string; readAt: string | null }[];
}): string[] {
  const told = new Set<string>();
  for (const family of input.students) {
    if (family.some((member) => member.readAt !== null)) continue;
    for (const member of family) told.add(member.userId);
  }
  for (const member of input.staff) if (member.readAt === null) told.add(member.userId);
  return [...told];
}

// ── the send time ────────────────────────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a send time is refused: not after now, or further ahead than NOTICE_SCHEDULE_MAX_DAYS. */
export function sendAtRefusal(sendAt: Date, now: Date): keyof typeof NOTICE_MESSAGES | null {
  if (sendAt.getTime() <= now.getTime()) return 'sendAtPast';
  if (sendAt.getTime() > now.getTime() + NOTICE_SCHEDULE_MAX_DAYS * DAY_MS) return 'sendAtTooFar';
  return null;
}

// ── history ──────────────────────────────────────────────────────────────────

export const NOTICE_FIELD_LABELS = {
  title: '제목',
  content: '내용',
  pinned: '상단 고정',
  confirmRequested: '확인 요청',
  imageIds: '사진',
  fileIds: '첨부 파일',
  audience: '받는 사람',
  alimTalk: '알림톡',
  advertising: '광고성 표시',
  sendAt: '예약 발송 시각',
} as const;
export type NoticeField = keyof typeof NOTICE_FIELD_LABELS;

/** A notice as its history records it before and after a change. */
export type NoticeSnapshot = Partial<Record<NoticeField, unknown>>;

/** The Korean names of the fields that differ between two snapshots, in the form's order. */
export function noticeChanges(before: NoticeSnapshot | null, after: NoticeSnapshot | null): string[] {
  if (!before || !after) return [];
  return (Object.keys(NOTICE_FIELD_LABELS) as NoticeField[])
    .filter((field) => field in before || field in after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => NOTICE_FIELD_LABELS[field]);
}

// ── texts ────────────────────────────────────────────────────────────────────

/** The screen a notice's notification opens. */
export const noticeLink = (noticeId: string) => `/noticeView/${noticeId}`;

/** The notification of a new notice (the bell, push, and the 'notice' AlimTalk's variables). */
export function noticeNotification(instNm: string, title: string) {
  return { title: `[${instNm}] 새 공지`, body: title, variables: { 학원명: instNm, 제목: title } };
}

/** The reminder to those who have not read it ('notice-remind'). */
export function noticeRemindNotification(instNm: string, title: string) {
  return { title: `[${instNm}] 공지를 확인해 주세요`, body: title, variables: { 학원명: instNm, 제목: title } };
}

/** The first words of a notice for a list: one line, at most NOTICE_PREVIEW_CHARS characters. */
export function noticePreview(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= NOTICE_PREVIEW_CHARS ? line : `${chars.slice(0, NOTICE_PREVIEW_CHARS).join('')}…`;
}

/**
 * To whom, in one line: `학원 전체`, a class's name (`중3 수학 심화반 외 1개 반`), or for chosen
 * people their count (`3명`) — `개별 공지` for a reader who is not told who else it went to.
 */
export function audienceLabel(kind: NoticeAudienceKind, classNms: readonly string[], peopleCnt: number | null) {
  if (kind === 'academy') return '학원 전체';
  if (kind === 'classes') {
    const [first] = classNms;
    if (first === undefined) return '반 공지';
    return classNms.length === 1 ? first : `${first} 외 ${classNms.length - 1}개 반`;
  }
  return peopleCnt === null ? '개별 공지' : `${formatNumber(peopleCnt)}명`;
}

// ── the list's cursor ────────────────────────────────────────────────────────

/** Where a page ends in the order of every list: pinned first, then the newest send time, then id. */
export type NoticeCursor = { pinned: boolean; publishAt: Date; noticeId: string };

const CURSOR = /^([01])\.(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeNoticeCursor(cursor: NoticeCursor): string {
  return `${cursor.pinned ? 1 : 0}.${cursor.publishAt.getTime()}.${cursor.noticeId}`;
}

export function decodeNoticeCursor(value: string): NoticeCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  return { pinned: match[1] === '1', publishAt: new Date(Number(match[2])), noticeId: match[3] as string };
}

export const isNoticeCursor = (value: string) => decodeNoticeCursor(value) !== null;
