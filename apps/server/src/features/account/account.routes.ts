import {
  additionalInfoBody,
  emailChangeBody,
  emailCodeBody,
  findIdBySmsBody,
  findIdByVerificationBody,
  findIdCodeBody,
  foundAccountsResponse,
  loginIdAvailabilityQuery,
  loginIdAvailabilityResponse,
  meResponse,
  okResponse,
  passwordChangeBody,
  passwordResetBody,
  passwordResetBySmsBody,
  passwordResetByVerificationBody,
  passwordResetCodeBody,
  passwordResetTokenResponse,
  phoneChangeBody,
  profileEditBody,
  profileResponse,
  reactivateBody,
  sentResponse,
  signupBody,
  signupResponse,
} from '@academy/domain/account/account.schema';
import { requireSession } from '../../platform/access/access';
import { setSessionCookies } from '../../platform/auth/auth-hooks';
import type { AppRoutes } from '../../platform/http/routes';
import { RATE_LIMITS } from './account.constants';
import { answerSignedIn, clientOf } from './account.http';
import { reactivate } from './dormant.service';
import {
  changeEmail,
  changeMobile,
  changePassword,
  editAdditionalInfo,
  editProfile,
  getProfile,
  sendEmailCode,
} from './profile.service';
import {
  findIdBySms,
  findIdByVerification,
  passwordResetBySms,
  passwordResetByVerification,
  resetPassword,
  sendFindIdCode,
  sendPasswordResetCode,
} from './recovery.service';
import { loginIdAvailable, signup } from './signup.service';

const tags = ['account'];

/** Sign-up, finding an id, resetting a password, the member's own profile, and reactivation. */
export const accountRoutes: AppRoutes = async (app, { ctx }) => {
  // ── sign-up ────────────────────────────────────────────────────────────────
  app.get(
    '/api/account/login-id-availability',
    {
      schema: {
        tags,
        summary: '아이디 중복 확인',
        querystring: loginIdAvailabilityQuery,
        response: { 200: loginIdAvailabilityResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.lookup },
    },
    async (request) => loginIdAvailable(ctx, request.query.userInputId),
  );

  app.post(
    '/api/account/signup',
    {
      schema: {
        tags,
        summary: '회원가입 (본인 또는 법정대리인 인증)',
        body: signupBody,
        response: { 200: signupResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request, reply) => {
      const joined = await signup(ctx, request.body, { ...clientOf(request), signedIn: request.session !== null });
      if (joined.signedIn) setSessionCookies(request, reply, joined.signedIn.session);
      return { userId: joined.userId, userInputId: joined.userInputId };
    },
  );

  // ── find id ────────────────────────────────────────────────────────────────
  app.post(
    '/api/account/find-id/verification',
    {
      schema: {
        tags,
        summary: '아이디 찾기 (본인인증)',
        body: findIdByVerificationBody,
        response: { 200: foundAccountsResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => findIdByVerification(ctx, request.body.transId),
  );

  app.post(
    '/api/account/find-id/code',
    {
      schema: {
        tags,
        summary: '아이디 찾기: 인증번호 받기 (문자)',
        body: findIdCodeBody,
        response: { 200: sentResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) => sendFindIdCode(ctx, request.body),
  );

  app.post(
    '/api/account/find-id/sms',
    {
      schema: {
        tags,
        summary: '아이디 찾기 (문자 인증번호)',
        body: findIdBySmsBody,
        response: { 200: foundAccountsResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => findIdBySms(ctx, request.body),
  );

  // ── password reset ─────────────────────────────────────────────────────────
  app.post(
    '/api/account/password-reset/verification',
    {
      schema: {
        tags,
        summary: '비밀번호 찾기 (본인인증)',
        body: passwordResetByVerificationBody,
        response: { 200: passwordResetTokenResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => passwordResetByVerification(ctx, request.body),
  );

  app.post(
    '/api/account/password-reset/code',
    {
      schema: {
        tags,
        summary: '비밀번호 찾기: 인증번호 받기 (문자)',
        body: passwordResetCodeBody,
        response: { 200: sentResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) => sendPasswordResetCode(ctx, request.body),
  );

  app.post(
    '/api/account/password-reset/sms',
    {
      schema: {
        tags,
        summary: '비밀번호 찾기 (문자 인증번호)',
        body: passwordResetBySmsBody,
        response: { 200: passwordResetTokenResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => passwordResetBySms(ctx, request.body),
  );

  app.post(
    '/api/account/password-reset',
    {
      schema: {
        tags,
        summary: '새 비밀번호 설정 (모든 기기에서 로그아웃)',
        body: passwordResetBody,
        response: { 200: okResponse },
      },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => resetPassword(ctx, request.body),
  );

  // ── the signed-in member's own account ─────────────────────────────────────
  app.get(
    '/api/account/profile',
    { config: { access: 'signed-in' }, schema: { tags, summary: '내 정보', response: { 200: profileResponse } } },
    async (request) => getProfile(ctx, requireSession(request)),
  );

  app.patch(
    '/api/account/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '프로필 수정 (닉네임, 사진)',
        body: profileEditBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => editProfile(ctx, requireSession(request), request.body),
  );

  app.patch(
    '/api/account/additional-info',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: '추가 정보와 수신 동의 수정',
        body: additionalInfoBody,
        response: { 200: profileResponse },
      },
    },
    async (request) => editAdditionalInfo(ctx, requireSession(request), request.body),
  );

  app.post(
    '/api/account/password',
    {
      schema: {
        tags,
        summary: '비밀번호 변경 (다른 기기에서 로그아웃)',
        body: passwordChangeBody,
        response: { 200: okResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.login },
    },
    async (request) => changePassword(ctx, requireSession(request), request.body, request.ip),
  );

  app.post(
    '/api/account/email/code',
    {
      schema: { tags, summary: '이메일 변경: 인증번호 받기', body: emailCodeBody, response: { 200: sentResponse } },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) => sendEmailCode(ctx, requireSession(request), request.body.email),
  );

  app.post(
    '/api/account/email',
    {
      schema: { tags, summary: '이메일 변경', body: emailChangeBody, response: { 200: profileResponse } },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => changeEmail(ctx, requireSession(request), request.body),
  );

  app.post(
    '/api/account/mobile',
    {
      schema: {
        tags,
        summary: '휴대폰 번호 변경 (본인인증)',
        body: phoneChangeBody,
        response: { 200: profileResponse },
      },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => changeMobile(ctx, requireSession(request), request.body.transId),
  );

  app.post(
    '/api/account/reactivate',
    {
      schema: { tags, summary: '휴면 계정 해제 (본인인증)', body: reactivateBody, response: { 200: meResponse } },
      config: { access: 'public', rateLimit: RATE_LIMITS.checkCode },
    },
    async (request, reply) => answerSignedIn(request, reply, await reactivate(ctx, request.body, clientOf(request))),
  );
};
