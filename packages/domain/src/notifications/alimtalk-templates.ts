import { ATTENDANCE_ALIMTALK_TEMPLATES, fillTemplate } from '../attendance/attendance.rules';

/**
 * Every AlimTalk template, by the id registered with the provider, in one place: the text as
 * registered, whose `#{…}` are its variables. AlimTalk carries informational messages only, so no
 * advertising goes through these. A sent text must match its template, so it is made by filling one
 * of these (`alimTalkMessage`) and nothing else; when AlimTalk fails, the same text goes as SMS or
 * LMS (by its length in bytes).
 */
export const ALIMTALK_TEMPLATES = {
  ...ATTENDANCE_ALIMTALK_TEMPLATES,
  'class-session-changed': '[#{학원명}] #{내용}',
  // Notices (features/notices): a new notice, and the reminder to those who have not read it.
  notice: '[#{학원명}] 새 공지가 올라왔습니다.\n\n#{제목}\n\n앱에서 공지 내용을 확인해 주세요.',
  'notice-remind': '[#{학원명}] 아직 확인하지 않은 공지가 있습니다.\n\n#{제목}\n\n앱에서 공지 내용을 확인해 주세요.',
  // The class feed (features/feed): a 알림장 to one student's family.
  'feed-personal': '[#{학원명}] #{원생명} 학생의 알림장이 도착했습니다.\n\n앱에서 알림장을 확인해 주세요.',
  // Tuition bills (features/billing): a bill sent to a family, with the page that pays it.
  'bill-issued':
    '[#{학원명}] #{원생명} 학생의 청구서가 도착했습니다.\n\n#{제목}\n청구 금액: #{금액}\n납부 기한: #{납부기한}\n\n결제하기: #{링크}',
  // A refund of a bill (features/billing): how much, how it comes back, and the 학원법 line that computed it.
  'bill-refunded':
    '[#{학원명}] #{원생명} 학생의 교습비를 환불합니다.\n\n#{제목}\n환불 금액: #{금액}\n#{환불방법}\n\n#{계산}',
  // An automatic payment of a bill the registered card declined (features/billing): why, what comes next, the pay page.
  'bill-autopay-failed':
    '[#{학원명}] #{원생명} 학생의 교습비 자동결제가 되지 않았습니다.\n\n#{제목}\n결제할 금액: #{금액}\n#{사유}\n#{안내}\n\n결제하기: #{링크}',
  // 미납 안내 (features/books reminders): a bill past its due date, politely, with the page that pays it.
  'bill-overdue':
    '[#{학원명}] #{원생명} 학생의 납부 기한이 지난 청구서가 있어 안내드립니다.\n\n#{제목}\n납부할 금액: #{금액}\n납부 기한: #{납부기한}\n\n이미 납부하셨다면 이 안내는 넘겨 주셔도 됩니다.\n결제하기: #{링크}',
} as const satisfies Readonly<Record<string, string>>;

export type AlimTalkTemplateId = keyof typeof ALIMTALK_TEMPLATES;

/** What a notification may also send by AlimTalk: a template and its variables' values. */
export type AlimTalkMessage = { template: AlimTalkTemplateId; variables: Record<string, string> };

/** The provider refuses an AlimTalk longer than this many characters. */
export const ALIMTALK_MAX_CHARS = 1000;

const VARIABLE = /#\{([^}]+)\}/g;

/** The variables a template needs, in order. */
export function alimTalkVariables(template: AlimTalkTemplateId): string[] {
  return [...ALIMTALK_TEMPLATES[template].matchAll(VARIABLE)].map((match) => match[1] ?? '');
}

export function isAlimTalkTemplateId(id: string): id is AlimTalkTemplateId {
  return Object.hasOwn(ALIMTALK_TEMPLATES, id);
}

export type AlimTalkText =
  | { ok: true; text: string }
  | { ok: false; reason: 'unknown-template' | 'missing-variable' | 'too-long' };

/**
 * The text of an AlimTalk, checked before anything is sent: a known template, every variable given,
 * and no longer than ALIMTALK_MAX_CHARS.
 */
export function alimTalkText(message: { template: string; variables: Readonly<Record<string, string>> }): AlimTalkText {
  if (!isAlimTalkTemplateId(message.template)) return { ok: false, reason: 'unknown-template' };
  let text: string;
  try {
    text = fillTemplate(ALIMTALK_TEMPLATES[message.template], message.variables);
  } catch {
    return { ok: false, reason: 'missing-variable' };
  }
  if ([...text].length > ALIMTALK_MAX_CHARS) return { ok: false, reason: 'too-long' };
  return { ok: true, text };
}
