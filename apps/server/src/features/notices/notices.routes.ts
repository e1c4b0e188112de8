import {
  confirmNoticeResponse,
  deleteNoticeResponse,
  noticeAudienceChoicesResponse,
  noticeCostBody,
  noticeCostResponse,
  noticeDetailResponse,
  noticeFileParams,
  noticeHistoryResponse,
  noticeInstParams,
  noticeListQuery,
  noticeListResponse,
  noticeParams,
  noticeReadListResponse,
  noticeRemindPreviewResponse,
  noticeRemindResponse,
  savedNoticeResponse,
  updateNoticeBody,
  uploadNoticeFileResponse,
  writeNoticeBody,
} from '@academy/domain/notice/notice.schema';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import type { AppRoutes } from '../../platform/http/routes';
import { NOTICES_ACCESS } from './notices.access';
import { uploadNoticeFile } from './notices.files';
import { noticeHistory, noticeReadList, remindPreview, remindUnread } from './notices.manage.service';
import { deleteNotice, editNotice, noticeAudienceChoices, noticeCost, writeNotice } from './notices.service';
import { confirmNotice, listManagedNotices, listNotices, readNoticeFile, viewNotice } from './notices.view.service';

const tags = ['notices'];
const base = '/api/insts/:instId';
const oneNotice = `${base}/notices/:noticeId`;

/**
 * Notices (공지; docs/access-matrix.md `## notices`, decision 0047): the lists, one notice (read as it
 * is opened), writing with pictures and files, the cost of a send, editing and deleting with
 * history, 확인했습니다, the read list and reminding those who have not read it.
 */
export const noticesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/notices`,
    {
      config: { access: NOTICES_ACCESS.read },
      schema: {
        tags,
        summary: '공지 목록 (상단 고정 먼저, 반별; 커서로 다음 쪽)',
        params: noticeInstParams,
        querystring: noticeListQuery,
        response: { 200: noticeListResponse },
      },
    },
    async (request) => listNotices(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/notices/manage`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '내가 관리하는 공지 목록 (읽음·확인 수, 예약 공지 포함)',
        params: noticeInstParams,
        querystring: noticeListQuery.pick({ cursor: true }),
        response: { 200: noticeListResponse },
      },
    },
    async (request) => listManagedNotices(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/notices`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지 작성 (바로 또는 예약 발송)',
        params: noticeInstParams,
        body: writeNoticeBody,
        response: { 200: savedNoticeResponse },
      },
    },
    async (request) => writeNotice(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/notices/audience`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지를 보낼 수 있는 반, 원생, 직원',
        params: noticeInstParams,
        response: { 200: noticeAudienceChoicesResponse },
      },
    },
    async (request) => noticeAudienceChoices(ctx, callerOf(request)),
  );

  app.post(
    `${base}/notices/cost`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지 발송 전 받는 사람 수와 메시지 비용',
        params: noticeInstParams,
        body: noticeCostBody,
        response: { 200: noticeCostResponse },
      },
    },
    async (request) => noticeCost(ctx, callerOf(request), request.body),
  );

  app.get(
    oneNotice,
    {
      config: { access: NOTICES_ACCESS.read },
      schema: {
        tags,
        summary: '공지 보기 (받은 사람이 열면 읽음으로 기록)',
        params: noticeParams,
        response: { 200: noticeDetailResponse },
      },
    },
    async (request) => viewNotice(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.put(
    oneNotice,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지 수정 (발송 전에는 받는 사람과 발송 방법도)',
        params: noticeParams,
        body: updateNoticeBody,
        response: { 200: savedNoticeResponse },
      },
    },
    async (request) => editNotice(ctx, callerOf(request), { noticeId: request.params.noticeId, change: request.body }),
  );

  app.delete(
    oneNotice,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지 삭제 (이력은 남음)',
        params: noticeParams,
        response: { 200: deleteNoticeResponse },
      },
    },
    async (request) => deleteNotice(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.post(
    `${oneNotice}/confirm`,
    {
      config: { access: NOTICES_ACCESS.read },
      schema: { tags, summary: '확인했습니다', params: noticeParams, response: { 200: confirmNoticeResponse } },
    },
    async (request) => confirmNotice(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.get(
    `${oneNotice}/reads`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '읽음 확인 (원생별, 직원; 채널별 발송 상태)',
        params: noticeParams,
        response: { 200: noticeReadListResponse },
      },
    },
    async (request) => noticeReadList(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.get(
    `${oneNotice}/remind`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '안 읽은 분께 다시 알리기 전 받는 사람 수와 비용',
        params: noticeParams,
        response: { 200: noticeRemindPreviewResponse },
      },
    },
    async (request) => remindPreview(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.post(
    `${oneNotice}/remind`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '안 읽은 분께 다시 알리기',
        params: noticeParams,
        response: { 200: noticeRemindResponse },
      },
    },
    async (request) => remindUnread(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.get(
    `${oneNotice}/history`,
    {
      config: { access: NOTICES_ACCESS.write },
      schema: {
        tags,
        summary: '공지 변경 이력 (삭제된 공지 포함)',
        params: noticeParams,
        response: { 200: noticeHistoryResponse },
      },
    },
    async (request) => noticeHistory(ctx, callerOf(request), { noticeId: request.params.noticeId }),
  );

  app.get(
    `${oneNotice}/files/:fileNm`,
    {
      config: { access: NOTICES_ACCESS.read },
      schema: { tags, summary: '공지 사진·첨부 파일', params: noticeFileParams },
    },
    async (request, reply) => {
      const file = await readNoticeFile(ctx, callerOf(request), {
        noticeId: request.params.noticeId,
        fileNm: request.params.fileNm,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', file.image ? 'inline' : `attachment; filename="${request.params.fileNm}"`)
        .send(file.body);
    },
  );

  for (const [path, purpose, summary] of [
    ['notice-images', 'notice-image', '공지 사진 올리기 (jpg, png, heif, heic; 10MB까지)'],
    ['notice-files', 'notice-file', '공지 첨부 파일 올리기 (문서, 사진, 음성·동영상)'],
  ] as const) {
    app.post(
      `${base}/${path}`,
      {
        config: { access: NOTICES_ACCESS.write },
        schema: {
          tags,
          summary,
          consumes: ['multipart/form-data'],
          params: noticeInstParams,
          response: { 200: uploadNoticeFileResponse },
        },
      },
      async (request) =>
        uploadNoticeFile(ctx, callerOf(request), { purpose, readFile: uploadFileOf(request, purpose) }),
    );
  }
};
