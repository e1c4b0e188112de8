import type { MaterialsPageResponse } from '@academy/domain/materials/materials.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type MaterialFilters, materialsKeys, materialsPath } from './materials-keys';

const PAGE_SIZE = 20;

/** GET /api/insts/:instId/materials: one page of the materials the caller sees, newest first. */
export function getMaterials(
  instId: string,
  filters: MaterialFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return api.get<MaterialsPageResponse>(`${materialsPath(instId)}?${query}`, { signal, silent: true });
}

export const materialsQueryOptions = (instId: string, filters: MaterialFilters) =>
  infiniteQueryOptions({
    queryKey: materialsKeys.list(instId, filters),
    queryFn: ({ pageParam, signal }) => getMaterials(instId, filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMaterials = (instId: string, filters: MaterialFilters) =>
  useInfiniteQuery(materialsQueryOptions(instId, filters));
