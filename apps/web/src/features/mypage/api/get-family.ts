import type { FamilyResponse } from '@academy/domain/account/family.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/family: linked children and guardians and the pending link requests. */
export function getFamily({ signal }: { signal?: AbortSignal } = {}): Promise<FamilyResponse> {
  return api.get<FamilyResponse>('/api/account/family', { signal, silent: true });
}

export const getFamilyQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'family'] as const,
    queryFn: ({ signal }) => getFamily({ signal }),
    staleTime: 15_000,
  });

export const useFamily = () => useQuery(getFamilyQueryOptions());
