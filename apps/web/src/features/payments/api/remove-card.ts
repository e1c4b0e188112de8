import type { MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setCards } from './get-cards';
import { instPath } from './payments-keys';

/** DELETE /api/insts/:instId/cards/:cardId: the card is forgotten; automatic payment with it stops. */
export function removeCard(instId: string, cardId: string): Promise<MyCardsResponse> {
  return api.delete<MyCardsResponse>(`${instPath(instId)}/cards/${encodeURIComponent(cardId)}`);
}

export function useRemoveCard(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => removeCard(instId, cardId),
    onSuccess: (cards) => setCards(queryClient, instId, cards),
  });
}
