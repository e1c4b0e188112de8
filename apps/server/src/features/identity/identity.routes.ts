import {
  sandboxCodeBody,
  sandboxCodeResponse,
  sandboxConfirmBody,
  sandboxConfirmResponse,
  startVerificationBody,
  startVerificationResponse,
  transIdParams,
  verificationResponse,
} from '@academy/domain/identity/identity.schema';
import type { FastifyRequest } from 'fastify';
import type { AppRoutes } from '../../platform/http/routes';
import { confirmSandboxCode, getVerification, sendSandboxCode, startVerification } from './identity.service';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** 본인확인: start, read the result; and, with the sandbox provider, the sandbox page's code steps. */
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
    async (request) => startVerification(ctx, { ...request.body, origin: originOf(request) }),
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
