import type { ClassListResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsQueryKey } from './transactions-keys';

/**
 * GET /api/insts/:instId/classes?status=all: every class, open or closed, for the class filter.
 * Asked only by those the classes area opens to (`enabled`); others filter by the classes the
 * listed payments name.
 */
export function getTransactionClasses(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ClassListResponse>(`/api/insts/${encodeURIComponent(instId)}/classes`, {
    query: { status: 'all' },
    signal,
    silent: true,
  });
}

export const getTransactionClassesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...transactionsQueryKey(instId), 'classes'] as const,
    queryFn: ({ signal }) => getTransactionClasses(instId, { signal }),
    staleTime: 60_000,
  });

export const useTransactionClasses = (instId: string, enabled: boolean) =>
  useQuery({ ...getTransactionClassesQueryOptions(instId), enabled });
