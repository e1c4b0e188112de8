import type { ClassDetailResponse, UpdateClassInput } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateClasses } from './classes-query-key';

/** PATCH /api/insts/:instId/classes/:classId: the class as edited in the wizard. */
export function updateClass(instId: string, classId: string, body: UpdateClassInput): Promise<ClassDetailResponse> {
  return api.patch<ClassDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}`,
    body,
  );
}

export function useUpdateClass(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, body }: { classId: string; body: UpdateClassInput }) => updateClass(instId, classId, body),
    onSuccess: () => invalidateClasses(queryClient, instId),
  });
}
