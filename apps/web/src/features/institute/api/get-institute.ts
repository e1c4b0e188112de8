import type { InstDetailResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId: an academy's details and what the member is there (instDetailInfoN, instEditInfoN). */
export function getInstitute(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<InstDetailResponse> {
  return api.get<InstDetailResponse>(`/api/insts/${instId}`, { signal, silent: true });
}

export const getInstituteQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['institute', instId, 'detail'] as const,
    queryFn: ({ signal }) => getInstitute(instId, { signal }),
    staleTime: 30_000,
    enabled: instId !== '',
  });

export const useInstitute = (instId: string) => useQuery(getInstituteQueryOptions(instId));
