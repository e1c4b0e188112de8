import type { ClassListResponse } from '@academy/domain/class/class.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

export type ClassListFilter = { status?: 'open' | 'closed' | 'all'; q?: string; mine?: boolean };

/** GET /api/insts/:instId/classes: the classes the member sees (/v3/class/MainPage, search, ClassSelectPage). */
export function getClasses(
  instId: string,
  filter: ClassListFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClassListResponse> {
  return api.get<ClassListResponse>(`/api/insts/${encodeURIComponent(instId)}/classes`, {
    query: { status: filter.status ?? 'open', q: filter.q || undefined, mine: filter.mine ? 'true' : undefined },
    signal,
    silent: true,
  });
}

export const getClassesQueryOptions = (instId: string, filter: ClassListFilter) =>
  queryOptions({
    queryKey: [
      ...classesQueryKey(instId),
      'list',
      filter.status ?? 'open',
      filter.q ?? '',
      Boolean(filter.mine),
    ] as const,
    queryFn: ({ signal }) => getClasses(instId, filter, { signal }),
    placeholderData: keepPreviousData,
  });

export const useClasses = (instId: string, filter: ClassListFilter) => useQuery(getClassesQueryOptions(instId, filter));
