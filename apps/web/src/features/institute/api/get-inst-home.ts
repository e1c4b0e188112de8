import type { InstHomeResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/home: the academy's home for the member's role (instMainTF). */
export function getInstHome(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InstHomeResponse> {
  return api.get<InstHomeResponse>(`/api/insts/${instId}/home`, { signal, silent: true });
}

export const getInstHomeQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['institute', instId, 'home'] as const,
    queryFn: ({ signal }) => getInstHome(instId, { signal }),
    staleTime: 10_000,
  });

export const useInstHome = (instId: string) => useQuery(getInstHomeQueryOptions(instId));
