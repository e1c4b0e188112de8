import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { deliveryStatusView } from '../notifications/notifications.schema';
import { labelled } from '../validation/validation.error-map';
import {
  BOARD_CONTENT_MAX,
  BOARD_FILES_MAX,
  BOARD_KINDS,
  BOARD_MEDIA_MAX,
  BOARD_TAGS_MAX,
  COMMENT_CONTENT_MAX,
  COMMENT_FILES_MAX,
  COMMENTS_PAGE_DEFAULT,
  COMMENTS_PAGE_MAX,
  EMOTIONS,
  FEED_PAGE_DEFAULT,
  FEED_PAGE_MAX,
  FEED_SCOPES,
  READ_MARK_MAX,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
} from './feed.rules';

/**
 * The feed and board API contract (피드, 게시판, 알림장). Field names follow SPEC §3's feed group:
 * feedImage, feedFile, tagList, content, boardId, boardUserId, boardInfo, readCnt, studentMaxCnt,
 * emotionList, commentList, myEmotion, secretYn, rereplySecretYn, replyFiles, rereplyFiles,
 * selectedUsers and unselectedUsers.
 */

// ── params and queries ───────────────────────────────────────────────────────

export const feedInstParams = z.object({ instId: z.uuid() });
export const boardParams = feedInstParams.extend({ boardId: z.uuid() });
export const commentParams = boardParams.extend({ commentId: z.uuid() });
export const reportParams = feedInstParams.extend({ reportId: z.uuid() });

/** A stored feed file: `<uuid>.<ext>`. */
export const FEED_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;
const feedFileName = z.string().regex(FEED_FILE_NAME);
export const feedFileParams = feedInstParams.extend({ fileNm: feedFileName });

export const feedQuery = z.object({
  scope: z.enum(FEED_SCOPES).default('AS'),
  /** EA: the class. */
  classId: z.uuid().optional(),
  /** UH: the student (a family's default is their first child). */
  studentId: z.uuid().optional(),
  /** Older than this post (ids are time-ordered). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
});
export type FeedQuery = z.infer<typeof feedQuery>;

export const commentsQuery = z.object({
  /** Newer than this comment (comments read oldest first). */
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(COMMENTS_PAGE_MAX).default(COMMENTS_PAGE_DEFAULT),
});
export type CommentsQuery = z.infer<typeof commentsQuery>;

/** The write screens' choices: the classes one may post to, and a class's students to tag. */
export const writeOptionsQuery = z.object({ classId: z.uuid().optional(), boardId: z.uuid().optional() });
export type WriteOptionsQuery = z.infer<typeof writeOptionsQuery>;

export const reportsQuery = z.object({ status: z.enum(['open', 'all']).default('open') });
export type ReportsQuery = z.infer<typeof reportsQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

const content = (max: number) => labelled(z.string().trim().max(max), '내용').default('');
const fileList = (max: number, label: string) => labelled(z.array(feedFileName).max(max), label).default([]);
const yesNo = z.enum(['Y', 'N']);
export const EMPTY_POST_MESSAGE = '내용을 입력하거나 사진·파일을 올려 주세요.';
export const EMPTY_COMMENT_MESSAGE = '댓글 내용을 입력하거나 파일을 올려 주세요.';

const postFields = {
  content: content(BOARD_CONTENT_MAX),
  /** Photos and short videos, in the order shown (the viewer swipes through them). */
  feedImage: fileList(BOARD_MEDIA_MAX, '사진·동영상'),
  /** Attached documents. */
  feedFile: fileList(BOARD_FILES_MAX, '첨부 파일'),
};
const hasSomething = (body: { content: string; feedImage: string[]; feedFile: string[] }) =>
  body.content.length > 0 || body.feedImage.length > 0 || body.feedFile.length > 0;
const emptyPost = { message: EMPTY_POST_MESSAGE, path: ['content'] };

/** POST …/boards (/v3/board/write): a post to a class, for its families or only the tagged students'. */
export const boardBody = z
  .object({
    classId: labelled(z.uuid(), '반', 'choice'),
    ...postFields,
    /** Tagged students (selected users); none: every family of the class. */
    tagList: labelled(z.array(z.uuid()).max(BOARD_TAGS_MAX), '원생 태그').default([]),
  })
  .refine(hasSomething, emptyPost);
export type BoardBody = z.infer<typeof boardBody>;
export type BoardBodyInput = z.input<typeof boardBody>;

/** POST …/boards/personal (/v3/board/PersonalWrite): a 알림장 to one student's family. */
export const personalBoardBody = z
  .object({ studentId: labelled(z.uuid(), '원생', 'choice'), ...postFields })
  .refine(hasSomething, emptyPost);
