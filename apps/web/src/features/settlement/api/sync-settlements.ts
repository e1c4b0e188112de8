import type { SettlementSyncResponse } from '@academy/domain/books/settlement.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settlementsPath, settlementsQueryKey } from './settlements-keys';

/** POST /api/insts/:instId/settlements/sync (다시 맞춰 보기). */
export function syncSettlements(instId: string, month: string): Promise<SettlementSyncResponse> {
  return api.post<SettlementSyncResponse>(`${settlementsPath(instId)}/sync`, { month });
}

export function useSyncSettlements(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) => syncSettlements(instId, month),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementsQueryKey(instId) }),
  });
}
