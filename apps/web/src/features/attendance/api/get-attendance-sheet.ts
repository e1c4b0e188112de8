import type { AttendanceSheetResponse } from '@academy/domain/attendance/attendance.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** GET /api/insts/:instId/classes/:classId/attendance?date=: the class sheet of a day. */
export function getAttendanceSheet(
  instId: string,
  classId: string,
  date: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AttendanceSheetResponse> {
  return api.get<AttendanceSheetResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/attendance`,
    { query: { date }, signal, silent: true },
  );
}

export const getAttendanceSheetQueryOptions = (instId: string, classId: string, date: string) =>
  queryOptions({
    queryKey: [...attendanceQueryKey(instId), 'sheet', classId, date] as const,
    queryFn: ({ signal }) => getAttendanceSheet(instId, classId, date, { signal }),
  });

export const useAttendanceSheet = (instId: string, classId: string, date: string) =>
  useQuery(getAttendanceSheetQueryOptions(instId, classId, date));
