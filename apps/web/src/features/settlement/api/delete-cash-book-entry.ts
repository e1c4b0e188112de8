import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashBookPath, invalidateTransactions } from './transactions-keys';

/** DELETE /api/insts/:instId/cash-book/:entryId. */
export function deleteCashBookEntry(instId: string, entryId: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`${cashBookPath(instId)}/${encodeURIComponent(entryId)}`);
}

export function useDeleteCashBookEntry(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteCashBookEntry(instId, entryId),
    onSuccess: () => invalidateTransactions(queryClient, instId),
  });
}
