import type { MyInstsResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/me/insts: every academy of the signed-in user, and their requests still waiting (ConnectInstList). */
export function getMyInsts({ signal }: { signal?: AbortSignal } = {}): Promise<MyInstsResponse> {
  return api.get<MyInstsResponse>('/api/me/insts', { signal, silent: true });
}

export const getMyInstsQueryOptions = () =>
  queryOptions({
    queryKey: ['institute', 'mine'] as const,
    queryFn: ({ signal }) => getMyInsts({ signal }),
    staleTime: 10_000,
  });

export const useMyInsts = () => useQuery(getMyInstsQueryOptions());
