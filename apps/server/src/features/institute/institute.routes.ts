import {
  firstUseParams,
  firstUseResponse,
  instCreateBody,
  instCreateResponse,
  instDetailResponse,
  instExtraBody,
  instExtraResponse,
  instParams,
  instPublicResponse,
  instSearchQuery,
  instSearchResponse,
  instUpdateBody,
  inviteAcceptResponse,
  inviteCodeParams,
  invitePreviewResponse,
  joinApproveBody,
  joinDecisionResponse,
  joinRejectBody,
  joinRequestBody,
  joinRequestListQuery,
  joinRequestListResponse,
  joinRequestParams,
  joinRequestResponse,
  leaveResponse,
  myInstsResponse,
  regionsBody,
  regionsResponse,
} from '@academy/domain/institute/institute.schema';
import { requireSession } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import {
  acceptInvite,
  cancelRequest,
  decideRequest,
  listRequests,
  previewInvite,
  publicInst,
  requestToJoin,
  searchInsts,
} from './connect.service';
import {
  createInstitute,
  editExtra,
  editInstitute,
  getExtra,
  getInstitute,
  leaveInstitute,
  listMyInsts,
  markFeatureUsed,
  setRegions,
} from './institute.service';

const tags = ['institute'];

/** Per client address: typed codes are guessed at most this fast; searching is lighter. */
const RATE_LIMITS = {
  inviteCode: { max: 20, timeWindow: '1 minute' },
  search: { max: 60, timeWindow: '1 minute' },
  joinRequest: { max: 10, timeWindow: '1 minute' },
} as const;

/**
 * Institutes (instCreateTF, instDetailInfoN, instEditInfoN, SettingArea, /v3/inst/extra, first-use
 * flags, ConnectInstList) and connecting people to them (InstConnect → InstConnectCheck
 * → InstConnectResult, searchInst, requestInstTF, join-request decisions). Tenant routes live under
 * `/api/insts/:instId/…`; their services start with `requireMember` (docs/access-matrix.md `## institute`).
 */
