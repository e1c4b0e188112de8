import {
  appTokenResponse,
  loginBody,
  meResponse,
  okResponse,
  socialCallbackBody,
  socialCallbackResponse,
  socialCompleteBody,
  socialCompleteResponse,
  socialProviderSchema,
  socialStartQuery,
  tokenLoginBody,
} from '@academy/domain/account/account.schema';
import { z } from 'zod';
import { requireSession } from '../../platform/access/access';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/auth-hooks';
import { type CookieSpec, clearCookie, readCookie, setCookie } from '../../platform/http/cookies';
import { publicOriginOf } from '../../platform/http/public-origin';
import type { AppRoutes } from '../../platform/http/routes';
import { RATE_LIMITS } from './account.constants';
import { answerSignedIn, clientOf } from './account.http';
import { getMe, issueAppToken, login, logout, tokenLogin } from './auth.service';
import { completeSocialLogin, resultPageOf, socialCallback, startSocialLogin } from './social.service';

/** Holds the OAuth `state` between leaving for the provider and coming back (this browser only). */
export const SOCIAL_STATE_COOKIE = 'academy_social_state';
const SOCIAL_COOKIE_PATH = '/api/auth/social';
const SOCIAL_STATE: CookieSpec = { base: SOCIAL_STATE_COOKIE, path: SOCIAL_COOKIE_PATH, sameSite: 'lax' };

const providerParams = z.object({ provider: socialProviderSchema });

/** Apple's `form_post` answer (also carries `error` when the person cancels). */
const appleFormPost = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  user: z.string().max(2000).optional(),
  error: z.string().max(100).optional(),
});

/** Log in and out, the signed-in user, the native app's token, and Kakao/Naver/Apple login. */
export const authRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/auth/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: '로그인한 사용자', response: { 200: meResponse } },
    },
    async (request) => getMe(ctx, requireSession(request)),
  );

  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], summary: '아이디 로그인', body: loginBody, response: { 200: meResponse } },
      config: { access: 'public', rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => answerSignedIn(request, reply, await login(ctx, request.body, clientOf(request))),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], summary: '로그아웃', response: { 200: okResponse } } },
    async (request, reply) => {
      await logout(ctx, request.session);
      clearSessionCookies(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/app-tokens',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: '앱 로그인용 일회용 토큰 (60초)', response: { 200: appTokenResponse } },
    },
    async (request) => issueAppToken(ctx, requireSession(request)),
  );

  app.post(
    '/api/auth/token-login',
    {
      schema: {
        tags: ['auth'],
        summary: '일회용 토큰으로 로그인 (/tokenLogin)',
        body: tokenLoginBody,
        response: { 200: meResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => answerSignedIn(request, reply, await tokenLogin(ctx, request.body, clientOf(request))),
  );

  // ── social login ───────────────────────────────────────────────────────────

  app.get(
    '/api/auth/social/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 시작 (제공자 로그인 화면으로 이동)',
        params: providerParams,
        querystring: socialStartQuery,
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.verificationStep },
    },
    async (request, reply) => {
      const started = await startSocialLogin(ctx, request.params.provider, {
        next: request.query.next,
        origin: publicOriginOf(ctx.config, request),
      });
      setCookie(request, reply, SOCIAL_STATE, started.state, { maxAge: started.maxAgeSeconds });
      return reply.redirect(started.url, 302);
    },
  );

  await app.register(appleFormPostRoute, { ctx });

  app.post(
    '/api/auth/social/complete',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인: 본인인증 후 계정 연결 또는 가입',
        body: socialCompleteBody,
        response: { 200: socialCompleteResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.verificationStep },
    },
    async (request, reply) => {
      const done = await completeSocialLogin(ctx, request.body, clientOf(request));
      setSessionCookies(request, reply, done.signedIn.session);
      return { status: done.status, next: done.next };
    },
  );

  app.post(
    '/api/auth/social/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: '소셜 로그인 결과 확인',
        params: providerParams,
        body: socialCallbackBody,
        response: { 200: socialCallbackResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.verificationStep },
    },
    async (request, reply) => {
      const result = await socialCallback(
        ctx,
        request.params.provider,
        { ...request.body, cookieState: readCookie(request, SOCIAL_STATE) },
        clientOf(request),
      );
      clearCookie(request, reply, SOCIAL_STATE);
      if (result.signedIn) setSessionCookies(request, reply, result.signedIn.session);
      return result.response;
    },
  );
};

/**
 * Apple posts its answer as a form from its own site: the one route that takes a form body (in its
 * own scope, so no login or logout does) and the one a cross-site post may reach. It only passes
 * the answer on to the result page, whose own same-origin request does the signing in.
 */
const appleFormPostRoute: AppRoutes = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.post(
    '/api/auth/social/apple/form-post',
    {
      config: { access: 'public', crossSite: 'allowed' },
      schema: { tags: ['auth'], summary: 'Apple 로그인 응답 (form_post)', body: appleFormPost },
    },
    async (request, reply) => {
      const target = new URLSearchParams();
      for (const [key, value] of Object.entries(request.body)) if (value) target.set(key, value);
      return reply.redirect(`${resultPageOf('apple')}?${target.toString()}`, 303);
    },
  );
};
