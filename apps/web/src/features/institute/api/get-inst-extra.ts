import type { InstExtraResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/extra: the academy's introduction (/v3/inst/extra). */
export function getInstExtra(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InstExtraResponse> {
  return api.get<InstExtraResponse>(`/api/insts/${instId}/extra`, { signal, silent: true });
}

export const getInstExtraQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['institute', instId, 'extra'] as const,
    queryFn: ({ signal }) => getInstExtra(instId, { signal }),
    staleTime: 30_000,
  });

export const useInstExtra = (instId: string) => useQuery(getInstExtraQueryOptions(instId));
