import type { ClassListResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { billsQueryKey } from './bills-keys';

/**
 * GET /api/insts/:instId/classes?status=all: every class, open or closed (a closed class's bills
 * are still on the books), for the list's class filter. Only asked by those the classes area opens
 * to (`enabled`); others filter by the classes their bills name.
 */
export function getBillingClasses(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ClassListResponse>(`/api/insts/${encodeURIComponent(instId)}/classes`, {
    query: { status: 'all' },
    signal,
    silent: true,
  });
}

export const getBillingClassesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...billsQueryKey(instId), 'classes'] as const,
    queryFn: ({ signal }) => getBillingClasses(instId, { signal }),
    staleTime: 60_000,
  });

export const useBillingClasses = (instId: string, enabled: boolean) =>
  useQuery({ ...getBillingClassesQueryOptions(instId), enabled });