export type PersonalBoardBody = z.infer<typeof personalBoardBody>;
export type PersonalBoardBodyInput = z.input<typeof personalBoardBody>;

/** PATCH …/boards/:boardId (/v3/board/edit, /v3/board/PersonalEdit): the class and the 알림장's student stay. */
export const boardEditBody = z
  .object({
    ...postFields,
    /** A class post's tags (a 알림장 keeps its one student). */
    tagList: labelled(z.array(z.uuid()).max(BOARD_TAGS_MAX), '원생 태그').optional(),
  })
  .refine(hasSomething, emptyPost);
export type BoardEditBody = z.infer<typeof boardEditBody>;
export type BoardEditBodyInput = z.input<typeof boardEditBody>;

const hasCommentText = (body: { content: string; files: string[] }) => body.content.length > 0 || body.files.length > 0;

export const commentBody = z
  .object({
    content: labelled(z.string().trim().max(COMMENT_CONTENT_MAX), '댓글').default(''),
    secretYn: yesNo.default('N'),
    replyFiles: fileList(COMMENT_FILES_MAX, '댓글 파일'),
  })
  .refine((body) => hasCommentText({ content: body.content, files: body.replyFiles }), {
    message: EMPTY_COMMENT_MESSAGE,
    path: ['content'],
  });
export type CommentBody = z.infer<typeof commentBody>;
export type CommentBodyInput = z.input<typeof commentBody>;

export const rereplyBody = z
  .object({
    content: labelled(z.string().trim().max(COMMENT_CONTENT_MAX), '답글').default(''),
    rereplySecretYn: yesNo.default('N'),
    rereplyFiles: fileList(COMMENT_FILES_MAX, '답글 파일'),
  })
  .refine((body) => hasCommentText({ content: body.content, files: body.rereplyFiles }), {
    message: EMPTY_COMMENT_MESSAGE,
    path: ['content'],
  });
export type RereplyBody = z.infer<typeof rereplyBody>;
export type RereplyBodyInput = z.input<typeof rereplyBody>;

/** PATCH a comment or a re-reply (its author): the text and whether it is secret. */
export const commentEditBody = z.object({
  content: labelled(z.string().trim().min(1).max(COMMENT_CONTENT_MAX), '댓글'),
  secretYn: yesNo,
});
export type CommentEditBody = z.infer<typeof commentEditBody>;

export const emotionBody = z.object({ emotion: labelled(z.enum(EMOTIONS), '감정', 'choice') });
export type EmotionBody = z.infer<typeof emotionBody>;

export const readsBody = z.object({ boardIds: z.array(z.uuid()).min(1).max(READ_MARK_MAX) });
export type ReadsBody = z.infer<typeof readsBody>;

export const reportBody = z.object({
  reason: labelled(z.enum(REPORT_REASONS), '신고 사유', 'choice'),
  text: labelled(z.string().trim().max(REPORT_TEXT_MAX), '신고 내용').default(''),
  /** A comment or re-reply of the post; none: the post itself. */
  commentId: z.uuid().optional(),
});
export type ReportBody = z.infer<typeof reportBody>;
export type ReportBodyInput = z.input<typeof reportBody>;

export const hideBody = z.object({ hidden: z.boolean() });
export type HideBody = z.infer<typeof hideBody>;

// ── views ────────────────────────────────────────────────────────────────────

export const FEED_FILE_KINDS = ['image', 'media', 'document'] as const;
export type FeedFileKind = (typeof FEED_FILE_KINDS)[number];

