import type { CashBookEntryInput, CashBookEntryResponse } from '@academy/domain/books/cash-book.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashBookPath, invalidateTransactions } from './transactions-keys';

/** POST /api/insts/:instId/cash-book (a new entry) or PUT …/cash-book/:entryId (a change). */
export function saveCashBookEntry(
  instId: string,
  entryId: string | null,
  body: CashBookEntryInput,
): Promise<CashBookEntryResponse> {
  return entryId
    ? api.put<CashBookEntryResponse>(`${cashBookPath(instId)}/${encodeURIComponent(entryId)}`, body)
    : api.post<CashBookEntryResponse>(cashBookPath(instId), body);
}

export function useSaveCashBookEntry(instId: string, entryId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CashBookEntryInput) => saveCashBookEntry(instId, entryId, body),
    onSuccess: () => invalidateTransactions(queryClient, instId),
  });
}
