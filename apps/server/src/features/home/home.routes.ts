import { childHomeParams, childHomeResponse, homeParams, instHomeResponse } from '@academy/domain/home/home.schema';
import { requireSession } from '../../platform/access/access';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { getChildHome } from './family-home.service';
import { HOME_ACCESS } from './home.access';
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
      config: { access: HOME_ACCESS.inst },
      schema: {
        tags,
        summary: '학원 홈 (역할별: 원장·실장, 강사, 학부모, 학생)',
        params: homeParams,
        response: { 200: instHomeResponse },
      },
    },
    async (request) => getInstHome(ctx, callerOf(request)),
  );

  app.get(
    '/api/me/children/:childUserId/home',
    {
      config: { access: HOME_ACCESS.child },
      schema: {
        tags,
        summary: '자녀 홈 (자녀가 다니는 모든 학원의 오늘, 이번 주, 알림)',
        params: childHomeParams,
        response: { 200: childHomeResponse },
      },
    },
    async (request) => getChildHome(ctx, requireSession(request), request.params),
  );
};
