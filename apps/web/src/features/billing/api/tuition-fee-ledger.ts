import type { LedgerListResponse } from '@academy/domain/books/ledger.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { booksPath, booksQueryKey } from './tuition-fee-keys';

/** GET /api/insts/:instId/books/ledger?month&page: a month's lines, the classes' subtotals and the totals. */
export function getTuitionFeeLedger(
  instId: string,
  month: string,
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LedgerListResponse> {
  return api.get<LedgerListResponse>(`${booksPath(instId)}/ledger`, { query: { month, page }, signal, silent: true });
}

export const getTuitionFeeLedgerQueryOptions = (instId: string, month: string, page: number) =>
  queryOptions({
    queryKey: [...booksQueryKey(instId), 'ledger', month, page] as const,
    queryFn: ({ signal }) => getTuitionFeeLedger(instId, month, page, { signal }),
    // Stepping to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export const useTuitionFeeLedger = (instId: string, month: string, page: number) =>
  useQuery(getTuitionFeeLedgerQueryOptions(instId, month, page));
