/**
 * The limits of a notice (공지), written once: the server's schemas and the write screen read them
 * (docs/decisions/0047-notices.md).
 */

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 5000;
/**
 * Pictures and files of one notice. Together they stay within what one person may have uploaded
 * and not yet used (the upload quota's 12 files), so a full notice can always be saved.
 */
export const NOTICE_IMAGES_MAX = 8;
export const NOTICE_FILES_MAX = 4;
/** The largest file a notice takes, in MB (a picture: 10MB, as every picture). */
export const NOTICE_FILE_MAX_MB = 20;
/** Classes one notice may be addressed to. */
export const NOTICE_CLASSES_MAX = 50;
/** People (students and staff) chosen by name in one notice. */
export const NOTICE_PEOPLE_MAX = 500;
/** Notices per page of a list (cursor pagination). */
export const NOTICE_PAGE_SIZE = 20;
/** A send time may be chosen up to this many days ahead. */
export const NOTICE_SCHEDULE_MAX_DAYS = 90;
/** How often the scheduled notices due are sent (the job's interval). */
export const NOTICE_SEND_EVERY_MS = 60_000;
/** The text shown in a list under the title. */
export const NOTICE_PREVIEW_CHARS = 80;
/** Changes of one notice shown in its history. */
export const NOTICE_HISTORY_MAX = 100;

/** To whom a notice goes: the whole academy, chosen classes, or chosen people (students, staff). */
export const NOTICE_AUDIENCE_KINDS = ['academy', 'classes', 'people'] as const;
export type NoticeAudienceKind = (typeof NOTICE_AUDIENCE_KINDS)[number];

export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudienceKind, string> = {
  academy: '학원 전체',
  classes: '반 선택',
  people: '사람 선택',
};

/** What the history records, as `notice.<action>` in the audit log. */
export const NOTICE_HISTORY_ACTIONS = ['create', 'update', 'send', 'remind', 'delete'] as const;
export type NoticeHistoryAction = (typeof NOTICE_HISTORY_ACTIONS)[number];

export const NOTICE_HISTORY_LABELS: Record<NoticeHistoryAction, string> = {
  create: '작성',
  update: '수정',
  send: '발송',
  remind: '다시 알림',
  delete: '삭제',
};
