import type { QueryClient } from '@tanstack/react-query';

/** Every query of 거래 내역 starts with this key: one invalidation refreshes the list, totals and a detail. */
export const transactionsQueryKey = (instId: string) => ['transactions', instId] as const;

export const transactionsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/transactions`;
export const cashBookPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/cash-book`;

/** A receipt file of an entry, opened in a new tab (the browser sends the session cookie). */
export const cashBookFileUrl = (instId: string, fileNm: string) =>
  `${cashBookPath(instId)}/files/${encodeURIComponent(fileNm)}`;

export function invalidateTransactions(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: transactionsQueryKey(instId) });
}
