import { getChoseong, josa } from 'es-hangul';
import {
  isPermissionCode,
  joinAuthCd,
  PERMISSION_LABELS,
  type PermissionCode,
  parseAuthCd,
} from '../access/access.permissions';
import { formatShortDate } from '../format/format.date';
import {
  CONNECT_PURPOSE_LABELS,
  type ConnectPurpose,
  JOIN_REQUEST_STATUS_LABELS,
  type JoinRequestStatus,
} from '../institute/institute.constants';

/**
 * Employees and permissions (직원과 권한): who counts as staff, what a new staff member may do by
 * default, the invitation message with its cost, the name search, and the audit actions of the area.
 */

// ── staff ────────────────────────────────────────────────────────────────────

/** Relation codes of the people who work at an academy: 원장, 실장, 강사. */
export const STAFF_RELATION_CODES = ['020', '030', '050'] as const;
export type StaffRelationCd = (typeof STAFF_RELATION_CODES)[number];

/** The roles a director hands out (a director is never invited or assigned here). */
export const ASSIGNABLE_STAFF_ROLES = ['030', '050'] as const;
export type AssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

export const DIRECTOR_RELATION_CD = '020' satisfies StaffRelationCd;

export const STAFF_ROLE_LABELS: Record<StaffRelationCd, string> = {
  '020': '원장',
  '030': '실장',
  '050': '강사',
};

export function isStaffRelationCd(value: unknown): value is StaffRelationCd {
  return typeof value === 'string' && (STAFF_RELATION_CODES as readonly string[]).includes(value);
}

/** An employee's state in the list: working, left, or invited and not yet joined. */
export const EMPLOYEE_STATUSES = ['active', 'ended', 'invited'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: '재직 중',
  ended: '퇴사',
  invited: '초대 중',
};

/** The list's filter: working staff (with pending invitations) or those who left. */
export const EMPLOYEE_FILTERS = ['active', 'ended'] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

export const DISPLAY_NAME_MAX = 30;
export const EMPLOYEE_MEMO_MAX = 500;

/** The name the academy shows for a staff member: its own display name, else the account's name. */
export function shownName(accountNm: string, displayNm: string | null | undefined): string {
  const own = displayNm?.trim();
  return own ? own : accountNm;
}

/** The in-app notice a staff member gets when their role changes or their employment ends. */
export function staffChangeNotice(
  instNm: string,
  change: { type: 'role'; relationCd: AssignableStaffRole } | { type: 'end' },
): { title: string; body: string } {
  if (change.type === 'role') {
    const role = STAFF_ROLE_LABELS[change.relationCd];
    return { title: '역할이 바뀌었습니다', body: `${instNm}에서 역할이 ${josa(role, '으로/로')} 바뀌었습니다.` };
  }
  return { title: '퇴사 처리되었습니다', body: `${instNm}의 직원 연결이 종료되었습니다.` };
}

// ── authCd as the API receives it ────────────────────────────────────────────

/**
 * Whether a typed authCd is well formed: empty (no permissions), or permission codes separated by
 * `#`, each known. Unlike `parseAuthCd`, which ignores what it does not know, this refuses it, so a
 * request never stores a code nobody checks.
 */
export function isValidAuthCdText(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  return text.split('#').every((part) => isPermissionCode(part.trim()));
}

/** The canonical form of a valid authCd: groups completed, code order, `000` when everything is. */
export function canonicalAuthCd(value: string): string {
  return joinAuthCd(parseAuthCd(value));
}

/** `['결제 조회']` for `041`, `['전체']` for `000`: the labels of the codes a member holds, parents before children. */
export function permissionLabelsOf(authCd: string | null | undefined): string[] {
  const codes = parseAuthCd(authCd);
  if (codes.includes('000')) return [PERMISSION_LABELS['000']];
  const shown = codes.filter((code) => {
    // A group that is checked stands for its two children.
    const group = `${code.slice(0, 2)}0` as PermissionCode;
    return code === group || !codes.includes(group);
  });
  return shown.map((code) => PERMISSION_LABELS[code]);
}

// ── invitation message and its cost ──────────────────────────────────────────

/** How an invitation is sent: a text message or a KakaoTalk AlimTalk. */
export const INVITE_CHANNELS = ['sms', 'alimtalk'] as const;
export type InviteChannel = (typeof INVITE_CHANNELS)[number];

/** What the provider bills: a short SMS, a long LMS, or an AlimTalk. */
export type BilledMessageType = 'sms' | 'lms' | 'alimtalk';

/** Cost per message in won (Solapi list prices the academy pays; shown before sending). */
export const MESSAGE_COSTS: Record<BilledMessageType, number> = {
  sms: 20,
  lms: 50,
  alimtalk: 8,
};

/** An SMS holds 90 bytes (Hangul counts 2, as the carriers' EUC-KR does); anything longer goes as LMS. */
export const SMS_MAX_BYTES = 90;

/** The AlimTalk template the invitation uses (registered with the provider). */
export const STAFF_INVITE_TEMPLATE = 'STAFF_INVITE_V1';

/** Bytes of a message as the carriers count them: 1 for ASCII, 2 for anything else. */
export function messageBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

/** What a message on a channel is billed as: SMS up to 90 bytes, LMS beyond; AlimTalk as such. */
export function billedTypeOf(channel: InviteChannel, text: string): BilledMessageType {
  if (channel === 'alimtalk') return 'alimtalk';
  return messageBytes(text) <= SMS_MAX_BYTES ? 'sms' : 'lms';
}

export type ChannelCost = { channel: InviteChannel; billedAs: BilledMessageType; cost: number };

