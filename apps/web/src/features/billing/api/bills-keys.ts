import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the billing area starts with this key, so one invalidation refreshes the month's
 * list, its totals and an open bill after any change (a send, a receipt, a cancel).
 */
export const billsQueryKey = (instId: string) => ['bills', instId] as const;

/** The base path of an academy's bills. */
export const billsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/bills`;

/** The path of one bill. */
export const billPath = (instId: string, billId: string) => `${billsPath(instId)}/${encodeURIComponent(billId)}`;

/** After any change of a bill: the area's queries are stale. */
export function invalidateBills(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: billsQueryKey(instId) });
}
