import type { ProfileResponse } from '@academy/domain/account/account.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/profile: the signed-in member's own details (MyPage and every edit screen). */
export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<ProfileResponse> {
  return api.get<ProfileResponse>('/api/account/profile', { signal, silent: true });
}

export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'profile'] as const,
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 30_000,
  });

export const useProfile = () => useQuery(getProfileQueryOptions());
