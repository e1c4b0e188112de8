import type { ChildHomeResponse } from '@academy/domain/home/home.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/me/children/:childUserId/home: a child at every academy where the parent is their guardian. */
export function getChildHome(
  childUserId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChildHomeResponse> {
  return api.get<ChildHomeResponse>(`/api/me/children/${childUserId}/home`, { signal, silent: true });
}

export const getChildHomeQueryOptions = (childUserId: string) =>
  queryOptions({
    queryKey: ['home', 'child', childUserId] as const,
    queryFn: ({ signal }) => getChildHome(childUserId, { signal }),
    staleTime: 10_000,
  });

export const useChildHome = (childUserId: string, enabled = true) =>
  useQuery({ ...getChildHomeQueryOptions(childUserId), enabled });
