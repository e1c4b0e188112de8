import { sentResponse } from '@academy/domain/account/account.schema';
import {
  childLinkRequestBody,
  familyConfirmBody,
  familyRelationChangeBody,
  familyResponse,
  familyUserParams,
  guardianLinkRequestBody,
  linkChildByVerificationBody,
} from '@academy/domain/account/family.schema';
import { requireSession } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { RATE_LIMITS } from './account.constants';
import {
  changeRelation,
  confirmFamilyLink,
  getFamily,
  linkChildByVerification,
  removeLink,
  requestFamilyLink,
} from './family.service';

const tags = ['family'];

/** FamilyRelation, FamilyRelationChange, AddGuardian, FamilyConnectCheck. */
export const familyRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/account/family',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '가족 (자녀, 보호자, 대기 중인 요청)', response: { 200: familyResponse } },
    },
    async (request) => getFamily(ctx, requireSession(request)),
  );

  app.post(
    '/api/account/family/children/verification',
    {
      schema: {
        tags,
        summary: '자녀 연결 (자녀 본인인증)',
        body: linkChildByVerificationBody,
        response: { 200: familyResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => linkChildByVerification(ctx, requireSession(request), request.body),
  );

  app.post(
    '/api/account/family/children/code',
    {
      schema: {
        tags,
        summary: '자녀 연결 요청 (자녀 휴대폰으로 인증번호)',
        body: childLinkRequestBody,
        response: { 200: sentResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) =>
      requestFamilyLink(ctx, requireSession(request), {
        kind: 'child',
        mobileNo: request.body.childMobileNo,
        relationType: request.body.relationType,
      }),
  );

  app.post(
    '/api/account/family/guardians/code',
    {
      schema: {
        tags,
        summary: '보호자 추가 요청 (보호자 휴대폰으로 인증번호)',
        body: guardianLinkRequestBody,
        response: { 200: sentResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) =>
      requestFamilyLink(ctx, requireSession(request), {
        kind: 'guardian',
        mobileNo: request.body.guardianMobileNo,
        relationType: request.body.relationType,
      }),
  );

  app.post(
    '/api/account/family/confirm',
    {
      schema: {
        tags,
        summary: '가족 연결 확인 (받은 인증번호)',
        body: familyConfirmBody,
        response: { 200: familyResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => confirmFamilyLink(ctx, requireSession(request), request.body.code),
  );

  app.patch(
    '/api/account/family/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '가족 관계 변경',
        params: familyUserParams,
        body: familyRelationChangeBody,
        response: { 200: familyResponse },
      },
    },
    async (request) => changeRelation(ctx, requireSession(request), request.params.userId, request.body.relationType),
  );

  app.delete(
    '/api/account/family/:userId',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '가족 연결 해제', params: familyUserParams, response: { 200: familyResponse } },
    },
    async (request) => removeLink(ctx, requireSession(request), request.params.userId),
  );
};
