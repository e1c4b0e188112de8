import type { DeskPinBody, DeskPinResponse } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** PUT /api/insts/:instId/students/:studentId/desk-pin: staff change a student's desk number. */
export function changeDeskPin(instId: string, studentId: string, body: DeskPinBody): Promise<DeskPinResponse> {
  return api.put<DeskPinResponse>(
    `/api/insts/${encodeURIComponent(instId)}/students/${encodeURIComponent(studentId)}/desk-pin`,
    body,
  );
}

export function useChangeDeskPin(instId: string, studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeskPinBody) => changeDeskPin(instId, studentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceQueryKey(instId) }),
  });
}
