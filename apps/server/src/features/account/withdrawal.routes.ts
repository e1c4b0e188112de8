import { okResponse } from '@academy/domain/account/account.schema';
import { withdrawalBody, withdrawalCheckResponse } from '@academy/domain/account/withdrawal.schema';
import { requireSession } from '../../platform/access/access';
import { clearSessionCookies } from '../../platform/auth/auth-hooks';
import type { AppRoutes } from '../../platform/http/routes';
import { RATE_LIMITS } from './account.constants';
import { checkWithdrawal, withdraw } from './withdrawal.service';

const tags = ['withdrawal'];

/** WithdrawalCheck and Withdrawal. */
export const withdrawalRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/account/withdrawal/check',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '탈퇴 가능 여부와 확인 방법', response: { 200: withdrawalCheckResponse } },
    },
    async (request) => checkWithdrawal(ctx, requireSession(request)),
  );

  app.post(
    '/api/account/withdrawal',
    {
      schema: { tags, summary: '회원 탈퇴', body: withdrawalBody, response: { 200: okResponse } },
      config: { access: 'signed-in', rateLimit: RATE_LIMITS.login },
    },
    async (request, reply) => {
      const done = await withdraw(ctx, requireSession(request), request.body, request.ip);
      clearSessionCookies(request, reply);
      return done;
    },
  );
};
