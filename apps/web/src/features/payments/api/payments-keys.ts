import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the payments area starts with this key: the family's unpaid bills, the year's
 * payments and one payment; a confirmed payment refreshes them all.
 */
export const paymentsQueryKey = (instId: string) => ['payments', instId] as const;

/** The base path of an academy's API for paying. */
export const instPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}`;

export function invalidatePayments(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paymentsQueryKey(instId) });
}
