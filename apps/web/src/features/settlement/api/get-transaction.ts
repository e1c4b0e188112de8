import type { TransactionType } from '@academy/domain/books/transactions';
import type { TransactionDetailResponse } from '@academy/domain/books/transactions.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { transactionsPath, transactionsQueryKey } from './transactions-keys';

/** GET /api/insts/:instId/transactions/:type/:id: one movement with its links. */
export function getTransaction(
  instId: string,
  type: TransactionType,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TransactionDetailResponse> {
  return api.get<TransactionDetailResponse>(`${transactionsPath(instId)}/${type}/${encodeURIComponent(id)}`, {
    signal,
    silent: true,
  });
}

export const getTransactionQueryOptions = (instId: string, type: TransactionType, id: string) =>
  queryOptions({
    queryKey: [...transactionsQueryKey(instId), 'detail', type, id] as const,
    queryFn: ({ signal }) => getTransaction(instId, type, id, { signal }),
  });

export const useTransaction = (instId: string, type: TransactionType, id: string) =>
  useQuery(getTransactionQueryOptions(instId, type, id));
