import { EMOTION_LABELS, REPORT_REASON_LABELS } from '@academy/domain/feed/feed.rules';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * The class feed and board: posts and 알림장, the students they tag, comments and re-replies (secret
 * ones too, marked: the academy's data is the director's), the files of posts and comments (their
 * details; the bytes stay in the app, as with every file of the academy), emotions, reads and
 * reports. Each row names its post by its day and class, posts having no title.
 */

const BOARD_KIND_LABELS = { class: '반 소식', personal: '알림장' } as const;
const COMMENT_KIND_LABELS = { comment: '댓글', reply: '답글' } as const;
const FILE_KIND_LABELS = { image: '사진', media: '동영상', document: '문서' } as const;
const REPORT_TARGET_LABELS = { board: '게시글', comment: '댓글' } as const;
const REPORT_RESOLUTION_LABELS = { hidden: '숨김', deleted: '삭제', dismissed: '그대로 둠' } as const;

export const boardsArea = defineArea(
  'boards',
  (db, { instId }) =>
    db
      .selectFrom('boards as b')
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('users as a', 'a.id', 'b.author_user_id')
      .leftJoin('users as h', 'h.id', 'b.hidden_by')
      .select([
        'b.id',
        'b.kind',
        'b.class_id',
        'c.class_nm',
        'a.user_nm as author_nm',
        'b.content',
        'b.post_date',
        'b.created_at',
        'b.edited_at',
        'b.hidden_at',
        'h.user_nm as hidden_by_nm',
      ])
      .where(ofInst(instId, 'b'))
      .orderBy('b.created_at')
      .orderBy('b.id'),
  (c) => [
    c.jsonOnly('boardId', '게시글 ID', (row) => row.id),
    c.coded('kind', '종류', 8, (row) => row.kind, BOARD_KIND_LABELS),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.text('authorNm', '작성자', 12, (row) => row.author_nm),
    c.text('content', '내용', 50, (row) => row.content),
    c.instant('createdAt', '작성일시', (row) => row.created_at),
    c.instant('editedAt', '수정일시', (row) => row.edited_at),
    c.instant('hiddenAt', '숨긴 일시', (row) => row.hidden_at),
    c.text('hiddenByNm', '숨긴 사람', 12, (row) => row.hidden_by_nm),
  ],
);

export const boardTagsArea = defineArea(
  'boardTags',
  (db, { instId }) =>
    db
      .selectFrom('board_tags as t')
      .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 't.inst_id').onRef('b.id', '=', 't.board_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 't.inst_id').onRef('s.id', '=', 't.student_id'),
      )
      .select(['t.board_id', 'b.post_date', 'c.class_nm', 't.student_id', 's.student_nm'])
      .where(ofInst(instId, 't'))
      .orderBy('b.created_at')
      .orderBy('t.board_id')
      .orderBy('s.student_nm')
      .orderBy('t.student_id'),
  (c) => [
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '태그한 원생', 12, (row) => row.student_nm),
  ],
);

export const boardCommentsArea = defineArea(
  'boardComments',
  (db, { instId }) =>
    db
      .selectFrom('board_comments as m')
      .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'm.inst_id').onRef('b.id', '=', 'm.board_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('users as a', 'a.id', 'm.author_user_id')
      .leftJoin('users as h', 'h.id', 'm.hidden_by')
      .select([
        'm.id',
        'm.board_id',
        'm.parent_id',
        'b.post_date',
        'c.class_nm',
        'a.user_nm as author_nm',
        'm.content',
        'm.secret',
        'm.created_at',
        'm.edited_at',
        'm.hidden_at',
        'h.user_nm as hidden_by_nm',
      ])
      .where(ofInst(instId, 'm'))
      .orderBy('b.created_at')
      .orderBy('m.board_id')
      .orderBy('m.created_at')
      .orderBy('m.id'),
  (c) => [
    c.jsonOnly('commentId', '댓글 ID', (row) => row.id),
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.jsonOnly('parentId', '답한 댓글 ID', (row) => row.parent_id),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.coded('kind', '구분', 6, (row) => (row.parent_id ? 'reply' : 'comment'), COMMENT_KIND_LABELS),
    c.text('authorNm', '작성자', 12, (row) => row.author_nm),
    c.text('content', '내용', 40, (row) => row.content),
    c.flag('secret', '비밀 댓글 여부', (row) => row.secret),
    c.instant('createdAt', '작성일시', (row) => row.created_at),
    c.instant('editedAt', '수정일시', (row) => row.edited_at),
    c.instant('hiddenAt', '숨긴 일시', (row) => row.hidden_at),
    c.text('hiddenByNm', '숨긴 사람', 12, (row) => row.hidden_by_nm),
  ],
);

