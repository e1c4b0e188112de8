import { z } from 'zod';
import { calendarInstantSchema } from '../calendar/calendar.schema';
import { deliveryStatusView, messageCostSchema } from '../notifications/notifications.schema';
import { labelled } from '../validation/validation.error-map';
import {
  NOTICE_AUDIENCE_KINDS,
  NOTICE_CLASSES_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_FILES_MAX,
  NOTICE_HISTORY_ACTIONS,
  NOTICE_IMAGES_MAX,
  NOTICE_PAGE_SIZE,
  NOTICE_PEOPLE_MAX,
  NOTICE_TITLE_MAX,
} from './notice.constants';
import { isNoticeCursor, NOTICE_MESSAGES } from './notice.rules';

/**
 * The notices API contract (공지): `/api/insts/:instId/notices…`, `/notice-images` and
 * `/notice-files`, used by the server routes, the write form and the tests. The feed group's names of
 * SPEC §3 are kept where a notice shares them: `content`, `readCnt`, `studentMaxCnt`.
 */

// ── paths and queries ────────────────────────────────────────────────────────

export const noticeInstParams = z.object({ instId: z.uuid() });
export const noticeParams = noticeInstParams.extend({ noticeId: z.uuid() });
/** A notice's picture or file by its stored name (`<uploadId>.<ext>`). */
export const noticeFileParams = noticeParams.extend({
  fileNm: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/),
});

/** Where a notice's picture or file is read (by those who may read the notice). */
export const noticeFileUrl = (instId: string, noticeId: string, fileNm: string) =>
  `/api/insts/${encodeURIComponent(instId)}/notices/${encodeURIComponent(noticeId)}/files/${encodeURIComponent(fileNm)}`;

export const noticeListQuery = z.object({
  /** The `nextCursor` of the page before; the first page without it. */
  cursor: z.string().refine(isNoticeCursor).optional(),
  /** Only the notices addressed to this class (/v3/class/notice). */
  classId: z.uuid().optional(),
  /** A shorter page (a home's card shows the newest few); NOTICE_PAGE_SIZE without it. */
  limit: z.coerce.number().int().min(1).max(NOTICE_PAGE_SIZE).optional(),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

// ── writing ──────────────────────────────────────────────────────────────────

const uniqueIds = (max: number, label: string) =>
  labelled(
    z
      .array(z.uuid())
      .max(max)
      .overwrite((ids) => [...new Set(ids)]),
    label,
    'choice',
  );

/** To whom a notice goes. Students chosen by name bring their guardians; staff are chosen as themselves. */
export const noticeAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('academy') }),
  z.object({
    kind: z.literal('classes'),
    classIds: uniqueIds(NOTICE_CLASSES_MAX, '받는 반').min(1),
  }),
  z
    .object({
      kind: z.literal('people'),
      studentIds: uniqueIds(NOTICE_PEOPLE_MAX, '받는 원생').default([]),
      staffUserIds: uniqueIds(NOTICE_PEOPLE_MAX, '받는 직원').default([]),
    })
    .refine((people) => people.studentIds.length + people.staffUserIds.length > 0, {
      error: NOTICE_MESSAGES.peopleRequired,
      path: ['studentIds'],
    })
    .refine((people) => people.studentIds.length + people.staffUserIds.length <= NOTICE_PEOPLE_MAX, {
      error: NOTICE_MESSAGES.peopleTooMany,
      path: ['studentIds'],
    }),
]);
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;
export const NOTICE_AUDIENCE_KIND_SCHEMA = z.enum(NOTICE_AUDIENCE_KINDS);

/** What may change on a notice at any time: the text, pictures, files, pin and 확인 요청. */
const noticeContentFields = {
  title: labelled(z.string().trim().min(1).max(NOTICE_TITLE_MAX), '제목'),
  content: labelled(z.string().trim().min(1).max(NOTICE_CONTENT_MAX), '내용'),
  /** 상단 고정: shown before the other notices. */
  pinned: z.boolean().default(false),
  /** 확인 요청: families tap 확인했습니다, with its own list. */
  confirmRequested: z.boolean().default(false),
  /** Uploaded pictures (`/notice-images`), in the order shown. */
  imageIds: uniqueIds(NOTICE_IMAGES_MAX, '사진').default([]),
  /** Uploaded files (`/notice-files`), in the order shown. */
  fileIds: uniqueIds(NOTICE_FILES_MAX, '첨부 파일').default([]),
};

/** How a notice is sent: fixed once it has been sent. */
const noticeDeliveryFields = {
  audience: noticeAudienceSchema,
  /** Also by 알림톡 (SMS/LMS when it fails), per each person's settings. */
  alimTalk: z.boolean().default(false),
  /** 광고성 공지 (설명회 안내 …): marketing consent and the night rule apply; never by 알림톡. */
  advertising: z.boolean().default(false),
  /** 예약 발송: unseen and unsent until then; null sends at once. */
  sendAt: calendarInstantSchema('예약 발송 시각').nullable().default(null),
};

