import type { SessionExceptionResponse } from '@academy/domain/schedule/schedule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSchedule } from './schedule-query-key';

/** DELETE /api/insts/:instId/classes/:classId/sessions/:sessionId: undo 휴강, 일정 변경 or 보강. */
export function deleteSessionException(
  instId: string,
  classId: string,
  sessionId: string,
): Promise<SessionExceptionResponse> {
  return api.delete<SessionExceptionResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/sessions/${encodeURIComponent(sessionId)}`,
  );
}

export function useDeleteSessionException(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, sessionId }: { classId: string; sessionId: string }) =>
      deleteSessionException(instId, classId, sessionId),
    onSuccess: () => invalidateSchedule(queryClient, instId),
  });
}
