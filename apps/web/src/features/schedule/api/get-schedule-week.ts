import type { ScheduleWeekQuery, ScheduleWeekResponse } from '@academy/domain/schedule/schedule.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQueryKey } from './schedule-query-key';

/** GET /api/insts/:instId/schedule/week?date=&teacherId=&room= (ClassSchedule). */
export function getScheduleWeek(
  instId: string,
  query: ScheduleWeekQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ScheduleWeekResponse> {
  return api.get<ScheduleWeekResponse>(`/api/insts/${encodeURIComponent(instId)}/schedule/week`, {
    query: { date: query.date, teacherId: query.teacherId, room: query.room },
    signal,
    silent: true,
  });
}

export const getScheduleWeekQueryOptions = (instId: string, query: ScheduleWeekQuery) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(instId), 'week', query.date, query.teacherId ?? '', query.room ?? ''] as const,
    queryFn: ({ signal }) => getScheduleWeek(instId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useScheduleWeek = (instId: string, query: ScheduleWeekQuery) =>
  useQuery(getScheduleWeekQueryOptions(instId, query));
