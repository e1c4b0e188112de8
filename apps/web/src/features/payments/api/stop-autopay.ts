import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setCards } from './get-cards';
import { instPath } from './payments-keys';

/** DELETE /api/insts/:instId/cards/autopay: automatic payment stops; the cards stay registered. */
export function stopAutopay(instId: string): Promise<MyCardsResponse> {
  return api.delete<MyCardsResponse>(`${instPath(instId)}/cards/autopay`);
}

export function useStopAutopay(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopAutopay(instId),
    onSuccess: (cards) => setCards(queryClient, instId, cards),
  });
}