export const instituteRoutes: AppRoutes = async (app, { ctx }) => {
  // ── institutes ─────────────────────────────────────────────────────────────
  app.post(
    '/api/insts',
    {
      schema: {
        tags,
        summary: '학원 만들기 (만든 사람이 원장)',
        body: instCreateBody,
        response: { 200: instCreateResponse },
      },
    },
    async (request) => createInstitute(ctx, requireSession(request).userId, request.body),
  );

  app.get(
    '/api/insts/search',
    {
      schema: {
        tags,
        summary: '학원 찾기 (이름, 초성, 지역)',
        querystring: instSearchQuery,
        response: { 200: instSearchResponse },
      },
      config: { rateLimit: RATE_LIMITS.search },
    },
    async (request) => searchInsts(ctx, request.session?.userId ?? null, request.query),
  );

  app.get(
    '/api/insts/:instId',
    { schema: { tags, summary: '학원 상세 정보 (구성원)', params: instParams, response: { 200: instDetailResponse } } },
    async (request) => getInstitute(ctx, requireSession(request).userId, request.params.instId),
  );

  app.patch(
    '/api/insts/:instId',
    {
      schema: {
        tags,
        summary: '학원 정보 수정 (원장, 010)',
        params: instParams,
        body: instUpdateBody,
        response: { 200: instDetailResponse },
      },
    },
    async (request) => editInstitute(ctx, requireSession(request).userId, request.params.instId, request.body),
  );

  app.get(
    '/api/insts/:instId/public',
    {
      schema: {
        tags,
        summary: '학원 공개 정보 (가입 요청 화면)',
        params: instParams,
        response: { 200: instPublicResponse },
      },
      config: { rateLimit: RATE_LIMITS.search },
    },
    async (request) => publicInst(ctx, request.session?.userId ?? null, request.params.instId),
  );

  app.put(
    '/api/insts/:instId/regions',
    {
      schema: {
        tags,
        summary: '지역 설정 (최대 5곳; 원장, 010)',
        params: instParams,
        body: regionsBody,
        response: { 200: regionsResponse },
      },
    },
    async (request) => setRegions(ctx, requireSession(request).userId, request.params.instId, request.body),
  );

  app.get(
    '/api/insts/:instId/extra',
    { schema: { tags, summary: '학원 소개 (구성원)', params: instParams, response: { 200: instExtraResponse } } },
    async (request) => getExtra(ctx, requireSession(request).userId, request.params.instId),
  );

  app.patch(
    '/api/insts/:instId/extra',
    {
      schema: {
        tags,
        summary: '학원 소개 수정 (원장, 010)',
        params: instParams,
        body: instExtraBody,
        response: { 200: instExtraResponse },
      },
    },
    async (request) => editExtra(ctx, requireSession(request).userId, request.params.instId, request.body),
  );

  app.post(
    '/api/insts/:instId/first-use/:feature',
    {
      schema: {
        tags,
        summary: '처음 사용한 기능 표시 (직원)',
        params: firstUseParams,
        response: { 200: firstUseResponse },
      },
    },
    async (request) =>
      markFeatureUsed(ctx, requireSession(request).userId, request.params.instId, request.params.feature),
  );

  // ── my academies ───────────────────────────────────────────────────────────
  app.get(
    '/api/me/insts',
    { schema: { tags, summary: '내 학원 목록과 대기 중인 가입 요청', response: { 200: myInstsResponse } } },
    async (request) => listMyInsts(ctx, requireSession(request).userId),
  );

  app.post(
    '/api/me/insts/:instId/leave',
    { schema: { tags, summary: '학원 나가기 (원장 제외)', params: instParams, response: { 200: leaveResponse } } },
    async (request) => leaveInstitute(ctx, requireSession(request).userId, request.params.instId),
  );

  // ── invitations ────────────────────────────────────────────────────────────
  app.get(
    '/api/invites/:code',
    {
      schema: { tags, summary: '초대 코드 확인', params: inviteCodeParams, response: { 200: invitePreviewResponse } },
      config: { rateLimit: RATE_LIMITS.inviteCode },
    },
    async (request) => previewInvite(ctx, request.session?.userId ?? null, request.params.code),
  );

  app.post(
    '/api/invites/:code/accept',
    {
      schema: {
        tags,
        summary: '초대 수락 (학원 연결)',
        params: inviteCodeParams,
        response: { 200: inviteAcceptResponse },
      },
      config: { rateLimit: RATE_LIMITS.inviteCode },
    },
    async (request) => acceptInvite(ctx, requireSession(request).userId, request.params.code),
  );

  // ── join requests ──────────────────────────────────────────────────────────
  app.post(
    '/api/insts/:instId/join-requests',
    {
      schema: {
        tags,
        summary: '가입 요청 (구성원이 아닌 회원)',
        params: instParams,
        body: joinRequestBody,
        response: { 200: joinRequestResponse },
      },
      config: { rateLimit: RATE_LIMITS.joinRequest },
    },
    async (request) => requestToJoin(ctx, requireSession(request).userId, request.params.instId, request.body),
  );

  app.get(
    '/api/insts/:instId/join-requests',
    {
      schema: {
        tags,
        summary: '가입 요청 목록 (원장, 010 실장)',
        params: instParams,
        querystring: joinRequestListQuery,
        response: { 200: joinRequestListResponse },
      },
    },
    async (request) => listRequests(ctx, requireSession(request).userId, request.params.instId, request.query.status),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/approve',
    {
      schema: {
        tags,
        summary: '가입 요청 승인 (원장, 010 실장)',
        params: joinRequestParams,
        body: joinApproveBody,
        response: { 200: joinDecisionResponse },
      },
    },
    async (request) =>
      decideRequest(ctx, requireSession(request).userId, request.params.instId, request.params.requestId, {
        kind: 'approve',
        relationCd: request.body?.relationCd,
      }),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/cancel',
    {
      schema: {
        tags,
        summary: '가입 요청 취소 (요청한 본인, 승인 대기 중일 때)',
        params: joinRequestParams,
        response: { 200: joinRequestResponse },
      },
    },
    async (request) =>
      cancelRequest(ctx, requireSession(request).userId, request.params.instId, request.params.requestId),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/reject',
    {
      schema: {
        tags,
        summary: '가입 요청 거절 (원장, 010 실장)',
        params: joinRequestParams,
        body: joinRejectBody,
        response: { 200: joinDecisionResponse },
      },
    },
    async (request) =>
      decideRequest(ctx, requireSession(request).userId, request.params.instId, request.params.requestId, {
        kind: 'reject',
        reason: request.body?.reason || undefined,
      }),
  );
};
