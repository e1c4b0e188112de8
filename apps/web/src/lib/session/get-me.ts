import { type MeResponse, meResponse } from '@academy/domain/account/account.schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, isApiError } from '../api-client';

/**
 * The signed-in user, their academies and family, or null for a visitor. Shared by every feature.
 * The answer is checked against the contract, so a screen never works on a half-shaped user.
 */
export async function getMe(): Promise<MeResponse | null> {
  let body: unknown;
  try {
    body = await api.get<unknown>('/api/auth/me', { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  const parsed = meResponse.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: 'unexpected /api/auth/me answer' });
  }
  return parsed.data;
}

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'] as const, queryFn: getMe, staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());

/**
 * After a log-in (or anything else that starts a session): reads the user again and waits for it,
 * so the next screen, and its sign-in guard, already see them.
 */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  return queryClient.fetchQuery(getMeQueryOptions());
}