export const feedFileView = z.object({
  fileNm: z.string(),
  kind: z.enum(FEED_FILE_KINDS),
  originalNm: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /** The file as uploaded. */
  url: z.string(),
  /** A photo's phone-sized JPEG (lists and the viewer use it); null for other files or a photo it could not be made of. */
  phoneUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FeedFileView = z.infer<typeof feedFileView>;

export const tagView = z.object({ studentId: z.string(), studentNm: z.string() });
export type TagView = z.infer<typeof tagView>;

export const emotionCount = z.object({ emotion: z.enum(EMOTIONS), count: z.number().int() });
export type EmotionCount = z.infer<typeof emotionCount>;

export const boardCard = z.object({
  boardId: z.string(),
  kind: z.enum(BOARD_KINDS),
  classId: z.string().nullable(),
  classNm: z.string().nullable(),
  /** The author (SPEC boardUserId). */
  boardUserId: z.string(),
  authorNm: z.string(),
  authorRole: z.enum(ROLES).nullable(),
  content: z.string(),
  feedImage: z.array(feedFileView),
  feedFile: z.array(feedFileView),
  /** Tagged students: staff see all; a family only their own children. */
  tagList: z.array(tagView),
  emotionList: z.array(emotionCount),
  myEmotion: z.enum(EMOTIONS).nullable(),
  commentCnt: z.number().int(),
  /** Staff only (null for families): students whose family has read it, of `studentMaxCnt`. */
  readCnt: z.number().int().nullable(),
  studentMaxCnt: z.number().int().nullable(),
  /** Hidden by staff (only staff see a hidden post). */
  hidden: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  mayEdit: z.boolean(),
  mayModerate: z.boolean(),
});
export type BoardCard = z.infer<typeof boardCard>;

export const feedResponse = z.object({
  items: z.array(boardCard),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type FeedResponse = z.infer<typeof feedResponse>;

const commentFields = {
  commentId: z.string(),
  boardId: z.string(),
  userId: z.string(),
  userNm: z.string(),
  role: z.enum(ROLES).nullable(),
  content: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  mayEdit: z.boolean(),
  mayRemove: z.boolean(),
};

export const rereplyView = z.object({
  ...commentFields,
  parentId: z.string(),
  rereplySecretYn: yesNo,
  rereplyFiles: z.array(feedFileView),
});
export type RereplyView = z.infer<typeof rereplyView>;

export const commentView = z.object({
  ...commentFields,
  secretYn: yesNo,
  replyFiles: z.array(feedFileView),
  rereplyList: z.array(rereplyView),
});
export type CommentView = z.infer<typeof commentView>;

export const commentsResponse = z.object({
  items: z.array(commentView),
  /** Pass as `after` for the next page; null at the end. */
  nextAfter: z.string().nullable(),
});
export type CommentsResponse = z.infer<typeof commentsResponse>;

/** BoardDetailPage: the post (boardInfo) and the first page of its comments (commentList). */
export const boardDetailResponse = z.object({ boardInfo: boardCard, commentList: commentsResponse });
export type BoardDetailResponse = z.infer<typeof boardDetailResponse>;

export const boardSavedResponse = z.object({ boardId: z.string() });
export type BoardSavedResponse = z.infer<typeof boardSavedResponse>;

export const commentSavedResponse = z.object({ commentId: z.string() });
export type CommentSavedResponse = z.infer<typeof commentSavedResponse>;

export const emotionResponse = z.object({
  emotionList: z.array(emotionCount),
  myEmotion: z.enum(EMOTIONS).nullable(),
});
export type EmotionResponse = z.infer<typeof emotionResponse>;

export const readsResponse = z.object({ marked: z.number().int() });

export const readListStudent = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  read: z.boolean(),
  /** When the first of them read it. */
  readAt: z.string().nullable(),
  /** Who of the family has read it (the student, a guardian). */
  readers: z.array(z.object({ userNm: z.string(), relation: z.string() })),
  /** The family's accounts and how each was told of the post (app, push, AlimTalk …). */
  family: z.array(
    z.object({
      userId: z.string(),
      userNm: z.string(),
      relation: z.string(),
      deliveries: z.array(deliveryStatusView),
    }),
  ),
});
export type ReadListStudent = z.infer<typeof readListStudent>;

/** BoardReadListPage: per student of the audience, read or not (a parent reading counts for the child). */
export const readListResponse = z.object({
  boardId: z.string(),
  readCnt: z.number().int(),
  studentMaxCnt: z.number().int(),
  students: z.array(readListStudent),
});
export type ReadListResponse = z.infer<typeof readListResponse>;

export const writeOptionsResponse = z.object({
  /** Classes the writer may post to. */
  classes: z.array(z.object({ classId: z.string(), classNm: z.string() })),
  /** The chosen class's students enrolled today: tagged ones (an edited post's) and the rest. */
  selectedUsers: z.array(tagView),
  unselectedUsers: z.array(tagView),
});
export type WriteOptionsResponse = z.infer<typeof writeOptionsResponse>;

export const reportView = z.object({
  reportId: z.string(),
  boardId: z.string(),
  commentId: z.string().nullable(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  reporterNm: z.string(),
  /** The start of what was reported. */
  excerpt: z.string(),
  targetHidden: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReportView = z.infer<typeof reportView>;

export const reportsResponse = z.object({ items: z.array(reportView) });
export type ReportsResponse = z.infer<typeof reportsResponse>;

export const reportSavedResponse = z.object({ reportId: z.string() });

export const moderationResponse = z.object({ hidden: z.boolean() });

/** The address of a stored feed file (the phone-sized copy has its own name). */
export const feedFileUrl = (instId: string, fileNm: string) =>
  `/api/insts/${encodeURIComponent(instId)}/feed-files/${encodeURIComponent(fileNm)}`;
