import type { AttendanceSettingsBody } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** PUT /api/insts/:instId/attendance/settings: minutes before the automatic absence. */
export function updateAttendanceSettings(
  instId: string,
  body: AttendanceSettingsBody,
): Promise<AttendanceSettingsBody> {
  return api.put<AttendanceSettingsBody>(`/api/insts/${encodeURIComponent(instId)}/attendance/settings`, body);
}

export function useUpdateAttendanceSettings(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttendanceSettingsBody) => updateAttendanceSettings(instId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey(instId) }),
  });
}
