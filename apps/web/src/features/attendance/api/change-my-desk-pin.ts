import type { MyDeskPinBody, MyDeskPinResponse } from '@academy/domain/attendance/attendance.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attendanceQueryKey } from './attendance-query-key';

/** PUT /api/me/desk-pin: a student changes their own desk number at one academy. */
export function changeMyDeskPin(body: MyDeskPinBody): Promise<MyDeskPinResponse> {
  return api.put<MyDeskPinResponse>('/api/me/desk-pin', body);
}

export function useChangeMyDeskPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyDeskPin,
    onSuccess: (_answer, body) => queryClient.invalidateQueries({ queryKey: attendanceQueryKey(body.instId) }),
  });
}
