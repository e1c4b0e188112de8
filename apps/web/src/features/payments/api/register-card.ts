import type { MyCardsResponse, RegisterCardBody } from '@academy/domain/billing/cards.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setCards } from './get-cards';
import { instPath } from './payments-keys';

/**
 * POST /api/insts/:instId/cards: the card page's redirect (/cardRegResult) forwarded as it came.
 * Silent: the result screen says itself what went wrong.
 */
export function registerCard(instId: string, body: RegisterCardBody): Promise<MyCardsResponse> {
  return api.post<MyCardsResponse>(`${instPath(instId)}/cards`, body, { silent: true });
}

export function useRegisterCard(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterCardBody) => registerCard(instId, body),
    onSuccess: (cards) => setCards(queryClient, instId, cards),
  });
}
