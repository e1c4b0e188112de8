import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

/** GET /api/insts/:instId/classes/:classId: /classDetail and /classInfo. */
export function getClass(
  instId: string,
  classId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClassDetailResponse> {
  return api.get<ClassDetailResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}`,
    { signal, silent: true },
  );
}

export const getClassQueryOptions = (instId: string, classId: string) =>
  queryOptions({
    queryKey: [...classesQueryKey(instId), 'detail', classId] as const,
    queryFn: ({ signal }) => getClass(instId, classId, { signal }),
  });

export const useClass = (instId: string, classId: string) => useQuery(getClassQueryOptions(instId, classId));
