import type { AttendanceOverviewResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/attendance/overview?date=: the academy's day (/instAttendance). */
export function getAttendanceOverview(
  instId: string,
  date: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AttendanceOverviewResponse> {
  return api.get<AttendanceOverviewResponse>(`/api/insts/${encodeURIComponent(instId)}/attendance/overview`, {
    query: { date },
    signal,
    silent: true,
  });
}

export const getAttendanceOverviewQueryOptions = (instId: string, date: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'overview', date] as const,
    queryFn: ({ signal }) => getAttendanceOverview(instId, date, { signal }),
    // The front desk keeps moving: refresh while the screen is open.
    refetchInterval: 30_000,
  });

export const useAttendanceOverview = (instId: string, date: string) =>
  useQuery(getAttendanceOverviewQueryOptions(instId, date));
