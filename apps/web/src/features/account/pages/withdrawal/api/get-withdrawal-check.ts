import type { WithdrawalCheckResponse } from '@academy/domain/account/withdrawal.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';

/** GET /api/account/withdrawal/check: what stops the withdrawal, and how the member confirms it is them. */
export function getWithdrawalCheck({ signal }: { signal?: AbortSignal } = {}): Promise<WithdrawalCheckResponse> {
  return api.get<WithdrawalCheckResponse>('/api/account/withdrawal/check', { signal, silent: true });
}

export const getWithdrawalCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'withdrawal', 'check'] as const,
    queryFn: ({ signal }) => getWithdrawalCheck({ signal }),
    staleTime: 0,
  });

export const useWithdrawalCheck = () => useQuery(getWithdrawalCheckQueryOptions());
