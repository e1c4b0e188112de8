import {
  boardBody,
  boardDetailResponse,
  boardEditBody,
  boardParams,
  boardSavedResponse,
  commentBody,
  commentEditBody,
  commentParams,
  commentSavedResponse,
  commentsQuery,
  commentsResponse,
  emotionBody,
  emotionResponse,
  feedFileParams,
  feedFileView,
  feedInstParams,
  feedQuery,
  feedResponse,
  hideBody,
  moderationResponse,
  personalBoardBody,
  readListResponse,
  readsBody,
  readsResponse,
  reportBody,
  reportParams,
  reportSavedResponse,
  reportsQuery,
  reportsResponse,
  rereplyBody,
  writeOptionsQuery,
  writeOptionsResponse,
} from '@academy/domain/feed/feed.schema';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import { uploadDisposition } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import {
  commentsPage,
  createComment,
  createRereply,
  editComment,
  hideComment,
  removeComment,
} from './comments.service';
import { FEED_ACCESS } from './feed.access';
import { readFeedFile, uploadFeedFile } from './files.service';
import {
  boardDetail,
  createBoard,
  createPersonalBoard,
  deleteEmotion,
  editBoard,
  feedPage,
  hideBoard,
  markReads,
  putEmotion,
  readList,
  removeBoard,
  writeOptions,
} from './posts.service';
import { dismissReport, listReports, reportTarget } from './reports.service';

const tags = ['feed'];
const base = '/api/insts/:instId';
const board = `${base}/boards/:boardId`;
const comment = `${board}/comments/:commentId`;

/**
 * The class feed and board (docs/access-matrix.md `## feed`, decision 0048): the feed pages, posts and
 * 알림장, comments and re-replies, emotions, reads and the read list, reports and moderation, and the
 * feed's files.
 */
