import type { ReminderSchedule } from '@academy/domain/books/reminders.rules';
import type { ReminderCostResponse } from '@academy/domain/books/reminders.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

/**
 * POST /api/insts/:instId/bill-reminders/cost: with the schedule on screen (saved or not), the unpaid
 * bills and families it would remind for the rest of this month and what the 알림톡 (or 문자) would cost.
 */
export function getReminderCost(
  instId: string,
  schedule: ReminderSchedule,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReminderCostResponse> {
  return api.post<ReminderCostResponse>(`/api/insts/${encodeURIComponent(instId)}/bill-reminders/cost`, schedule, {
    signal,
    silent: true,
  });
}

export const reminderCostQueryOptions = (instId: string, schedule: ReminderSchedule) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'reminder-cost', schedule] as const,
    queryFn: ({ signal }) => getReminderCost(instId, schedule, { signal }),
  });

/** The cost as the form stands; the previous figure stays while a changed one is asked. */
export const useReminderCost = (instId: string, schedule: ReminderSchedule, enabled: boolean) =>
  useQuery({ ...reminderCostQueryOptions(instId, schedule), enabled, placeholderData: keepPreviousData });
