import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateClasses } from './classes-query-key';

/** POST /api/insts/:instId/classes/:classId/close: 폐강 today. */
export function closeClass(instId: string, classId: string): Promise<ClassDetailResponse> {
  return api.post<ClassDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/close`,
    {},
  );
}

export function useCloseClass(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => closeClass(instId, classId),
    onSuccess: () => invalidateClasses(queryClient, instId),
  });
}
