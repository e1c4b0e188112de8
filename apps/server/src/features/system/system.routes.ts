import {
  clientIpResponse,
  healthResponse,
  inspectionStatusResponse,
  publicConfigResponse,
} from '@academy/domain/system/system.schema';
import type { AppRoutes } from '../../platform/http/routes';
import { checkHealth, getInspectionStatus, getPublicConfig, normaliseIp } from './system.service';

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
