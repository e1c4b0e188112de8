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
import { callerOf } from '../../platform/access/route-access';
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
import { INSTITUTE_ACCESS } from './institute.access';
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
 * `/api/insts/:instId/…` and declare who may call them (INSTITUTE_ACCESS, docs/access-matrix.md
 * `## institute`); the routes for people who are not members yet are for a signed-in account or anyone.
 */
export const instituteRoutes: AppRoutes = async (app, { ctx }) => {
  // ── institutes ─────────────────────────────────────────────────────────────
  app.post(
    '/api/insts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '학원 만들기 (만든 사람이 원장)',
        body: instCreateBody,
        response: { 200: instCreateResponse },
      },
    },
    async (request) => createInstitute(ctx, requireSession(request), request.body),
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
      config: { access: 'public', rateLimit: RATE_LIMITS.search },
    },
    async (request) => searchInsts(ctx, request.session, request.query),
  );

  app.get(
    '/api/insts/:instId',
    {
      config: { access: INSTITUTE_ACCESS.member },
      schema: { tags, summary: '학원 상세 정보 (구성원)', params: instParams, response: { 200: instDetailResponse } },
    },
    async (request) => getInstitute(ctx, callerOf(request)),
  );

  app.patch(
    '/api/insts/:instId',
    {
      config: { access: INSTITUTE_ACCESS.edit },
      schema: {
        tags,
        summary: '학원 정보 수정 (원장, 010)',
        params: instParams,
        body: instUpdateBody,
        response: { 200: instDetailResponse },
      },
    },
    async (request) => editInstitute(ctx, callerOf(request), request.body),
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
      config: { access: 'public', rateLimit: RATE_LIMITS.search },
    },
    async (request) => publicInst(ctx, request.session, { instId: request.params.instId }),
  );

  app.put(
    '/api/insts/:instId/regions',
    {
      config: { access: INSTITUTE_ACCESS.edit },
      schema: {
        tags,
        summary: '지역 설정 (최대 5곳; 원장, 010)',
        params: instParams,
        body: regionsBody,
        response: { 200: regionsResponse },
      },
    },
    async (request) => setRegions(ctx, callerOf(request), request.body),
  );

  app.get(
    '/api/insts/:instId/extra',
    {
      config: { access: INSTITUTE_ACCESS.member },
      schema: { tags, summary: '학원 소개 (구성원)', params: instParams, response: { 200: instExtraResponse } },
    },
    async (request) => getExtra(ctx, callerOf(request)),
  );

  app.patch(
    '/api/insts/:instId/extra',
    {
      config: { access: INSTITUTE_ACCESS.edit },
      schema: {
        tags,
        summary: '학원 소개 수정 (원장, 010)',
        params: instParams,
        body: instExtraBody,
        response: { 200: instExtraResponse },
      },
    },
    async (request) => editExtra(ctx, callerOf(request), request.body),
  );

  app.post(
    '/api/insts/:instId/first-use/:feature',
    {
      config: { access: INSTITUTE_ACCESS.firstUse },
      schema: {
        tags,
        summary: '처음 사용한 기능 표시 (직원)',
        params: firstUseParams,
        response: { 200: firstUseResponse },
      },
    },
    async (request) => markFeatureUsed(ctx, callerOf(request), { feature: request.params.feature }),
  );

  // ── my academies ───────────────────────────────────────────────────────────
  app.get(
    '/api/me/insts',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '내 학원 목록과 대기 중인 가입 요청', response: { 200: myInstsResponse } },
    },
    async (request) => listMyInsts(ctx, requireSession(request)),
  );

  app.post(
    '/api/me/insts/:instId/leave',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '학원 나가기 (원장 제외)', params: instParams, response: { 200: leaveResponse } },
    },
    async (request) => leaveInstitute(ctx, requireSession(request), { instId: request.params.instId }),
  );

  // ── invitations ────────────────────────────────────────────────────────────
  app.get(
    '/api/invites/:code',
    {
      schema: { tags, summary: '초대 코드 확인', params: inviteCodeParams, response: { 200: invitePreviewResponse } },
      config: { access: 'public', rateLimit: RATE_LIMITS.inviteCode },
    },
    async (request) => previewInvite(ctx, request.session, { code: request.params.code }),
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
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.inviteCode },
    },
    async (request) => acceptInvite(ctx, requireSession(request), { code: request.params.code }),
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
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.joinRequest },
    },
    async (request) =>
      requestToJoin(ctx, requireSession(request), { instId: request.params.instId, request: request.body }),
  );

  app.get(
    '/api/insts/:instId/join-requests',
    {
      config: { access: INSTITUTE_ACCESS.decide },
      schema: {
        tags,
        summary: '가입 요청 목록 (원장, 010 실장)',
        params: instParams,
        querystring: joinRequestListQuery,
        response: { 200: joinRequestListResponse },
      },
    },
    async (request) => listRequests(ctx, callerOf(request), request.query),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/approve',
    {
      config: { access: INSTITUTE_ACCESS.decide },
      schema: {
        tags,
        summary: '가입 요청 승인 (원장, 010 실장)',
        params: joinRequestParams,
        body: joinApproveBody,
        response: { 200: joinDecisionResponse },
      },
    },
    async (request) =>
      decideRequest(ctx, callerOf(request), {
        requestId: request.params.requestId,
        decision: { kind: 'approve', relationCd: request.body?.relationCd },
      }),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '가입 요청 취소 (요청한 본인, 승인 대기 중일 때)',
        params: joinRequestParams,
        response: { 200: joinRequestResponse },
      },
    },
    async (request) =>
      cancelRequest(ctx, requireSession(request), {
        instId: request.params.instId,
        requestId: request.params.requestId,
      }),
  );

  app.post(
    '/api/insts/:instId/join-requests/:requestId/reject',
    {
      config: { access: INSTITUTE_ACCESS.decide },
      schema: {
        tags,
        summary: '가입 요청 거절 (원장, 010 실장)',
        params: joinRequestParams,
        body: joinRejectBody,
        response: { 200: joinDecisionResponse },
      },
    },
    async (request) =>
      decideRequest(ctx, callerOf(request), {
        requestId: request.params.requestId,
        decision: { kind: 'reject', reason: request.body?.reason || undefined },
      }),
  );
};
