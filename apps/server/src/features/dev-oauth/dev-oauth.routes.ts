import type { AppRoutes } from '../../platform/http/routes';
import { renderAuthorizePage } from './dev-oauth.page';
import { approveQuery, authorizeQuery, providerParams } from './dev-oauth.schema';
import { approveSandboxLogin, cancelUrl } from './dev-oauth.service';

/** The sandbox Kakao/Naver/Apple login pages. Only while social login is the sandbox. */
export const devOauthRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.adapters.social.kind !== 'sandbox') return;

  app.get(
    '/dev/oauth/:provider/authorize',
    { schema: { hide: true, params: providerParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const cancel = cancelUrl(request.query, request.host);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderAuthorizePage(request.params.provider, request.query, cancel));
    },
  );

  app.get(
    '/dev/oauth/:provider/approve',
    {
      schema: { hide: true, params: providerParams, querystring: approveQuery },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      reply.redirect(await approveSandboxLogin(ctx, request.params.provider, { ...request.query, host: request.host })),
  );
};
