import type { AttendanceScopeResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/attendance/scope: the classes and students the member may open. */
export function getAttendanceScope(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AttendanceScopeResponse> {
  return api.get<AttendanceScopeResponse>(`/api/insts/${encodeURIComponent(instId)}/attendance/scope`, {
    signal,
    silent: true,
  });
}

export const getAttendanceScopeQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'scope'] as const,
    queryFn: ({ signal }) => getAttendanceScope(instId, { signal }),
  });

export const useAttendanceScope = (instId: string) => useQuery(getAttendanceScopeQueryOptions(instId));
