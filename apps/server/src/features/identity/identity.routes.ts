import {
  startVerificationBody,
  startVerificationResponse,
  transIdParams,
  verificationResponse,
} from '@academy/domain/identity/identity.schema';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { getVerification, startVerification } from './identity.service';

/** 본인확인: start, read the result (the sandbox page's code steps: identity.sandbox.routes.ts). */
export const identityRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    '/api/identity/verifications',
    {
      schema: {
        tags: ['identity'],
        summary: '본인인증 시작',
        body: startVerificationBody,
        response: { 200: startVerificationResponse },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => startVerification(ctx, { ...request.body, origin: publicOriginOf(ctx.config, request) }),
  );

  app.get(
    '/api/identity/verifications/:transId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: '본인인증 결과 (CI/DI 제외)',
        params: transIdParams,
        response: { 200: verificationResponse },
      },
    },
    async (request) => getVerification(ctx, request.params.transId),
  );
};
