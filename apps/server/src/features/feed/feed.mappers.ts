import { type Role, roleFromRelationCd } from '@academy/domain/access/access.roles';
import {
  emotionListOf,
  type FeedViewer,
  isStaffViewer,
  mayEditPost,
  mayRemoveComment,
  visibleTagsOf,
  yesNo,
} from '@academy/domain/feed/feed.rules';
import {
  type BoardCard,
  type CommentView,
  type FeedFileView,
  feedFileUrl,
  type RereplyView,
} from '@academy/domain/feed/feed.schema';
import type { Caller } from '../../platform/access/access';
import { attachedFileViewOf } from '../../platform/files/file-views';
import type { BoardFileRow, BoardRow, CommentRow, ReadCountRow, TagRow } from './feed.queries';

/** Rows of the feed's queries as the API's views (SPEC §3 feed names). */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The caller as the domain's rules see them (a family member's students: those the tags mark as theirs). */
export function viewerOf(caller: Caller, ownTags: readonly TagRow[] = []): FeedViewer {
  if (caller.scope === 'all') return { scope: 'all', userId: caller.userId };
  if (caller.scope === 'own-classes') return { scope: 'own-classes', userId: caller.userId, taughtClassIds: new Set() };
  return {
    scope: 'linked',
    userId: caller.userId,
    linkedStudentIds: new Set(ownTags.filter((tag) => tag.mine).map((tag) => tag.student_id)),
  };
}

export function roleOf(member: boolean, relationCd: string | null): Role | null {
  return member ? roleFromRelationCd(relationCd) : null;
}

export function fileViewOf(instId: string, row: BoardFileRow): FeedFileView {
  return attachedFileViewOf(row, (fileNm) => feedFileUrl(instId, fileNm));
}

/** Files by the post or comment they belong to. */
export function filesByOwner(instId: string, rows: readonly BoardFileRow[]): Map<string, FeedFileView[]> {
  const byOwner = new Map<string, FeedFileView[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push(fileViewOf(instId, row));
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

export function cardOf(
  caller: Caller,
  row: BoardRow,
  extra: { files: readonly FeedFileView[]; tags: readonly TagRow[]; reads: ReadCountRow | undefined },
): BoardCard {
  const viewer = viewerOf(caller, extra.tags);
  const staff = isStaffViewer(viewer);
  const tags = visibleTagsOf(
    viewer,
    extra.tags.map((tag) => ({ studentId: tag.student_id, studentNm: tag.student_nm })),
  );
  return {
    boardId: row.id,
    kind: row.kind,
    classId: row.class_id,
    classNm: row.class_nm,
    boardUserId: row.author_user_id,
    authorNm: row.author_nm,
    authorRole: roleOf(row.author_member, row.author_relation_cd),
    content: row.content,
    feedImage: extra.files.filter((file) => file.kind !== 'document'),
    feedFile: extra.files.filter((file) => file.kind === 'document'),
    tagList: tags,
    emotionList: emotionListOf(row.emotions),
    myEmotion: row.my_emotion,
    commentCnt: row.comment_cnt,
    readCnt: staff ? (extra.reads?.read_cnt ?? 0) : null,
    studentMaxCnt: staff ? (extra.reads?.student_max_cnt ?? 0) : null,
    hidden: row.hidden_at !== null,
    createdAt: iso(row.created_at) as string,
    editedAt: iso(row.edited_at),
    mayEdit: mayEditPost(viewer, { authorUserId: row.author_user_id }),
    mayModerate: staff,
  };
}

function commentCommon(caller: Caller, row: CommentRow) {
  const viewer = viewerOf(caller);
  return {
    commentId: row.id,
    boardId: row.board_id,
    userId: row.author_user_id,
    userNm: row.author_nm,
    role: roleOf(row.author_member, row.author_relation_cd),
    content: row.content,
    hidden: row.hidden_at !== null,
    createdAt: iso(row.created_at) as string,
    editedAt: iso(row.edited_at),
    mayEdit: row.author_user_id === caller.userId,
    mayRemove: mayRemoveComment(viewer, { authorUserId: row.author_user_id }),
  };
}

export function rereplyViewOf(caller: Caller, row: CommentRow, files: readonly FeedFileView[]): RereplyView {
  return {
    ...commentCommon(caller, row),
    parentId: row.parent_id as string,
    rereplySecretYn: yesNo(row.secret),
    rereplyFiles: [...files],
  };
}

export function commentViewOf(
  caller: Caller,
  row: CommentRow,
  files: readonly FeedFileView[],
  rereplies: readonly RereplyView[],
): CommentView {
  return {
    ...commentCommon(caller, row),
    secretYn: yesNo(row.secret),
    replyFiles: [...files],
    rereplyList: [...rereplies],
  };
}