export const feedRoutes: AppRoutes = async (app, { ctx }) => {
  const read = { access: FEED_ACCESS.read };
  const staff = { access: FEED_ACCESS.staff };

  app.get(
    `${base}/boards`,
    {
      config: read,
      schema: {
        tags,
        summary: '피드 (AS 전체, EA 반별, UH 우리 아이), 최신순 커서 페이지',
        params: feedInstParams,
        querystring: feedQuery,
        response: { 200: feedResponse },
      },
    },
    async (request) => feedPage(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/boards`,
    {
      config: staff,
      schema: {
        tags,
        summary: '반 게시글 쓰기 (원생 태그 시 태그한 원생의 가족에게만)',
        params: feedInstParams,
        body: boardBody,
        response: { 200: boardSavedResponse },
      },
    },
    async (request) => createBoard(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/boards/personal`,
    {
      config: staff,
      schema: {
        tags,
        summary: '개별 알림장 쓰기 (원생 한 명의 가족에게)',
        params: feedInstParams,
        body: personalBoardBody,
        response: { 200: boardSavedResponse },
      },
    },
    async (request) => createPersonalBoard(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/boards/write-options`,
    {
      config: staff,
      schema: {
        tags,
        summary: '글쓰기 선택지 (올릴 수 있는 반, 반 원생 태그)',
        params: feedInstParams,
        querystring: writeOptionsQuery,
        response: { 200: writeOptionsResponse },
      },
    },
    async (request) => writeOptions(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/boards/reads`,
    {
      config: read,
      schema: {
        tags,
        summary: '본 게시글 읽음 표시',
        params: feedInstParams,
        body: readsBody,
        response: { 200: readsResponse },
      },
    },
    async (request) => markReads(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/boards/reports`,
    {
      config: staff,
      schema: {
        tags,
        summary: '신고 목록',
        params: feedInstParams,
        querystring: reportsQuery,
        response: { 200: reportsResponse },
      },
    },
    async (request) => listReports(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/boards/reports/:reportId/dismiss`,
    {
      config: staff,
      schema: { tags, summary: '신고 기각', params: reportParams, response: { 200: reportSavedResponse } },
    },
    async (request) => dismissReport(ctx, callerOf(request), request.params),
  );

  app.get(
    board,
    {
      config: read,
      schema: { tags, summary: '게시글 상세와 댓글', params: boardParams, response: { 200: boardDetailResponse } },
    },
    async (request) => boardDetail(ctx, callerOf(request), request.params),
  );

  app.patch(
    board,
    {
      config: staff,
      schema: {
        tags,
        summary: '게시글·알림장 고치기 (쓴 사람)',
        params: boardParams,
        body: boardEditBody,
        response: { 200: boardSavedResponse },
      },
    },
    async (request) => editBoard(ctx, callerOf(request), { boardId: request.params.boardId, body: request.body }),
  );

  app.delete(
    board,
    {
      config: staff,
      schema: {
        tags,
        summary: '게시글 삭제 (기록이 남음)',
        params: boardParams,
        response: { 200: boardSavedResponse },
      },
    },
    async (request) => removeBoard(ctx, callerOf(request), request.params),
  );

  app.post(
    `${board}/hide`,
    {
      config: staff,
      schema: {
        tags,
        summary: '게시글 숨기기·다시 보이기 (기록이 남음)',
        params: boardParams,
        body: hideBody,
        response: { 200: moderationResponse },
      },
    },
    async (request) =>
      hideBoard(ctx, callerOf(request), { boardId: request.params.boardId, hidden: request.body.hidden }),
  );

  app.get(
    `${board}/read-list`,
    {
      config: staff,
      schema: { tags, summary: '읽음 확인 (원생별)', params: boardParams, response: { 200: readListResponse } },
    },
    async (request) => readList(ctx, callerOf(request), request.params),
  );

  app.put(
    `${board}/emotion`,
    {
      config: read,
      schema: {
        tags,
        summary: '감정 남기기·바꾸기 (글마다 한 사람 하나)',
        params: boardParams,
        body: emotionBody,
        response: { 200: emotionResponse },
      },
    },
    async (request) =>
      putEmotion(ctx, callerOf(request), { boardId: request.params.boardId, emotion: request.body.emotion }),
  );

  app.delete(
    `${board}/emotion`,
    {
      config: read,
      schema: { tags, summary: '감정 지우기', params: boardParams, response: { 200: emotionResponse } },
    },
    async (request) => deleteEmotion(ctx, callerOf(request), request.params),
  );

  app.get(
    `${board}/comments`,
    {
      config: read,
      schema: {
        tags,
        summary: '댓글 (오래된 순 커서 페이지, 답글 포함)',
        params: boardParams,
        querystring: commentsQuery,
        response: { 200: commentsResponse },
      },
    },
    async (request) => commentsPage(ctx, callerOf(request), { boardId: request.params.boardId, query: request.query }),
  );

  app.post(
    `${board}/comments`,
    {
      config: read,
      schema: {
        tags,
        summary: '댓글 쓰기 (비밀 댓글, 파일)',
        params: boardParams,
        body: commentBody,
        response: { 200: commentSavedResponse },
      },
    },
    async (request) => createComment(ctx, callerOf(request), { boardId: request.params.boardId, body: request.body }),
  );

  app.post(
    `${comment}/rereplies`,
    {
      config: read,
      schema: {
        tags,
        summary: '답글 쓰기 (비밀 답글, 파일)',
        params: commentParams,
        body: rereplyBody,
        response: { 200: commentSavedResponse },
      },
    },
    async (request) => createRereply(ctx, callerOf(request), { ...request.params, body: request.body }),
  );

  app.patch(
    comment,
    {
      config: read,
      schema: {
        tags,
        summary: '댓글·답글 고치기 (쓴 사람)',
        params: commentParams,
        body: commentEditBody,
        response: { 200: commentSavedResponse },
      },
    },
    async (request) => editComment(ctx, callerOf(request), { ...request.params, body: request.body }),
  );

  app.delete(
    comment,
    {
      config: read,
      schema: {
        tags,
        summary: '댓글·답글 지우기 (쓴 사람, 교직원)',
        params: commentParams,
        response: { 200: commentSavedResponse },
      },
    },
    async (request) => removeComment(ctx, callerOf(request), request.params),
  );

  app.post(
    `${comment}/hide`,
    {
      config: staff,
      schema: {
        tags,
        summary: '댓글 숨기기·다시 보이기 (기록이 남음)',
        params: commentParams,
        body: hideBody,
        response: { 200: moderationResponse },
      },
    },
    async (request) => hideComment(ctx, callerOf(request), { ...request.params, hidden: request.body.hidden }),
  );

  app.post(
    `${board}/reports`,
    {
      config: read,
      schema: {
        tags,
        summary: '게시글·댓글 신고',
        params: boardParams,
        body: reportBody,
        response: { 200: reportSavedResponse },
      },
    },
    async (request) => reportTarget(ctx, callerOf(request), { boardId: request.params.boardId, body: request.body }),
  );

  app.post(
    `${base}/feed-files`,
    {
      config: read,
      schema: {
        tags,
        summary: '피드 파일 올리기 (사진, 동영상, 문서; 50MB까지)',
        consumes: ['multipart/form-data'],
        params: feedInstParams,
        response: { 200: feedFileView },
      },
    },
    async (request) => uploadFeedFile(ctx, callerOf(request), { readFile: uploadFileOf(request, 'feed-file') }),
  );

  app.get(
    `${base}/feed-files/:fileNm`,
    { config: read, schema: { tags, summary: '피드 파일 (볼 수 있는 글의 파일만)', params: feedFileParams } },
    async (request, reply) => {
      const file = await readFeedFile(ctx, callerOf(request), request.params);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', uploadDisposition(file.contentType))
        .send(file.body);
    },
  );
};