/** The cost of sending a text on each channel, in the order of INVITE_CHANNELS. */
export function channelCosts(text: string): ChannelCost[] {
  return INVITE_CHANNELS.map((channel) => {
    const billedAs = billedTypeOf(channel, text);
    return { channel, billedAs, cost: MESSAGE_COSTS[billedAs] };
  });
}

/** The page an invited person opens to enter the code (InstConnect), with the code filled in. */
export const INVITE_CONNECT_PATH = '/v3/InstConnect';

export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${INVITE_CONNECT_PATH}?code=${encodeURIComponent(code)}`;
}

export type InviteMessageInput = {
  instNm: string;
  relationCd: AssignableStaffRole;
  targetNm: string | null;
  code: string;
  link: string;
  expiresAt: Date;
};

/** The invitation text (informational, so AlimTalk may carry it): who invites, as what, the code, the link, until when. */
export function staffInviteMessage(input: InviteMessageInput): string {
  const role = STAFF_ROLE_LABELS[input.relationCd];
  const greeting = input.targetNm ? `${input.targetNm}님, ` : '';
  return [
    `[학원ON] ${input.instNm} 직원 초대`,
    `${greeting}${josa(input.instNm, '이/가')} ${josa(role, '으로/로')} 초대했습니다.`,
    `초대 코드: ${input.code}`,
    `아래 링크에서 로그인한 뒤 초대 코드를 입력하면 학원에 연결됩니다.`,
    input.link,
    `(${formatShortDate(input.expiresAt)}까지 사용할 수 있습니다)`,
  ].join('\n');
}

// ── search ───────────────────────────────────────────────────────────────────

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

/**
 * Whether a name matches what was typed in the search box: a part of the name (`원장`), or its
 * initial consonants (`ㄱㅇㅈ` finds 김원장, `ㅇㅈ` too). Spaces are ignored; Latin letters
 * match whatever their case. An empty query matches every name.
 */
export function matchesNameSearch(name: string, query: string | null | undefined): boolean {
  const typed = (query ?? '').replace(/\s+/g, '').toLowerCase();
  if (typed === '') return true;
  const compact = name.replace(/\s+/g, '').toLowerCase();
  if (compact.includes(typed)) return true;
  return CHOSEONG_ONLY.test(typed) && getChoseong(compact).includes(typed);
}

// ── audit ────────────────────────────────────────────────────────────────────

/** The audit actions this area writes, with how the '변경 이력' list names them. */
export const EMPLOYEE_AUDIT_ACTIONS = {
  'employee.invite': '직원 초대',
  'employee.invite-revoke': '초대 취소',
  'employee.role': '역할 변경',
  'employee.end': '퇴사 처리',
  'employee.info': '직원 정보 수정',
  'permission.update': '권한 변경',
} as const satisfies Record<string, string>;

/**
 * Membership changes the other areas write into the same log: opening an academy (its director),
 * joining by invitation, a join request approved, rejected, or cancelled by the person who sent it,
 * leaving an academy, and a membership ended by the member's withdrawal.
 */
export const CONNECT_AUDIT_ACTIONS = {
  'membership.create': '학원 개설',
  'invite.accept': '초대 수락',
  'join-request.approve': '가입 요청 승인',
  'join-request.reject': '가입 요청 거절',
  'join-request.cancel': '가입 요청 취소',
  'membership.leave': '학원 연결 해제',
  'membership.end': '회원 탈퇴로 연결 종료',
} as const satisfies Record<string, string>;

const PEOPLE_AUDIT_LABELS: Readonly<Record<string, string>> = { ...EMPLOYEE_AUDIT_ACTIONS, ...CONNECT_AUDIT_ACTIONS };

/**
 * What '변경 이력' (/v3/permissions) lists: every permission and membership change, and nothing
 * else the academy's log holds (classes, students, settings have their own histories).
 */
export const PEOPLE_AUDIT_ACTIONS = Object.keys(PEOPLE_AUDIT_LABELS) as readonly string[];

/** The Korean name of a permission or membership action; any other action shows as it is. */
export function auditActionLabel(action: string): string {
  return PEOPLE_AUDIT_LABELS[action] ?? action;
}

/** How an audit row's before/after is read: codes as their labels, roles as their names. */
export function describeAuditState(state: Record<string, unknown> | null): string {
  if (state === null) return '없음';
  const parts: string[] = [];
  if (typeof state.relationCd === 'string' && isStaffRelationCd(state.relationCd)) {
    parts.push(STAFF_ROLE_LABELS[state.relationCd]);
  }
  if (state.status === 'ended') parts.push(EMPLOYEE_STATUS_LABELS.ended);
  if (state.status === 'active') parts.push(EMPLOYEE_STATUS_LABELS.active);
  if (typeof state.authCd === 'string' || state.authCd === null) {
    const labels = permissionLabelsOf(state.authCd as string | null);
    parts.push(labels.length > 0 ? labels.join(', ') : '권한 없음');
  }
  if (typeof state.displayNm === 'string' || state.displayNm === null) {
    parts.push(`표시 이름 ${state.displayNm ? state.displayNm : '없음'}`);
  }
  if (typeof state.memo === 'string' || state.memo === null) parts.push(state.memo ? '메모 있음' : '메모 없음');
  if (typeof state.targetNm === 'string') parts.push(state.targetNm);
  // A join request: what it asked to join as, and where it stood.
  if (typeof state.role === 'string' && state.role in CONNECT_PURPOSE_LABELS) {
    parts.push(`${CONNECT_PURPOSE_LABELS[state.role as ConnectPurpose]} 가입 요청`);
  }
  if (typeof state.requestStatus === 'string' && state.requestStatus in JOIN_REQUEST_STATUS_LABELS) {
    parts.push(JOIN_REQUEST_STATUS_LABELS[state.requestStatus as JoinRequestStatus]);
  }
  return parts.length > 0 ? parts.join(' · ') : '-';
}
