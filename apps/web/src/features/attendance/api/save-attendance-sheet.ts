import type { MarkAttendanceBody, MarkAttendanceResponse } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** PUT /api/insts/:instId/classes/:classId/attendance?date=: the whole sheet in one request. */
export function saveAttendanceSheet(
  instId: string,
  classId: string,
  date: string,
  body: MarkAttendanceBody,
): Promise<MarkAttendanceResponse> {
  return api.put<MarkAttendanceResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/attendance`,
    body,
    { query: { date } },
  );
}

export function useSaveAttendanceSheet(instId: string, classId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkAttendanceBody) => saveAttendanceSheet(instId, classId, date, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey(instId) }),
  });
}
