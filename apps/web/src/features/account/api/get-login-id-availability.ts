import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/login-id-availability?userInputId=… */
export function getLoginIdAvailability(userInputId: string, signal?: AbortSignal): Promise<{ available: boolean }> {
  return api.get<{ available: boolean }>('/api/account/login-id-availability', {
    query: { userInputId },
    signal,
    silent: true,
  });
}

export const getLoginIdAvailabilityQueryOptions = (userInputId: string) =>
  queryOptions({
    queryKey: ['account', 'login-id-availability', userInputId] as const,
    queryFn: ({ signal }) => getLoginIdAvailability(userInputId, signal),
    staleTime: 30_000,
  });

/** Whether a login id is free; asks only when `userInputId` is given (already checked against the id rules). */
export const useLoginIdAvailability = (userInputId: string | null) =>
  useQuery({ ...getLoginIdAvailabilityQueryOptions(userInputId ?? ''), enabled: userInputId !== null });
