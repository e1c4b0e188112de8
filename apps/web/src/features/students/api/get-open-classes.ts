import type { ClassListResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/classes?status=open: the academy's open classes, to join or move students into. */
export function getOpenClasses(instId: string, signal?: AbortSignal) {
  return api.get<ClassListResponse>(`${studentsBase(instId)}/classes`, {
    query: { status: 'open' },
    signal,
    silent: true,
  });
}

export const getOpenClassesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'open-classes'] as const,
    queryFn: ({ signal }) => getOpenClasses(instId, signal),
  });

export const useOpenClasses = (instId: string) => useQuery(getOpenClassesQueryOptions(instId));
