import type { ScheduleMonthResponse } from '@academy/domain/schedule/schedule.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQueryKey } from './schedule-query-key';

/** GET /api/insts/:instId/schedule/month?month=YYYY-MM (MonthlySchedule). */
export function getScheduleMonth(
  instId: string,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ScheduleMonthResponse> {
  return api.get<ScheduleMonthResponse>(`/api/insts/${encodeURIComponent(instId)}/schedule/month`, {
    query: { month },
    signal,
    silent: true,
  });
}

export const getScheduleMonthQueryOptions = (instId: string, month: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(instId), 'month', month] as const,
    queryFn: ({ signal }) => getScheduleMonth(instId, month, { signal }),
    placeholderData: keepPreviousData,
  });

export const useScheduleMonth = (instId: string, month: string) =>
  useQuery(getScheduleMonthQueryOptions(instId, month));
