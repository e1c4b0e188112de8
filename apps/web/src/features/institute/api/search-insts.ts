import type { InstSearchResponse } from '@academy/domain/institute/institute.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type InstSearch = { q: string; region: string };

/** GET /api/insts/search: academies by name, initial consonants and region, a page at a time (searchInst). */
export function searchInsts(
  search: InstSearch,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InstSearchResponse> {
  return api.get<InstSearchResponse>('/api/insts/search', {
    query: { q: search.q || undefined, region: search.region || undefined, page },
    signal,
    silent: true,
  });
}

/** The key every search shares (a join request invalidates them all). */
export const SEARCH_QUERY_ROOT = ['institute', 'search'] as const;

export const searchInstsQueryOptions = (search: InstSearch) =>
  infiniteQueryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, search.q, search.region] as const,
    queryFn: ({ pageParam, signal }) => searchInsts(search, pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    enabled: search.q.trim() !== '' || search.region !== '',
  });

export const useSearchInsts = (search: InstSearch) => useInfiniteQuery(searchInstsQueryOptions(search));
