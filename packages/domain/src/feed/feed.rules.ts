/**
 * The class feed and board (피드, 게시판, 알림장): who may see a post and a comment, the emotions, the
 * feed pages and the limits. The visibility rules are written here once; the server applies them in
 * SQL (`apps/server/src/features/feed/feed.visibility.ts`) and keeps a parity test against these
 * functions (docs/decisions/0048-class-feed.md).
 */

/** A class post (the class's families, or only the tagged students' families) or a 알림장 to one student. */
export const BOARD_KINDS = ['class', 'personal'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/**
 * The feed pages (SPEC §2 feed pages AS, EA, UH; decision 0048):
 * - `AS` 전체 소식: every post the reader may see, across the classes (staff: the classes they see;
 *   a family: every post of their children's classes and their 알림장);
 * - `EA` 반별 소식: one class's posts (`classId`);
 * - `UH` 우리 아이: posts about one student — those tagging them and their 알림장 (`studentId`;
 *   a family's default is their first child, staff choose the student).
 */
export const FEED_SCOPES = ['AS', 'EA', 'UH'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export const FEED_SCOPE_LABELS: Record<FeedScope, string> = {
  AS: '전체 소식',
  EA: '반별 소식',
  UH: '우리 아이',
};

/** The emotions a reader may leave on a post (one per person per post, changeable). */
export const EMOTIONS = ['LIKE', 'LOVE', 'FUN', 'WOW', 'THANKS'] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const EMOTION_LABELS: Record<Emotion, string> = {
  LIKE: '좋아요',
  LOVE: '사랑해요',
  FUN: '재밌어요',
  WOW: '놀라워요',
  THANKS: '고마워요',
};

export const EMOTION_SYMBOLS: Record<Emotion, string> = {
  LIKE: '👍',
  LOVE: '❤️',
  FUN: '😆',
  WOW: '😮',
  THANKS: '🙏',
};

/** Why a family member reports a post or a comment. */
export const REPORT_REASONS = ['PRIVACY', 'ABUSE', 'SPAM', 'WRONG_CHILD', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  PRIVACY: '개인정보·사진 노출',
  ABUSE: '욕설·비방',
  SPAM: '광고·도배',
  WRONG_CHILD: '우리 아이가 아닌 사진·내용',
  OTHER: '기타',
};

export const BOARD_CONTENT_MAX = 3000;
export const COMMENT_CONTENT_MAX = 1000;
export const REPORT_TEXT_MAX = 300;
/** Photos and videos of one post (the viewer swipes through them). */
export const BOARD_MEDIA_MAX = 20;
/** Attached documents of one post. */
export const BOARD_FILES_MAX = 5;
/** Files of one comment or re-reply. */
export const COMMENT_FILES_MAX = 3;
export const BOARD_TAGS_MAX = 100;
export const FEED_PAGE_MAX = 30;
export const FEED_PAGE_DEFAULT = 10;
export const COMMENTS_PAGE_MAX = 50;
export const COMMENTS_PAGE_DEFAULT = 20;
/** Re-replies shown under one comment (the newest comments of a busy post stay readable). */
export const REREPLIES_PER_COMMENT_MAX = 50;
/** Ids marked read in one call (the cards a reader scrolled past). */
export const READ_MARK_MAX = 50;

/** The longest side of the phone-sized copy of a photo, in pixels. */
export const PHONE_IMAGE_MAX_PX = 1080;

/** SPEC's Y/N flags (secretYn, rereplySecretYn). */
export type YesNo = 'Y' | 'N';
export const yesNo = (value: boolean): YesNo => (value ? 'Y' : 'N');

// ── who sees what ────────────────────────────────────────────────────────────

/**
 * The reader, as the rules see them: staff who see every class (`all`), a teacher who sees the
 * classes they teach (`own-classes`), or a family member (`linked`: a parent and their connected
 * children, or a student and their own record).
 */
export type FeedViewer =
  | { scope: 'all'; userId: string }
  | { scope: 'own-classes'; userId: string; taughtClassIds: ReadonlySet<string> }
  | { scope: 'linked'; userId: string; linkedStudentIds: ReadonlySet<string> };

/**
 * A post, as the rules see it: its class (none for a 알림장), its tagged
 * students (a 알림장's one student), who wrote it, whether staff hid it, and the students enrolled in
 * its class on the day it was posted (the class's families at that time).
 */
export type FeedPostFacts = {
  kind: BoardKind;
  classId: string | null;
  authorUserId: string;
  hidden: boolean;
  taggedStudentIds: readonly string[];
  /** Students whose enrolment in `classId` covers the post's day. */
  enrolledStudentIds: readonly string[];
  /** For a 알림장 (which has no class): the classes its student is enrolled in today (their teachers see it). */
  studentClassIds?: readonly string[];
};

/**
 * The students a post is for — its audience, whose families it reaches and whose reads the read list
 * counts: the tagged students when it tags any (a 알림장 always tags its one student), otherwise every
 * student enrolled in its class on its day.
 */
export function audienceOf(post: Pick<FeedPostFacts, 'taggedStudentIds' | 'enrolledStudentIds'>): readonly string[] {
  return post.taggedStudentIds.length > 0 ? post.taggedStudentIds : post.enrolledStudentIds;
}

/**
 * Whether a reader may see a post. Staff who see every class see every post, hidden ones too; a
 * teacher the posts of the classes they teach, the 알림장 of those classes' students and what they wrote
 * themselves; a family member only a post whose audience holds one of their students — so a tagged
 * photo never reaches the family of a student it does not tag — and never a hidden one.
 */
export function mayViewPost(viewer: FeedViewer, post: FeedPostFacts): boolean {
  if (viewer.scope === 'all') return true;
  if (viewer.scope === 'own-classes') {
    if (post.authorUserId === viewer.userId) return true;
    if (post.kind === 'class') return post.classId !== null && viewer.taughtClassIds.has(post.classId);
    return (post.studentClassIds ?? []).some((classId) => viewer.taughtClassIds.has(classId));
  }
  if (post.hidden) return false;
  return audienceOf(post).some((studentId) => viewer.linkedStudentIds.has(studentId));
}

/** Whether the reader is staff (they moderate, see secret and hidden comments, and the read list). */
export const isStaffViewer = (viewer: Pick<FeedViewer, 'scope'>) => viewer.scope !== 'linked';

/** A comment (no `parent`) or a re-reply (its `parent` comment), as the rules see it. */
export type FeedCommentFacts = {
  authorUserId: string;
  secret: boolean;
  hidden: boolean;
  parent?: { authorUserId: string; secret: boolean; hidden: boolean };
};

/**
 * Whether a reader who may see the post may see one of its comments (decision 0048): staff see
 * every comment; nobody else sees a hidden one; a secret comment only its author; a re-reply only
 * who may see the comment it answers, and a secret re-reply only its author and the author of that
 * comment (the person it answers).
 */
export function mayViewComment(viewer: Pick<FeedViewer, 'scope' | 'userId'>, comment: FeedCommentFacts): boolean {
  if (isStaffViewer(viewer)) return true;
  const own = comment.authorUserId === viewer.userId;
  if (comment.hidden) return false;
  if (!comment.parent) return !comment.secret || own;
  const { parent } = comment;
  if (!mayViewComment(viewer, { authorUserId: parent.authorUserId, secret: parent.secret, hidden: parent.hidden }))
    return false;
  return !comment.secret || own || parent.authorUserId === viewer.userId;
}

/** Staff may change or remove any post they see; a post's author may edit it. */
export function mayEditPost(viewer: Pick<FeedViewer, 'scope' | 'userId'>, post: { authorUserId: string }): boolean {
  return isStaffViewer(viewer) && post.authorUserId === viewer.userId;
}

/** A comment is edited by its author only; removed by its author or by staff. */
export function mayRemoveComment(viewer: Pick<FeedViewer, 'scope' | 'userId'>, comment: { authorUserId: string }) {
  return isStaffViewer(viewer) || comment.authorUserId === viewer.userId;
}

/**
 * The tagged students a reader is shown: staff all of them; a family member only their own (the
 * names of other families' children are not theirs to read).
 */
export function visibleTagsOf<T extends { studentId: string }>(viewer: FeedViewer, tags: readonly T[]): T[] {
  if (viewer.scope !== 'linked') return [...tags];
  return tags.filter((tag) => viewer.linkedStudentIds.has(tag.studentId));
}

/**
 * The read list's count: a student has read a post once their own account or one of their
 * connected guardians has (a parent reading counts for that child; two children of one parent both
 * count when the parent reads a post for both).
 */
export function readCountOf(
  audience: readonly string[],
  readersOf: (studentId: string) => readonly string[],
  readUserIds: ReadonlySet<string>,
): number {
  return audience.filter((studentId) => readersOf(studentId).some((userId) => readUserIds.has(userId))).length;
}

/** The emotion counts of a post, in the order of EMOTIONS, leaving out those nobody left. */
export function emotionListOf(
  emotions: readonly { emotion: Emotion; count: number }[],
): { emotion: Emotion; count: number }[] {
  const counts = new Map(emotions.map((entry) => [entry.emotion, entry.count]));
  return EMOTIONS.filter((emotion) => (counts.get(emotion) ?? 0) > 0).map((emotion) => ({
    emotion,
    count: counts.get(emotion) ?? 0,
  }));
}

/** The link of a post in the app (notifications and the feed cards open it). */
export const boardDetailPath = (boardId: string) => `/v3/BoardDetailPage/${boardId}`;

/** The notification types the feed writes (the notification pipeline maps them to its 'feed' and 'comment' categories). */
export const FEED_NOTIFICATION_TYPES = {
  post: 'feed-post',
  personal: 'feed-personal',
  comment: 'feed-comment',
} as const;
