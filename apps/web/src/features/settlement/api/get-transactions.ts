import type { PaymentMethod } from '@academy/domain/billing/billing.constants';
import type { TransactionKindFilter } from '@academy/domain/books/transactions';
import type { TransactionListResponse } from '@academy/domain/books/transactions.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsPath, transactionsQueryKey } from './transactions-keys';

/** What the list shows: a period, and optionally a kind, a method, a class and a student. */
export type TransactionsFilter = {
  from: string;
  to: string;
  kind: TransactionKindFilter | null;
  method: PaymentMethod | null;
  classId: string | null;
  studentId: string | null;
};

const queryOf = (filter: TransactionsFilter) => ({
  from: filter.from,
  to: filter.to,
  kind: filter.kind,
  method: filter.method,
  classId: filter.classId,
  studentId: filter.studentId,
});

/** GET /api/insts/:instId/transactions: one page, with the totals of the whole filter. */
export function getTransactions(
  instId: string,
  filter: TransactionsFilter,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TransactionListResponse> {
  return api.get<TransactionListResponse>(transactionsPath(instId), {
    query: { ...queryOf(filter), cursor },
    signal,
    silent: true,
  });
}

export const getTransactionsQueryOptions = (instId: string, filter: TransactionsFilter) =>
  infiniteQueryOptions({
    queryKey: [...transactionsQueryKey(instId), 'list', filter] as const,
    queryFn: ({ pageParam, signal }) => getTransactions(instId, filter, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export const useTransactions = (instId: string, filter: TransactionsFilter) =>
  useInfiniteQuery(getTransactionsQueryOptions(instId, filter));

/** The address of the same filter as .xlsx (a plain download link: the session cookie goes with it). */
export function transactionsExportUrl(instId: string, filter: TransactionsFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOf(filter))) if (value) params.set(key, value);
  return `${transactionsPath(instId)}/export?${params.toString()}`;
}
