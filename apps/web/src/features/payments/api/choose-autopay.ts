import type { ChooseAutopayBody, MyCardsResponse } from '@academy/domain/billing/cards.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setCards } from './get-cards';
import { instPath } from './payments-keys';

/** PUT /api/insts/:instId/cards/autopay: bills are paid with this card on their due date, with the consent given now. */
export function chooseAutopay(instId: string, body: ChooseAutopayBody): Promise<MyCardsResponse> {
  return api.put<MyCardsResponse>(`${instPath(instId)}/cards/autopay`, body);
}

export function useChooseAutopay(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseAutopayBody) => chooseAutopay(instId, body),
    onSuccess: (cards) => setCards(queryClient, instId, cards),
  });
}
