import type { TodayClassesResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/attendance/today?date=: the member's classes of a day with their counts. */
export function getTodayClasses(
  instId: string,
  date: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TodayClassesResponse> {
  return api.get<TodayClassesResponse>(`/api/insts/${encodeURIComponent(instId)}/attendance/today`, {
    query: { date },
    signal,
    silent: true,
  });
}

export const getTodayClassesQueryOptions = (instId: string, date: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'today', date] as const,
    queryFn: ({ signal }) => getTodayClasses(instId, date, { signal }),
  });

export const useTodayClasses = (instId: string, date: string) => useQuery(getTodayClassesQueryOptions(instId, date));
