import type { CreateClassInput, CreateClassResponse } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateClasses } from './classes-query-key';

/** POST /api/insts/:instId/classes: the whole wizard in one request (class, slots, teacher, tuition). */
export function createClass(instId: string, body: CreateClassInput): Promise<CreateClassResponse> {
  return api.post<CreateClassResponse>(`/api/insts/${encodeURIComponent(instId)}/classes`, body);
}

export function useCreateClass(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassInput) => createClass(instId, body),
    onSuccess: () => invalidateClasses(queryClient, instId),
  });
}
