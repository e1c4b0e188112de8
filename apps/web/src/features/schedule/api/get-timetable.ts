import type { TimetableQuery, TimetableResponse } from '@academy/domain/schedule/schedule.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQueryKey } from './schedule-query-key';

/** GET /api/insts/:instId/schedule/timetable?date=&studentId= (/timeClass). */
export function getTimetable(
  instId: string,
  query: TimetableQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TimetableResponse> {
  return api.get<TimetableResponse>(`/api/insts/${encodeURIComponent(instId)}/schedule/timetable`, {
    query: { date: query.date, studentId: query.studentId },
    signal,
    silent: true,
  });
}

export const getTimetableQueryOptions = (instId: string, query: TimetableQuery) =>
  queryOptions({
    queryKey: [...scheduleQueryKey(instId), 'timetable', query.date ?? '', query.studentId ?? ''] as const,
    queryFn: ({ signal }) => getTimetable(instId, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useTimetable = (instId: string, query: TimetableQuery) =>
  useQuery(getTimetableQueryOptions(instId, query));
