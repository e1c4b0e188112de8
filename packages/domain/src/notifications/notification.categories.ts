/**
 * What a notification is about (its category): every notification `type` the app writes belongs to
 * one, and each person's preferences (which channels bring which category) are kept per category.
 * Advertising ('ad') is the only category that is not informational.
 */
export const NOTIFICATION_CATEGORIES = [
  'attendance',
  'notice',
  'feed',
  'comment',
  'bill',
  'homework',
  'report',
  'chat',
  'account',
  'ad',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  attendance: '등원·하원·결석',
  notice: '공지·수업 변경',
  feed: '피드·알림장',
  comment: '댓글',
  bill: '청구·결제',
  homework: '과제',
  report: '학습 리포트',
  chat: '채팅',
  account: '학원 연결·계정',
  ad: '광고·이벤트 소식',
};

/** Every type the app writes, by name; a type not listed goes by its prefix (`notificationCategoryOf`). */
const CATEGORY_OF_TYPE: Readonly<Record<string, NotificationCategory>> = {
  classCheck: 'attendance',
  'attendance-check-in': 'attendance',
  'attendance-check-out': 'attendance',
  'attendance-absent': 'attendance',
  notice: 'notice',
  'notice-remind': 'notice',
  'class-session-cancel': 'notice',
  'class-session-reschedule': 'notice',
  'class-session-makeup': 'notice',
  'feed-post': 'feed',
  'feed-personal': 'feed',
  'feed-comment': 'comment',
  'join-request': 'account',
  'join-request-approved': 'account',
  'join-request-rejected': 'account',
  'invite-accepted': 'account',
  'member-left': 'account',
  'employee-role-changed': 'account',
  'employee-ended': 'account',
  'class-teacher-assigned': 'account',
  'academy-export-ready': 'account',
  ad: 'ad',
};

/** Prefixes of the types later areas will write (`bill-issued`, `homework-due`, `chat-message` …). */
const CATEGORY_OF_PREFIX: readonly (readonly [string, NotificationCategory])[] = [
  ['attendance', 'attendance'],
  ['notice', 'notice'],
  ['feed-comment', 'comment'],
  ['comment', 'comment'],
  ['feed', 'feed'],
  ['board', 'feed'],
  ['bill', 'bill'],
  ['payment', 'bill'],
  ['homework', 'homework'],
  ['report', 'report'],
  // A published test's scores are learning results: they go with the learning reports' preference.
  ['grade', 'report'],
  ['chat', 'chat'],
  ['ad-', 'ad'],
];

/** The category of a notification type; an unknown type is about the account (informational). */
export function notificationCategoryOf(type: string): NotificationCategory {
  const known = CATEGORY_OF_TYPE[type];
  if (known) return known;
  const lower = type.toLowerCase();
  for (const [prefix, category] of CATEGORY_OF_PREFIX) if (lower.startsWith(prefix)) return category;
  return 'account';
}

/** Whether a category is informational (sent whatever the marketing consent and the hour). */
export function isInformationalCategory(category: NotificationCategory): boolean {
  return category !== 'ad';
}
