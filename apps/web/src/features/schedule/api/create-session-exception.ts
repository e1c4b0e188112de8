import type { SessionExceptionInput, SessionExceptionResponse } from '@academy/domain/schedule/schedule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateSchedule } from './schedule-query-key';

/** POST /api/insts/:instId/classes/:classId/sessions: 휴강, 일정 변경 or 보강. */
export function createSessionException(
  instId: string,
  classId: string,
  body: SessionExceptionInput,
): Promise<SessionExceptionResponse> {
  return api.post<SessionExceptionResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/sessions`,
    body,
  );
}

export function useCreateSessionException(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: SessionExceptionInput }) =>
      createSessionException(instId, classId, body),
    onSuccess: () => invalidateSchedule(queryClient, instId),
  });
}
