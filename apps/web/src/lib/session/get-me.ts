import type { MeResponse } from '@academy/domain/account/account.schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, csrfTokenOf, isApiError } from '../api-client';

/**
 * Whether this browser holds a session (decision 0044). The server sets the CSRF cookie, readable by
 * our pages, beside the httpOnly session cookie with the same lifetime and clears both at log-out, so
 * without it there is nobody to ask about: a visitor's page never asks and gets a 401 the browser
 * would log as an error.
 */
export function holdsSession(cookieText: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return csrfTokenOf(cookieText) !== null;
}

/**
 * The signed-in user, their academies and family, or null for a visitor. Shared by every feature.
 * The answer is checked against the contract, so a screen never works on a half-shaped user; the
 * schema (and Zod) loads beside the request, not with the app (decision 0044).
 */
export async function getMe(): Promise<MeResponse | null> {
  if (!holdsSession()) return null;
  const schemaModule = import('@academy/domain/account/account.schema');
  let body: unknown;
  try {
    body = await api.get<unknown>('/api/auth/me', { silent: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
  const parsed = (await schemaModule).meResponse.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: 'UNEXPECTED_RESPONSE', message: 'unexpected /api/auth/me answer' });
  }
  return parsed.data;
}

/**
 * A browser without a session starts with the answer (nobody), so a visitor's screens render once,
 * not once waiting and again when the answer comes (a re-render of everything that asks).
 */
export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: getMe,
    staleTime: 60_000,
    initialData: () => (holdsSession() ? undefined : null),
  });

export const useMe = () => useQuery(getMeQueryOptions());

/**
 * After a log-in (or anything else that starts a session): reads the user again and waits for it,
 * so the next screen, and its sign-in guard, already see them.
 */
export async function refreshMe(queryClient: QueryClient): Promise<MeResponse | null> {
  await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
  return queryClient.fetchQuery(getMeQueryOptions());
}
