import type { JoinRequestListResponse } from '@academy/domain/institute/institute.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/insts/:instId/join-requests: requests waiting for a decision (director, 010 manager). */
export function getJoinRequests(
  instId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JoinRequestListResponse> {
  return api.get<JoinRequestListResponse>(`/api/insts/${instId}/join-requests`, {
    query: { status: 'pending' },
    signal,
    silent: true,
  });
}

export const getJoinRequestsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['home', 'join-requests', instId] as const,
    queryFn: ({ signal }) => getJoinRequests(instId, { signal }),
    staleTime: 5_000,
  });

export const useJoinRequests = (instId: string, enabled = true) =>
  useQuery({ ...getJoinRequestsQueryOptions(instId), enabled });
