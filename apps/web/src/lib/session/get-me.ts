import type { MeResponse } from '@academy/domain/account/account.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../api-client';

/** The signed-in user, their academies and family, or null for a visitor. Shared by every feature. */
export async function getMe(): Promise<MeResponse | null> {
  try {
    return await api.get<MeResponse>('/api/auth/me', { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());
