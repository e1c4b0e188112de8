import { childHomeParams, childHomeResponse, homeParams, instHomeResponse } from '@academy/domain/home/home.schema';
import { requireSession } from '../../platform/access/access';
import type { AppRoutes } from '../../platform/http/routes';
import { getChildHome } from './family-home.service';
import { getInstHome } from './home.service';

const tags = ['home'];

/**
 * The homes (/mainTF): the member's home at an academy, per role, and a parent's home of one child
 * across the academies where the child studies (docs/access-matrix.md `## home`).
 */
export const homeRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/home',
    {
      schema: {
        tags,
        summary: '학원 홈 (역할별: 원장·실장, 강사, 학부모, 학생)',
        params: homeParams,
        response: { 200: instHomeResponse },
      },
    },
    async (request) => getInstHome(ctx, { userId: requireSession(request).userId }, request.params),
  );

  app.get(
    '/api/me/children/:childUserId/home',
    {
      schema: {
        tags,
        summary: '자녀 홈 (자녀가 다니는 모든 학원의 오늘, 이번 주, 알림)',
        params: childHomeParams,
        response: { 200: childHomeResponse },
      },
    },
    async (request) => getChildHome(ctx, { userId: requireSession(request).userId }, request.params),
  );
};
