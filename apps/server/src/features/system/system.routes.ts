import {
  clientIpResponse,
  healthResponse,
  inspectionStatusResponse,
  livenessResponse,
  publicConfigResponse,
  readinessResponse,
} from '@academy/domain/system/system.schema';
import { AppError } from '../../platform/errors/app-error';
import type { AppRoutes } from '../../platform/http/routes';
import {
  checkHealth,
  checkLiveness,
  checkReadiness,
  getInspectionStatus,
  getPublicConfig,
  normaliseIp,
} from './system.service';

export const systemRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '서버와 데이터베이스 상태',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '프로세스 생존 (데이터베이스는 묻지 않음)',
        response: { 200: livenessResponse },
      },
    },
    async () => checkLiveness(),
  );

  app.get(
    '/api/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '요청을 받을 준비 (데이터베이스 응답, 마이그레이션 완료); 아니면 503',
        response: { 200: readinessResponse },
      },
    },
    async (request) => {
      const readiness = await checkReadiness(ctx);
      if (!readiness.ready) {
        request.log.warn({ reason: readiness.reason }, 'not ready');
        throw new AppError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ready' as const };
    },
  );

  app.get(
    '/api/system/ip',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: '방문자의 공인 IP', response: { 200: clientIpResponse } },
    },
    async (request) => ({ ip: normaliseIp(request.ip) }),
  );

  app.get(
    '/api/system/inspection',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: '점검 시간과 내부 사용자 여부',
        response: { 200: inspectionStatusResponse },
      },
    },
    async (request) => getInspectionStatus(ctx, request.ip),
  );

  app.get(
    '/api/system/config',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: '웹 앱이 읽는 공개 설정', response: { 200: publicConfigResponse } },
    },
    async () => getPublicConfig(ctx),
  );
};