export const boardFilesArea = defineArea(
  'boardFiles',
  (db, { instId }) =>
    db
      .selectFrom('board_files as f')
      .innerJoin('users as u', 'u.id', 'f.uploader_user_id')
      .select([
        'f.upload_id',
        'f.phone_upload_id',
        'f.board_id',
        'f.comment_id',
        'f.kind',
        'f.original_nm',
        'f.content_type',
        'f.size_bytes',
        'f.width',
        'f.height',
        'f.sort_order',
        'u.user_nm as uploader_nm',
        'f.created_at',
      ])
      .where(ofInst(instId, 'f'))
      .orderBy('f.created_at')
      .orderBy('f.upload_id'),
  (c) => [
    c.jsonOnly('fileId', '파일 ID', (row) => row.upload_id),
    c.jsonOnly('phoneFileId', '휴대폰용 사본 파일 ID', (row) => row.phone_upload_id),
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.jsonOnly('commentId', '댓글 ID', (row) => row.comment_id),
    c.coded('kind', '종류', 8, (row) => row.kind, FILE_KIND_LABELS),
    c.text('originalNm', '파일 이름', 24, (row) => row.original_nm),
    c.text('contentType', '형식', 12, (row) => row.content_type),
    c.number('sizeBytes', '크기(바이트)', 12, (row) => Number(row.size_bytes)),
    c.number('width', '가로(픽셀)', 9, (row) => row.width),
    c.number('height', '세로(픽셀)', 9, (row) => row.height),
    c.number('sortOrder', '순서', 6, (row) => row.sort_order),
    c.text('uploaderNm', '올린 사람', 12, (row) => row.uploader_nm),
    c.instant('createdAt', '올린 일시', (row) => row.created_at),
  ],
);

export const boardEmotionsArea = defineArea(
  'boardEmotions',
  (db, { instId }) =>
    db
      .selectFrom('board_emotions as e')
      .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'e.inst_id').onRef('b.id', '=', 'e.board_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.board_id', 'b.post_date', 'c.class_nm', 'e.user_id', 'u.user_nm', 'e.emotion', 'e.created_at'])
      .where(ofInst(instId, 'e'))
      .orderBy('b.created_at')
      .orderBy('e.board_id')
      .orderBy('e.created_at')
      .orderBy('e.user_id'),
  (c) => [
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('userNm', '남긴 사람', 12, (row) => row.user_nm),
    c.coded('emotion', '감정', 8, (row) => row.emotion, EMOTION_LABELS),
    c.instant('createdAt', '남긴 일시', (row) => row.created_at),
  ],
);

export const boardReadsArea = defineArea(
  'boardReads',
  (db, { instId }) =>
    db
      .selectFrom('board_reads as r')
      .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'r.inst_id').onRef('b.id', '=', 'r.board_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.board_id', 'b.post_date', 'c.class_nm', 'r.user_id', 'u.user_nm', 'r.read_at'])
      .where(ofInst(instId, 'r'))
      .orderBy('b.created_at')
      .orderBy('r.board_id')
      .orderBy('r.read_at')
      .orderBy('r.user_id'),
  (c) => [
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('readerNm', '읽은 사람', 12, (row) => row.user_nm),
    c.instant('readAt', '읽은 일시', (row) => row.read_at),
  ],
);

export const boardReportsArea = defineArea(
  'boardReports',
  (db, { instId }) =>
    db
      .selectFrom('board_reports as p')
      .innerJoin('boards as b', (join) => join.onRef('b.inst_id', '=', 'p.inst_id').onRef('b.id', '=', 'p.board_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .innerJoin('users as u', 'u.id', 'p.reporter_user_id')
      .leftJoin('users as s', 's.id', 'p.resolved_by')
      .select([
        'p.id',
        'p.board_id',
        'p.comment_id',
        'b.post_date',
        'c.class_nm',
        'u.user_nm as reporter_nm',
        'p.reason',
        'p.text',
        'p.created_at',
        'p.resolved_at',
        's.user_nm as resolved_by_nm',
        'p.resolution',
      ])
      .where(ofInst(instId, 'p'))
      .orderBy('p.created_at')
      .orderBy('p.id'),
  (c) => [
    c.jsonOnly('reportId', '신고 ID', (row) => row.id),
    c.jsonOnly('boardId', '게시글 ID', (row) => row.board_id),
    c.jsonOnly('commentId', '댓글 ID', (row) => row.comment_id),
    c.date('postDate', '게시일', (row) => row.post_date),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.coded('target', '신고 대상', 8, (row) => (row.comment_id ? 'comment' : 'board'), REPORT_TARGET_LABELS),
    c.text('reporterNm', '신고한 사람', 12, (row) => row.reporter_nm),
    c.coded('reason', '신고 사유', 16, (row) => row.reason, REPORT_REASON_LABELS),
    c.text('text', '내용', 30, (row) => row.text),
    c.instant('createdAt', '신고 일시', (row) => row.created_at),
    c.instant('resolvedAt', '처리 일시', (row) => row.resolved_at),
    c.text('resolvedByNm', '처리한 사람', 12, (row) => row.resolved_by_nm),
    c.coded('resolution', '처리 결과', 10, (row) => row.resolution, REPORT_RESOLUTION_LABELS),
  ],
);
