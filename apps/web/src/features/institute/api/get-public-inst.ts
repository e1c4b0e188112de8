import type { InstSearchItem } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/public: one academy's public card (requestInstTF). */
export function getPublicInst(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InstSearchItem> {
  return api.get<InstSearchItem>(`/api/insts/${instId}/public`, { signal, silent: true });
}

export const getPublicInstQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['institute', instId, 'public'] as const,
    queryFn: ({ signal }) => getPublicInst(instId, { signal }),
  });

export const usePublicInst = (instId: string) => useQuery(getPublicInstQueryOptions(instId));