const notAdvertisingByAlimTalk = (body: { alimTalk?: boolean; advertising?: boolean }) =>
  !(body.alimTalk && body.advertising);

export const writeNoticeBody = z
  .object({ ...noticeContentFields, ...noticeDeliveryFields })
  .refine(notAdvertisingByAlimTalk, { error: NOTICE_MESSAGES.advertisingByAlimTalk, path: ['alimTalk'] });
export type WriteNoticeBody = z.infer<typeof writeNoticeBody>;
export type WriteNoticeInput = z.input<typeof writeNoticeBody>;

/**
 * An edit: the whole content, and — only while the notice waits for its send time — the delivery
 * too (leave those out for a notice already sent).
 */
export const updateNoticeBody = z
  .object({
    ...noticeContentFields,
    audience: noticeAudienceSchema.optional(),
    alimTalk: z.boolean().optional(),
    advertising: z.boolean().optional(),
    sendAt: calendarInstantSchema('예약 발송 시각').nullable().optional(),
  })
  .refine(notAdvertisingByAlimTalk, { error: NOTICE_MESSAGES.advertisingByAlimTalk, path: ['alimTalk'] });
export type UpdateNoticeBody = z.infer<typeof updateNoticeBody>;

/** What sending to an audience would cost, before it is sent. */
export const noticeCostBody = z
  .object({
    audience: noticeAudienceSchema,
    alimTalk: z.boolean().default(false),
    advertising: z.boolean().default(false),
  })
  .refine(notAdvertisingByAlimTalk, { error: NOTICE_MESSAGES.advertisingByAlimTalk, path: ['alimTalk'] });
export type NoticeCostBody = z.infer<typeof noticeCostBody>;

// ── answers ──────────────────────────────────────────────────────────────────

export const noticeCostResponse = z.object({
  /** Children addressed (each counted once, however many guardians they have). */
  studentMaxCnt: z.number().int(),
  /** Staff addressed. */
  staffCnt: z.number().int(),
  cost: messageCostSchema,
});
export type NoticeCostResponse = z.infer<typeof noticeCostResponse>;

/** Whom the caller may address: their classes, those classes' students (or every student), the staff. */
export const noticeAudienceChoicesResponse = z.object({
  /** The whole academy (not for a teacher). */
  canAddressAcademy: z.boolean(),
  classes: z.array(z.object({ classId: z.string(), classNm: z.string(), studentCnt: z.number().int() })),
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string(), classNms: z.array(z.string()) })),
  /** Empty for a teacher, who does not write to staff. */
  staff: z.array(z.object({ userId: z.string(), userNm: z.string(), roleLabel: z.string() })),
});
export type NoticeAudienceChoicesResponse = z.infer<typeof noticeAudienceChoicesResponse>;

export const uploadNoticeFileResponse = z.object({
  id: z.string(),
  /** The stored name (`<id>.<ext>`). */
  fileNm: z.string(),
  /** The name it was uploaded with. */
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type UploadNoticeFileResponse = z.infer<typeof uploadNoticeFileResponse>;

export const noticeAttachment = uploadNoticeFileResponse.extend({
  /** Where the notice's readers open it. */
  url: z.string(),
});
export type NoticeAttachment = z.infer<typeof noticeAttachment>;

export const noticeAudienceView = z.object({
  kind: NOTICE_AUDIENCE_KIND_SCHEMA,
  /** One line: `학원 전체`, `중3 수학 심화반 외 1개 반`, `3명`. */
  label: z.string(),
  /** The names chosen — for the notice's managers only (empty for everyone else). */
  classes: z.array(z.object({ classId: z.string(), classNm: z.string() })),
  students: z.array(z.object({ studentId: z.string(), studentNm: z.string() })),
  staff: z.array(z.object({ userId: z.string(), userNm: z.string() })),
});
export type NoticeAudienceView = z.infer<typeof noticeAudienceView>;

export const noticeAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The read list, reminding and the history. */
  canManage: z.boolean(),
});

