import { billingInstParams } from '@academy/domain/billing/billing.schema';
import { billingStudentsQuery, billingStudentsResponse } from '@academy/domain/billing/billing-students.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { BILLING_ACCESS } from './billing.access';
import { findBillingStudents } from './billing-students.service';

/**
 * The student search of /billCreate under billing's own rule (042 결제 등록): a manager who writes
 * bills finds the student to bill without holding a student-management code.
 */
export const billingStudentsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/billing/students',
    {
      config: { access: BILLING_ACCESS.write },
      schema: {
        tags: ['billing'],
        summary: '청구서를 쓸 원생 찾기 (이름·초성·휴대폰 번호, 다니는 반 포함)',
        params: billingInstParams,
        querystring: billingStudentsQuery,
        response: { 200: billingStudentsResponse },
      },
    },
    async (request) => findBillingStudents(ctx, callerOf(request), request.query),
  );
};
