import type { FormOptionsResponse } from '@academy/domain/homework/homework.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkQueryKey, instPath } from './homework-keys';

/** GET /api/insts/:instId/homework/form-options: the classes one may give homework to and `classId`'s students. */
export function getFormOptions(instId: string, classId: string | undefined, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<FormOptionsResponse>(`${instPath(instId)}/homework/form-options`, {
    query: { classId },
    signal,
    silent: true,
  });
}

export const formOptionsQueryOptions = (instId: string, classId: string | undefined) =>
  queryOptions({
    queryKey: [...homeworkQueryKey(instId), 'form-options', classId ?? null] as const,
    queryFn: ({ signal }) => getFormOptions(instId, classId, { signal }),
  });

export const useFormOptions = (instId: string, classId: string | undefined) =>
  useQuery(formOptionsQueryOptions(instId, classId));