export const noticeDetailResponse = z.object({
  noticeId: z.string(),
  title: z.string(),
  content: z.string(),
  writer: z.object({ userId: z.string(), userNm: z.string() }),
  pinned: z.boolean(),
  confirmRequested: z.boolean(),
  alimTalk: z.boolean(),
  advertising: z.boolean(),
  audience: noticeAudienceView,
  sendAt: z.string().nullable(),
  /** null while it waits for its send time. */
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** When the text last changed after it was written; null if never. */
  editedAt: z.string().nullable(),
  images: z.array(noticeAttachment),
  files: z.array(noticeAttachment),
  /** Read and confirmation counts per child — for the notice's managers (null for everyone else). */
  readCnt: z.number().int().nullable(),
  studentMaxCnt: z.number().int().nullable(),
  confirmCnt: z.number().int().nullable(),
  /** The reader's own part: whether it is addressed to them, and their 확인했습니다. */
  me: z.object({
    recipient: z.boolean(),
    /** 확인했습니다 is theirs to tap (a family member it is addressed to, 확인 요청 on). */
    canConfirm: z.boolean(),
    confirmedAt: z.string().nullable(),
  }),
  abilities: noticeAbilities,
});
export type NoticeDetailResponse = z.infer<typeof noticeDetailResponse>;

export const noticeListItem = z.object({
  noticeId: z.string(),
  title: z.string(),
  preview: z.string(),
  writerNm: z.string(),
  pinned: z.boolean(),
  confirmRequested: z.boolean(),
  audienceLabel: z.string(),
  /** When it is (or was) sent. */
  publishAt: z.string(),
  sentAt: z.string().nullable(),
  imageCnt: z.number().int(),
  fileCnt: z.number().int(),
  /** The reader has opened it (a notice they are not addressed to reads as read). */
  read: z.boolean(),
  /** The reader tapped 확인했습니다; null when it is not theirs to confirm. */
  confirmed: z.boolean().nullable(),
  /** For the notice's managers (null for everyone else). */
  readCnt: z.number().int().nullable(),
  studentMaxCnt: z.number().int().nullable(),
  confirmCnt: z.number().int().nullable(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;

export const noticeListResponse = z.object({
  items: z.array(noticeListItem),
  /** Pass as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NoticeListResponse = z.infer<typeof noticeListResponse>;

export const confirmNoticeResponse = z.object({ confirmedAt: z.string() });
export type ConfirmNoticeResponse = z.infer<typeof confirmNoticeResponse>;

export const readListRecipient = z.object({
  userId: z.string(),
  userNm: z.string(),
  /** `본인`, or the guardian's relation (`어머니` …). */
  relation: z.string(),
  readAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  deliveries: z.array(deliveryStatusView),
});

export const readListStudent = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  /** Someone of the child's family (the child or a guardian) opened it. */
  read: z.boolean(),
  readAt: z.string().nullable(),
  readBy: z.string().nullable(),
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  /** The accounts it went to for this child; empty when no family member has an account yet. */
  recipients: z.array(readListRecipient),
});
export type ReadListStudent = z.infer<typeof readListStudent>;

export const readListStaff = z.object({
  userId: z.string(),
  userNm: z.string(),
  roleLabel: z.string(),
  readAt: z.string().nullable(),
  deliveries: z.array(deliveryStatusView),
});
export type ReadListStaff = z.infer<typeof readListStaff>;

export const noticeReadListResponse = z.object({
  noticeId: z.string(),
  title: z.string(),
  confirmRequested: z.boolean(),
  sentAt: z.string().nullable(),
  readCnt: z.number().int(),
  studentMaxCnt: z.number().int(),
  confirmCnt: z.number().int(),
  staffReadCnt: z.number().int(),
  students: z.array(readListStudent),
  staff: z.array(readListStaff),
});
export type NoticeReadListResponse = z.infer<typeof noticeReadListResponse>;

export const noticeRemindPreviewResponse = z.object({
  /** Children whose family has not opened it, and staff who have not. */
  unreadStudents: z.number().int(),
  unreadStaff: z.number().int(),
  cost: messageCostSchema,
});
export type NoticeRemindPreviewResponse = z.infer<typeof noticeRemindPreviewResponse>;

export const noticeRemindResponse = z.object({ reminded: z.number().int() });
export type NoticeRemindResponse = z.infer<typeof noticeRemindResponse>;

export const noticeHistoryResponse = z.object({
  entries: z.array(
    z.object({
      action: z.enum(NOTICE_HISTORY_ACTIONS),
      actionLabel: z.string(),
      actorNm: z.string().nullable(),
      at: z.string(),
      /** The Korean names of what changed (`제목`, `내용`, `사진` …). */
      changes: z.array(z.string()),
    }),
  ),
});
export type NoticeHistoryResponse = z.infer<typeof noticeHistoryResponse>;

export const deleteNoticeResponse = z.object({ deleted: z.literal(true) });

/** A written or edited notice: its id, and when it was sent (null while it waits for its time). */
export const savedNoticeResponse = z.object({
  noticeId: z.string(),
  sentAt: z.string().nullable(),
  /** People told by this save (a send now); null when nothing was sent. */
  told: z.number().int().nullable(),
});
export type SavedNoticeResponse = z.infer<typeof savedNoticeResponse>;
