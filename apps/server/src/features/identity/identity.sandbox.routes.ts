import {
  sandboxCodeBody,
  sandboxCodeResponse,
  sandboxConfirmBody,
  sandboxConfirmResponse,
  transIdParams,
} from '@academy/domain/identity/identity.schema';
import type { AppRoutes } from '../../platform/http/routes';
import { confirmSandboxCode, sendSandboxCode } from './identity.service';

/**
 * The sandbox 본인확인 page's code steps, while the identity provider is the sandbox. Registered
 * through localOnly (platform/mode): the local mode only, answering loopback only.
 */
export const identitySandboxRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.adapters.identity.kind !== 'sandbox') return;

  app.post(
    '/api/identity/sandbox/:transId/code',
    {
      schema: {
        tags: ['identity'],
        summary: '샌드박스 본인인증: 인증번호 받기',
        params: transIdParams,
        body: sandboxCodeBody,
        response: { 200: sandboxCodeResponse },
      },
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => sendSandboxCode(ctx, request.params.transId, request.body),
  );

  app.post(
    '/api/identity/sandbox/:transId/confirm',
    {
      schema: {
        tags: ['identity'],
        summary: '샌드박스 본인인증: 인증번호 확인',
        params: transIdParams,
        body: sandboxConfirmBody,
        response: { 200: sandboxConfirmResponse },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => confirmSandboxCode(ctx, request.params.transId, request.body.code),
  );
};
