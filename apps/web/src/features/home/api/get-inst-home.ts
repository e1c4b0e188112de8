import type { InstHomeResponse } from '@academy/domain/home/home.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/home: the member's home at the academy, for their role (/mainTF). */
export function getInstHome(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InstHomeResponse> {
  return api.get<InstHomeResponse>(`/api/insts/${instId}/home`, { signal, silent: true });
}

export const getInstHomeQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['home', 'inst', instId] as const,
    queryFn: ({ signal }) => getInstHome(instId, { signal }),
    staleTime: 10_000,
  });

export const useInstHome = (instId: string) => useQuery(getInstHomeQueryOptions(instId));
