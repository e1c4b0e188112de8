import { billingInstParams, billParams } from '@academy/domain/billing/billing.schema';
import {
  billRemindersResponse,
  reminderCostResponse,
  reminderScheduleSchema,
} from '@academy/domain/books/reminders.schema';
import { callerOf } from '../../platform/access/route-access';
import type { AppRoutes } from '../../platform/http/routes';
import { REMINDERS_ACCESS } from './reminders.access';
import { billReminders, getReminderSchedule, reminderCost, saveReminderSchedule } from './reminders.service';

const tags = ['books'];
const base = '/api/insts/:instId';

/**
 * 미납 안내 (docs/access-matrix.md `## books reminders`, decision 0052): the academy's schedule, what
 * it would cost this month before it is saved, and who was reminded of a bill when.
 */
export const remindersRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/bill-reminders/settings`,
    {
      config: { access: REMINDERS_ACCESS.settings },
      schema: {
        tags,
        summary: '미납 안내 설정',
        params: billingInstParams,
        response: { 200: reminderScheduleSchema },
      },
    },
    async (request) => getReminderSchedule(ctx, callerOf(request)),
  );

  app.put(
    `${base}/bill-reminders/settings`,
    {
      config: { access: REMINDERS_ACCESS.settings },
      schema: {
        tags,
        summary: '미납 안내 설정 저장 (납부 기한 며칠 후, 간격, 최대 횟수, 시각)',
        params: billingInstParams,
        body: reminderScheduleSchema,
        response: { 200: reminderScheduleSchema },
      },
    },
    async (request) => saveReminderSchedule(ctx, callerOf(request), request.body),
  );

  app.post(
    `${base}/bill-reminders/cost`,
    {
      config: { access: REMINDERS_ACCESS.settings },
      schema: {
        tags,
        summary: '이 설정으로 이번 달 남은 기간에 보낼 미납 안내의 가족 수와 문자 비용',
        params: billingInstParams,
        body: reminderScheduleSchema,
        response: { 200: reminderCostResponse },
      },
    },
    async (request) => reminderCost(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/bills/:billId/reminders`,
    {
      config: { access: REMINDERS_ACCESS.history },
      schema: {
        tags,
        summary: '청구서의 미납 안내 기록 (언제, 몇 가족에게, 몇 번째)',
        params: billParams,
        response: { 200: billRemindersResponse },
      },
    },
    async (request) => billReminders(ctx, callerOf(request), request.params.billId),
  );
};
